package varia.variant;

import java.util.List;

/**
 * Rules that shape which moves exist, beyond each piece's movement.
 *
 * @param facing        whether royal pieces may face each other on an open file
 * @param pass          passing, or null when the game has none
 * @param drops         hands and drops, or null when captured pieces leave the game
 * @param royals        how several royal pieces of one side count
 * @param forbidStalemating a move that leaves the opponent without a legal move (not in check) is illegal
 * @param openingMoves  compulsory first moves in coordinate notation, in order (Shatar's 1.d4 d5)
 * @param forbiddenMates type indices that may not deliver checkmate on their own (Shatar's knight):
 *                      such a mating move is illegal
 * @param adjacentRoyalsEnd the game ends at once when royal pieces of both sides stand next to each
 *                      other, decided by material (Shahrady)
 * @param turns         who may move: strictly alternating, or freely until the first capture (Senterej's werera)
 * @param impasse       the entering-king declaration (shogi's jishogi), or null
 * @param series        an opening series (the ta'biya: each side's first moves in a row), or null
 */
public record PlayRules(Facing facing, Pass pass, Drops drops, Royals royals, boolean forbidStalemating,
                        List<String> openingMoves, List<Integer> forbiddenMates, boolean adjacentRoyalsEnd, Turns turns,
                        Impasse impasse, Series series) {
    public PlayRules {
        openingMoves = List.copyOf(openingMoves);
        forbiddenMates = List.copyOf(forbiddenMates);
        if (turns == null) turns = Turns.ALTERNATE;
    }

    public PlayRules(Facing facing, Pass pass, Drops drops, Royals royals, boolean forbidStalemating,
                     List<String> openingMoves, List<Integer> forbiddenMates) {
        this(facing, pass, drops, royals, forbidStalemating, openingMoves, forbiddenMates, false, Turns.ALTERNATE);
    }

    public PlayRules(Facing facing, Pass pass, Drops drops, Royals royals, boolean forbidStalemating,
                     List<String> openingMoves, List<Integer> forbiddenMates, boolean adjacentRoyalsEnd, Turns turns) {
        this(facing, pass, drops, royals, forbidStalemating, openingMoves, forbiddenMates, adjacentRoyalsEnd, turns, null, null);
    }

    public PlayRules(Facing facing, Pass pass, Drops drops, Royals royals, boolean forbidStalemating,
                     List<String> openingMoves, List<Integer> forbiddenMates, boolean adjacentRoyalsEnd, Turns turns,
                     Impasse impasse) {
        this(facing, pass, drops, royals, forbidStalemating, openingMoves, forbiddenMates, adjacentRoyalsEnd, turns, impasse, null);
    }

    /** These rules with an opening series. */
    public PlayRules withSeries(Series s) {
        return new PlayRules(facing, pass, drops, royals, forbidStalemating, openingMoves, forbiddenMates, adjacentRoyalsEnd, turns, impasse, s);
    }

    /**
     * An opening series, the shatranj players' ta'biya: from the setup the first player makes
     * {@code moves} moves in a row, then the second player as many, then turns alternate from the
     * first player. A castling counts as one move.
     *
     * @param moves    moves in each side's series
     * @param captures captures are allowed during the series
     * @param ownHalf  every move of the series ends in the mover's own half (no piece crosses the centre line)
     */
    public record Series(int moves, boolean captures, boolean ownHalf) {}

    /**
     * The entering-king declaration: a side whose royal piece stands in the enemy camp, not in
     * check, with at least {@code piecesInCamp} other pieces there, may declare instead of moving;
     * its points (pieces in the camp and in hand: 5 for each of {@code bigPieces}, 1 for the others)
     * decide.
     *
     * @param rule        POINTS_27: 28 points for the first player, 27 for the second, win; fewer may not declare.
     *                    POINTS_24: 31 or more win, 24-30 draw; fewer may not declare.
     * @param bigPieces   type indices worth 5 points
     * @param campRanks   depth of the enemy camp in ranks
     * @param piecesInCamp other pieces needed in the camp
     */
    public record Impasse(Rule rule, List<Integer> bigPieces, int campRanks, int piecesInCamp) {
        public Impasse { bigPieces = List.copyOf(bigPieces); }
        public enum Rule { POINTS_27, POINTS_24 }
    }

    public static final PlayRules DEFAULT =
            new PlayRules(Facing.ALLOWED, null, null, Royals.EACH, false, List.of(), List.of());

    public enum Turns {
        /** One move each, in turn. */
        ALTERNATE,
        /** Either side may move at any time until the first capture; then turns alternate, the side that did not capture moving next. */
        FREE_UNTIL_CAPTURE
    }

    public enum Facing {
        /** Royal pieces may stand on an open file facing each other. */
        ALLOWED,
        /** A move that leaves the royal pieces facing on an open file is illegal (xiangqi's flying general). */
        FORBIDDEN,
        /** Facing royals (bikjang) must be broken or answered by a pass; two bikjang positions in a row end the game (janggi). */
        BIKJANG
    }

    public enum Royals {
        /** Every royal piece must be kept out of capture. */
        EACH,
        /** Only the last remaining royal piece is protected; the side loses when it has none (Sho shogi's king and prince). */
        LAST
    }

    /**
     * @param inCheck        passing is allowed while in check (janggi: no, except in bikjang)
     * @param endsAfter      this many passes in a row end the game (0 = never)
     * @param endOutcome     the result for the side to move when passes end the game
     * @param afterCaptureToReserve passing is allowed only right after the opponent captured (a
     *                       capture that was not itself a recapture), and the piece just lost goes
     *                       to the passer's reserve (Shahrady)
     */
    public record Pass(boolean inCheck, int endsAfter, EndRules.Outcome endOutcome, boolean afterCaptureToReserve) {
        public Pass(boolean inCheck, int endsAfter, EndRules.Outcome endOutcome) {
            this(inCheck, endsAfter, endOutcome, false);
        }
    }

    /**
     * @param capturesToHand captured pieces go to the captor's hand (demoted), shogi style
     * @param mustDrop       while a side holds pieces in hand it must drop one if it can (Sittuyin's deployment)
     */
    public record Drops(boolean capturesToHand, boolean mustDrop) {
        public Drops(boolean capturesToHand) { this(capturesToHand, false); }
    }
}
