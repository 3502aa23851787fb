package varia.diagram;

import java.io.IOException;
import java.io.InputStream;
import java.util.Locale;
import java.util.Properties;

/**
 * Whether pieces stand on the squares (chess) or on the points where lines cross (xiangqi,
 * janggi). The variant format has no key for this yet: the proposal is
 * {@code board: {files: 9, ranks: 10, style: intersections}} in the loader. Until the loader
 * reads it, {@link #of(String)} is the ONE place that knows, from the resource
 * {@value #STOP_GAP}; replace its body by {@code variant.board().style()} when the key lands.
 */
public enum BoardStyle {
    SQUARES, INTERSECTIONS;

    /** Stop-gap table: variant key to style, for the bundled files (see the class comment). */
    static final String STOP_GAP = "varia/diagram/board-styles.properties";

    private static final Properties TABLE = load();

    /** The style of the variant with this key (squares unless the stop-gap table says otherwise). */
    public static BoardStyle of(String variantKey) {
        String s = TABLE.getProperty(variantKey == null ? "" : variantKey);
        return s == null ? SQUARES : parse(s);
    }

    /** {@code squares} or {@code intersections} (also {@code points}), any case. */
    public static BoardStyle parse(String text) {
        return switch (text.strip().toLowerCase(Locale.ROOT)) {
            case "squares" -> SQUARES;
            case "intersections", "points" -> INTERSECTIONS;
            default -> throw new IllegalArgumentException("board style '" + text + "': write squares or intersections");
        };
    }

    private static Properties load() {
        Properties p = new Properties();
        try (InputStream in = BoardStyle.class.getClassLoader().getResourceAsStream(STOP_GAP)) {
            if (in != null) p.load(in);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + STOP_GAP, e);
        }
        return p;
    }
}
