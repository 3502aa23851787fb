package varia.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import varia.variant.VariantSchema;

/**
 * {@code varia schema [-o FILE]}: the JSON Schema of variant files, generated from the keys the
 * loader declares (docs/variant.schema.json is its output; a test keeps them equal).
 */
@Command(name = "schema", mixinStandardHelpOptions = true,
        description = {"Prints the JSON Schema of variant files (for editors: completion and typo marks while typing),",
                "generated from the keys the loader reads. docs/variant.schema.json is this output."})
public final class SchemaCommand implements Callable<Integer> {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Write it to FILE instead of standard output.")
    Path output;

    @Override
    public Integer call() {
        String json = VariantSchema.json();
        if (output == null) {
            spec.commandLine().getOut().print(json);
            spec.commandLine().getOut().flush();
            return 0;
        }
        try {
            Files.writeString(output, json, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UserError("cannot write " + output + ": " + e.getMessage());
        }
        return 0;
    }
}
