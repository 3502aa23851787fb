package varia.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import varia.interop.fs.FsCatalog;
import varia.interop.ini.IniDocument;
import varia.interop.ini.IniReader;
import varia.yaml.Diagnostic;

/**
 * A malformed ini gets check-quality errors: file, line, column, the key and the fix; every line
 * Fairy-Stockfish would skip or misread silently is reported instead.
 */
class IniErrorsTest {

    /** Every error and warning of every section, as {@code file:line:col: message}. */
    private static List<String> problems(String ini) {
        IniDocument doc = IniReader.read("my.ini", ini);
        List<String> out = new ArrayList<>();
        for (FsCatalog.Section s : FsCatalog.resolve(doc).values()) {
            for (Diagnostic d : s.errors()) if (!out.contains(d.toString())) out.add(d.toString());
            for (Diagnostic d : s.warnings()) if (!out.contains("warning " + d)) out.add("warning " + d);
        }
        for (Diagnostic d : doc.errors()) if (!out.contains(d.toString())) out.add(d.toString());
        return out;
    }

    private static void has(List<String> problems, String start, String... words) {
        for (String p : problems)
            if (p.startsWith(start)) {
                for (String w : words) assertTrue(p.contains(w), "'" + p + "' should say '" + w + "'");
                return;
            }
        throw new AssertionError("no problem starting '" + start + "' in " + problems);
    }

    @Test void unknownKeyIsNamedAtItsLineWithTheKeyItMeant() {
        List<String> p = problems("[mine:chess]\nmaxFile = 8\nmaxRnak = 10\n");
        has(p, "my.ini:3:1: unknown key 'maxRnak' in [mine]", "did you mean 'maxRank'?", "Fairy-Stockfish ignores it");
        assertEquals(1, p.size(), p.toString());
    }

    @Test void valuesFairyStockfishWouldMisreadAreErrorsAtTheirColumn() {
        List<String> p = problems("[mine:chess]\ncastling = no\nnMoveRule = fifty\nmaxRank = 11\npromotionRegionWhite = *8 z9\n"
                + "stalemateValue = lose\ndoubleStep = false # no double steps\n");
        has(p, "my.ini:2:12: castling: 'no' is neither true nor false", "reads it as false");
        has(p, "my.ini:3:13: nMoveRule: 'fifty' is not a whole number");
        has(p, "my.ini:4:11: maxRank: rank 11 is not a rank of Fairy-Stockfish's boards (1-10)");
        has(p, "my.ini:5:27: promotionRegionWhite: square z9 is outside Fairy-Stockfish's largest board");
        has(p, "my.ini:6:18: stalemateValue: 'lose' is not a result", "write win, loss, draw or none");
        has(p, "my.ini:7:14: doubleStep: 'false # no double steps' is neither true nor false", "comments only");
    }

    @Test void pieceLettersAreCheckedAgainstTheSectionsPieces() {
        List<String> p = problems("[mine:chess]\npromotionPieceTypes = q x r\ncustomPiece1 = a\nknight = n:N\n");
        has(p, "my.ini:2:25: '", "'x' is not a piece letter of [mine]", "its pieces are p n b r q a k", "stops reading promotionPieceTypes there");
        has(p, "my.ini:3:16: customPiece1 needs its movement after the letter", "customPiece1 = a:mQ");
        has(p, "my.ini:4:12: knight is a built-in piece whose movement is fixed");
    }

    @Test void linesFairyStockfishSkipsAreReported() {
        List<String> p = problems("[mine:chess\n[two:chess]\n  maxRank = 9\nthis is no key\n #comment\n");
        has(p, "my.ini:1:12: section header '[mine:chess' has no closing ']'");
        has(p, "my.ini:3:1: spaces before the key 'maxRank'", "start the line with the key");
        has(p, "my.ini:4:1: 'this is no key' is not 'key = value'", "start a comment with '#'");
        has(p, "my.ini:5:2: a comment must start at the beginning of the line");
    }

    @Test void parentsAndNamesAreCheckedAsFairyStockfishDoes() {
        List<String> p = problems("[a:makrook]\n[b:c]\n[c:chess]\n[shogi:chess]\n[c:chess]\n[d:chess]\nmaxFile = 9\nmaxFile = 10\n");
        has(p, "my.ini:1:4: parent 'makrook' of [a] is neither a section above it nor a variant built into Fairy-Stockfish",
                "did you mean 'makruk'?");
        has(p, "my.ini:2:4: parent 'c' of [b]", "a section is defined below it: move that section above");
        has(p, "my.ini:4:2: [shogi] is the name of a variant built into Fairy-Stockfish", "[myshogi:shogi]");
        has(p, "my.ini:5:2: section [c] is defined twice (first at line 3)");
        has(p, "warning my.ini:8:1: 'maxFile' is set twice in [d] (first at line 7)", "uses this last value");
    }

    @Test void fairyStockfishsOwnFileHasNoErrors() throws Exception {
        String text = java.nio.file.Files.readString(varia.TestPaths.root().resolve("tests/data/fairy-stockfish/variants.ini"));
        IniDocument doc = IniReader.read("variants.ini", text);
        assertEquals(143, doc.sections().size(), "sections of tests/data/fairy-stockfish/variants.ini");
        List<String> errors = new ArrayList<>();
        for (FsCatalog.Section s : FsCatalog.resolve(doc).values()) for (Diagnostic d : s.errors()) errors.add(d.toString());
        assertEquals(List.of(), errors);
        // the two keys it writes twice, which Fairy-Stockfish reads with their last value
        assertEquals(2, doc.warnings().size(), doc.warnings().toString());
    }
}
