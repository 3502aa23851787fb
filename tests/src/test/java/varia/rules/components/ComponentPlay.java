package varia.rules.components;

import java.util.List;
import java.util.stream.Collectors;
import varia.rules.RulesPlay;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.VariantLoader;

/** Helpers of the rule-component tests (issue 21): variants written inline, and their load errors. */
class ComponentPlay extends RulesPlay {
    private static final VariantLoader LOADER = new VariantLoader();

    /** A variant from YAML text; fails the test when it does not load. */
    static Variant load(String yaml) {
        try {
            return LOADER.load("test", "test.yaml", yaml);
        } catch (VariantException e) {
            throw new AssertionError("the test variant does not load: " + e.diagnostics(), e);
        }
    }

    /** The load errors of YAML text (empty when it loads), as 'line:col: message'. */
    static List<String> errors(String yaml) {
        try {
            LOADER.load("test", "test.yaml", yaml);
            return List.of();
        } catch (VariantException e) {
            return e.diagnostics().stream().map(d -> d.toString().replaceFirst("^test\\.yaml:", "")).collect(Collectors.toList());
        }
    }

    /** A chess board with the chess men (king royal unless said otherwise) and the given extra lines. */
    static String chessLike(String king, String setup, String extra) {
        return "board: {files: 8, ranks: 8}\n"
                + "pieces:\n"
                + "  K: {name: King, moves: K" + king + "}\n"
                + "  Q: {name: Queen, moves: Q}\n"
                + "  R: {name: Rook, moves: R}\n"
                + "  B: {name: Bishop, moves: B}\n"
                + "  N: {name: Knight, moves: N}\n"
                + "  P: {name: Pawn, moves: fmWfceFifmnD, promotion: {to: [Q, R, B, N], zone: rank 8, forced: true}}\n"
                + "setup: " + setup + "\n" + extra;
    }
}
