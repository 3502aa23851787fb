package varia.yaml;

/**
 * One problem at a place in a file. line and column are 1-based; 0 when the problem has no place
 * (e.g. a missing file).
 */
public record Diagnostic(String file, int line, int column, String message) {
    @Override public String toString() {
        return line > 0 ? file + ":" + line + ":" + column + ": " + message : file + ": " + message;
    }
}
