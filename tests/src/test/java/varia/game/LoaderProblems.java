package varia.game;

import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import varia.variant.VariantException;
import varia.yaml.Diagnostic;

/** The loader-error tests' two tools, written once for every family: a file's problems as its loader reports them, and a good file with one line replaced. */
public final class LoaderProblems {
    private LoaderProblems() {}

    /** The diagnostics (file:line:column: message) a family's loader throws for this text, loaded as "t" from "t.yaml". */
    public static List<String> of(FileFamily.Loader loader, String text) {
        VariantException e = assertThrows(VariantException.class, () -> loader.load("t", "t.yaml", text, Map.of()));
        return e.diagnostics().stream().map(Diagnostic::toString).toList();
    }

    /** {@code good} with one text replaced (which must be in it). */
    public static String with(String good, String from, String to) {
        if (!good.contains(from)) throw new AssertionError(from);
        return good.replace(from, to);
    }
}
