package varia.diagram;

/**
 * One square of a move diagram: what the piece may do there and how it gets there.
 *
 * @param square the target square
 * @param mode   move only, capture only, or both
 * @param way    a leap, a slide (every square before it empty) or a hop (over exactly one piece)
 * @param when   always, only as the piece's first move, once per game, or thanks to a region
 */
public record Mark(int square, Mode mode, Way way, When when) {
    public enum Mode { BOTH, MOVE, CAPTURE }
    public enum Way { LEAP, SLIDE, HOP }
    public enum When { ALWAYS, FIRST_MOVE, ONCE, REGION }

    /** The mark that shows both of two marks on one square (the stronger of each part). */
    Mark merge(Mark o) {
        Mode m = mode == o.mode ? mode : Mode.BOTH;
        Way w = way == Way.SLIDE || o.way == Way.SLIDE ? Way.SLIDE : way;
        When t = when.ordinal() <= o.when.ordinal() ? when : o.when;
        return new Mark(square, m, w, t);
    }
}
