package varia.cli;

/** Command-line entry point. */
public final class Main {
    public static void main(String[] args) {
        throw new UnsupportedOperationException("TODO: CLI");
    }
}
