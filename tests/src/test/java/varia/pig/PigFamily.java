package varia.pig;

import varia.game.FileFamily;

/**
 * Pig, the dice game (John Scarne's rules as commonly played): a family built only to prove the
 * walk-through of docs/architecture.md, "Adding a family". Its files say {@code game: pig}; it is
 * found by {@link java.util.ServiceLoader} through the tests' META-INF/services/varia.game.Family.
 */
public final class PigFamily extends FileFamily {
    public PigFamily() { super("pig", "pig game", PigLoader::load); }
}
