package varia.notation;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Direction letters: how a run of letters splits into codes (the fusion rule) and which
 * vectors of an atom a code selects (the direction tables of docs/notation.md).
 *
 * <p>All tables are derived from one description of the eight images of an oblique vector
 * such as (1,2): its <em>pair letter</em> is the direction of its long component (f for
 * (1,2), r for (2,1)) and its <em>member letter</em> the direction of its short component
 * (r for (1,2), f for (2,1)). A single letter selects by pair letter; a fused code
 * {@code XY} selects the vectors whose pair letter is in Y and whose member letter is in X
 * ({@code lfN} = left member of the forward pair). A vector of a diagonal or orthogonal atom
 * is selected when one of its two "oblique neighbours" is ((1,1) ~ (1,2) and (2,1);
 * (0,1) ~ (1,2) and (-1,2)), which is how Fairy-Stockfish's tables behave.
 */
final class Directions {
    private Directions() {}

    /** The two-letter codes; any other pair of letters does not fuse. */
    static final List<String> FUSED = List.of(
            "fl", "fr", "bl", "br", "lf", "rf", "lb", "rb",
            "fs", "bs", "lv", "rv",
            "fh", "bh", "lh", "rh",
            "hl", "hr");

    /** Codes the printer may use, in order of preference. */
    static final List<String> SINGLES = List.of("f", "b", "l", "r", "v", "s");

    /** One direction code with the 1-based column of its first letter. */
    record Code(String text, int column) {
        boolean isHalf() { return text.length() == 2 && text.charAt(1) == 'h'; }
        boolean isChiral() { return text.length() == 2 && text.charAt(0) == 'h'; }
    }

    static boolean fuses(char a, char b) {
        return FUSED.contains("" + a + b);
    }

    /**
     * Splits a run of adjacent direction letters into codes, left to right: a letter followed by
     * the same letter is one single-letter code (doubling keeps letters apart); a letter followed
     * by a letter it fuses with forms a two-letter code; otherwise the letter stands alone.
     */
    static List<Code> scan(String run, int firstColumn) throws NotationException {
        List<Code> codes = new ArrayList<>();
        int i = 0;
        while (i < run.length()) {
            char c = run.charAt(i);
            int col = firstColumn + i;
            if (i + 1 < run.length() && run.charAt(i + 1) == c) {
                codes.add(new Code(String.valueOf(c), col));
                i += 2;
            } else if (i + 1 < run.length() && fuses(c, run.charAt(i + 1))) {
                codes.add(new Code(run.substring(i, i + 2), col));
                i += 2;
            } else {
                codes.add(new Code(String.valueOf(c), col));
                i += 1;
            }
        }
        for (Code code : codes) {
            if (code.text().equals("h")) {
                throw new NotationException(code.column(),
                        "h alone selects no move: it is only a half of a two-letter direction",
                        "write fh, bh, lh or rh for a half-plane, hl or hr for a chiral set");
            }
        }
        return codes;
    }

    private static String expand(char letter) {
        return switch (letter) {
            case 'v' -> "fb";
            case 's' -> "lr";
            default -> String.valueOf(letter);
        };
    }

    /** Direction of the long component of an oblique vector. */
    private static char pairLetter(int dx, int dy) {
        if (Math.abs(dy) > Math.abs(dx)) return dy > 0 ? 'f' : 'b';
        return dx > 0 ? 'r' : 'l';
    }

    /** Direction of the short component of an oblique vector. */
    private static char memberLetter(int dx, int dy) {
        if (Math.abs(dy) > Math.abs(dx)) return dx > 0 ? 'r' : 'l';
        return dy > 0 ? 'f' : 'b';
    }

    /** Does {@code code} select the oblique vector (dx,dy) (|dx| != |dy|, both non-zero)? */
    static boolean obliqueSelects(String code, int dx, int dy) {
        char pair = pairLetter(dx, dy);
        if (code.length() == 1) return expand(code.charAt(0)).indexOf(pair) >= 0;
        switch (code) {
            case "fh": return dy > 0;
            case "bh": return dy < 0;
            case "lh": return dx < 0;
            case "rh": return dx > 0;
            case "hr": return (dx * dy > 0) == (Math.abs(dy) > Math.abs(dx));
            case "hl": return (dx * dy > 0) != (Math.abs(dy) > Math.abs(dx));
            default:
                return expand(code.charAt(1)).indexOf(pair) >= 0
                        && expand(code.charAt(0)).indexOf(memberLetter(dx, dy)) >= 0;
        }
    }

    /**
     * Does {@code code} select {@code v}, a vector of an atom of class {@code sym}? On orthogonal
     * atoms a two-letter code is the union of its letters; half-plane and chiral codes must have
     * been rejected before (see {@link #meaningless}).
     */
    static boolean selects(String code, Atom.Symmetry sym, Offset v) {
        int sx = Integer.signum(v.dx()), sy = Integer.signum(v.dy());
        switch (sym) {
            case OBLIQUE:
                return obliqueSelects(code, v.dx(), v.dy());
            case DIAGONAL:
                return obliqueSelects(code, sx, 2 * sy) || obliqueSelects(code, 2 * sx, sy);
            default:
                if (code.length() == 2) {
                    return selects(code.substring(0, 1), sym, v) || selects(code.substring(1), sym, v);
                }
                if (sx == 0) return obliqueSelects(code, 1, 2 * sy) || obliqueSelects(code, -1, 2 * sy);
                return obliqueSelects(code, 2 * sx, 1) || obliqueSelects(code, 2 * sx, -1);
        }
    }

    /** Why a code selects nothing on atoms of this class, or null when it is meaningful. */
    static String meaningless(Code code, Atom.Symmetry sym) {
        if (code.isChiral() && sym != Atom.Symmetry.OBLIQUE) {
            return "chiral sets (hl, hr) exist only on oblique atoms (N, C, Z)";
        }
        if (code.isHalf() && sym == Atom.Symmetry.ORTHOGONAL) {
            return "half-planes (fh, bh, lh, rh) do not apply to orthogonal atoms; list the letters instead (e.g. fsW)";
        }
        return null;
    }

    /** The distinct images of an atom's base vector, in canonical order. */
    static List<Offset> images(Atom atom) {
        Set<Offset> set = new LinkedHashSet<>();
        int[][] signs = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        for (int[] s : signs) {
            set.add(new Offset(s[0] * atom.x, s[1] * atom.y));
            set.add(new Offset(s[0] * atom.y, s[1] * atom.x));
        }
        List<Offset> list = new ArrayList<>(set);
        list.sort(Canonical.STEP_ORDER);
        return list;
    }

    /** The vectors of {@code atom} selected by the union of {@code codes} (all for none). */
    static Set<Offset> select(List<String> codes, Atom atom) {
        Set<Offset> out = new LinkedHashSet<>();
        for (Offset v : images(atom)) {
            if (codes.isEmpty()) { out.add(v); continue; }
            for (String code : codes) {
                if (selects(code, atom.symmetry(), v)) { out.add(v); break; }
            }
        }
        return out;
    }
}
