package varia.rules;

import java.util.List;
import varia.rules.adjacency.AdjacencyReader;
import varia.rules.bareking.BareKingReader;
import varia.rules.capture.MustCaptureReader;
import varia.rules.castling.CastlingReader;
import varia.rules.checking.CheckingReader;
import varia.rules.checks.ChecksReader;
import varia.rules.counting.CountsReader;
import varia.rules.drops.DropsReader;
import varia.rules.extinction.ExtinctionReader;
import varia.rules.facing.FacingReader;
import varia.rules.forfeit.FacingForfeitReader;
import varia.rules.gating.GateReader;
import varia.rules.goals.GoalsReader;
import varia.rules.impasse.ImpasseReader;
import varia.rules.incheck.RoyalInCheckReader;
import varia.rules.mate.MateReader;
import varia.rules.material.MaterialReader;
import varia.rules.nmove.NMoveReader;
import varia.rules.passing.PassReader;
import varia.rules.promotion.PromotionReader;
import varia.rules.repetition.RepetitionReader;
import varia.rules.royals.RoyalsReader;
import varia.rules.special.SpecialReader;
import varia.rules.turns.TurnsReader;
import varia.rules.zones.ZoneReader;

/**
 * The rule families. Adding a rule = one package under {@code varia.rules} and one line here.
 * The order matters: a family may look at the models of those before it while reading (passing
 * looks at drops); the engine asks hooks in this order (turn order first, so that the others see
 * the side to move; checks and counting before mate, so Shatar's drawn mates and a mate given by the
 * counting side come before the plain score; gating after castling, whose moves it sees; extinction
 * and goals before the counts and repetition, as Fairy-Stockfish ends a game by them first).
 */
public final class Rules {
    private Rules() {}

    public static final List<Rule<?>> ALL = List.of(
            varia.rules.sides.SidesReader.RULE,
            varia.rules.traditions.TraditionsReader.RULE,
            TurnsReader.RULE,
            PromotionReader.RULE,
            DropsReader.RULE,
            varia.rules.enpassant.EnPassantReader.RULE,
            varia.rules.orientation.OrientationReader.RULE,
            SpecialReader.RULE,
            CastlingReader.RULE,
            GateReader.RULE,
            ZoneReader.RULE,
            BareKingReader.RULE,
            RoyalsReader.RULE,
            varia.rules.royalpath.SafePassageReader.RULE,
            RoyalInCheckReader.RULE,
            ExtinctionReader.RULE,
            GoalsReader.RULE,
            CheckingReader.RULE,
            MustCaptureReader.RULE,
            varia.rules.lions.LionTradingReader.RULE,
            PassReader.RULE,
            varia.rules.swap.SwapReader.RULE,
            varia.rules.headon.HeadOnReader.RULE,
            varia.rules.entry.EntryReader.RULE,
            varia.rules.refuge.RefugeReader.RULE,
            varia.rules.immune.ImmunityReader.RULE,
            varia.rules.relocation.RelocationReader.RULE,
            FacingReader.RULE,
            FacingForfeitReader.RULE,
            AdjacencyReader.RULE,
            ImpasseReader.RULE,
            ChecksReader.RULE,
            CountsReader.RULE,
            MateReader.RULE,
            NMoveReader.RULE,
            RepetitionReader.RULE,
            MaterialReader.RULE,
            varia.rules.letters.LetterDialectsReader.RULE);

    /** Installs every rule the variant uses into the engine, in list order. */
    public static void install(varia.variant.Variant v, varia.engine.Installer engine) {
        for (Rule<?> r : ALL) install(r, v, engine);
    }

    private static <M> void install(Rule<M> r, varia.variant.Variant v, varia.engine.Installer engine) {
        M model = v.rule(r.key());
        if (model != null) r.install(model, engine);
    }
}
