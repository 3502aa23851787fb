package varia.notation;

import java.util.List;
import java.util.Set;

/**
 * One leg of a compiled move.
 *
 * @param atom        the atom the leg came from (for printing back)
 * @param step        one step of the leg, relative to the moving side
 * @param range       how many times the step may be repeated: 1 for a leap, n for a range-n
 *                    slider/rider, {@link #UNLIMITED} for an unlimited one. Every square landed on
 *                    before the last must be empty (for a hopper: see {@code hop}).
 * @param modes       what the leg may do where it ends (non-empty)
 * @param mustBeEmpty offsets from the leg's start that must be empty for the leg to be possible
 *                    (a lame leaper's path, in walking order; empty for free leapers and sliders)
 * @param hop         true for a hopper ({@code p}): along the ray it must pass over exactly one
 *                    occupied square (the screen), then lands on any square beyond it while the
 *                    squares before are empty, capturing on the first occupied one
 */
public record Leg(Atom atom, Offset step, int range, Set<Mode> modes, List<Offset> mustBeEmpty, boolean hop) {
    public static final int UNLIMITED = Integer.MAX_VALUE;

    public Leg {
        modes = Set.copyOf(modes);
        mustBeEmpty = List.copyOf(mustBeEmpty);
        if (modes.isEmpty()) throw new IllegalArgumentException("a leg needs at least one mode");
        if (range < 1) throw new IllegalArgumentException("range must be >= 1");
    }

    public boolean isSlider() { return range > 1; }
}
