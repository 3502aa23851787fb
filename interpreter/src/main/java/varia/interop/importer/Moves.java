package varia.interop.importer;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import varia.interop.fs.FsBetza;
import varia.interop.fs.FsPieceType;
import varia.interop.fs.FsSquares;
import varia.interop.fs.FsVariant;
import varia.notation.Atom;
import varia.notation.Leg;
import varia.notation.Mode;
import varia.notation.MoveRule;
import varia.notation.Notation;
import varia.notation.Offset;

/**
 * The moves a Fairy-Stockfish piece type has on a given square, as Varia compiled moves: its Betza
 * read as Fairy-Stockfish reads it, and what Fairy-Stockfish's code adds by square: the pawn's
 * double and triple steps from their regions (creating en-passant rights where the opponent's
 * en-passant region allows), a custom piece's {@code i} moves from the double-step region, the
 * soldier's sideways steps from {@code soldierPromotionRank} on, and the {@code e} captures of
 * the en-passant types.
 */
final class Moves {
    private final FsVariant v;

    /** Overlaps of a leap and a slide Varia cannot list once (see {@link Overlaps}). */
    final java.util.Set<String> overlaps = new java.util.LinkedHashSet<>();

    Moves(FsVariant v) { this.v = v; }

    private final java.util.Map<String, FsBetza.Result> read = new java.util.HashMap<>();
    private final java.util.Map<List<MoveRule>, String> printed = new java.util.HashMap<>();

    /** The type's Betza read, with the notes of what Fairy-Stockfish skips. */
    FsBetza.Result betza(FsPieceType t) { return read.computeIfAbsent(v.betza(t), FsBetza::read); }

    /** The double-step region of a side as Fairy-Stockfish uses it: empty when doubleStep is false. */
    FsSquares doubleStepRegion(boolean white) {
        return v.bool("doubleStep") ? v.squares(FsVariant.side("doubleStepRegion", white)) : FsSquares.NONE;
    }

    /** The moves of type {@code t} of one side standing on (file, rank), in Varia's notation (null: none). */
    String at(FsPieceType t, boolean white, int file, int rank) {
        FsBetza.Result r = betza(t);
        List<MoveRule> rules = new ArrayList<>();
        int rel = white ? rank : v.ranks() - 1 - rank;
        switch (t.special()) {
            case PAWN -> {
                rules.addAll(r.moves());
                boolean d = doubleStepRegion(white).contains(file, rank);
                boolean tr = v.squares(FsVariant.side("tripleStepRegion", white)).contains(file, rank);
                FsSquares ep = v.squares(FsVariant.side("enPassantRegion", !white));
                int dir = white ? 1 : -1;
                if (d) rules.add(step(2, ep.contains(file, rank + dir)));
                if (tr) rules.add(step(3, ep.contains(file, rank + dir) || ep.contains(file, rank + 2 * dir)));
            }
            case SOLDIER -> {
                for (MoveRule m : r.moves())
                    if (m.leg().step().dx() == 0 || rel >= v.integer("soldierPromotionRank")) rules.add(m);
            }
            default -> {
                for (MoveRule m : r.moves()) rules.add(withoutEnPassantRights(m));
                if (doubleStepRegion(white).contains(file, rank))
                    for (MoveRule m : r.initial()) rules.add(initial(m, white, file, rank));
            }
        }
        if (t.special() == FsPieceType.Special.PAWN || (v.pieceSet(FsVariant.side("enPassantTypes", white)) & (1L << t.id())) != 0)
            rules = withEnPassant(rules);
        List<String> problems = new ArrayList<>();
        rules = Overlaps.resolve(rules, problems);
        overlaps.addAll(problems);
        if (rules.isEmpty()) return null;
        return printed.computeIfAbsent(rules, Notation::print);
    }

    /**
     * Fairy-Stockfish gives en-passant rights only for pawns' double steps and pieces' initial
     * moves; Varia for every lame move to an empty square. Any other lame move becomes the same
     * path as legs (a multi-leg move, which gives none).
     */
    private static MoveRule withoutEnPassantRights(MoveRule m) {
        if (!m.createsEnPassant()) return m;
        Leg l = m.leg();
        List<Leg> legs = new ArrayList<>();
        Offset at = new Offset(0, 0);
        List<Offset> points = new ArrayList<>(l.mustBeEmpty());
        points.add(l.step());
        for (int i = 0; i < points.size(); i++) {
            Offset next = points.get(i), d = new Offset(next.dx() - at.dx(), next.dy() - at.dy());
            Atom atom = d.dx() != 0 && d.dy() != 0 ? Atom.F : Atom.W;
            legs.add(new Leg(atom, d, 1, i == points.size() - 1 ? l.modes() : Set.of(Mode.MOVE), List.of(), false));
            at = next;
        }
        return new MoveRule(legs, m.initialOnly());
    }

    /** An initial move from (file, rank): it gives en-passant rights on the squares it passes where the opponent's en-passant region has them (all or none). */
    private MoveRule initial(MoveRule m, boolean white, int file, int rank) {
        if (!m.createsEnPassant()) return m;
        FsSquares ep = v.squares(FsVariant.side("enPassantRegion", !white));
        int inside = 0;
        for (Offset o : m.leg().mustBeEmpty()) {
            int f = file + (white ? o.dx() : -o.dx()), r = rank + (white ? o.dy() : -o.dy());
            if (ep.contains(f, r)) inside++;
        }
        boolean straight = m.leg().step().dx() == 0 || m.leg().step().dy() == 0 || Math.abs(m.leg().step().dx()) == Math.abs(m.leg().step().dy());
        return straight && inside == m.leg().mustBeEmpty().size() ? m : withoutEnPassantRights(m);
    }

    /** A straight step of n squares forward to an empty square through empty ones: creating en-passant rights ({@code mnD}, {@code mnH}) or not. */
    private static MoveRule step(int n, boolean enPassant) {
        Atom atom = n == 2 ? Atom.D : Atom.H;
        List<Offset> path = new ArrayList<>();
        for (int i = 1; i < n; i++) path.add(new Offset(0, i));
        if (enPassant) return new MoveRule(List.of(new Leg(atom, new Offset(0, n), 1, Set.of(Mode.MOVE), path, false)), false);
        // the same squares as a multi-leg move: one step, then straight on; multi-leg moves give no en-passant rights
        List<Leg> legs = new ArrayList<>();
        for (int i = 0; i < n; i++) legs.add(new Leg(Atom.W, new Offset(0, 1), 1, Set.of(Mode.MOVE), List.of(), false));
        return new MoveRule(legs, false);
    }

    /** Capture-only moves also take en passant, as Fairy-Stockfish's en-passant types do on the squares they attack but cannot move to. */
    private static List<MoveRule> withEnPassant(List<MoveRule> rules) {
        List<MoveRule> out = new ArrayList<>();
        for (MoveRule m : rules) {
            Leg l = m.leg();
            if (!m.isMultiLeg() && l.modes().equals(Set.of(Mode.CAPTURE))) {
                EnumSet<Mode> modes = EnumSet.of(Mode.CAPTURE, Mode.EN_PASSANT);
                out.add(new MoveRule(List.of(new Leg(l.atom(), l.step(), l.range(), modes, l.mustBeEmpty(), l.hop())), m.initialOnly()));
            } else out.add(m);
        }
        return out;
    }

    /**
     * Squares from which the type has no quiet move onto the board, its {@code i} moves aside
     * (Fairy-Stockfish's test for {@code immobilityIllegal}).
     */
    FsSquares dead(FsPieceType t, boolean white) {
        FsSquares out = FsSquares.NONE;
        int files = v.files(), ranks = v.ranks();
        List<MoveRule> quiet = new ArrayList<>();
        for (MoveRule m : betza(t).moves()) if (m.leg().modes().contains(Mode.MOVE)) quiet.add(m);
        for (int r = 0; r < ranks; r++)
            for (int f = 0; f < files; f++) {
                boolean any = false;
                for (MoveRule m : quiet) {
                    Offset s = m.leg().step();
                    int dx = white ? s.dx() : -s.dx(), dy = white ? s.dy() : -s.dy();
                    int tf = f + dx, tr = r + dy;
                    if (tf >= 0 && tf < files && tr >= 0 && tr < ranks) { any = true; break; }
                }
                if (!any) out = out.with(f, r);
            }
        return out;
    }
}
