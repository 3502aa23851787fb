package varia.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import varia.engine.Position;
import varia.variant.PieceType;
import varia.variant.Variant;
import varia.variant.Variants;

/** Diagrams drawn from the variant files: positions, move diagrams, board styles and glyphs. */
class DiagramTest {

    static List<String> bundled() { return Variants.bundled(); }

    static Document xml(String svg) throws Exception {
        DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        return f.newDocumentBuilder().parse(new InputSource(new StringReader(svg)));
    }

    static List<Element> byClass(Document d, String cls) {
        List<Element> out = new ArrayList<>();
        NodeList all = d.getElementsByTagName("*");
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            if (List.of(e.getAttribute("class").split(" ")).contains(cls)) out.add(e);
        }
        return out;
    }

    static Set<String> marks(Diagram d) {
        Set<String> out = new HashSet<>();
        Layout l = d.layout();
        for (Mark m : d.marks()) out.add(l.squareName(m.square()));
        return out;
    }

    static int sq(Variant v, String name) { return EngineView.square(v, name); }

    @ParameterizedTest
    @MethodSource("bundled")
    void everyStartPositionIsDrawnWithAllItsPieces(String key) throws Exception {
        Variant v = Variants.resolve(key);
        Position p = Position.start(v);
        int pieces = 0;
        for (int s = 0; s < p.squareCount(); s++) if (p.pieceTypeAt(s) != null) pieces++;
        Document d = xml(EngineView.diagram(p).interactive(true).svg());
        assertEquals(pieces, byClass(d, "piece").size(), key);
        assertEquals(v.files() * v.ranks() - v.board().holes().cardinality(), byClass(d, "cell").size(), key + ": a cell per square, none on a hole");
    }

    @Test
    void pngIsTheSameDrawing() throws Exception {
        Diagram d = EngineView.diagram(Position.start(Variants.resolve("xiangqi")));
        byte[] png = Png.of(d.svg(), 1);
        BufferedImage img = ImageIO.read(new ByteArrayInputStream(png));
        Document svg = xml(d.svg());
        assertEquals((int) Math.ceil(Double.parseDouble(svg.getDocumentElement().getAttribute("width"))), img.getWidth());
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < img.getHeight(); y += 7) for (int x = 0; x < img.getWidth(); x += 7) colours.add(img.getRGB(x, y));
        assertTrue(colours.size() > 20, "a drawn board, not a blank image: " + colours.size() + " colours");
        BufferedImage big = ImageIO.read(new ByteArrayInputStream(Png.of(d.svg(), 2)));
        assertEquals(img.getWidth() * 2, big.getWidth(), 1);
    }

    @Test
    void xiangqiIsDrawnOnPointsWithRiverAndPalaceDiagonals() throws Exception {
        Variant v = Variants.resolve("xiangqi");
        assertEquals(BoardStyle.INTERSECTIONS, Diagram.of(v).style());
        assertEquals(BoardStyle.SQUARES, Diagram.of(Variants.resolve("shatranj")).style());
        BoardFeatures f = BoardFeatures.of(v);
        assertEquals(4, f.riverBelowRank(), "between ranks 5 and 6");
        assertEquals(8, f.diagonals().size(), "the X of each palace: 4 steps each");
        BoardFeatures janggi = BoardFeatures.of(Variants.resolve("janggi"));
        assertEquals(-1, janggi.riverBelowRank(), "janggi has no river");
        assertEquals(8, janggi.diagonals().size());
        assertEquals(-1, BoardFeatures.of(Variants.resolve("chess")).riverBelowRank());
        assertTrue(BoardFeatures.of(Variants.resolve("chess")).diagonals().isEmpty());
    }

    @Test
    void multiLegMovesMarkWhereTheyEndNotWhereTheyPass() throws Exception {
        Variant v = Variants.resolve("grande-acedrex");
        // the aanca on f6: its four diagonal steps, and the slides outward from them (docs/acedrex.md)
        Diagram a = MovePattern.draw(v, v.pieceByLetter('A'), 0, sq(v, "f6"), MovePattern.Show.DEFAULT);
        Set<String> aanca = marks(a);
        assertEquals(4 + 36, aanca.size(), aanca.toString()); // from g7: 5 right, 5 up; e7: 4 left, 5 up; g5: 5, 4; e5: 4, 4
        assertTrue(aanca.containsAll(Set.of("e7", "g7", "e5", "g5", "e12", "a7", "l7", "g1", "l5")), aanca.toString());
        assertFalse(aanca.contains("f7") || aanca.contains("f8"), "nothing straight ahead: " + aanca);
        // the unicorn on e5 of a 12x12 board: 8 knight squares and 24 beyond (GrandeAcedrexRulesTest#unicorn)
        Diagram u = MovePattern.draw(v, v.pieceByLetter('U'), 0, sq(v, "e5"), MovePattern.Show.DEFAULT);
        assertEquals(32, marks(u).size(), marks(u).toString());
        assertFalse(marks(u).contains("e6"), "the square the leap passes is no destination");
        // the Chu shogi lion: the 24 squares within two, never its own
        Variant chu = Variants.resolve("chu-shogi");
        Set<String> lion = marks(MovePattern.draw(chu, chu.pieceByLetter('N'), 0, sq(chu, "f6"), MovePattern.Show.DEFAULT));
        assertEquals(24, lion.size(), lion.toString());
        assertFalse(lion.contains("f6"));
    }

    @Test
    void knightLeapsAndRookSlides() throws Exception {
        Variant v = Variants.resolve("chess");
        Diagram n = MovePattern.draw(v, v.pieceByLetter('N'), 0, sq(v, "e4"), MovePattern.Show.DEFAULT);
        assertEquals(Set.of("d6", "f6", "c5", "g5", "c3", "g3", "d2", "f2"), marks(n));
        assertTrue(n.marks().stream().allMatch(m -> m.way() == Mark.Way.LEAP && m.mode() == Mark.Mode.BOTH));
        Diagram r = MovePattern.draw(v, v.pieceByLetter('R'), 0, sq(v, "a1"), MovePattern.Show.DEFAULT);
        assertEquals(14, r.marks().size());
        assertTrue(r.marks().stream().allMatch(m -> m.way() == Mark.Way.SLIDE));
    }

    @Test
    void pawnMovesOnlyForwardCapturesDiagonallyAndHasItsDoubleStepFirst() throws Exception {
        Variant v = Variants.resolve("chess");
        Diagram d = MovePattern.draw(v, v.pieceByLetter('P'), 0, sq(v, "e2"), MovePattern.Show.DEFAULT);
        Layout l = d.layout();
        for (Mark m : d.marks()) {
            switch (l.squareName(m.square())) {
                case "e3" -> assertEquals(Mark.Mode.MOVE, m.mode());
                case "e4" -> { assertEquals(Mark.Mode.MOVE, m.mode()); assertEquals(Mark.When.FIRST_MOVE, m.when()); }
                case "d3", "f3" -> assertEquals(Mark.Mode.CAPTURE, m.mode());
                default -> throw new AssertionError("unexpected " + l.squareName(m.square()));
            }
        }
        Diagram black = MovePattern.draw(v, v.pieceByLetter('P'), 1, sq(v, "e7"), MovePattern.Show.DEFAULT);
        assertEquals(Set.of("e6", "e5", "d6", "f6"), marks(black), "Black's pawn goes down the board");
    }

    @Test
    void cannonHopsAndHorseHasBlockPoints() throws Exception {
        Variant v = Variants.resolve("xiangqi");
        Diagram c = MovePattern.draw(v, v.pieceByLetter('C'), 0, sq(v, "e5"), MovePattern.Show.DEFAULT);
        Layout l = c.layout();
        Set<String> hops = c.marks().stream().filter(m -> m.way() == Mark.Way.HOP).map(m -> l.squareName(m.square())).collect(Collectors.toSet());
        assertTrue(hops.contains("e7") && hops.contains("a5") && !hops.contains("e6"), "captures beyond a screen, never next to it: " + hops);
        assertTrue(c.marks().stream().filter(m -> m.way() == Mark.Way.HOP).allMatch(m -> m.mode() == Mark.Mode.CAPTURE));
        Diagram h = MovePattern.draw(v, v.pieceByLetter('N'), 0, sq(v, "e5"), MovePattern.Show.DEFAULT);
        Document d = xml(h.svg());
        Set<String> blocks = byClass(d, "block").stream().map(e -> e.getAttribute("data-mark")).collect(Collectors.toSet());
        assertEquals(Set.of("e4", "e6", "d5", "f5"), blocks);
        Diagram advisor = MovePattern.draw(v, v.pieceByLetter('A'), 0, sq(v, "e2"), MovePattern.Show.DEFAULT);
        assertEquals(Set.of("d1", "f1", "d3", "f3"), marks(advisor), "confined to the palace");
        Diagram soldier = MovePattern.draw(v, v.pieceByLetter('P'), 0, sq(v, "e6"), MovePattern.Show.DEFAULT);
        assertEquals(Set.of("e7", "d6", "f6"), marks(soldier), "across the river it also steps sideways");
    }

    @Test
    void zonesOfInfluencePromotionAndDrops() throws Exception {
        Variant hia = Variants.resolve("hiashatar");
        Document d = xml(MovePattern.draw(hia, hia.pieceByLetter('H'), 0, sq(hia, "e5"), MovePattern.Show.DEFAULT).svg());
        Set<String> zone = byClass(d, "zone").stream().map(e -> e.getAttribute("data-mark")).collect(Collectors.toSet());
        assertEquals(Set.of("d4", "e4", "f4", "d5", "f5", "d6", "e6", "f6"), zone);
        Variant shogi = Variants.resolve("shogi");
        PieceType pawn = shogi.pieceByLetter('P');
        Document s = xml(MovePattern.draw(shogi, pawn, 0, sq(shogi, "e5"), new MovePattern.Show(false, true, true)).svg());
        assertEquals(27, byClass(s, "promotion-zone").size(), "ranks 7-9");
        assertEquals(9 * 8 - 1, byClass(s, "drop-zone").size(), "ranks 1-8, its own square aside");
        Document black = xml(MovePattern.draw(shogi, pawn, 1, sq(shogi, "e5"), new MovePattern.Show(false, true, false)).svg());
        assertTrue(byClass(black, "promotion-zone").stream().allMatch(e -> e.getAttribute("data-mark").matches("[a-i][123]")),
                "Black promotes on ranks 1-3");
    }

    @Test
    void glyphsFollowThePiecesNames() throws Exception {
        assertEquals("chess", Glyphs.of(Variants.resolve("chess")).setName());
        assertEquals("kanji", Glyphs.of(Variants.resolve("shogi")).setName());
        assertEquals("hanzi", Glyphs.of(Variants.resolve("xiangqi")).setName());
        assertEquals("hanja", Glyphs.of(Variants.resolve("janggi")).setName());
        Variant hia = Variants.resolve("hiashatar");
        Glyphs g = Glyphs.of(hia);
        assertEquals("letter", g.of(hia.pieceByLetter('H').index()).shape(), "no chess figure is named Hia");
        assertEquals("\u265A", g.of(hia.pieceByLetter('K').index()).text(0), "Noyon, also called King");
        Variant shogi = Variants.resolve("shogi");
        assertEquals("飛", Glyphs.of(shogi).of(shogi.pieceByLetter('R').index()).text(0));
    }

    @Test
    void legalTargetsInAPositionComeFromTheEngine() throws Exception {
        Variant v = Variants.resolve("chess");
        String fen = "4k3/8/8/8/8/8/4P3/R3K2R w KQ - 0 1";
        Diagram d = EngineView.legalTargets(v, fen, sq(v, "e1"));
        assertTrue(marks(d).containsAll(Set.of("g1", "c1", "d1", "f1", "d2", "f2")), marks(d).toString());
        Diagram pinnedNone = EngineView.legalTargets(v, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", sq(v, "e8"));
        assertEquals(5, pinnedNone.marks().size(), "Black's king, though White is to move");
    }
}
