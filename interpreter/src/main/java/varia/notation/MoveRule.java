package varia.notation;

import java.util.List;

/**
 * One compiled move of a piece: its legs (one leg for everything the notation says today), and
 * whether it is only available to a piece that has not moved yet ({@code i}).
 * A lame move-only leg ({@code mn...}) creates en-passant rights on the squares it passes over.
 */
public record MoveRule(List<Leg> legs, boolean initialOnly) {
    public MoveRule {
        legs = List.copyOf(legs);
        if (legs.isEmpty()) throw new IllegalArgumentException("a move needs a leg");
    }

    public Leg leg() { return legs.get(0); }

    /** True when this move passes over squares on which an enemy may capture it en passant. */
    public boolean createsEnPassant() {
        Leg l = leg();
        return !l.mustBeEmpty().isEmpty() && l.modes().equals(java.util.Set.of(Mode.MOVE));
    }
}
