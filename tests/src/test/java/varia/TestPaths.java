package varia;

import java.nio.file.Path;

/** Where the project's files are for the tests: the system property varia.root (set by the build), else the parent folder. */
public final class TestPaths {
    private TestPaths() {}

    /** The repository root: samples/, variants/, docs/ lie below it. */
    public static Path root() {
        String root = System.getProperty("varia.root");
        return root != null ? Path.of(root) : Path.of("..");
    }
}
