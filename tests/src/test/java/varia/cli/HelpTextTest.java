package varia.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Every command's help renders as written: picocli reads descriptions as format strings, so a bare
 * {@code %} (e.g. "15% of the median") made it print a warning and the text with its {@code %n}
 * markers unreplaced.
 */
class HelpTextTest {

    @Test
    void everyCommandsHelpRendersWithoutAWarning() {
        List<String> rendered = new ArrayList<>();
        PrintStream oldErr = System.err;
        ByteArrayOutputStream warnings = new ByteArrayOutputStream();
        System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
        try {
            CommandLine root = new CommandLine(new Main());
            rendered.add(usage(root));
            for (Map.Entry<String, CommandLine> sub : root.getSubcommands().entrySet()) {
                String text = usage(sub.getValue());
                assertFalse(text.contains("%n"), sub.getKey() + "'s help shows an unreplaced %n:\n" + text);
                rendered.add(sub.getKey());
            }
        } finally {
            System.setErr(oldErr);
        }
        assertEquals("", warnings.toString(StandardCharsets.UTF_8), "picocli's warnings while rendering the help");
        assertTrue(rendered.contains("bench") && rendered.contains("serve"), "the subcommands were walked: " + rendered);
    }

    @Test
    void benchHelpSaysItsThresholdWithOnePercentSign() {
        String text = usage(new CommandLine(new Main()).getSubcommands().get("bench"));
        assertTrue(text.replaceAll("\\s+", " ").contains("exceeds 15% of the median"), text);
        assertFalse(text.contains("%%"), "the escape shows: " + text);
    }

    private static String usage(CommandLine cl) {
        StringWriter w = new StringWriter();
        cl.usage(new PrintWriter(w, true));
        return w.toString();
    }
}
