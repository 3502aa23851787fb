package varia.variant;

import java.util.List;
import varia.notation.MoveRule;
import varia.notation.NotationException;

/**
 * Turns a movement string into compiled moves. The loader's seam to the notation compiler:
 * {@link VariantLoader} uses {@code Notation::compile} unless given another one (tests pass a fake).
 */
@FunctionalInterface
public interface MovementCompiler {
    /** Compiles {@code movement}; a {@link NotationException}'s column is 1-based within the string. */
    List<MoveRule> compile(String movement) throws NotationException;
}
