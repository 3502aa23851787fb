package varia.notation;

import java.util.List;

/**
 * One compiled move of a piece: its legs, and whether it is only available to a piece that has
 * not moved yet ({@code i}). A single-leg move is the common case; a multi-leg move (XBetza
 * {@code a}, see docs/notation.md) lists its legs in order, each leg's step absolute (relative to
 * the mover, as for single legs), each leg starting where the previous one ended.
 * A lame move-only leg ({@code mn...}) creates en-passant rights on the squares it passes over.
 */
public record MoveRule(List<Leg> legs, boolean initialOnly) {
    public MoveRule {
        legs = List.copyOf(legs);
        if (legs.isEmpty()) throw new IllegalArgumentException("a move needs a leg");
    }

    /** The first (for a single-leg move: the only) leg. */
    public Leg leg() { return legs.get(0); }

    /** The last leg: where the move ends and what it may do there. */
    public Leg last() { return legs.get(legs.size() - 1); }

    /** True for a move of several legs (XBetza {@code a}). */
    public boolean isMultiLeg() { return legs.size() > 1; }

    /** True when this move passes over squares on which an enemy may capture it en passant. */
    public boolean createsEnPassant() {
        if (isMultiLeg()) return false;
        Leg l = leg();
        return !l.mustBeEmpty().isEmpty() && l.modes().equals(java.util.Set.of(Mode.MOVE));
    }
}
