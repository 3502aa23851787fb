package varia.yaml;

/**
 * What a {@link Key} needs while it reads a value: where problems go. A loader extends it with the
 * references its keys resolve (piece letters, regions, movements).
 */
public interface Context {
    Problems problems();
}
