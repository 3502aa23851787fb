package varia.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.mockito.ArgumentMatchers.anyString;
import static org.mockito.Mockito.mock;
import static org.mockito.Mockito.times;
import static org.mockito.Mockito.verify;
import static org.mockito.Mockito.when;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import varia.rules.Outcome;
import varia.rules.bareking.BareKing;
import varia.rules.castling.Castling;
import varia.rules.counting.CountRule;
import varia.rules.counting.Counts;
import varia.rules.mate.MateRules;
import varia.rules.nmove.NMoveRule;
import varia.rules.promotion.Promotion;
import varia.rules.promotion.Promotions;
import varia.rules.repetition.Repetition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import varia.notation.NotationException;

/** The loader with a fake movement compiler: schema, defaults, positions of diagnostics. */
class VariantLoaderTest {
    static Promotion promotion(Variant v, PieceType p) {
        Promotions all = v.rule(Promotions.KEY);
        return all == null ? null : all.of(p.index());
    }

    static final Path ROOT = Path.of(System.getProperty("varia.root", ".."));
    final VariantLoader loader = new VariantLoader(new FakeCompiler());

    static final String MINIMAL = """
            board: {files: 8, ranks: 8}
            pieces:
              K: {moves: K, royal: true}
            setup: 4k3/8/8/8/8/8/8/4K3 w
            """;

    Variant load(String text) throws VariantException { return loader.load("test", "test.yaml", text); }

    List<String> errors(String text) {
        VariantException e = assertThrows(VariantException.class, () -> load(text));
        return e.diagnostics().stream().map(Object::toString).toList();
    }

    @Test
    void chess() throws Exception {
        Variant v = loader.load(ROOT.resolve("variants/chess.yaml"));
        assertEquals("chess", v.key());
        assertEquals("Chess", v.name());
        assertEquals(8, v.files());
        assertEquals(8, v.ranks());
        assertEquals("KQRBNP", v.pieces().stream().map(p -> String.valueOf(p.letter())).reduce("", String::concat));
        PieceType pawn = v.pieceByLetter('p');
        assertEquals("fmWfceFifmnD", pawn.movement());
        assertEquals(List.of(1, 2, 3, 4), promotion(v, pawn).to());
        assertTrue(promotion(v, pawn).inZone(8));
        assertFalse(promotion(v, pawn).inZone(7));
        assertTrue(promotion(v, pawn).forced());
        assertTrue(v.pieceByLetter('K').royal());
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", v.startFen());
        Castling c = v.rule(Castling.KEY);
        assertEquals(0, c.kingType());
        assertEquals(2, c.rookType());
        assertEquals(List.of(new Castling.Side("king side", 'K', true, 6, 5),
                new Castling.Side("queen side", 'Q', false, 2, 3)), c.sides());
        assertEquals(MateRules.DEFAULT, v.rule(MateRules.KEY));
        // FIDE 9.2, 9.3: threefold and 50 moves are claims; 9.6: fivefold and 75 moves end the game
        assertEquals(new NMoveRule(75, 50), v.rule(NMoveRule.KEY));
        assertEquals(new Repetition(5, false, 5, false, 3), v.rule(Repetition.KEY));
        assertNull(v.rule(BareKing.KEY));
    }

    @Test
    void shatranj() throws Exception {
        Variant v = loader.load(ROOT.resolve("variants/shatranj.yaml"));
        assertEquals("Firzan", v.pieceByLetter('q').name());
        assertEquals("F", v.pieceByLetter('q').movement());
        assertEquals("A", v.pieceByLetter('b').movement());
        assertEquals("Alfil", v.pieceByLetter('B').name());
        assertEquals(List.of("Baidaq", "Shah", "Rukh", "Faras"),
                List.of(v.pieceByLetter('P').name(), v.pieceByLetter('K').name(), v.pieceByLetter('R').name(), v.pieceByLetter('N').name()));
        assertEquals("fmWfcF", v.pieceByLetter('P').movement());
        assertEquals(new Promotion(List.of(v.pieceByLetter('Q').index()), 8, 8, true), promotion(v, v.pieceByLetter('P')));
        assertEquals("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1", v.startFen());
        assertNull(v.rule(Castling.KEY));
        assertEquals(new MateRules(Outcome.LOSS, Outcome.LOSS, false), v.rule(MateRules.KEY));
        assertEquals(new BareKing(Outcome.LOSS, true, Outcome.DRAW), v.rule(BareKing.KEY));
        assertEquals(new NMoveRule(0, 70), v.rule(NMoveRule.KEY)); // claims only
        assertEquals(new Repetition(0, false, 3, false, 3), v.rule(Repetition.KEY));
        assertFalse(v.sources().isEmpty());
    }

    @Test
    void makruk() throws Exception {
        Variant v = loader.load(ROOT.resolve("variants/makruk.yaml"));
        assertTrue(v.aliases().containsAll(List.of("thai", "thai-chess")));
        assertEquals("Khon", v.pieceByLetter('s').name());
        assertEquals("FfW", v.pieceByLetter('S').movement());
        assertEquals("Met", v.pieceByLetter('m').name());
        assertEquals(List.of("Queen", "Ferz", "Seed"), v.pieceByLetter('M').names());
        Promotion pr = promotion(v, v.pieceByLetter('P'));
        assertEquals(List.of(v.pieceByLetter('M').index()), pr.to());
        assertTrue(pr.inZone(6));
        assertFalse(pr.inZone(5));
        assertTrue(pr.forced());
        assertEquals("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1", v.startFen());
        assertNull(v.rule(NMoveRule.KEY));
        assertEquals(3, v.rule(Repetition.KEY).claim());
        assertEquals(0, v.rule(Repetition.KEY).times());
        assertEquals(List.of(
                new CountRule(CountRule.Kind.BOARD, "board 64 when no P", 64, java.util.Map.of(), false, "P"), // runs by itself (seed 004 VI)
                new CountRule(CountRule.Kind.PIECES,
                        "pieces RR 8, R 16, SS 22, NN 32, S 44, N 64, else 64 from pieces + 1 when no P", 64,
                        java.util.Map.of("RR", 8, "R", 16, "SS", 22, "NN", 32, "S", 44, "N", 64), true, "P"),
                new CountRule(CountRule.Kind.PIECES, "pieces P 64, else 64 from pieces + 1", 64, java.util.Map.of("P", 64), true, "")),
                v.rule(Counts.KEY).rules());
        assertTrue(v.rule(Counts.KEY).weakerCounts() && v.rule(Counts.KEY).restarts() && v.rule(Counts.KEY).atSetup());
        assertTrue(v.sources().stream().anyMatch(s -> s.contains("004_c887d3711214542c.txt") && s.contains("VI")));
    }

    @Test
    void everyMovementGoesThroughTheCompiler() throws Exception {
        MovementCompiler compiler = mock(MovementCompiler.class);
        when(compiler.compile(anyString())).thenReturn(FakeCompiler.ONE_MOVE);
        Variant v = new VariantLoader(compiler).load(ROOT.resolve("variants/chess.yaml"));
        verify(compiler).compile("fmWfceFifmnD");
        verify(compiler).compile("N");
        verify(compiler, times(6)).compile(anyString());
        assertEquals(FakeCompiler.ONE_MOVE, v.pieceByLetter('N').moves());
    }

    @Test
    void defaultsAndShortFen() throws Exception {
        Variant v = load(MINIMAL);
        assertEquals("test", v.name());
        assertEquals("K", v.pieces().get(0).name());
        assertEquals(List.of(), v.aliases());
        assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 0 1", v.startFen());
        assertEquals(MateRules.DEFAULT, v.rule(MateRules.KEY));
        assertNull(v.rule(NMoveRule.KEY));
        assertNull(v.rule(Repetition.KEY));
        assertNull(v.rule(BareKing.KEY));
        assertNull(v.rule(Promotions.KEY));
        assertEquals("test.yaml", v.origin());
    }

    @Test
    void bareKingShorthandAndSingleLetterPromotion() throws Exception {
        Variant v = load("""
                board: {files: 10, ranks: 10}
                pieces:
                  K: {moves: K, royal: true}
                  P: {moves: fW, promotion: {to: K, zone: ranks 8-10, forced: false}}
                setup: 4k5/10/10/10/10/10/10/10/P9/4K5 b - - 3 7
                end: {bare-king: loss}
                """);
        assertEquals(new BareKing(Outcome.LOSS, false), v.rule(BareKing.KEY));
        assertEquals(new Promotion(List.of(0), 8, 10, false), promotion(v, v.pieces().get(1)));
        assertEquals("4k5/10/10/10/10/10/10/10/P9/4K5 b - - 3 7", v.startFen());
    }

    @Test
    void handsAndPromotedPiecesInTheSetup() throws Exception {
        Variant v = load("""
                board: {files: 8, ranks: 8}
                pieces:
                  K: {moves: K, royal: true}
                  F: {moves: F}
                  "+F": {moves: WF}
                setup: 8/8/8/8/8/8/3+F4/8[KFkf] w
                play: {drops: {captures-to-hand: false}}
                """);
        assertEquals("8/8/8/8/8/8/3+F4/8[KFkf] w - - 0 1", v.startFen());
        assertEquals(List.of("test.yaml:6:30: setup: unknown piece letter 'x' in the hand; the pieces are K, F"
                + " (upper case for White, lower case for Black)"),
                errors("""
                board: {files: 8, ranks: 8}
                pieces:
                  K: {moves: K, royal: true}
                  F: {moves: F}
                  +F: {moves: WF}
                setup: 8/8/8/8/8/8/3+F4/8[KFkx] w
                """));
    }

    @Test
    void independentProblemsAreAllReportedInFileOrder() {
        assertEquals(List.of(
                "test.yaml:3:15: pieces.K.moves: unknown letter 'X'; atoms are W F D N A H C Z G",
                "test.yaml:4:14: pieces.Q.moves: unknown letter 'Y'; atoms are W F D N A H C Z G",
                "test.yaml:6:18: end.checkmate must be one of loss, draw, win (the result for the side that is"
                        + " checkmated), not 'lost'; did you mean 'loss'?"),
                errors("""
                board: {files: 8, ranks: 8}
                pieces:
                  K: {moves: KX, royal: true}
                  Q: {moves: Y}
                setup: 4k3/8/8/8/8/8/8/3QK3 w
                end: {checkmate: lost}
                """));
    }

    @Test
    void compilerCrashBecomesADiagnostic() {
        VariantLoader crashing = new VariantLoader(m -> { throw new UnsupportedOperationException("TODO"); });
        VariantException e = assertThrows(VariantException.class, () -> crashing.load("t", "t.yaml", MINIMAL));
        assertEquals(List.of("t.yaml:3:14: pieces.K.moves: the movement compiler failed on 'K'"
                + " (UnsupportedOperationException: TODO)"),
                e.diagnostics().stream().map(Object::toString).toList());
    }

    @Test
    void notationColumnIsClampedToTheString() {
        VariantLoader odd = new VariantLoader(m -> { throw new NotationException(99, "incomplete", null); });
        VariantException e = assertThrows(VariantException.class, () -> odd.load("t", "t.yaml", MINIMAL));
        assertEquals("t.yaml:3:15: pieces.K.moves: incomplete", e.diagnostics().get(0).toString());
    }

    @Test
    void brokenCastlingBlockDoesNotCascadeIntoTheSetup() {
        assertEquals(List.of("test.yaml:5:30: castling.partner: unknown piece letter 'R'; the pieces are K"),
                errors("""
                board: {files: 8, ranks: 8}
                pieces:
                  K: {moves: K, royal: true}
                setup: 4k3/8/8/8/8/8/8/4K3 w K
                castling: {king: K, partner: R, sides: {short: {fen-letter: K, king-to: g, partner-to: f}}}
                """));
    }

    @Test
    void castlingFieldLettersMustBeDeclared() {
        assertEquals(List.of("test.yaml:4:31: setup: unknown letter 'Q' in the castling field: write a castling letter"
                + " (K for White, k for Black), a file letter A-H (a-h for Black) naming a piece that holds a first-move"
                + " right, or '-'"),
                errors("""
                board: {files: 8, ranks: 8}
                pieces:
                  K: {moves: K, royal: true}
                setup: 4k3/8/8/8/8/8/8/4K3 w KQ
                castling: {king: K, partner: K, sides: {short: {fen-letter: K, king-to: g, partner-to: f}}}
                """));
    }

    @Test
    void quotedNumbersAreExplained() {
        assertEquals(List.of("test.yaml:1:26: board.ranks must be a whole number from 1 to 16; found '8'"
                + " (write the number without quotes)"),
                errors(MINIMAL.replace("ranks: 8", "ranks: \"8\"")));
    }

    @Test
    void unknownKeyWithoutCloseMatchListsTheKeys() {
        assertEquals(List.of("test.yaml:1:1: unknown key 'colour' in the top level; the keys here are name,"
                + " aliases, sources, board, regions, pieces, setup, sides, notations, castling, notation, play, end, options"),
                errors("colour: red\n" + MINIMAL));
    }

    @Test
    void filesThatCannotBeRead(@TempDir Path dir) throws Exception {
        Path missing = dir.resolve("nope.yaml");
        VariantException e = assertThrows(VariantException.class, () -> loader.load(missing));
        assertEquals(missing + ": no such file", e.getMessage());

        Path latin1 = dir.resolve("latin1.yaml");
        Files.write(latin1, "name: Caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        e = assertThrows(VariantException.class, () -> loader.load(latin1));
        assertEquals(latin1 + ":1:1: the file is not valid UTF-8 text; save it as UTF-8", e.getMessage());

        Path good = dir.resolve("my-game.yaml");
        Files.writeString(good, "\uFEFF" + MINIMAL);
        assertEquals("my-game", loader.load(good).key());
    }
}
