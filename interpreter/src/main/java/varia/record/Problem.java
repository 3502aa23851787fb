package varia.record;

/** A problem found while reading a record: where (1-based line and column; 0 when unknown) and what. */
public record Problem(int line, int column, String message) {
    @Override public String toString() {
        return line > 0 ? line + ":" + column + ": " + message : message;
    }
}
