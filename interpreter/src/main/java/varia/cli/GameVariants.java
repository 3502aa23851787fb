package varia.cli;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import varia.batch.ArchiveCheck;
import varia.io.Printable;
import varia.record.Game;
import varia.record.Validator;
import varia.record.VariantTag;
import varia.record.Verdict;
import varia.record.formats.RecordFormat;
import varia.study.VariantSource;
import varia.variant.Variant;
import varia.variant.VariantException;

/**
 * The variant of each game when {@code validate} is given none: the game's Variant tag (a key or
 * alias; a path only with {@code --allow-variant-paths}, as {@link VariantTag} rules), else its
 * format's own variant (KIF, CSA, USI: shogi; ICCS, WXF: xiangqi; GIB: janggi), else chess, as a
 * PGN without the tag is. One check per name, loaded once; a name that names no variant fails
 * its game, not the run.
 */
final class GameVariants {
    private final Map<String, String> options;
    private final boolean allowVariantPaths;
    private final Map<String, Object> checks = new HashMap<>(); // name: ArchiveCheck, or the refusal's words

    GameVariants(Map<String, String> options, boolean allowVariantPaths) {
        this.options = options;
        this.allowVariantPaths = allowVariantPaths;
    }

    Verdict verdict(Game g, RecordFormat format) {
        String tag = g.tag("Variant");
        boolean tagged = tag != null && !tag.isBlank();
        String formatVariant = format != null ? format.variant() : null;
        String name = VariantTag.chosen(g, formatVariant);
        Object check = checks.computeIfAbsent(tagged ? name.toLowerCase(Locale.ROOT) : name, n -> load(name, tagged));
        Verdict v = check instanceof ArchiveCheck c ? c.verdict(g) : Validator.refused(g, (String) check);
        return VariantTag.chessByDefault(g, formatVariant) ? withHint(v) : v;
    }

    /** A move failure of a game read as chess only because it names no variant says so. */
    private static Verdict withHint(Verdict v) {
        Verdict.Failure f = v.failure();
        if (f == null || f.kind() != Verdict.Failure.Kind.MOVE) return v;
        Verdict.Failure hinted = new Verdict.Failure(f.kind(), f.line(), f.column(), f.moveNo(), f.written(),
                f.reason() + "; " + VariantTag.READ_AS_CHESS, f.fen(), f.legal());
        return new Verdict(v.game(), v.line(), v.players(), v.ok(), v.plies(), v.recorded(), v.rules(), v.outcome(), hinted, v.notes(), v.remarks());
    }

    private Object load(String name, boolean tagged) {
        Variant v;
        try {
            v = VariantTag.resolve(name, allowVariantPaths);
        } catch (VariantException | RuntimeException e) {
            String why = e instanceof VariantException ve ? VariantTag.describeRefusal(name, ve) + suggestion(ve) : Printable.firstLine(e.toString());
            return (tagged ? "Variant tag \"" + Printable.shorten(name) + "\": " : "") + why
                    + "; name the variant on the command line: varia validate VARIANT FILE...";
        }
        try { // the variant exists; its options may not suit it (--option)
            return new ArchiveCheck(VariantTag.isBundledName(name) ? VariantSource.of(v.key()) : VariantSource.of(name), options, allowVariantPaths);
        } catch (VariantException e) {
            return v.name() + ": " + Printable.firstLine(e.getMessage());
        }
    }

    /** The registry's "did you mean" when it has one. */
    private static String suggestion(VariantException e) {
        List<varia.yaml.Diagnostic> d = e.diagnostics();
        String m = d.isEmpty() ? e.getMessage() : d.get(0).message();
        if (m == null) return "";
        int at = m.indexOf("did you mean");
        return at < 0 ? "" : " (" + m.substring(at).replaceAll("[)?.]*$", "") + "?)";
    }
}
