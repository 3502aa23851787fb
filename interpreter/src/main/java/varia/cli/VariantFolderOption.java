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
        // this mixin's option is a list; a command may declare its own --variants (serve: one folder)
        Object value = pr.matchedOption(NAME).getValue();
        List<Path> dirs = new ArrayList<>();
        if (value instanceof Path p) dirs.add(p);
        else if (value instanceof List<?> l) for (Object o : l) if (o instanceof Path p) dirs.add(p);
        for (Path d : dirs) {
            if (!Files.isDirectory(d)) {
                throw new UserError(NAME + " " + d + ": no such folder");
            }
        }
        return dirs;
    }
}
