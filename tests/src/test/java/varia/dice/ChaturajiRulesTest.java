package varia.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.dice.Chaturaji.EAST;
import static varia.dice.Chaturaji.NORTH;
import static varia.dice.Chaturaji.SOUTH;
import static varia.dice.Chaturaji.WEST;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Chaturaji's rules on constructed positions; each test names the source sentence it checks
 * (docs/chaturaji.md gives the sources and the readings).
 */
class ChaturajiRulesTest {
    /** Kings in their corners' lines, out of the way, so that every player is in. */
    static final String[] KINGS = {"S:king:d1", "E:king:h4", "N:king:e8", "W:king:a5"};

    static String[] with(String... more) {
        String[] all = java.util.Arrays.copyOf(KINGS, KINGS.length + more.length);
        System.arraycopy(more, 0, all, KINGS.length, more.length);
        return all;
    }

    @Test
    void alBirunisThrowFiveCountsAsOneAndSixAsFour() {
        // al-Biruni (Sachau vol. 1 p. 184): 1 moves a pawn or the king, 2 the rook (boat), 3 the horse,
        // 4 the elephant; 5 counts as 1 and 6 as 4.
        Chaturaji c = new Chaturaji();
        DiceChessGame g = c.game;
        assertEquals(List.of("king", "pawn"), g.movedBy(c.face("1")));
        assertEquals(List.of("boat"), g.movedBy(c.face("2")));
        assertEquals(List.of("horse"), g.movedBy(c.face("3")));
        assertEquals(List.of("elephant"), g.movedBy(c.face("4")));
        assertEquals(List.of("king", "pawn"), g.movedBy(c.face("5")));
        assertEquals(List.of("elephant"), g.movedBy(c.face("6")));
        double kingOrPawn = 0, elephant = 0;
        for (int o = 0; o < g.die().size(); o++) {
            if (g.moves(o, c.type("pawn"))) kingOrPawn += g.die().outcome(o).probability();
            if (g.moves(o, c.type("elephant"))) elephant += g.die().outcome(o).probability();
        }
        assertEquals(1.0 / 3, kingOrPawn, 1e-12);
        assertEquals(1.0 / 3, elephant, 1e-12);
        // Raghunandana's long die (Forbes pp. 21-26): 5 the king or a pawn, 4 the elephant, 3 the horse, 2 the boat
        Chaturaji l = new Chaturaji(Map.of("dice", "long-die"));
        assertEquals(List.of("king", "pawn"), l.game.movedBy(l.face("5")));
        assertEquals(List.of("boat"), l.game.movedBy(l.face("2")));
        assertEquals(0.25, l.game.die().outcome(l.face("4")).probability(), 1e-12);
    }

    @Test
    void theOpeningThrowMovesOnlyTheNamedPieces() {
        Chaturaji c = new Chaturaji();
        c.turn(SOUTH, "3");
        // the horse on b1: a3 and c3 (d2 holds south's own pawn)
        assertEquals(List.of("b1-a3", "b1-c3"), c.moves());
        c.turn(SOUTH, "4");
        assertEquals(List.of(), c.moves(), "the elephant on c1 is shut in by its own pieces");
    }

    @Test
    void pawnsMoveForwardInTheirOwnArmysDirection() {
        // docs/chaturaji.md, 'Board and setup': south's pawns move north, east's west, north's south, west's east;
        // one square forward, taking one square diagonally forward, no double step.
        Chaturaji c = new Chaturaji().board(with("S:pawn:c3", "E:pawn:f5", "N:pawn:d6", "W:pawn:c6", "N:horse:d4", "W:horse:e4"));
        c.turn(SOUTH, "1");
        assertEquals(List.of("c3-c4", "c3xd4"), c.movesFrom("c3"));
        c.turn(EAST, "1");
        assertEquals(List.of("f5-e5", "f5xe4"), c.movesFrom("f5"));
        c.turn(NORTH, "1");
        assertEquals(List.of("d6-d5", "d6xc5"), c.board(with("N:pawn:d6", "S:boat:c5")).movesFrom("d6"));
        c.board(with("W:pawn:c6", "N:boat:d7", "S:boat:d5"));
        c.turn(WEST, "1");
        assertEquals(List.of("c6-d6", "c6xd5", "c6xd7"), c.movesFrom("c6"));
    }

    @Test
    void theBoatLeapsTwoSquaresDiagonallyOverAnything() {
        // al-Biruni: the "rook" (Raghunandana's boat) moves "as the Elephant moves in our chess": the alfil's leap.
        Chaturaji c = new Chaturaji().board(with("S:boat:c3", "S:pawn:b2", "S:pawn:d4", "E:pawn:e5", "N:pawn:b4"));
        c.turn(SOUTH, "2");
        assertEquals(List.of("c3-a1", "c3-e1", "c3xa5", "c3xe5"), c.moves(), "over b2, b4 and d4; takes west's king and east's pawn");
    }

    @Test
    void theElephantSlidesLikeTheRookAndBothDiceCanMoveIt() {
        // al-Biruni: the elephant moves "as the Rook does in our chess", and may go 15 squares in a turn:
        // both dice of the throw are played, the same piece may move twice.
        Chaturaji c = new Chaturaji().board("S:king:d2", "E:king:h4", "N:king:e8", "W:king:a5", "S:elephant:a1");
        c.turn(SOUTH, "4", "6");
        c.play("a1-h1");
        assertTrue(c.pos.inTurn(), "the second die is still to play");
        c.play("h1-h3");
        assertFalse(c.pos.inTurn());
        assertEquals(EAST, c.pos.toMove());
    }

    @Test
    void aDieNoPieceCanUseIsLost() {
        // docs/chaturaji.md, 'Dice': a throw no piece can use is lost (Forbes forfeits it).
        Chaturaji c = new Chaturaji().board(with("E:pawn:g2")); // a man besides the kings: not yet Kakakashtha
        c.turn(SOUTH, "3", "2"); // no horse, no boat
        assertEquals(List.of(), c.moves());
        c.pos.loseRest();
        assertEquals(EAST, c.pos.toMove());
        assertEquals(2, c.pos.lostDice());
        // a throw half usable: the king's die is played, the horse's is lost and the turn passes
        c.turn(SOUTH, "1", "3");
        c.play("d1-d2");
        assertEquals(EAST, c.pos.toMove());
        assertEquals(3, c.pos.lostDice());
    }

    @Test
    void theKingMayBeTakenAndItsPlayerIsOut() {
        // al-Biruni: the king "may be taken" and "is not required to leave his place": there is no check.
        Chaturaji c = new Chaturaji().board(with("S:elephant:c4", "E:horse:g3"));
        c.turn(SOUTH, "1");
        assertTrue(c.moves().contains("d1-e2"), "a king may step where it can be taken (no check)");
        c.turn(SOUTH, "4");
        c.play("c4-f4");
        c.turn(SOUTH, "4");
        c.play("f4xh4");
        assertFalse(c.pos.in(EAST));
        assertEquals(-1, c.pos.owner(c.sq("g3")), "an out player's men are removed (the default reading)");
        assertEquals(NORTH, c.pos.toMove(), "east's turn is skipped");
        assertEquals(5, c.pos.score(SOUTH));
        // the other reading: the men remain as dead obstacles
        Chaturaji r = new Chaturaji(Map.of("defeated", "remain")).board(with("S:elephant:f4", "E:horse:f2"));
        r.turn(SOUTH, "4");
        r.play("f4xh4");
        assertFalse(r.pos.in(EAST));
        assertEquals(EAST, r.pos.owner(r.sq("f2")));
    }

    @Test
    void theLastKingWinsAndOnlyKingsLeftIsADraw() {
        // docs/chaturaji.md, 'End of the game' reading 3: the last player with a king wins;
        // al-Biruni: all three kings taken with one's own alive pays 54 (the full value of the three armies).
        Chaturaji c = new Chaturaji().board("S:king:d1", "E:king:e2", "N:king:e6", "W:king:e7", "S:elephant:e5", "S:pawn:a2");
        c.turn(SOUTH, "4");
        c.play("e5xe6");
        c.turn(SOUTH, "6");
        c.play("e6xe7");
        c.turn(SOUTH, "4");
        c.play("e7xe2");
        assertTrue(c.pos.over());
        assertEquals(SOUTH, c.pos.winner());
        assertEquals(54, c.pos.score(SOUTH));
        // Kakakashtha (Murray rule 31): no forces left but the kings: drawn
        Chaturaji k = new Chaturaji().board("S:king:d2", "E:king:h4", "N:king:e8", "W:king:a5", "E:pawn:e3");
        k.turn(SOUTH, "1");
        k.play("d2xe3");
        assertTrue(k.pos.over());
        assertTrue(k.pos.drawn());
        assertEquals(-1, k.pos.winner());
    }

    @Test
    void aKingSlainOnItsThroneByAKingPaysTwice() {
        // Sinhasana (Forbes p. 26): a hostile king slain on its own throne earns a double stake.
        Chaturaji c = new Chaturaji().board("S:king:g4", "E:king:h4", "N:king:e8", "W:king:a5", "S:elephant:a1");
        c.turn(SOUTH, "1");
        c.play("g4xh4");
        assertEquals(10, c.pos.score(SOUTH));
        Chaturaji off = new Chaturaji().board("S:king:g5", "E:king:h5", "N:king:e8", "W:king:a5", "S:elephant:a1");
        off.turn(SOUTH, "1");
        off.play("g5xh5");
        assertEquals(5, off.pos.score(SOUTH), "h5 is not east's throne (h4)");
    }

    @Test
    void fourBoatsInASquareGiveTheBoatTriumph() {
        // Vrihannauka, Raghunandana's rule 35 (Forbes p. 26; Murray): a boat completing a block of four boats
        // takes the other three. Each army's boat keeps to its own quarter of the squares: north's reaches d4,
        // west's e4, east's d5, south's e5.
        Chaturaji c = new Chaturaji().board(with("N:boat:d4", "W:boat:e4", "E:boat:d5", "S:boat:c3"));
        c.turn(SOUTH, "2");
        c.play("c3-e5");
        assertEquals(3, c.pos.lastTriumph());
        assertEquals(SOUTH, c.pos.owner(c.sq("e5")));
        for (String s : List.of("d4", "e4", "d5")) assertEquals(-1, c.pos.owner(c.sq(s)), s);
        assertEquals(6, c.pos.score(SOUTH));
        // three boats are no triumph; and the option that follows Ludii has none
        Chaturaji three = new Chaturaji().board(with("N:boat:d4", "E:boat:d5", "S:boat:c3"));
        three.turn(SOUTH, "2");
        three.play("c3-e5");
        assertEquals(0, three.pos.lastTriumph());
        Chaturaji off = new Chaturaji(Map.of("boat-triumph", "off")).board(with("N:boat:d4", "W:boat:e4", "E:boat:d5", "S:boat:c3"));
        off.turn(SOUTH, "2");
        off.play("c3-e5");
        assertEquals(NORTH, off.pos.owner(off.sq("d4")));
    }

    @Test
    void aPawnPromotesToItsMasterPieceOnlyAfterLosses() {
        // Murray's reading of Raghunandana (rules 29-32): a pawn on the far edge becomes the piece that
        // started on its file (a-file: the boat), but only once a pawn and that piece are lost; until then
        // it may not enter the last rank.
        Chaturaji c = new Chaturaji().board(with("S:pawn:a7", "S:boat:c3"));
        c.turn(SOUTH, "1");
        assertEquals(List.of(), c.movesFrom("a7"), "no pawn and no boat lost yet");
        c.board(with("S:pawn:a7"));
        c.turn(SOUTH, "1");
        assertEquals(List.of(), c.movesFrom("a7"), "the boat is gone but no pawn is lost");
        c.pos.setLost(SOUTH, c.type("pawn"), 1);
        assertEquals(List.of("a7-a8=B"), c.movesFrom("a7"));
        c.play("a7-a8");
        assertEquals(c.type("boat"), c.pos.type(c.sq("a8")));
        // east moves west: its far edge is the a-file, and the master of rank 2 is the horse that started on h2
        Chaturaji e = new Chaturaji(Map.of("promotion", "piece-lost")).board(with("E:pawn:b2"));
        e.turn(EAST, "1");
        assertEquals(List.of("b2-a2=H"), e.movesFrom("b2"), "Wikipedia: once that piece (east's horse) has been lost");
        // Ludii: no promotion, the pawn stays a pawn on the far edge
        Chaturaji l = new Chaturaji(Map.of("promotion", "none")).board(with("S:pawn:a7", "S:boat:c3"));
        l.turn(SOUTH, "1");
        l.play("a7-a8");
        assertEquals(c.type("pawn"), l.pos.type(l.sq("a8")));
    }
}
