package varia.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import varia.protocol.UsiEngine;
import varia.variant.Variants;

/** {@code varia usi [VARIANT|FILE]}: a USI engine (the protocol of shogi GUIs) on stdin/stdout, for any variant. */
@Command(name = "usi", mixinStandardHelpOptions = true,
        description = {"Runs Varia as a USI engine (the protocol shogi GUIs speak) on stdin/stdout, for any variant:",
                "moves in USI coordinates (files 1.. from the right, ranks a.. from the top), positions as SFEN.",
                "Select another game with 'setoption name USI_Variant value NAME'."})
public final class UsiCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** --variants DIR: applied by Main to every lookup the command makes. */
    @CommandLine.Mixin
    VariantFolderOption variantFolders;

    @Parameters(index = "0", arity = "0..1", paramLabel = "VARIANT|FILE",
            description = "Initial variant: a key, an alias or a variant file (default shogi); a file is offered under its name.")
    String variant = "shogi";

    @Override
    public Integer call() throws Exception {
        var engine = new UsiEngine(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)),
                spec.commandLine().getOut(), Variants.resolve(variant));
        engine.run();
        return 0;
    }
}
