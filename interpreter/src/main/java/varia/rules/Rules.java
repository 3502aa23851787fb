package varia.rules;

import java.util.List;
import varia.rules.adjacency.AdjacencyReader;
import varia.rules.bareking.BareKingReader;
import varia.rules.castling.CastlingReader;
import varia.rules.checks.ChecksReader;
import varia.rules.counting.CountsReader;
import varia.rules.drops.DropsReader;
import varia.rules.facing.FacingReader;
import varia.rules.gating.GateReader;
import varia.rules.impasse.ImpasseReader;
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

/** The rule families, in the order they are read (a family may look at the models of those before it). */
public final class Rules {
    private Rules() {}

    public static final List<Rule<?>> ALL = List.of(
            PromotionReader.RULE,
            DropsReader.RULE,
            CastlingReader.RULE,
            SpecialReader.RULE,
            GateReader.RULE,
            ZoneReader.RULE,
            FacingReader.RULE,
            PassReader.RULE,
            TurnsReader.RULE,
            ImpasseReader.RULE,
            RoyalsReader.RULE,
            AdjacencyReader.RULE,
            MateReader.RULE,
            ChecksReader.RULE,
            BareKingReader.RULE,
            NMoveReader.RULE,
            RepetitionReader.RULE,
            CountsReader.RULE,
            MaterialReader.RULE);
}
