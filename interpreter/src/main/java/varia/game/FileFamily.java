package varia.game;

import java.util.List;
import java.util.Map;
import varia.variant.VariantException;
import varia.variant.Variants;

/**
 * A family whose files say {@code game: WORD} at their top level: its bundled games are the
 * registry's of that word, a name or path is its when {@link GameFile} finds such a file, and its
 * loader reads the text. A new family of this kind is its word, its kind, and its loader.
 */
public abstract class FileFamily implements Family {
    /** A family's loader: a game from its file's text, with option values. */
    @FunctionalInterface
    public interface Loader {
        Game load(String key, String origin, String text, Map<String, String> options) throws VariantException;
    }

    private final String word, kind;
    private final Loader loader;

    protected FileFamily(String word, String kind, Loader loader) {
        this.word = word;
        this.kind = kind;
        this.loader = loader;
    }

    @Override public String word() { return word; }

    @Override public String kind() { return kind; }

    @Override public List<String> bundled() { return Variants.registry().bundledGames(word); }

    @Override public boolean names(String nameOrPath) { return GameFile.find(nameOrPath, word) != null; }

    @Override public Game find(String nameOrPath, Map<String, String> options) throws VariantException {
        GameFile found = GameFile.find(nameOrPath, word);
        return found == null ? null : loader.load(found.key(), found.origin(), found.text(), options == null ? Map.of() : options);
    }

    @Override public Game load(String key, String origin, String text, Map<String, String> options) throws VariantException {
        return loader.load(key, origin, text, options);
    }
}
