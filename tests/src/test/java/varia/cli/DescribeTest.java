package varia.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code varia describe}: plain-words rules generated from the bundled variants (real notation compiler). */
@Tag("needs-notation")
class DescribeTest {

    record Result(int code, String out, String err) {
        String all() { return "exit " + code + "\n--- stdout\n" + out + "--- stderr\n" + err; }
    }

    static Result run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Result(code, out.toString(), err.toString());
    }

    static void assertContains(Result r, String... phrases) {
        assertEquals(0, r.code(), r.all());
        for (String p : phrases) assertTrue(r.out().contains(p), "missing '" + p + "'\n" + r.all());
    }

    @Test
    void makruk() {
        Result r = run("describe", "makruk");
        assertContains(r,
                "Makruk (makruk)",
                "8 files (a-h) by 8 ranks (1-8)",
                "K  Khun (also King, Lord) - royal",
                "steps one square in any direction",
                "M  Met (also Queen, Ferz, Seed)",
                "steps one square diagonally",
                "steps one square forward",
                "leaps (2,1) like a knight",
                "slides any distance orthogonally",
                "steps one square forward, without capturing",
                "steps one square diagonally forward, only to capture",
                "promotes to Met (M) on reaching ranks 6-8 (counted from its owner's side); promotion is compulsory",
                "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
                "Checkmate: the checkmated side loses.",
                "Stalemate: the side that cannot move draws.",
                "Drawn on the 3rd occurrence of the same position.",
                "Counting: board's count - when no Bia (P) is on the board, the weaker side counts its moves from 1;"
                        + " the game is drawn when the count passes 64.",
                "8 against RR, 16 against R, 22 against SS, 32 against NN, 44 against S, 64 against N, otherwise 64",
                "from the number of pieces on the board (both kings included) plus one",
                "seed 004_c887d3711214542c.txt, section VI",
                "A board's count belongs to the side with fewer points",
                "counting = seed-004 (the default)");
    }

    @Test
    void chess() {
        Result r = run("describe", "chess");
        assertContains(r,
                "Chess (chess)",
                "slides any distance in any direction",
                "slides any distance diagonally",
                "leaps (2,0) forward like a dabbaba, without capturing, blocked by a piece on the square in between,"
                        + " only while it has not moved",
                "only to capture (also en passant)",
                "promotes to Queen (Q), Rook (R), Bishop (B) or Knight (N) on reaching rank 8",
                "Castling of King (K) with Rook (R): king side (K): king to g, partner to f;",
                "Drawn after 50 moves of each side without a capture or a pawn move.");
    }

    @Test
    void shatranj() {
        Result r = run("describe", "shatranj");
        assertContains(r,
                "Shatranj (shatranj)",
                "leaps (2,2) diagonally like an alfil",
                "Stalemate: the side that cannot move loses.",
                "Bare king: a side left with only its royal piece(s) loses. But if it can take the opponent's last"
                        + " other piece on its next move, play goes on for that move (baring back draws).",
                "There is no castling.");
    }

    @Test
    void everyBundledVariantCanBeDescribed() {
        for (String key : varia.variant.Variants.bundled()) {
            Result r = run("describe", key);
            assertEquals(0, r.code(), r.all());
            assertTrue(r.out().contains("Pieces"), r.all());
        }
    }

    static final String WITH_OPTIONS = """
            name: Option test
            board: {files: 8, ranks: 8}
            regions:
              palace: "files d-f ranks 1-3"
            pieces:
              K: {moves: W, royal: true, confined-to: palace}
              N: {name: Horse, moves: N}
              C: {name: Cannon, moves: mRpcR, cannot-capture: [C], screens-exclude: [C]}
            setup: 3k4/8/8/8/8/8/8/3K4 w
            options:
              knight-mate:
                default: forbidden
                values:
                  forbidden: {source: "seed 004 section VIII", description: "a mate by a knight is illegal",
                              set: {play: {forbidden-mates: [N]}}}
                  draw: {source: "rules-notes.md", description: "a knight may mate"}
            """;

    @Test
    void optionsTheirSourcesAndTheChosenValue(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("opt.yaml");
        Files.writeString(file, WITH_OPTIONS);
        Result r = run("describe", file.toString());
        assertContains(r,
                "knight-mate = forbidden (the default)",
                "* forbidden: a mate by a knight is illegal [source: seed 004 section VIII]",
                "draw: a knight may mate [source: rules-notes.md]",
                "Checkmate may not be given by Horse (N): such a move is illegal.",
                "never leaves 'palace' (files d-f ranks 1-3 for White)",
                "palace: White files d-f ranks 1-3; Black files c-e ranks 6-8",
                "cannot capture: Cannon (C)",
                "cannot jump over: Cannon (C)",
                "jumps over exactly one piece (the screen) orthogonally, capturing the first piece beyond it");
        Result draw = run("describe", file.toString(), "--option", "knight-mate=draw");
        assertContains(draw, "knight-mate = draw (default: forbidden)", "* draw: a knight may mate");
        assertFalse(draw.out().contains("Checkmate may not be given"), draw.all());
    }

    @Test
    void unknownOptionIsAnErrorWithASuggestion(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("opt.yaml");
        Files.writeString(file, WITH_OPTIONS);
        Result r = run("describe", file.toString(), "--option", "knight-mat=draw");
        assertEquals(1, r.code(), r.all());
        assertEquals("error: " + file + ": unknown option 'knight-mat'; did you mean 'knight-mate'? The options of opt"
                + " are knight-mate", r.err().strip());
        Result p = run("perft", file.toString(), "1", "--option", "knight-mate=drew");
        assertEquals(1, p.code(), p.all());
        assertTrue(p.err().contains("unknown value 'drew' for option 'knight-mate'; did you mean 'draw'?"), p.all());
        Result c = run("check", file.toString(), "--option", "knight-mate=draw");
        assertEquals(0, c.code(), c.all());
        assertTrue(c.out().contains(": ok (8x8, 3 pieces)"), c.all());
    }
}
