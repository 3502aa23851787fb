package varia.record;

import static varia.TestPaths.root;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import varia.engine.Moves;
import varia.engine.Position;
import varia.record.formats.Formats;
import varia.record.formats.Head;
import varia.record.formats.RecordFormat;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * The real archives kept as test data under {@code tests/src/test/resources/archives/<game>/}
 * (sources and licences in the README there): read as {@code varia validate} reads them (the
 * format from the name's ending, else the content), one {@link Archive} per game.
 */
final class Archives {
    private Archives() {}

    static final Path DIR = root().resolve("tests/src/test/resources/archives");

    /**
     * A game's archives. {@code variant}: the Varia key; {@code fsOptions}: the options under which
     * Varia plays Fairy-Stockfish's variant {@code fsName} (janggi's ruleset), for the comparison of legal moves;
     * {@code options}: the rules the archive's games were played under, for validating them (PlayOK's makruk
     * counts only when a player asks: {@code counting=announced})
     */
    record Archive(String variant, Map<String, String> options, Map<String, String> fsOptions, String fsName) {
        List<Path> files() throws IOException {
            try (Stream<Path> s = Files.list(DIR.resolve(variant))) {
                return s.filter(p -> !p.getFileName().toString().startsWith("LICENSE") && !p.getFileName().toString().endsWith(".md"))
                        .sorted().toList();
            }
        }
    }

    static final List<Archive> ALL = List.of(
            new Archive("xiangqi", Map.of(), Map.of(), "xiangqi"),
            new Archive("janggi", Map.of(), Map.of("ruleset", "janggi"), "janggi"),
            // Fairy-Stockfish's count adjudicates the result but leaves the moves legal: compared with the count unannounced
            new Archive("makruk", Map.of("counting", "announced"), Map.of("counting", "announced"), "makruk"));

    /** Every game of a file, read as validate reads it. */
    static List<Game> read(Path f) throws Exception {
        byte[] bytes = Files.readAllBytes(f);
        RecordFormat format = Formats.detect(f.toString(), Arrays.copyOf(bytes, Math.min(bytes.length, Head.BYTES)));
        return format == null ? PgnReader.readAll(new String(bytes, java.nio.charset.StandardCharsets.UTF_8))
                : format.read(bytes, new String[1]);
    }

    /**
     * Why a game was refused, without what varies from game to game (the move, the position):
     * "moves after the end: perpetual check", "result: the rules say passes", "bikjang not broken".
     */
    static String cause(Verdict.Failure f) {
        String r = f.reason().replaceAll("; position .*$", "");
        if (f.kind() == Verdict.Failure.Kind.RESULT) return "recorded result contradicted: " + r.replaceAll("^recorded \\S+ but the rules say \\S+ \\((.*)\\)$", "$1");
        if (r.startsWith("the game is already over ("))
            return "move after the rules' end: " + r.replaceAll("^the game is already over \\((?:1-0|0-1|1/2-1/2) \\((.*)\\)\\)$", "$1").replaceAll("[ ,]*material [0-9.]+ to [0-9.]+", "");
        return f.kind().name().toLowerCase() + ": " + r;
    }

    static Variant variant(String key, Map<String, String> options) {
        try {
            return Variants.resolve(key, options);
        } catch (varia.variant.VariantException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * One game replayed by Varia: its start FEN, its moves in Fairy-Stockfish coordinates (as far as
     * they replay), and Varia's legal moves, sorted, before each move and after the last; {@code refused}:
     * the first move Varia refuses as written (GIB's are Fairy-Stockfish coordinates), or null.
     */
    record Replayed(String fen, List<String> moves, List<List<String>> legal, String refused, String ended) {
        boolean complete() { return refused == null; }
        /** The rules ended the game by a rule of their own (not checkmate or stalemate) where the replay stopped: Varia lists no moves there, Fairy-Stockfish's legal moves do not look at such endings. */
        boolean endedByARule() { return ended != null && !ended.equals("checkmate") && !ended.equals("stalemate"); }
    }

    static Replayed replay(Game g, Variant v) throws Exception {
        g = XBoardDialect.adapt(g, v);
        Position pos = Replay.start(g, v);
        String fen = pos.toFen();
        List<String> moves = new ArrayList<>();
        List<List<String>> legal = new ArrayList<>();
        int[] buf = new int[Moves.MAX_MOVES];
        Replay.Result r = Replay.moves(pos, g.preComment(), g.moves(), new MoveParser(new San(v)), (i, rm, move, before) -> {
            legal.add(legal(before, buf));
            moves.add(before.moveToUci(move));
        });
        legal.add(legal(r.position(), buf));
        // a game the rules ended before the record did (a repetition, a perpetual, two passes): no move is legal after it
        varia.engine.GameResult over = r.position().result();
        String ended = over.isOver() ? over.reason() : null;
        return new Replayed(fen, moves, legal, r.complete() || ended != null ? null : r.stop().move().text(), ended);
    }

    static List<String> legal(Position p, int[] buf) {
        int n = p.legalMoves(buf);
        List<String> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) out.add(p.moveToUci(buf[i]));
        out.sort(null);
        return out;
    }
}
