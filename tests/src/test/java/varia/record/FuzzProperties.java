package varia.record;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;
import varia.record.formats.Formats;
import varia.record.formats.RecordFormat;
import varia.variant.Variants;

/**
 * Thousands of mangled records and random bytes: reading, validating and converting give
 * problems or failure lines, never an exception.
 */
class FuzzProperties {
    static final List<String> SAMPLE_TEXTS = load();

    static List<String> load() {
        List<String> out = new ArrayList<>();
        try {
            for (String v : Samples.VARIANTS) for (var f : Samples.files(v)) out.add(Files.readString(f, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return out;
    }

    static void everything(String text) throws Exception {
        for (String v : Samples.VARIANTS) {
            Validator val = new Validator(Variants.resolve(v));
            for (Game g : PgnReader.readAll(text)) {
                Verdict verdict = val.validate(g);
                VerdictFormat.text("f", verdict);
                VerdictFormat.json("f", verdict);
                String[] why = {null};
                Game re = PgnWriter.rewrite(g, val.variant(), false, why);
                PgnWriter.write(re != null ? re : g);
            }
        }
        for (RecordFormat f : Formats.ALL) for (Game g : f.read(text)) PgnWriter.write(g);
    }

    @Property(tries = 1000)
    void randomBytesNeverThrow(@ForAll @Size(max = 400) byte[] bytes) throws Exception {
        everything(new String(bytes, StandardCharsets.UTF_8));
    }

    @Property(tries = 1000)
    void pgnLikeNoiseNeverThrows(@ForAll("pgnNoise") String text) throws Exception {
        everything(text);
    }

    @Property(tries = 1000)
    void mangledSamplesNeverThrow(@ForAll("mangled") String text) throws Exception {
        everything(text);
    }

    @Provide
    Arbitrary<String> pgnNoise() {
        return Arbitraries.strings().withChars("[]{}()\";%$!?+#=-/.*@ \n\t0123456789abcdefghKQRBNPMSxXO½…")
                .ofMaxLength(300);
    }

    @Provide
    Arbitrary<String> mangled() {
        Arbitrary<Integer> which = Arbitraries.integers().between(0, SAMPLE_TEXTS.size() - 1);
        Arbitrary<Long> seed = Arbitraries.longs();
        return net.jqwik.api.Combinators.combine(which, seed).as((w, s) -> mangle(SAMPLE_TEXTS.get(w), s));
    }

    /** A few random deletions, insertions, duplications and swaps. */
    static String mangle(String text, long seed) {
        java.util.Random r = new java.util.Random(seed);
        StringBuilder sb = new StringBuilder(text);
        String alphabet = "[]{}()\";%$!?+#=-/.*@ \n0123456789abcdefghijKQRBNPMSZx";
        int edits = 1 + r.nextInt(8);
        for (int i = 0; i < edits && sb.length() > 0; i++) {
            int at = r.nextInt(sb.length());
            switch (r.nextInt(4)) {
                case 0 -> sb.deleteCharAt(at);
                case 1 -> sb.insert(at, alphabet.charAt(r.nextInt(alphabet.length())));
                case 2 -> {
                    int end = Math.min(sb.length(), at + r.nextInt(40));
                    sb.insert(at, sb.substring(at, end));
                }
                default -> {
                    int b = r.nextInt(sb.length());
                    char c = sb.charAt(at);
                    sb.setCharAt(at, sb.charAt(b));
                    sb.setCharAt(b, c);
                }
            }
        }
        return sb.toString();
    }
}
