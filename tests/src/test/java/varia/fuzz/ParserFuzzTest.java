package varia.fuzz;

import static org.junit.jupiter.api.Assertions.*;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.nio.charset.StandardCharsets;
import java.util.List;
import varia.engine.FenException;
import varia.engine.Moves;
import varia.engine.Position;
import varia.io.TextDecoding;
import varia.notation.NotationException;
import varia.notation.Notation;
import varia.record.Game;
import varia.record.MoveParser;
import varia.record.PgnReader;
import varia.record.PgnWriter;
import varia.record.San;
import varia.record.Validator;
import varia.record.formats.Formats;
import varia.record.formats.RecordFormat;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.VariantLoader;
import varia.variant.Variants;

/**
 * Coverage-guided fuzzing (Jazzer) of every parser outside the engine and the loader, and of
 * the loader and FEN through their public API as black boxes. A target passes an input when it
 * ends within the {@link Timeout} with no exception but the parser's own refusal (a problem in
 * the game, a {@code NotationException}, {@code VariantException}, {@code FenException}).
 *
 * <p>Under {@code mvn verify} each target runs once per file in its inputs directory
 * ({@code src/test/resources/varia/fuzz/ParserFuzzTestInputs/METHOD}: seeds and every crash
 * found so far), in milliseconds. {@code bench/fuzz.sh} runs them in fuzzing mode
 * ({@code JAZZER_FUZZ=1}), 100,000 inputs each.
 */
class ParserFuzzTest {
    /** Inputs per fuzzing run (bench/fuzz.sh), and a cap on its time. */
    static final long RUNS = 100_000;
    static final String MAX_DURATION = "40m";

    /** The bundled variants, loaded once (in key order, so an input picks the same one every time). */
    static final List<Variant> VARIANTS = Variants.bundled().stream().map(k -> {
        try { return Variants.resolve(k); } catch (VariantException e) { throw new IllegalStateException(e); }
    }).toList();

    @FuzzTest(maxExecutions = RUNS, maxDuration = MAX_DURATION)
    void notation(FuzzedDataProvider data) { HangGuard.run(() -> notationBody(data)); }

    private void notationBody(FuzzedDataProvider data) {
        String text = data.consumeRemainingAsString();
        try {
            var moves = Notation.compile(text);
            try {
                assertEquals(moves, Notation.compile(Notation.print(moves)), "print and compile again: the same moves");
            } catch (IllegalArgumentException multiLeg) {
                // multi-leg rules have no printed form (documented)
            }
        } catch (NotationException e) {
            assertTrue(e.column() >= 1 && e.column() <= text.length() + 1, "the column is inside the text: " + e.column());
            assertNotNull(e.getMessage());
        }
    }

    @FuzzTest(maxExecutions = RUNS, maxDuration = MAX_DURATION)
    void pgn(FuzzedDataProvider data) { HangGuard.run(() -> pgnBody(data)); }

    private void pgnBody(FuzzedDataProvider data) {
        Variant v = VARIANTS.get(data.consumeInt(0, VARIANTS.size() - 1));
        List<Game> games = PgnReader.readAll(decode(data.consumeRemainingAsBytes(), TextDecoding.LATIN_1));
        replay(v, games);
    }

    @FuzzTest(maxExecutions = RUNS, maxDuration = MAX_DURATION)
    void kif(byte[] bytes) { HangGuard.run(() -> native_("kif", bytes)); }

    @FuzzTest(maxExecutions = RUNS, maxDuration = MAX_DURATION)
    void csa(byte[] bytes) { HangGuard.run(() -> native_("csa", bytes)); }

    @FuzzTest(maxExecutions = RUNS, maxDuration = MAX_DURATION)
    void usi(byte[] bytes) { HangGuard.run(() -> native_("usi", bytes)); }

    @FuzzTest(maxExecutions = RUNS, maxDuration = MAX_DURATION)
    void iccs(byte[] bytes) { HangGuard.run(() -> native_("iccs", bytes)); }

    @FuzzTest(maxExecutions = RUNS, maxDuration = MAX_DURATION)
    void wxf(byte[] bytes) { HangGuard.run(() -> native_("wxf", bytes)); }

    @FuzzTest(maxExecutions = RUNS, maxDuration = MAX_DURATION)
    void gib(byte[] bytes) { HangGuard.run(() -> native_("gib", bytes)); }

    /** The loader as a black box: bytes in, a variant or a VariantException out; a loaded variant must give a playable start. */
    @FuzzTest(maxExecutions = RUNS, maxDuration = MAX_DURATION)
    void yaml(byte[] bytes) { HangGuard.run(() -> yamlBody(bytes)); }

    private void yamlBody(byte[] bytes) {
        Variant v;
        try {
            v = new VariantLoader().load("fuzz", "fuzz.yaml", bytes);
        } catch (VariantException e) {
            assertFalse(e.diagnostics().isEmpty(), "a refusal says why");
            return;
        }
        try {
            Position p = Position.fromFen(v, v.startFen());
            p.legalMoves(new int[Moves.MAX_MOVES]);
            p.toFen();
        } catch (FenException e) {
            // 'varia check' reports a setup the engine refuses; the loader may accept it
        }
    }

    /**
     * A Fairy-Stockfish ini as a black box: every section imported or refused with its problems;
     * a section imported exactly loads and gives a playable start (the importer loads what it writes).
     */
    @FuzzTest(maxExecutions = RUNS, maxDuration = MAX_DURATION)
    void ini(byte[] bytes) { HangGuard.run(() -> iniBody(bytes)); }

    private void iniBody(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        for (varia.interop.importer.Importer.Result r : varia.interop.importer.Importer.importAll(varia.interop.ini.IniReader.read("fuzz.ini", text)).values()) {
            if (!r.exact()) continue;
            try {
                Variant v = varia.interop.importer.Importer.load(r.section(), "fuzz.ini", r.yaml());
                Position.fromFen(v, v.startFen()).legalMoves(new int[Moves.MAX_MOVES]);
            } catch (VariantException | FenException e) {
                fail("an exact import that does not play: " + e.getMessage() + "\n" + r.yaml());
            }
        }
    }

    /** FEN as a black box: refused with a FenException, or a position whose moves make and unmake back to it. */
    @FuzzTest(maxExecutions = RUNS, maxDuration = MAX_DURATION)
    void fen(FuzzedDataProvider data) { HangGuard.run(() -> fenBody(data)); }

    private void fenBody(FuzzedDataProvider data) {
        Variant v = VARIANTS.get(data.consumeInt(0, VARIANTS.size() - 1));
        String fen = data.consumeRemainingAsString();
        Position p;
        try {
            p = Position.fromFen(v, fen);
        } catch (FenException e) {
            return;
        }
        String written = p.toFen();
        int[] moves = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(moves);
        for (int i = 0; i < n; i++) {
            p.make(moves[i]);
            p.unmake();
        }
        assertEquals(written, p.toFen(), "make and unmake of every move restore the position");
        p.result();
    }

    private static void native_(String format, byte[] bytes) {
        RecordFormat f = Formats.byName(format);
        String text;
        try {
            text = TextDecoding.decode(f.clean(bytes), f.fallbackEncodings()).text();
        } catch (TextDecoding.UndecodableException e) {
            return; // refused with a reason, as convert does
        }
        Variant v = VARIANTS.stream().filter(x -> x.key().equals(f.variant())).findFirst().orElseThrow();
        replay(v, f.read(text));
    }

    private static String decode(byte[] bytes, String fallback) {
        try {
            return TextDecoding.decode(bytes, List.of(fallback)).text();
        } catch (TextDecoding.UndecodableException e) {
            return new String(bytes, StandardCharsets.UTF_8);
        }
    }

    /** What validate and convert do with a game: validate it, rewrite it (SAN or coordinates, by game), write it, read a move as typed. */
    private static void replay(Variant v, List<Game> games) {
        Validator validator = new Validator(v);
        MoveParser typed = new MoveParser(new San(v));
        for (Game g : games) {
            assertNotNull(validator.validate(g));
            Game re = PgnWriter.rewrite(g, v, (g.number() & 1) == 0, new String[1]);
            assertFalse(PgnWriter.write(re != null ? re : g).isEmpty());
            if (g.moves().isEmpty()) continue;
            try {
                typed.parseTyped(Validator.start(g, v), g.moves().get(0).text());
            } catch (FenException e) {
                // the game's FEN tag is refused: validate said so
            }
        }
    }
}
