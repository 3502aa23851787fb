package varia.rules.drops;

/**
 * Where and when a piece in hand may be dropped.
 *
 * @param region       region name the drop must land in, or null for anywhere
 * @param noDoubledOn  type index: not on a file that already holds an own piece of that type (nifu), or -1
 * @param noMate       a drop of this piece that checkmates is illegal (uchifuzume)
 */
public record DropRule(String region, int noDoubledOn, boolean noMate) {
    public static final DropRule ANYWHERE = new DropRule(null, -1, false);
}
