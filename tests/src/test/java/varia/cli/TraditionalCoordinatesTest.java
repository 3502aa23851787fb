package varia.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import varia.diagram.Diagram;
import varia.diagram.EngineView;
import varia.engine.Position;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Issue 30: the coordinates each tradition writes, drawn round the board by {@code varia.diagram}
 * (the play page's board and {@code varia diagram --coordinates}). Xiangqi: the files only, each
 * side's numbered from its own right along its own edge, Red's in Chinese numerals (九 ... 一 left to
 * right as Red sees the board), Black's in digits (1 ... 9), as the WXF/AXF notation page and the
 * Chinese notation count them; janggi: GIB's numbering, files 1-9 from Cho's left and rows 1 (Han's
 * back row) to 0 (Cho's), the numbers a GIB move writes ({@code 79卒78}).
 */
class TraditionalCoordinatesTest {
    record Label(double x, double y, String text) {}

    /** The labels of a class, in the SVG's order. */
    static List<Label> labels(String svg, String cls) {
        Matcher m = Pattern.compile("<text x=\"([0-9.]+)\" y=\"([0-9.]+)\"[^>]*class=\"[^\"]*\\b" + cls + "\\b[^\"]*\"[^>]*>([^<]*)</text>").matcher(svg);
        List<Label> out = new ArrayList<>();
        while (m.find()) out.add(new Label(Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2)), m.group(3)));
        return out;
    }

    static String leftToRight(List<Label> l) {
        return String.join("", l.stream().sorted(Comparator.comparingDouble(Label::x)).map(Label::text).toList());
    }

    static String topDown(List<Label> l) {
        return String.join("", l.stream().sorted(Comparator.comparingDouble(Label::y)).map(Label::text).toList());
    }

    static String svg(String variant, String notation, boolean flipped) throws Exception {
        Variant v = Variants.registry().bundledVariant(variant);
        return EngineView.diagram(Position.start(v)).coordinates(notation).flipped(flipped).svg();
    }

    @Test
    void xiangqiNumbersEachSidesFilesFromItsRightAlongItsEdge() throws Exception {
        for (String notation : List.of("wxf", "chinese")) {
            String s = svg("xiangqi", notation, false);
            List<Label> red = labels(s, "coord-red"), black = labels(s, "coord-black");
            assertEquals("九八七六五四三二一", leftToRight(red), notation);
            assertEquals("123456789", leftToRight(black), notation);
            assertTrue(red.get(0).y() > black.get(0).y(), "Red's along the bottom, Black's along the top");
            assertTrue(labels(s, "coord-rank").isEmpty(), "no rank numbers: the notation counts none");
            String flipped = svg("xiangqi", notation, true);
            assertTrue(labels(flipped, "coord-red").get(0).y() < labels(flipped, "coord-black").get(0).y(), "flipped: Red's edge at the top");
            assertEquals("一二三四五六七八九", leftToRight(labels(flipped, "coord-red")), "flipped: Red's right is on the left");
        }
        String plain = svg("xiangqi", null, false);
        assertTrue(labels(plain, "coord-red").isEmpty() && plain.contains(">a</text>") && plain.contains(">10</text>"), "SAN: files a-i, ranks 1-10");
    }

    @Test
    void janggiIsNumberedAsGibRecordsNumberIt() throws Exception {
        String s = svg("janggi", "gib", false);
        assertEquals("1234567890", topDown(labels(s, "coord-rank")), "rows from Han's back row (1) to Cho's (0)");
        assertEquals("123456789", leftToRight(labels(s, "coord-file")), "files from Cho's left");
        // the GIB move 71卒72 is the soldier from a4 (row 7, file 1) to b4: the labels beside those points say so
        Variant v = Variants.registry().bundledVariant("janggi");
        assertEquals("a4b4", varia.record.formats.Gib.move("71卒72"));
        Position p = Position.start(v);
        int[] legal = new int[varia.engine.Moves.MAX_MOVES];
        int n = p.legalMoves(legal), move = -1;
        for (int i = 0; i < n; i++) if (p.moveToUci(legal[i]).equals("a4b4")) move = legal[i];
        assertEquals(List.of("71卒72"), varia.record.traditions.Notations.write("gib", v, p, List.of(move)));
    }

    @Test
    void plainCoordinatesAreUnchangedByTheNewStyles() throws Exception {
        Variant v = Variants.registry().bundledVariant("xiangqi");
        Diagram d = EngineView.diagram(Position.start(v));
        assertEquals(d.svg(), EngineView.diagram(Position.start(v)).coordinates((String) null).svg());
        assertEquals(d.svg(), EngineView.diagram(Position.start(v)).coordinates("san").svg());
    }

    @Test
    void theDiagramCommandDrawsThemOnRequest() {
        CliTest.Result r = CliTest.run("diagram", "xiangqi", "--coordinates", "traditional");
        assertEquals(0, r.code(), r.all());
        assertEquals("九八七六五四三二一", leftToRight(labels(r.out(), "coord-red")));
        r = CliTest.run("diagram", "janggi", "--coordinates", "gib");
        assertEquals(0, r.code(), r.all());
        assertEquals("1234567890", topDown(labels(r.out(), "coord-rank")));
        r = CliTest.run("diagram", "chess", "--coordinates", "traditional");
        assertEquals(0, r.code(), r.all());
        assertTrue(r.out().contains(">a</text>") && labels(r.out(), "coord-red").isEmpty(), "no tradition: plain");
        r = CliTest.run("diagram", "xiangqi", "--coordinates", "gib");
        assertEquals(1, r.code(), r.all());
        assertTrue(r.err().contains("--coordinates 'gib'") && r.err().contains("wxf, chinese"), r.err());
        assertFalse(r.all().contains("Exception"), r.all());
    }
}
