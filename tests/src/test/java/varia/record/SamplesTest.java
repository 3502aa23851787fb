package varia.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Every sample game validates, and each variant has at least three. */
class SamplesTest {

    @Test
    void atLeastThreeGamesPerVariant() throws IOException {
        for (String v : Samples.VARIANTS) {
            long n = Samples.all().stream().filter(s -> s.variant().equals(v)).count();
            assertTrue(n >= 3, v + " has " + n + " sample games");
        }
    }

    @TestFactory
    Stream<DynamicTest> everySampleValidates() throws IOException {
        return Samples.all().stream().map(s -> DynamicTest.dynamicTest(s.toString(), () -> {
            Verdict v = new Validator(s.rules()).validate(s.game());
            assertTrue(v.ok(), VerdictFormat.text(s.file().toString(), v));
            assertEquals(s.game().moves().size(), v.plies());
        }));
    }
}
