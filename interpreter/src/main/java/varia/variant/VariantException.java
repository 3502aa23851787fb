package varia.variant;

import java.util.List;

/** A variant file that cannot be loaded; each diagnostic is one {@code file:line:col: message} line. */
public class VariantException extends Exception {
    private final List<Diagnostic> diagnostics;

    public VariantException(List<Diagnostic> diagnostics) {
        super(diagnostics.isEmpty() ? "invalid variant" : diagnostics.get(0).toString());
        this.diagnostics = List.copyOf(diagnostics);
    }

    public List<Diagnostic> diagnostics() { return diagnostics; }

    /** One problem at a place in a file. line and column are 1-based; 0 when the problem has no place (e.g. a missing file). */
    public record Diagnostic(String file, int line, int column, String message) {
        @Override public String toString() {
            return line > 0 ? file + ":" + line + ":" + column + ": " + message : file + ": " + message;
        }
    }
}
