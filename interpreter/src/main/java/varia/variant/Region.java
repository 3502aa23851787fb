package varia.variant;

import java.util.BitSet;

/**
 * A named set of squares, given for each side: regions are written from the owner's point of
 * view (Black's squares are White's rotated by 180 degrees) unless declared absolute.
 * Squares are numbered rank by rank from a1 = 0, as in the engine.
 *
 * @param name  the name used in the variant file, e.g. {@code palace}
 * @param white White's squares
 * @param black Black's squares
 */
public record Region(String name, BitSet white, BitSet black) {
    public Region {
        white = (BitSet) white.clone();
        black = (BitSet) black.clone();
    }

    public BitSet of(int colour) { return (BitSet) (colour == 0 ? white : black).clone(); }

    public boolean contains(int colour, int square) { return (colour == 0 ? white : black).get(square); }
}
