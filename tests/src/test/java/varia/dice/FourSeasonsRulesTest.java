package varia.dice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.game.IllegalAction;
import varia.variant.VariantException;

/**
 * The Acedrex de los cuatro tiempos (variants/four-seasons.yaml) on the start and on constructed
 * positions; each test names the sentence of its source (docs/acedrex.md; docs/sources.md rows
 * FS-1 to FS-12).
 */
class FourSeasonsRulesTest {
    static final int GREEN = 0, RED = 1, BLACK = 2, WHITE = 3;

    DiceChessGame game;
    DiceTable table;
    DicePosition pos;

    FourSeasonsRulesTest() { load(Map.of()); }

    /** The game with these option values (a new instance). */
    static FourSeasonsRulesTest with(Map<String, String> options) {
        FourSeasonsRulesTest f = new FourSeasonsRulesTest();
        f.load(options);
        return f;
    }

    private void load(Map<String, String> options) {
        try {
            game = (DiceChessGame) new DiceFamily().find("four-seasons", options);
        } catch (VariantException e) {
            throw new AssertionError(e.diagnostics().toString(), e);
        }
        table = new DiceTable(game, 4);
        pos = new DicePosition(table);
    }

    int sq(String name) { return game.square(name); }

    int type(String name) { return game.piece(name); }

    int face(String name) {
        for (int i = 0; i < game.die().size(); i++) if (game.die().outcome(i).name().equals(name)) return i;
        throw new AssertionError(name);
    }

    /** An empty board, then the men given as "SEAT:piece:square[:direction]" (G, R, B, W). */
    FourSeasonsRulesTest board(String... placements) {
        pos.clear();
        for (String p : placements) {
            String[] f = p.split(":");
            int player = "GRBW".indexOf(f[0]);
            if (f.length > 3) pos.put(sq(f[2]), player, type(f[1]), DiceSeat.DIRECTIONS.indexOf(f[3]));
            else pos.put(sq(f[2]), player, type(f[1]));
        }
        return this;
    }

    List<String> moves(int player, String face) {
        pos.setToMove(player);
        pos.startTurn(face(face));
        int[] out = new int[table.maxMoves];
        int n = pos.generate(out);
        List<String> list = new ArrayList<>();
        for (int i = 0; i < n; i++) list.add(DiceNotation.text(pos, out[i]));
        Collections.sort(list);
        return list;
    }

    void play(String move) {
        try {
            pos.play(DiceNotation.parse(pos, move));
        } catch (DiceNotation.IllegalMove e) {
            throw new AssertionError(move + ": " + e.getMessage());
        }
    }

    @Test
    void fs1TheSeasonsPlayInTheirOrderEachInHisCorner() {
        // fol. 88r (Musser): green plays first, then red, black and white; each army a king in a corner
        assertEquals(List.of("green", "red", "black", "white"), game.seats(4));
        assertEquals("king", table.type(pos.type(sq("a8"))).name());
        assertEquals(GREEN, pos.owner(sq("a8")));
        assertEquals(RED, pos.owner(sq("a1")));
        assertEquals(BLACK, pos.owner(sq("h1")));
        assertEquals(WHITE, pos.owner(sq("h8")));
        assertEquals(GREEN, pos.toMove());
        int men = 0;
        for (int s = 0; s < table.squares; s++) if (pos.owner(s) >= 0) men++;
        assertEquals(32, men); // eight men a season: a king, a rook, a knight, an alfil, four pawns
    }

    @Test
    void fs2TheManuscriptsArrayAndMurrays() {
        // the manuscript's painting (Ludii): the knight beside the king along the edge of its rank, the rook along its file
        assertEquals("knight", table.type(pos.type(sq("b1"))).name());
        assertEquals("rook", table.type(pos.type(sq("a2"))).name());
        // Bodlaender after Murray p. 349: "Red: King a1; Rook b1; Knight a2; Bishop b2"
        FourSeasonsRulesTest m = with(Map.of("array", "murray"));
        assertEquals("rook", m.table.type(m.pos.type(m.sq("b1"))).name());
        assertEquals("knight", m.table.type(m.pos.type(m.sq("a2"))).name());
        assertEquals("alfil", m.table.type(m.pos.type(m.sq("b2"))).name());
    }

    @Test
    void fs3TwoPawnsMarchAlongEachEdge() {
        // Bodlaender: "red pawns on a3 and b3 move upward while red pawns on c1 and c2 move to the right"
        assertEquals(List.of("a3-a4", "b3-b4", "c1-d1", "c2-d2"), moves(RED, "1"));
        // black's, in the other corner of the same edge: up, and to the left
        assertEquals(List.of("f1-e1", "f2-e2", "g3-g4", "h3-h4"), moves(BLACK, "1"));
        // green's: down, and to the right
        assertEquals(List.of("a6-a5", "b6-b5", "c7-d7", "c8-d8"), moves(GREEN, "1"));
    }

    @Test
    void fs4TheDieNamesThePiece() {
        // Pritchard ch. 30 on the Libro's dice chess: 6 king, 5 fers, 4 rook, 3 knight, 2 alfil, 1 pawn, each 1/6
        String[] names = {"pawn", "alfil", "knight", "rook", "fers", "king"};
        for (int i = 0; i < 6; i++) {
            assertEquals(List.of(names[i]), game.movedBy(face(String.valueOf(i + 1))));
            assertEquals(1.0 / 6, game.die().outcome(face(String.valueOf(i + 1))).probability(), 1e-12);
        }
        // the alfil leaps to the second square diagonally (Bodlaender), over the pawn between
        assertEquals(List.of("b2-d4"), moves(RED, "2"));
        assertEquals(List.of("b1-c3", "b1-d2"), moves(RED, "3"));
    }

    @Test
    void fs5AThrowNoPieceCanUseIsThrownAgain() throws Exception {
        // Pritchard ch. 30: in the Libro's dice chess a throw whose piece cannot move, or is not on the board, is thrown again.
        // Green's first throw: no fers yet (5), the king (6) and the rook (4) are boxed in: only 1, 2, 3 can come, a third each.
        DiceState s = game.start(4);
        int[] out = new int[s.maxActions()];
        double[] p = new double[s.maxActions()];
        int n = s.chanceOutcomes(out, p);
        List<String> faces = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            faces.add(s.actionText(out[i]));
            assertEquals(1.0 / 3, p[i], 1e-12);
        }
        assertEquals(List.of("1", "2", "3"), faces);
        IllegalAction e = assertThrows(IllegalAction.class, () -> s.parseAction("4"));
        assertTrue(e.getMessage().contains("thrown again"), e.getMessage());
        java.util.SplittableRandom random = new java.util.SplittableRandom(5);
        for (int i = 0; i < 200; i++) assertTrue(faces.contains(s.actionText(s.sample(random))));
    }

    @Test
    void fs6APawnOnTheFarEdgeBecomesAFers() {
        // Murray, Bodlaender: "When a pawn reaches its last rank, it promotes to a general"; its last rank is the edge it marches to
        board("G:king:a8", "R:king:a1", "B:king:h1", "W:king:h8", "R:pawn:g4:east", "R:pawn:d7:north");
        assertEquals(List.of("d7-d8=F", "g4-h4=F"), moves(RED, "1"));
        play("g4-h4=F");
        assertEquals("fers", table.type(pos.type(sq("h4"))).name());
        // the general steps one square diagonally
        assertEquals(List.of("h4-g3", "h4-g5"), moves(RED, "5"));
    }

    @Test
    void fs7NoMoveMayLeaveTheKingInCheck() {
        // fol. 88r: checks are paid for and a checkmated player is out, so a king is in check as in chess;
        // a rook pinned before its king moves only along the pin
        board("G:king:a8", "R:king:d1", "R:rook:d2", "B:king:h1", "B:rook:d8", "W:king:h8");
        assertEquals(List.of("d2-d3", "d2-d4", "d2-d5", "d2-d6", "d2-d7", "d2xd8"), moves(RED, "4"));
        // the king may not step into the rook's file
        board("G:king:a8", "R:king:c1", "B:king:h1", "B:rook:d8", "W:king:h8");
        assertEquals(List.of("c1-b1", "c1-b2", "c1-c2"), moves(RED, "6"));
    }

    @Test
    void fs8AMatedPlayerPaysForHisMenAndRemovesThem() {
        // fol. 88r: "When a player is checkmated he pays the victor an amount for as many pieces as he has
        // on the board and then removes his pieces"
        board("G:king:a8", "R:king:a1", "R:rook:a3", "R:rook:g5", "B:king:h1", "B:pawn:c5:north", "W:pawn:c6:south", "W:king:e8");
        pos.setToMove(RED);
        pos.startTurn(face("4"));
        assertTrue(pos.in(BLACK));
        int before = pos.score(RED);
        play("a3-h3");
        assertFalse(pos.in(BLACK), "black, in check with no move, is mated when his turn comes");
        assertEquals(1 << BLACK, pos.lastOut());
        assertEquals(before + 2, pos.score(RED), "the king and the pawn black had left");
        assertEquals(-1 - 2, pos.score(BLACK), "the check given, then the two men he had left");
        assertEquals(-1, pos.owner(sq("h1")));
        assertEquals(-1, pos.owner(sq("c5")));
        assertEquals(WHITE, pos.toMove(), "the turn passes over the mated player");
    }

    @Test
    void fs9ACheckThatCanBeAnsweredIsNoMate() {
        // the same, but the king can step out: black stays in and must answer
        board("G:king:a8", "R:king:a1", "R:rook:a3", "B:king:h1", "W:king:e8");
        pos.setToMove(RED);
        pos.startTurn(face("4"));
        play("a3-h3");
        assertTrue(pos.in(BLACK));
        assertEquals(BLACK, pos.toMove());
        // fol. 88r: a player pays "for each check given to a King"
        assertEquals(1 << BLACK, pos.lastChecks());
        assertEquals(-1, pos.score(BLACK));
        assertEquals(0, pos.score(RED));
        DiceState s = DiceState.at(pos);
        assertEquals(List.of("h1-g1", "h1-g2"), moves(BLACK, "6"));
        // a throw whose piece cannot answer the check is thrown again: black has only his king
        int[] out = new int[s.maxActions()];
        double[] p = new double[s.maxActions()];
        assertEquals(1, s.chanceOutcomes(out, p));
        assertEquals("6", s.actionText(out[0]));
    }

    @Test
    void fs10LudiisReadingTakesOnlyTheNextSeasonsMen() {
        // Ludii: "Each player may capture only the pieces of the player to their right" (green red's, red black's...)
        FourSeasonsRulesTest n = with(Map.of("captures", "next"));
        n.board("G:king:a8", "R:king:a1", "R:rook:d4", "B:king:h1", "B:pawn:d6", "W:king:h8", "W:pawn:f4", "G:pawn:b4");
        // c4 and e4 end at green's and white's pawns, which red may not take; black's on d6 he may
        assertEquals(List.of("d4-c4", "d4-d1", "d4-d2", "d4-d3", "d4-d5", "d4-e4", "d4xd6"), n.moves(RED, "4"));
        // with the default any man may be taken
        board("G:king:a8", "R:king:a1", "R:rook:d4", "B:king:h1", "B:pawn:d6", "W:king:h8", "W:pawn:f4", "G:pawn:b4");
        assertTrue(moves(RED, "4").containsAll(List.of("d4xb4", "d4xd6", "d4xf4")));
    }

    @Test
    void fs11OnlyKingsLeftTheWinningsDecide() {
        // Varia's reading (the text is silent): kings alone cannot mate; play stops and the stakes rank those still in
        board("G:king:a8", "R:king:a1", "B:king:h1", "B:pawn:b2", "W:king:h8");
        pos.setScore(GREEN, -2); // what each has paid into the pool so far
        pos.setScore(WHITE, -1);
        pos.setToMove(RED);
        pos.startTurn(face("6"));
        assertFalse(pos.over());
        play("a1xb2");
        assertTrue(pos.over());
        assertTrue(pos.settled());
        assertEquals(-1, pos.score(BLACK), "fol. 88r: the man lost costs its owner one amount");
        assertEquals(RED, pos.winner(), "red has paid least");
        assertEquals(List.of(RED, BLACK, WHITE, GREEN), java.util.Arrays.stream(pos.ranking()).boxed().toList());
    }
}
