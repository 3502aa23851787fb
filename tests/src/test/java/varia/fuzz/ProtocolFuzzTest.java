package varia.fuzz;

import static org.junit.jupiter.api.Assertions.*;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import varia.protocol.UciEngine;
import varia.protocol.XboardEngine;
import varia.variant.Variant;

/**
 * Coverage-guided fuzzing (Jazzer) of the UCI and XBoard command loops: a script of commands
 * (the fuzzer's text, read line by line) runs to the end of its input. Each input must end
 * within the {@link Timeout} (searches stop at the end of the input) and never throw; every
 * {@code go} of UCI is answered by exactly one {@code bestmove}.
 */
class ProtocolFuzzTest {
    @FuzzTest(maxExecutions = ParserFuzzTest.RUNS, maxDuration = ParserFuzzTest.MAX_DURATION)
    void uci(FuzzedDataProvider data) { HangGuard.run(() -> uciBody(data)); }

    private void uciBody(FuzzedDataProvider data) throws Exception {
        Variant v = ParserFuzzTest.VARIANTS.get(data.consumeInt(0, ParserFuzzTest.VARIANTS.size() - 1));
        String script = data.consumeRemainingAsString();
        StringWriter out = new StringWriter();
        new UciEngine(new BufferedReader(new StringReader(script)), new PrintWriter(out), v, 1).run(); // 1 MB: a fresh table per input
        long gos = 0;
        for (String line : script.split("\n", -1)) {
            if (line.length() > 1 << 20) continue; // skipped by the engine as too long
            String s = (line.endsWith("\r") ? line.substring(0, line.length() - 1) : line).strip();
            if (s.matches("(?s)quit(\\s.*)?")) break;
            if (s.matches("(?s)go(\\s.*)?")) gos++;
        }
        long best = out.toString().lines().filter(x -> x.startsWith("bestmove ")).count();
        assertEquals(gos, best, "one bestmove per go");
    }

    @FuzzTest(maxExecutions = ParserFuzzTest.RUNS, maxDuration = ParserFuzzTest.MAX_DURATION)
    void xboard(FuzzedDataProvider data) { HangGuard.run(() -> xboardBody(data)); }

    private void xboardBody(FuzzedDataProvider data) throws Exception {
        Variant v = ParserFuzzTest.VARIANTS.get(data.consumeInt(0, ParserFuzzTest.VARIANTS.size() - 1));
        String script = data.consumeRemainingAsString();
        new XboardEngine(new BufferedReader(new StringReader(script)), new PrintWriter(new StringWriter()), v, 1).run();
    }
}
