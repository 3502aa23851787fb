package varia.race;

import java.util.Set;

/**
 * The movement rules of a race game, each a key of the file's {@code rules:} block
 * (docs/variant-format.md, "Race games").
 *
 * @param entry          where an entering piece lands: the track square the throw's distance names
 *                       ({@code THROW}: square 1 with a 1, square 8 with an 8) or the first square
 * @param enterOn        names of the outcomes that let a piece enter; empty: any throw
 * @param stack          most pieces of one player on a square (2: doubles; 1: none)
 * @param singlesBlocked a single piece may not pass a square holding a stack (either side's)
 * @param stacksSafe     a stack is captured only by a stack (a single may not land on it)
 * @param moveTogether   the pieces of a stack may move together
 * @param exactHome      the last square of the track only by an exact throw
 * @param mustMove       a player must use a throw some piece can use
 * @param sharedNests    pieces of several players may rest on one nest (else landing on an
 *                       opponent on a nest is not allowed)
 * @param captureBonus   a capture earns another throw
 * @param extraThrowOn   names of the outcomes that earn another throw
 * @param places         play on for places after the first player finishes
 */
public record RaceRules(Entry entry, Set<String> enterOn, int stack, boolean singlesBlocked, boolean stacksSafe,
                        boolean moveTogether, boolean exactHome, boolean mustMove, boolean sharedNests,
                        boolean captureBonus, Set<String> extraThrowOn, boolean places) {
    public enum Entry { THROW, START }

    public RaceRules {
        enterOn = Set.copyOf(enterOn);
        extraThrowOn = Set.copyOf(extraThrowOn);
    }
}
