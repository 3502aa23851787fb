package varia.docs;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static varia.TestPaths.root;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import varia.record.Game;
import varia.record.PgnReader;
import varia.record.Validator;
import varia.record.Verdict;
import varia.record.VerdictFormat;
import varia.variant.Variant;
import varia.variant.Variants;

/**
 * The seeds' worked examples that the engine refuses today wait in {@code samples/<variant>/pending/}
 * (SamplesTest does not read that folder). Each game tagged {@code [Pending "Fn"]} must still be
 * refused, and name a finding of docs/audit-findings.md; each untagged game must validate. When a
 * fix lands the tagged game validates and this test fails: move the file up to
 * {@code samples/<variant>/} and drop the tag.
 */
class PendingSamplesTest {

    record Pending(String variant, Path file, Game game) {}

    static List<Pending> pending() throws IOException {
        List<Pending> out = new ArrayList<>();
        Path samples = root().resolve("samples");
        try (Stream<Path> dirs = Files.list(samples)) {
            for (Path dir : dirs.filter(Files::isDirectory).sorted().toList()) {
                Path pending = dir.resolve("pending");
                if (!Files.isDirectory(pending)) continue;
                try (Stream<Path> files = Files.list(pending)) {
                    for (Path f : files.filter(p -> p.toString().endsWith(".pgn")).sorted().toList())
                        for (Game g : PgnReader.readAll(Files.readString(f, StandardCharsets.UTF_8)))
                            out.add(new Pending(dir.getFileName().toString(), f, g));
                }
            }
        }
        return out;
    }

    @TestFactory
    Stream<DynamicTest> pendingSamplesFailOnlyAsTheirFindingSays() throws IOException {
        java.util.Set<String> findings = SourcesDoc.findings(root().resolve("docs/audit-findings.md"));
        return pending().stream().map(s -> DynamicTest.dynamicTest(
                s.variant() + " " + s.file().getFileName() + " game " + s.game().number(), () -> {
                    String tag = s.game().tag("VariantOptions");
                    Variant v = Variants.resolve(s.variant(), tag == null ? Map.of() : Validator.variantOptions(tag));
                    Verdict verdict = new Validator(v).validate(s.game());
                    String text = VerdictFormat.text(root().relativize(s.file()).toString(), verdict);
                    String pending = s.game().tag("Pending");
                    if (pending == null) {
                        assertTrue(verdict.ok(), "an untagged game of a pending file must validate: " + text);
                        return;
                    }
                    assertTrue(findings.contains(pending.trim()),
                            "Pending tag '" + pending + "' names no finding of docs/audit-findings.md " + findings);
                    assertFalse(verdict.ok(), "this game now validates (" + text + "): the fix for " + pending
                            + " has landed; move " + s.file() + " up to samples/" + s.variant() + "/ and drop its Pending tags");
                }));
    }
}
