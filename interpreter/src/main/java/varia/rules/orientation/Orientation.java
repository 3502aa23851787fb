package varia.rules.orientation;

import java.util.ArrayList;
import java.util.List;
import varia.notation.Leg;
import varia.notation.MoveRule;
import varia.notation.Offset;
import varia.variant.RuleKey;
import varia.variant.Variant;

/**
 * How Black's moves of a piece come from White's ({@code pieces.X.orientation}): turned round by
 * 180 degrees (the default: each player's left and right are his own, as players facing each other
 * see them; Fairy-Stockfish does the same) or mirrored across the middle rank (left and right stay
 * as on the board, only forward turns round). It matters only for a piece whose moves differ
 * between left and right (Tori shogi's quails).
 *
 * @param mirrored per type: Black's moves are White's mirrored
 */
public record Orientation(List<Boolean> mirrored) {
    public static final RuleKey<Orientation> KEY = new RuleKey<>("orientation", Orientation.class);

    public Orientation { mirrored = List.copyOf(mirrored); }

    public boolean mirrored(int type) { return type < mirrored.size() && mirrored.get(type); }

    /**
     * The moves of a piece of {@code type} as seen by {@code colour}, for the engine's
     * {@code Geometry.shift} (which turns Black's vectors round): a mirrored piece's Black moves are
     * its moves with left and right exchanged, which the turn then makes a mirror image.
     */
    public static List<MoveRule> of(Variant v, int type, int colour, List<MoveRule> moves) {
        Orientation o = v.rule(KEY);
        if (colour == 0 || o == null || !o.mirrored(type) || moves == null) return moves;
        List<MoveRule> out = new ArrayList<>(moves.size());
        for (MoveRule m : moves) out.add(reflect(m));
        return out;
    }

    /** The move with left and right exchanged. */
    public static MoveRule reflect(MoveRule m) {
        List<Leg> legs = new ArrayList<>();
        for (Leg l : m.legs())
            legs.add(new Leg(l.atom(), flip(l.step()), l.range(), l.modes(), l.mustBeEmpty().stream().map(Orientation::flip).toList(), l.hop()));
        return new MoveRule(legs, m.initialOnly());
    }

    private static Offset flip(Offset o) { return new Offset(-o.dx(), o.dy()); }
}
