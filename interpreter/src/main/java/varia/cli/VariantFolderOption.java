package varia.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * {@code --variants DIR} (repeatable) on every command that takes a variant: folders of variant
 * files searched before the default ones (the environment variable {@code VARIA_VARIANTS}, then
 * the configuration folder; see {@link varia.variant.VariantFolders}). Main runs each command
 * inside {@link varia.variant.Variants#withFolders}, so every lookup the command makes sees them.
 */
public final class VariantFolderOption {
    static final String NAME = "--variants";

    @Option(names = NAME, paramLabel = "DIR",
            description = "A folder of variant files (*.yaml) found by key and alias like the bundled ones (repeatable);"
                    + " also $VARIA_VARIANTS and ~/.config/varia/variants.")
    List<Path> folders = new ArrayList<>();

    /** The folders given to the command being run (checked to exist), or none. */
    static List<Path> of(CommandLine.ParseResult parsed) {
        CommandLine.ParseResult pr = parsed;
        while (pr.subcommand() != null) pr = pr.subcommand();
        if (!pr.hasMatchedOption(NAME)) return List.of();
        List<Path> dirs = pr.matchedOptionValue(NAME, List.of());
        for (Path d : dirs) {
            if (!Files.isDirectory(d)) {
                throw new UserError(NAME + " " + d + ": no such folder");
            }
        }
        return dirs;
    }
}
