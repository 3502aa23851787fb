package varia.batch;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import varia.record.Game;
import varia.record.Validator;
import varia.record.Verdict;
import varia.study.Arm;
import varia.study.VariantSource;
import varia.variant.VariantException;

/**
 * Validates the games of an archive one by one under a variant and options, as
 * {@code varia validate} does: a game's {@code VariantOptions} tag adds its own option values
 * over the given ones. One instance per thread (validators are not shared); never throws on a
 * game: a bad tag or an engine failure becomes a failed row.
 */
public final class ArchiveCheck {
    private final VariantSource variant;
    private final Map<String, String> options;
    private final String optionsText;
    /** One validator per distinct choice of options. */
    private final Map<Map<String, String>, Validator> validators = new HashMap<>();

    private final boolean allowVariantPaths;

    public ArchiveCheck(VariantSource variant, Map<String, String> options) throws VariantException {
        this(variant, options, false);
    }

    /** {@code allowVariantPaths}: a record's Variant tag may name a file (a record is untrusted input: off by default). */
    public ArchiveCheck(VariantSource variant, Map<String, String> options, boolean allowVariantPaths) throws VariantException {
        this.variant = variant;
        this.options = new LinkedHashMap<>(options);
        this.optionsText = Arm.text(this.options);
        this.allowVariantPaths = allowVariantPaths;
        validators.put(this.options, new Validator(variant.load(this.options), allowVariantPaths));
    }

    public VariantSource variant() { return variant; }

    public String optionsText() { return optionsText; }

    /** The verdict on one game. */
    public Verdict verdict(Game g) {
        String tag = g.tag("VariantOptions");
        Map<String, String> chosen = options;
        if (tag != null && !tag.isBlank()) {
            try {
                chosen = new LinkedHashMap<>(options);
                chosen.putAll(Validator.variantOptions(tag));
            } catch (IllegalArgumentException e) {
                return Validator.refused(g, e.getMessage());
            }
        }
        try {
            Validator v = validators.get(chosen);
            if (v == null) {
                v = new Validator(variant.load(chosen), allowVariantPaths);
                validators.put(chosen, v);
            }
            return v.validate(g);
        } catch (VariantException e) {
            return Validator.refused(g, "VariantOptions tag \"" + tag + "\": " + e.getMessage());
        }
    }

    /** The row of one game of {@code file}. */
    public CheckRow row(String file, Game g) {
        String tag = g.tag("VariantOptions");
        String opts = tag == null || tag.isBlank() ? optionsText : merged(tag);
        try {
            return CheckRow.of(file, variant.key(), opts, verdict(g));
        } catch (RuntimeException | StackOverflowError e) { // an engine bug: recorded, the archive goes on
            return new CheckRow(file, g.number(), g.line(), variant.key(), opts, g.result(), "fail", "not_checked", 0, null, null,
                    "internal", 0, null, null, "internal error while replaying: " + e);
        }
    }

    private String merged(String tag) {
        try {
            Map<String, String> m = new LinkedHashMap<>(options);
            m.putAll(Validator.variantOptions(tag));
            return Arm.text(m);
        } catch (IllegalArgumentException e) {
            return tag.strip();
        }
    }
}
