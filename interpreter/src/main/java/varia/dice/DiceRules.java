package varia.dice;

/**
 * The end and special rules of a dice-chess game (docs/variant-format.md, "Dice chess").
 *
 * @param dicePerTurn    dice thrown each turn; each is played as one move of a piece it names
 * @param end            LAST_KING: a player whose king is captured is out, the last king wins;
 *                       STAKES: a player is out when all his men are captured, the stakes rank
 * @param defeatedRemain true: an out player's men stay on the board as dead obstacles; false: removed
 * @param triumph        the piece type index whose 2x2 block captures the others' pieces of that type, or -1
 * @param promotion      NONE, MASTER (to the piece that started on the pawn's line) or PIECE (to {@code promotionPiece})
 * @param promotionPiece the piece type a pawn becomes under PIECE, else -1
 * @param when           when a promotion is allowed (else the pawn may not enter the far edge)
 * @param throneDouble   a king taken by a king on the taken king's throne is paid twice (Sinhasana)
 * @param kingsTakeArmies a player who took every other king with his own alive is paid the full
 *                       value of the other armies (al-Biruni's 54)
 * @param bareKingsDraw the game is drawn when the players still in have nothing but kings (Kakakashtha)
 * @param turnLimit      turns after which play stops (the players stop; no winner under LAST_KING)
 * @param rethrow        a throw no piece can use is thrown again (the Libro's dice chess), else it is lost
 * @param check          no move may leave the mover's king attacked; a player whose king is attacked when his
 *                       turn comes and who has no move at all is mated: out
 * @param capturesNext   a player may take only the men of the next player still in (and men of players out)
 * @param outPays        a player put out pays the one who put him out the values of the men he has left
 * @param bareKingsStakes when the players still in have nothing but kings, play stops and their stakes rank them
 * @param lossesToPool   a man taken costs its owner its value (paid into the pool) instead of earning it for the taker;
 *                       under 'out-pays' the player put out also pays what he pays the other
 * @param checkPays      a player whose king a move puts in check pays one amount (into the pool)
 */
public record DiceRules(int dicePerTurn, End end, boolean defeatedRemain, int triumph, Promotion promotion, int promotionPiece, When when,
                        boolean throneDouble, boolean kingsTakeArmies, boolean bareKingsDraw, int turnLimit, boolean rethrow, boolean check,
                        boolean capturesNext, boolean outPays, boolean bareKingsStakes, boolean lossesToPool, boolean checkPays) {
    public enum End { LAST_KING, STAKES }

    public enum Promotion { NONE, MASTER, PIECE }

    public enum When { ALWAYS, PIECE_LOST, PIECE_AND_PAWN_LOST }
}
