package varia.variant;

import java.util.List;

/** A variant file that cannot be loaded; each diagnostic is one {@code file:line:col: message} line. */
public class VariantException extends Exception {
    private final List<varia.yaml.Diagnostic> diagnostics;

    public VariantException(List<varia.yaml.Diagnostic> diagnostics) {
        super(diagnostics.isEmpty() ? "invalid variant" : diagnostics.get(0).toString());
        this.diagnostics = List.copyOf(diagnostics);
    }

    public List<varia.yaml.Diagnostic> diagnostics() { return diagnostics; }
}
