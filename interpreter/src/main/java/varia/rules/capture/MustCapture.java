package varia.rules.capture;

import varia.variant.RuleKey;

/**
 * Compulsory capture: while a side can capture, it must.
 *
 * @param choice which of the captures it may choose
 */
public record MustCapture(Choice choice) {
    public static final RuleKey<MustCapture> KEY = new RuleKey<>("must-capture", MustCapture.class);

    public enum Choice {
        /** Any capture (losing chess). */
        ANY,
        /** Only a capture of the most valuable piece that can be taken (by the pieces' values). */
        MOST_VALUABLE
    }
}
