package varia.record.formats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import varia.engine.Moves;
import varia.engine.Position;
import varia.record.traditions.Notations;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * The move notations of the traditions (varia.record.traditions) read back by the record readers
 * that read those notations in archives: every move of seeded random games written in Japanese
 * shogi notation is resolved by the KI2 reader (relative words, 同, 打, 成 and 不成 included), in
 * WXF by the WXF reader (tandem pieces included), in GIB's form by the GIB reader, each to the very
 * move played. Western shogi notation is checked on a sentence of its convention: {@code +} is a
 * promotion, never a check.
 */
class NotationsRoundTripTest {
    /** Random games: the moves, the position left at the start. */
    static List<Integer> game(Position p, long seed, int plies) {
        Random r = new Random(seed);
        List<Integer> out = new ArrayList<>();
        int[] legal = new int[Moves.MAX_MOVES];
        for (int i = 0; i < plies && !p.result().isOver(); i++) {
            int n = p.legalMoves(legal);
            int m = legal[r.nextInt(n)];
            out.add(m);
            p.make(m);
        }
        for (int i = 0; i < out.size(); i++) p.unmake();
        return out;
    }

    @Test
    void japaneseShogiIsReadBackByTheKi2Reader() throws Exception {
        Variant v = Variants.registry().bundledVariant("shogi");
        int moves = 0, relative = 0, same = 0, dropWord = 0, declined = 0;
        for (long seed = 1; seed <= 40; seed++) {
            Position p = Position.start(v);
            List<Integer> game = game(p, seed, 160);
            List<String> written = Notations.write("shogi-japanese", v, p, game);
            ShogiBoard board = ShogiBoard.start();
            int[] last = null;
            for (int i = 0; i < game.size(); i++) {
                String w = written.get(i);
                int[] end = new int[1];
                KifMove k = KifMove.parse(w, 0, end);
                assertNotNull(k, "seed " + seed + " ply " + (i + 1) + ": '" + w + "' is read");
                assertEquals(w.length(), end[0], "the whole of '" + w + "' is read");
                KifMove.Resolved r = k.resolve(board, last);
                assertNull(r.error(), "seed " + seed + " ply " + (i + 1) + " '" + w + "': " + r.error());
                assertEquals(p.moveToUci(game.get(i)), r.text(), "seed " + seed + " ply " + (i + 1) + " '" + w + "'");
                last = k.same() ? last : new int[] {k.file(), k.rank()};
                p.make(game.get(i));
                moves++;
                if (w.matches(".*[右左上引寄直].*")) relative++;
                if (w.contains("同")) same++;
                if (w.contains("打")) dropWord++;
                if (w.contains("不成")) declined++;
            }
            for (int i = 0; i < game.size(); i++) p.unmake();
        }
        assertTrue(moves > 4000 && relative > 20 && same > 100 && dropWord > 5 && declined > 5,
                moves + " moves, " + relative + " with relative words, " + same + " 同, " + dropWord + " 打, " + declined + " 不成");
    }

    @Test
    void westernShogiMarksPromotionNotCheck() throws Exception {
        Variant v = Variants.registry().bundledVariant("shogi");
        Position p = Position.start(v);
        List<Integer> game = new ArrayList<>();
        for (String uci : List.of("c3c4", "g7g6", "b2h8+", "g9h8", "B@e5")) { // 1. P-7f P-3d 2. Bx2b+ Sx2b 3. B*5e
            int[] legal = new int[Moves.MAX_MOVES];
            int n = p.legalMoves(legal), found = Moves.NONE;
            for (int i = 0; i < n; i++) if (p.moveToUci(legal[i]).equals(uci)) found = legal[i];
            game.add(found);
            p.make(found);
        }
        for (int i = 0; i < game.size(); i++) p.unmake();
        assertEquals(List.of("P-7f", "P-3d", "Bx2b+", "Sx2b", "B*5e"), Notations.write("shogi-western", v, p, game));
        assertEquals(List.of("▲７六歩", "△３四歩", "▲２二角成", "△同　銀", "▲５五角"), Notations.write("shogi-japanese", v, p, game));
    }

    @Test
    void wxfIsReadBackByTheWxfReader() throws Exception {
        Variant v = Variants.registry().bundledVariant("xiangqi");
        int moves = 0, tandem = 0;
        for (long seed = 1; seed <= 40; seed++) {
            Position p = Position.start(v);
            List<Integer> game = game(p, seed, 160);
            List<String> written = Notations.write("wxf", v, p, game);
            Wxf.Board board = Wxf.Board.of(p.toFen());
            for (int i = 0; i < game.size(); i++) {
                String[] why = new String[1];
                String back = Wxf.translate(board, written.get(i), why);
                assertEquals(p.moveToUci(game.get(i)), back, "seed " + seed + " ply " + (i + 1) + " '" + written.get(i) + "': " + why[0]);
                p.make(game.get(i));
                moves++;
                if (written.get(i).matches(".[+-][+.-].")) tandem++;
            }
            for (int i = 0; i < game.size(); i++) p.unmake();
        }
        assertTrue(moves > 4000 && tandem > 10, moves + " moves, " + tandem + " tandem");
        Position p = Position.start(v);
        assertEquals(List.of("C2.5", "H8+7"), Notations.write("wxf", v, p, List.of(move(p, "h3e3"), moveAfter(p, "h3e3", "h10g8"))));
    }

    /**
     * Chinese notation (the AXF/WXF notation page's system, rules-notes.md "Xiangqi"): every move of
     * seeded random games is read back by the Chinese reader to the move played, 前/后 and the
     * pawns' 中 and ordinals included; the opening moves are the sources' own examples.
     */
    @Test
    void chineseIsReadBackByTheChineseReader() throws Exception {
        Variant v = Variants.registry().bundledVariant("xiangqi");
        int moves = 0, tandem = 0, black = 0;
        for (long seed = 1; seed <= 60; seed++) {
            Position p = Position.start(v);
            List<Integer> game = game(p, seed, 200);
            List<String> written = Notations.write("chinese", v, p, game);
            Wxf.Board board = Wxf.Board.of(p.toFen());
            for (int i = 0; i < game.size(); i++) {
                String[] why = new String[1];
                String w = written.get(i);
                assertEquals(p.moveToUci(game.get(i)), Chinese.translate(board, w, why), "seed " + seed + " ply " + (i + 1) + " '" + w + "': " + why[0]);
                assertTrue(w.length() == 4, w);
                p.make(game.get(i));
                moves++;
                if ("前中后二三四五".indexOf(w.charAt(0)) >= 0) tandem++;
                if (i % 2 == 1 && w.matches(".[１-９].[１-９]")) black++;
            }
            for (int i = 0; i < game.size(); i++) p.unmake();
        }
        assertTrue(moves > 6000 && tandem > 20 && black > 1000, moves + " moves, " + tandem + " tandem, " + black + " black with full-width digits");
        Position p = Position.start(v);
        assertEquals(List.of("炮二平五", "马８进７"), Notations.write("chinese", v, p, List.of(move(p, "h3e3"), moveAfter(p, "h3e3", "h10g8"))));
    }

    /** Doubled pieces in Chinese: 前/后, three pawns 前中后, and the file for pawns doubled on two files (前九平八), each read back. */
    @Test
    void chineseNamesDoubledPiecesAsTheConventionDoes() throws Exception {
        Variant v = Variants.registry().bundledVariant("xiangqi");
        // Red: two horses on file e (e4, e6), three pawns on file c (c6, c7, c8), two on file a (a7, a8); Black: two chariots on file d
        String fen = "3k5/9/P1P6/P1P6/2P1N4/9/4N4/3r5/3r5/4K4 w - - 0 1";
        Position p = Position.fromFen(v, fen);
        java.util.Map<String, String> expected = new java.util.LinkedHashMap<>();
        expected.put("e6g7", "前马进三");
        expected.put("e4c3", "后马退七");
        expected.put("c8b8", "前七平八");
        expected.put("c7b7", "中七平八");
        expected.put("a8b8", "前九平八");
        expected.put("a7b7", "后九平八");
        for (var e : expected.entrySet()) {
            int m = move(p, e.getKey());
            assertEquals(List.of(e.getValue()), Notations.write("chinese", v, p, List.of(m)), e.getKey());
            String[] why = new String[1];
            assertEquals(e.getKey(), Chinese.translate(Wxf.Board.of(fen), e.getValue(), why), e.getValue() + ": " + why[0]);
        }
        // Black's chariots on d3 and d2: d2 is the front one, seen from Black
        String black = fen.replace(" w ", " b ");
        Position b = Position.fromFen(v, black);
        assertEquals(List.of("后车平５"), Notations.write("chinese", v, b, List.of(move(b, "d3e3"))));
        assertEquals(List.of("前车进１"), Notations.write("chinese", v, b, List.of(move(b, "d2d1"))));
        String[] why = new String[1];
        assertEquals("d2d1", Chinese.translate(Wxf.Board.of(black), "前車進1", why), why[0]);
        assertEquals("d2e2", Chinese.translate(Wxf.Board.of(black), "车前平5", why), why[0]); // the AXF page's order (車前平三)
        assertEquals("d3e3", Chinese.translate(Wxf.Board.of(black), "後車平５", why), why[0]);
        assertNull(Chinese.translate(Wxf.Board.of(fen), "马五进三", why), "two horses on file 5: which?");
        assertTrue(why[0].contains("前"), why[0]);
    }

    @Test
    void janggiIsWrittenAsGibReadsIt() throws Exception {
        Variant v = Variants.registry().bundledVariant("janggi");
        int moves = 0;
        for (long seed = 1; seed <= 20; seed++) {
            Position p = Position.start(v);
            List<Integer> game = game(p, seed, 120);
            List<String> written = Notations.write("gib", v, p, game);
            for (int i = 0; i < game.size(); i++) {
                boolean pass = p.info(game.get(i)).kind() == varia.engine.MoveInfo.Kind.PASS; // Varia writes a pass as the general's square twice
                assertEquals(pass ? "pass" : p.moveToUci(game.get(i)), Gib.move(written.get(i)), "seed " + seed + " ply " + (i + 1) + " '" + written.get(i) + "'");
                p.make(game.get(i));
                moves++;
            }
            for (int i = 0; i < game.size(); i++) p.unmake();
        }
        assertTrue(moves > 2000, moves + " moves");
    }

    @Test
    void aVariantOffersOnlyItsOwnNotations() throws Exception {
        assertEquals(List.of("shogi-japanese", "shogi-western"),
                Notations.offered(Variants.registry().bundledVariant("shogi")).stream().map(Notations.Named::key).toList());
        assertEquals(List.of(), Notations.offered(Variants.registry().bundledVariant("chess")));
        Position p = Position.start(Variants.registry().bundledVariant("chess"));
        assertNull(Notations.write("wxf", p.variant(), p, List.of()), "chess offers no WXF");
    }

    static int move(Position p, String uci) {
        int[] legal = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(legal);
        for (int i = 0; i < n; i++) if (p.moveToUci(legal[i]).equals(uci)) return legal[i];
        throw new AssertionError(uci + " is not legal");
    }

    static int moveAfter(Position p, String first, String uci) {
        p.make(move(p, first));
        int m = move(p, uci);
        p.unmake();
        return m;
    }
}
