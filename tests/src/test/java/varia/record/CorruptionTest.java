package varia.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import varia.cli.Main;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Corrupts each sample in its file (an illegal move, a piece letter the variant lacks, a wrong
 * result) and checks that {@code varia validate} names the right move number, the move as
 * written, the reason, and the line and column.
 */
class CorruptionTest {
    @TempDir Path dir;

    record Run(int code, List<String> lines) {}

    static Run validate(String variant, Path file) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), "validate", variant, file.toString(), "--no-progress");
        return new Run(code, List.of(out.toString().split("\\R")));
    }

    /** The file's text with the move's token replaced. */
    static String replaceMove(Path file, RecordedMove m, String with) throws IOException {
        List<String> lines = new ArrayList<>(Files.readAllLines(file, StandardCharsets.UTF_8));
        String l = lines.get(m.line() - 1);
        int at = m.column() - 1;
        assertEquals(m.text(), l.substring(at, at + m.text().length()), "token position");
        lines.set(m.line() - 1, l.substring(0, at) + with + l.substring(at + m.text().length()));
        return String.join("\n", lines) + "\n";
    }

    static String lineFor(Run r, int game) {
        for (String l : r.lines()) if (l.contains(": game " + game + " ") || l.contains(": game " + game + ":")) return l;
        throw new AssertionError("no line for game " + game + " in " + r.lines());
    }

    /** The PGN number of the move played from {@code pos} at {@code ply}: during an opening series each side counts its own. */
    static String expectedNumber(Position pos, int ply) {
        if (pos.inOpeningSeries()) return pos.moveNumber() + (pos.sideToMove() == 0 ? "." : "...");
        return (ply / 2 + 1) + (ply % 2 == 0 ? "." : "...");
    }

    /**
     * A move of the mover's king (or, in a game without one, of its first piece) to the farthest square
     * of the board that no piece of that kind can reach: never legal.
     */
    static String farKingMove(Position pos, San san) {
        int from = -1;
        for (int sq = 0; sq < pos.squareCount(); sq++) {
            if (pos.colourAt(sq) != pos.sideToMove()) continue;
            if (pos.pieceTypeAt(sq).royal(pos.sideToMove())) { from = sq; break; }
            if (from < 0) from = sq;
        }
        varia.variant.PieceType type = pos.pieceTypeAt(from);
        java.util.Set<Integer> reached = new java.util.HashSet<>();
        int[] buf = new int[varia.engine.Moves.MAX_MOVES];
        for (int i = 0, n = pos.legalMoves(buf); i < n; i++) {
            varia.engine.MoveInfo mi = pos.info(buf[i]);
            if (mi.piece() == type || mi.promotion() == type) reached.add(mi.to());
        }
        int files = pos.variant().files(), best = -1, bestDistance = -1;
        for (int sq = 0; sq < pos.squareCount(); sq++) {
            if (sq == from || reached.contains(sq)) continue;
            int d = Math.max(Math.abs(sq % files - from % files), Math.abs(sq / files - from / files));
            if (d > bestDistance) { best = sq; bestDistance = d; }
        }
        return type.symbol() + pos.squareName(best);
    }

    @TestFactory
    Stream<DynamicTest> illegalMoveIsReportedAtItsPlace() throws IOException {
        return Samples.all().stream().map(s -> DynamicTest.dynamicTest(s.toString(), () -> {
            Variant v = s.rules();
            int ply = s.game().moves().size() / 2;
            Position pos = replay(s.game(), v, ply);
            String bad = farKingMove(pos, new San(v));
            RecordedMove m = s.game().moves().get(ply);
            Path f = dir.resolve("bad.pgn");
            Files.writeString(f, replaceMove(s.file(), m, bad));
            Run r = validate(s.variant(), f);
            assertEquals(1, r.code());
            String line = lineFor(r, s.game().number());
            assertTrue(line.startsWith(f + ":" + m.line() + ":" + m.column() + ": game " + s.game().number()), line);
            assertTrue(line.contains("FAIL move " + expectedNumber(pos, ply) + " " + bad + ": not a legal move"), line);
            assertTrue(line.contains("; position " + pos.toFen() + "; legal moves: "), line);
            assertTrue(r.lines().get(r.lines().size() - 1).matches("\\d+ passed, [1-9]\\d* failed"));
        }));
    }

    @TestFactory
    Stream<DynamicTest> unknownPieceLetterIsReported() throws IOException {
        return Samples.all().stream().map(s -> DynamicTest.dynamicTest(s.toString(), () -> {
            int ply = Math.max(0, s.game().moves().size() - 3);
            Position pos = replay(s.game(), s.rules(), ply);
            RecordedMove m = s.game().moves().get(ply);
            Path f = dir.resolve("bad.pgn");
            char none = unusedLetter(s.rules()); // Z, unless the game has a piece Z (Grande Acedrex's giraffe)
            String to = s.rules().files() >= 5 ? "e4" : "b3"; // a square of the board (Micro shogi has four files)
            Files.writeString(f, replaceMove(s.file(), m, none + to));
            String line = lineFor(validate(s.variant(), f), s.game().number());
            assertTrue(line.contains("FAIL move " + expectedNumber(pos, ply) + " " + none + to + ": no such piece '" + none + "'"), line);
        }));
    }

    /** A letter from Z downwards that no piece of the game is written with. */
    static char unusedLetter(Variant v) {
        for (char c = 'Z'; c > 'A'; c--) if (v.pieceByLetter(c) == null) return c;
        throw new IllegalStateException(v.key() + " uses every letter");
    }

    @TestFactory
    Stream<DynamicTest> wrongResultIsReported() throws IOException {
        return Samples.all().stream().map(s -> DynamicTest.dynamicTest(s.toString(), () -> {
            Variant v = s.rules();
            Verdict ok = new Validator(v).validate(s.game());
            // an ending the rules decide by themselves (a claim or a ruling does not end the game; '*' is never wrong)
            boolean decided = ok.outcome() != Verdict.Outcome.CLAIMED && ok.outcome() != Verdict.Outcome.RULED && ok.rules().isOver();
            String recorded = decided ? ok.rules().pgn() : s.game().result();
            String wrong = recorded.equals("1-0") ? "0-1" : "1-0";
            Game g = copyWithResult(s.game(), wrong);
            Verdict bad = new Validator(v).validate(g);
            if (decided) {
                assertFalse(bad.ok());
                assertEquals(Verdict.Failure.Kind.RESULT, bad.failure().kind());
                assertEquals(Verdict.Outcome.CONTRADICTS, bad.outcome());
                String line = VerdictFormat.text("f.pgn", bad);
                assertTrue(line.contains("FAIL result after " + s.game().moves().size() + " plies: recorded " + wrong
                        + " but the rules say " + recorded + " (" + ok.rules().reason() + ")"), line);
            } else {
                // the rules do not decide: a resignation or a loss on time is not a failure
                assertTrue(bad.ok(), VerdictFormat.text("f.pgn", bad));
                assertEquals(Verdict.Outcome.NOT_DECIDED, bad.outcome());
                assertTrue(VerdictFormat.text("f.pgn", bad).contains(wrong + " result not decided by the rules"));
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> movesAfterTheEndAreReported() throws IOException {
        return Samples.all().stream().filter(s -> s.game().result().equals("1-0") || s.game().result().equals("0-1"))
                .map(s -> DynamicTest.dynamicTest(s.toString(), () -> {
                    Variant v = s.rules();
                    if (!new Validator(v).validate(s.game()).rules().isOver()) return;
                    Game g = copyWithResult(s.game(), s.game().result());
                    if (!new Validator(v).validate(g).rules().reason().equals("checkmate")) return;
                    g.move("Kd4");
                    Verdict bad = new Validator(v).validate(g);
                    assertFalse(bad.ok());
                    assertTrue(bad.failure().reason().startsWith("the game is already over (" + s.game().result() + " (checkmate))"), bad.failure().reason());
                    assertEquals("[]", bad.failure().legal().toString());
                }));
    }

    static Game copyWithResult(Game src, String result) {
        Game g = new Game(src.number(), src.line());
        g.tags().putAll(src.tags());
        g.tags().put("Result", result);
        g.moves().addAll(src.moves());
        g.termination(result);
        return g;
    }

    /** The position after the record's first {@code plies} moves, read as validate reads them (Replay: compulsory moves a setup holds passed over). */
    static Position replay(Game g, Variant v, int plies) throws Exception {
        Position pos = Validator.start(g, v);
        Replay.Result r = Replay.moves(pos, g.moves().subList(0, plies), new MoveParser(new San(v)), null);
        if (!r.complete()) throw new AssertionError(r.stop().move().text() + ": " + r.stop().error());
        return pos;
    }
}
