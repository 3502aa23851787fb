package varia.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import varia.engine.Position;
import varia.record.Game;
import varia.record.MoveParser;
import varia.record.RecordedMove;
import varia.record.San;
import varia.record.Validator;
import varia.record.Verdict;
import varia.record.formats.Formats;
import varia.record.formats.Head;
import varia.record.formats.RecordFormat;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * Every real game kept as test data under {@code tests/records/} (shogi in KIF, KI2 and CSA as
 * the applications write them, the WCSC28 tournament; xiangqi in XQF and DhtmlXQ; sources in its
 * README) replayed by Varia and checked move by move against Fairy-Stockfish 11.1's legal moves:
 * a game Varia accepts has every move legal for Fairy-Stockfish; a game Varia refuses at a move
 * has every move before it legal and that one illegal for Fairy-Stockfish too, or is one the rules
 * had already ended (a repetition), which Fairy-Stockfish's move generator does not know. Prints
 * the figures of docs/records.md (games, accepted, refused by cause, per format).
 */
class DifferentialRealRecordsTest {
    static final Path RECORDS = Path.of("records");
    private static FairyStockfish fs;

    @BeforeAll static void start() throws Exception { fs = new FairyStockfish(); }
    @AfterAll static void stop() { if (fs != null) fs.close(); }

    static List<Path> files() throws Exception {
        try (Stream<Path> s = Files.walk(RECORDS)) {
            return s.filter(Files::isRegularFile).filter(p -> {
                String n = p.getFileName().toString().toLowerCase(Locale.ROOT);
                return !n.equals("readme.md") && !n.endsWith(".pgn") && (Formats.byFileName(n) != null || n.endsWith(".html"));
            }).sorted().toList();
        }
    }

    @Test
    void everyVerdictAgreesWithFairyStockfish() throws Exception {
        Map<String, long[]> byFormat = new TreeMap<>(); // games, accepted, refused
        Map<String, Long> causes = new TreeMap<>();
        List<String> disagreements = new ArrayList<>();
        long games = 0;
        for (Path f : files()) {
            byte[] bytes = Files.readAllBytes(f);
            RecordFormat format = Formats.detect(f.toString(), java.util.Arrays.copyOf(bytes, Math.min(bytes.length, Head.BYTES)));
            assertTrue(format != null, f + ": no format");
            Variant v = Variants.resolve(format.variant());
            fs.setVariant(format.variant(), Position.start(v).toFen());
            Validator validator = new Validator(v);
            MoveParser parser = new MoveParser(new San(v));
            for (Game g : format.read(bytes, new String[1])) {
                games++;
                Verdict verdict = validator.validate(g);
                long[] c = byFormat.computeIfAbsent(format.name(), k -> new long[3]);
                c[0]++;
                c[verdict.ok() ? 1 : 2]++;
                if (!verdict.ok()) causes.merge(format.name() + ": " + cause(verdict), 1L, Long::sum);
                String where = f.getFileName() + " game " + g.number();
                if (!g.problems().isEmpty() || verdict.failure() != null && verdict.failure().kind() != Verdict.Failure.Kind.MOVE) continue;
                Position pos = Validator.start(g, v);
                int refusedAt = verdict.failure() != null ? verdict.plies() : -1;
                for (int i = 0; i < g.moves().size(); i++) {
                    RecordedMove rm = g.moves().get(i);
                    String fen = pos.toFen();
                    String reported = fs.setPosition(fen);
                    assertTrue(FairyStockfish.accepts(fen, reported), where + ": FS did not take " + fen + " (" + reported + ")");
                    Set<String> legal = fs.legalMoves();
                    MoveParser.Parsed p = parser.parse(pos, rm.text());
                    boolean fsLegal = legal.contains(p.ok() ? pos.moveToUci(p.move()) : rm.text());
                    if (i == refusedAt) {
                        boolean ended = verdict.failure().reason().startsWith("the game is already over");
                        if (fsLegal && !ended) disagreements.add(where + " move " + (i + 1) + " " + rm.asWritten() + ": Varia refuses (" + verdict.failure().reason() + "), FS finds it legal");
                        break;
                    }
                    if (!fsLegal) { disagreements.add(where + " move " + (i + 1) + " " + rm.asWritten() + ": Varia accepts, FS finds it illegal in " + fen); break; }
                    pos.make(p.move());
                }
            }
        }
        System.out.println("real records replayed against Fairy-Stockfish: " + games + " games");
        byFormat.forEach((k, c) -> System.out.printf(Locale.ROOT, "  %-8s %5d games, %5d accepted, %4d refused%n", k, c[0], c[1], c[2]));
        causes.forEach((k, n) -> System.out.printf(Locale.ROOT, "  refused: %5d  %s%n", n, k));
        assertEquals(List.of(), disagreements);
        assertTrue(games >= 320, "the kept records: " + games);
    }

    /** The kind of refusal, without the game's own details. */
    static String cause(Verdict v) {
        Verdict.Failure f = v.failure();
        String r = f.reason();
        if (f.kind() == Verdict.Failure.Kind.MOVE) {
            if (r.startsWith("the game is already over")) return "a move after the rules ended the game";
            int colon = r.indexOf(':');
            return "illegal move (" + (colon > 0 ? r.substring(0, colon) : r) + ")";
        }
        return f.kind().name().toLowerCase(Locale.ROOT) + " (" + (r.length() > 60 ? r.substring(0, 60) + "..." : r) + ")";
    }
}
