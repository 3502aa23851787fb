package varia.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import varia.protocol.UciEngine;
import varia.variant.Variants;

/** {@code varia uci [VARIANT]}: a UCI engine on stdin/stdout (the variant is chosen with the UCI_Variant option). */
@Command(name = "uci", mixinStandardHelpOptions = true,
        description = {"Runs Varia as a UCI engine on stdin/stdout (for GUIs, cutechess-cli, match scripts).",
                "Select the game with 'setoption name UCI_Variant value NAME'."})
public final class UciCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** --variants DIR: applied by Main to every lookup the command makes. */
    @CommandLine.Mixin
    VariantFolderOption variantFolders;

    @Parameters(index = "0", arity = "0..1", paramLabel = "VARIANT", description = "Initial variant (default chess).")
    String variant = "chess";

    @Override
    public Integer call() throws Exception {
        var engine = new UciEngine(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)),
                spec.commandLine().getOut(), Variants.resolve(variant));
        engine.run();
        return 0;
    }
}
