package varia.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/** SAN writing (disambiguation, marks) and move reading (SAN, LAN, coordinates, aliases, errors). */
class SanTest {
    static Variant chess = resolve("chess"), makruk = resolve("makruk"), shatranj = resolve("shatranj");

    static Variant resolve(String n) {
        try { return Variants.resolve(n); } catch (Exception e) { throw new AssertionError(e); }
    }

    static Position fen(Variant v, String f) {
        try { return Position.fromFen(v, f); } catch (Exception e) { throw new AssertionError(e); }
    }

    static String san(Position pos, String uci) {
        int m = pos.parseUci(uci);
        assertTrue(m != 0, uci + " not legal in " + pos.toFen());
        return new San(pos.variant()).write(pos, m);
    }

    static MoveParser.Parsed parse(Position pos, String text) { return new MoveParser(new San(pos.variant())).parse(pos, text); }

    static String parsedUci(Position pos, String text) {
        MoveParser.Parsed p = parse(pos, text);
        assertTrue(p.ok(), text + ": " + p.error());
        return pos.moveToUci(p.move());
    }

    // three white queens: a1, a3 (same file) and c1 (same rank as a1) all reach b2
    static final String QUEENS = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1";

    @Test
    void disambiguatesByFileRankOrBoth() {
        Position p = fen(chess, QUEENS);
        assertEquals("Qa1b2", san(p, "a1b2"));   // a3 shares the file, c1 the rank
        assertEquals("Q3b2", san(p, "a3b2"));    // a1 shares the file: rank
        assertEquals("Qcb2", san(p, "c1b2"));    // file suffices
        assertEquals("Qab1", san(p, "a1b1"));    // c1 reaches b1 too
        for (String s : List.of("Qa1b2", "Q3b2", "Qcb2")) assertTrue(parse(p, s).ok(), s);
        MoveParser.Parsed amb = parse(p, "Qb2");
        assertTrue(amb.error().startsWith("ambiguous: could be "), amb.error());
        assertTrue(amb.error().contains("Qa1b2") && amb.error().contains("Q3b2") && amb.error().contains("Qcb2"), amb.error());
    }

    @Test
    void pawnsCastlingPromotionEnPassantAndMarks() {
        Position p = fen(chess, "r3k2r/1P6/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
        assertEquals("O-O", san(p, "e1g1"));
        assertEquals("O-O-O", san(p, "e1c1"));
        assertEquals("exd6", san(p, "e5d6"));
        assertEquals("bxa8=Q+", san(p, "b7a8q"));
        assertEquals("b8=N", san(p, "b7b8n"));
        assertEquals("e1g1", parsedUci(p, "0-0"));
        assertEquals("b7a8q", parsedUci(p, "bxa8Q"));
        assertEquals("b7a8r", parsedUci(p, "b7a8r"));
        assertEquals("b7b8n", parsedUci(p, "b8=N+"));
        assertEquals("e5d6", parsedUci(p, "exd6 e.p."));
        assertTrue(parse(p, "b8").error().startsWith("ambiguous"), "promotion piece missing");
        assertEquals("cannot promote to 'K' here", parse(p, "b8=K").error());
        Position mate = fen(chess, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        assertEquals("Ra8#", san(mate, "a1a8"));
    }

    @Test
    void readsLongAlgebraicAndCoordinates() {
        Position p = Position.start(chess);
        for (String s : List.of("Ng1-f3", "g1f3", "Nf3", "Ngf3", "N1f3", "Ng1f3", "Nf3!?", "Nf3+", "g1-f3")) assertEquals("g1f3", parsedUci(p, s), s);
        assertEquals("e2e4", parsedUci(p, "e2-e4"));
        assertEquals("e2e4", parsedUci(p, "Pe4"));
    }

    @Test
    void makrukPromotionAndWesternLetters() {
        Position q = fen(makruk, "4k3/8/8/2P5/8/8/8/3K4 w - - 0 1");
        assertEquals("c6=M", san(q, "c5c6m"));
        assertEquals("c5c6m", parsedUci(q, "c6"));      // forced and single: no letter needed
        assertEquals("c5c6m", parsedUci(q, "c6=Q"));    // western letter for the met
        assertEquals("c5c6m", parsedUci(q, "c6=M"));
        Position start = Position.start(makruk);
        assertEquals("c1c2", parsedUci(start, "Bc2"));  // khon written B
        assertEquals("c1c2", parsedUci(start, "Sc2"));
        assertEquals("e1d2", parsedUci(start, "Qd2"));  // met written Q
    }

    @Test
    void rejectionsSayWhy() {
        Position p = Position.start(chess);
        assertEquals("no such piece 'Z' in Chess (pieces: KQRBNP)", parse(p, "Zf3").error());
        assertEquals("not a legal move: no Knight of White's (on b1, g1) can go to f4: it leaps (2,1) like a knight", parse(p, "Nf4").error());
        assertEquals("no piece on e3", parse(p, "e3e4").error());
        assertEquals("the piece on e7 is not White's", parse(p, "e7e5").error());
        assertEquals("cannot read the move 'hello'", parse(p, "hello").error());
        assertTrue(parse(p, "e9").error().startsWith("no such square"));
        assertEquals("castling O-O is not legal here", parse(p, "O-O").error());
        assertEquals("passing is not a legal move here", parse(p, "--").error());
        assertEquals("not a legal move: Chess has no drops", parse(p, "P@e4").error());
        Position check = fen(chess, "4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1");
        assertEquals("not a legal move: White's King is in check from Re2 and this move does not parry it", parse(check, "Ra8").error());
        assertEquals("not a legal move: the King on e1 cannot go to f3: it steps one square in any direction", parse(check, "Kf3").error());
        Position pinned = fen(chess, "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
        assertEquals("not a legal move: it would leave White's King in check from Re7", parse(pinned, "Nf4").error());
        assertEquals("not a legal move: it would leave White's King in check from Re7", parse(pinned, "e2f4").error());
        Position makrukPinned = fen(makruk, "4k3/4r3/8/8/8/8/4S3/4K3 w - - 0 1");
        assertEquals("not a legal move: it would leave White's Khun in check from Re7", parse(makrukPinned, "Sd3").error());
        assertEquals("Shatranj has no castling", parse(Position.start(shatranj), "O-O").error());
        Position noQueen = fen(chess, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        assertEquals("White has no Queen", parse(noQueen, "Qd1").error());
    }

    @Test
    void shogiPromotedFormsPromotionsDeclinedPromotionsAndDrops() {
        Variant shogi = resolve("shogi");
        // Sente: a pawn on c7 (may promote on c8), a tokin on e6, a bishop in hand
        Position p = fen(shogi, "4k4/9/2P6/4+P4/9/9/9/9/4K4[B] w - - 0 1");
        assertEquals("c8+", san(p, "c7c8+"));     // promotes: '+'
        assertEquals("c8=", san(p, "c7c8"));      // declines an optional promotion: '='
        assertEquals("+Pe7", san(p, "e6e7"));     // a promoted form by its FEN symbol
        assertEquals("B@a1", san(p, "B@a1"));     // a drop
        assertEquals("c7c8+", parsedUci(p, "c8+"));
        assertEquals("c7c8", parsedUci(p, "c8="));
        assertEquals("e6e7", parsedUci(p, "+Pe7"));
        assertEquals("e6e7", parsedUci(p, "+Pe6-e7"));
        assertEquals("B@a1", parsedUci(p, "B@a1"));
        assertTrue(parse(p, "+Ze7").error().startsWith("no such piece '+Z'"), parse(p, "+Ze7").error());
        // the pawn is letterless, the tokin is not: 'e7' is no tokin move
        assertTrue(!parse(p, "e7").ok());
        // a promotion that checks: '+' for the promotion, then the check mark
        Position q = fen(shogi, "4k4/9/3P5/9/9/9/9/9/4K4[] w - - 0 1");
        assertEquals("d8++", san(q, "d7d8+"));
        assertEquals("d7d8+", parsedUci(q, "d8++"));
        assertEquals("d7d8", parsedUci(q, "d8=+"));
    }

    @Test
    void sidewaysPawnsAndPasses() {
        Variant janggi = resolve("janggi");
        Position p = Position.start(janggi);
        p.make(p.parseUci("e4e5"));
        // soldiers on c7 and e7 both reach d7: the file says which
        assertEquals("cd7", san(p, "c7d7"));
        assertEquals("ed7", san(p, "e7d7"));
        assertEquals("c7d7", parsedUci(p, "cd7"));
        assertTrue(parse(p, "d7").error().startsWith("ambiguous"), parse(p, "d7").error());
        assertEquals("--", san(p, "e9e9"));
        assertEquals("e9e9", parsedUci(p, "--"));
        Variant xiangqi = resolve("xiangqi");
        // red soldiers across the river on c6 and e6 both reach d6
        Position x = fen(xiangqi, "5k3/9/9/9/2P1P4/9/9/9/9/3K5 w - - 0 1");
        assertEquals("c7", san(x, "c6c7"));
        assertEquals("cd6", san(x, "c6d6"));
        assertEquals("e6d6", parsedUci(x, "ed6"));
    }
}
