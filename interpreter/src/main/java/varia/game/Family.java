package varia.game;

import java.util.List;
import java.util.Map;
import varia.variant.VariantException;
import varia.variant.VariantSchema;

/**
 * A family of games: one package with its loader, its state and its notation (the engine's
 * two-sided games, race games, dice chess...). Families are found on the class path by
 * {@link java.util.ServiceLoader} ({@code META-INF/services/varia.game.Family}); {@link Families}
 * asks them in turn which one a name or file is.
 */
public interface Family {
    /**
     * The top-level {@code game:} word of its files ({@code race}, {@code dice-chess}); null for
     * the engine's variants, whose files have none (the family asked last).
     */
    String word();

    /** What its games are called in lists and headings: "race game", "dice chess", "variant". */
    String kind();

    /** One of its games in a sentence ("ashtapada is a race game"): its kind by default. */
    default String oneGame() { return kind(); }

    /**
     * The word its games go by in the web's addresses and answers ({@code race}: {@code /race.html},
     * {@code /api/race-games}, a record's replay under {@code race}); its word by default.
     */
    default String noun() { return word(); }

    /** The plural of {@link #noun} ({@code /api/races}: its games being played). */
    default String nouns() { return noun() + "s"; }

    /** Its games as a heading names them ("Race games"); its kind, capitalised, plural by default. */
    default String title() { return Character.toUpperCase(kind().charAt(0)) + kind().substring(1) + "s"; }

    /** Its games in a sentence, for a page that lists them; "" for none. */
    default String about() { return ""; }

    /** The keys of its bundled games, sorted. */
    List<String> bundled();

    /** True when a name or path is one of its games, without loading it. */
    boolean names(String nameOrPath);

    /** The game a name (bundled key) or path gives, loaded with these option values; null when it is not this family's. */
    Game find(String nameOrPath, Map<String, String> options) throws VariantException;

    /**
     * What its files may say, for {@code varia schema} (docs/variant.schema.json: editors' completion
     * and typo marks); null for a family whose files get no schema.
     */
    default VariantSchema.Family schema() { return null; }

    /** A game from its file's text (a study ships the text to other threads and machines); {@code origin} names it in messages. */
    Game load(String key, String origin, String text, Map<String, String> options) throws VariantException;
}
