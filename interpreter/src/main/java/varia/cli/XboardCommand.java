package varia.cli;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import varia.protocol.XboardEngine;
import varia.variant.Variants;

/** {@code varia xboard [VARIANT]}: an XBoard/CECP v2 engine on stdin/stdout. */
@Command(name = "xboard", mixinStandardHelpOptions = true,
        description = {"Runs Varia as an XBoard (CECP protocol 2) engine on stdin/stdout.",
                "It lists its variants in 'feature variants' and describes their pieces with 'setup' and 'piece'."})
public final class XboardCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** --variants DIR: applied by Main to every lookup the command makes. */
    @CommandLine.Mixin
    VariantFolderOption variantFolders;

    @Parameters(index = "0", arity = "0..1", paramLabel = "VARIANT", description = "Initial variant (default chess; XBoard normally sends 'variant').")
    String variant = "chess";

    @Override
    public Integer call() throws Exception {
        var engine = new XboardEngine(new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)),
                spec.commandLine().getOut(), Variants.resolve(variant));
        engine.run();
        return 0;
    }
}
