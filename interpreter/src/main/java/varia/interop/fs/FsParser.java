package varia.interop.fs;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import varia.interop.ini.IniEntry;
import varia.interop.ini.IniSection;
import varia.yaml.Diagnostic;
import varia.yaml.Suggestions;

/**
 * Applies one ini section to a variant as Fairy-Stockfish's parser does (src/parser.cpp): board
 * size, then the pieces (letters, custom Betza, mobility regions), then every other key in
 * {@link FsKeys}'s order. Each value is read as Fairy-Stockfish reads it; a value it would misread
 * and a key it does not know are reported at their line and column, with the fix.
 */
public final class FsParser {
    private final String file;
    private final IniSection section;
    private final FsVariant v;
    private final List<Diagnostic> errors;
    private final List<Diagnostic> warnings;

    private FsParser(String file, IniSection section, FsVariant v, List<Diagnostic> errors, List<Diagnostic> warnings) {
        this.file = file;
        this.section = section;
        this.v = v;
        this.errors = errors;
        this.warnings = warnings;
    }

    /** Applies {@code section} to {@code v} (changed in place), reporting problems into the lists. */
    public static void apply(String file, IniSection section, FsVariant v, boolean builtIn, List<Diagnostic> errors, List<Diagnostic> warnings) {
        new FsParser(file, section, v, errors, warnings).run(builtIn);
    }

    private boolean builtIn;

    private void run(boolean builtIn) {
        this.builtIn = builtIn;
        Map<String, IniEntry> byKey = section.byKey();
        for (IniEntry e : byKey.values()) {
            if (FsKeys.known(e.key()) || e.key().equals("maxRank") || e.key().equals("maxFile")) continue;
            if (builtIn && BUILT_IN_ONLY.contains(e.key())) continue;
            List<String> names = new ArrayList<>(FsKeys.allNames());
            names.add("maxRank");
            names.add("maxFile");
            String guess = Suggestions.closest(e.key(), names);
            errors.add(new Diagnostic(file, e.line(), e.keyColumn(), "unknown key '" + e.key() + "' in [" + section.name() + "]"
                    + (guess != null ? "; did you mean '" + guess + "'?" : "")
                    + " Fairy-Stockfish ignores it, so the rule it was meant to set is not set"));
        }
        IniEntry e;
        if (builtIn) builtInOnly(byKey);
        if ((e = byKey.get("maxRank")) != null) put(e, FsValues.rank(e.value()), "maxRank");
        if ((e = byKey.get("maxFile")) != null) put(e, FsValues.file(e.value()), "maxFile");
        pieces(byKey);
        if (builtIn && (e = byKey.get("kingType")) != null) {
            v.set("kingType", FsPieceType.named(e.value()).id(), origin(e));
            v.clear("kingBetza", origin(e));
        }
        for (FsKey key : FsKeys.inOrder()) {
            e = byKey.get(key.name());
            if (e == null) continue;
            if (key.deprecated())
                warnings.add(at(e, 0, "'" + key.name() + "' is an old key Fairy-Stockfish still reads but may drop; "
                        + "see its src/variants.ini for the current one"));
            switch (key.kind()) {
                case INT -> put(e, FsValues.integer(e.value()), key.fields());
                case RANK -> put(e, FsValues.rank(e.value()), key.fields());
                case FILE -> put(e, FsValues.file(e.value()), key.fields());
                case BOOL -> put(e, FsValues.bool(e.value()), key.fields());
                case VALUE -> put(e, FsValues.result(e.value()), key.fields());
                case TEXT -> put(e, FsValues.Parsed.ok(e.value()), key.fields());
                case SQUARES -> put(e, FsValues.squares(e.value()), key.fields());
                case ENUM -> put(e, FsValues.word(e.value(), key.words()), key.fields());
                case CASTLING -> put(e, FsValues.castling(e.value()), key.fields());
                case PIECE_SET -> pieceSet(e, key.fields(), false);
                case PIECE -> pieceSet(e, key.fields(), true);
                case SPECIAL -> special(e, key.name());
            }
        }
    }

    /** Settings the built-ins make in code, without a key of Fairy-Stockfish's (see fairy-stockfish-builtins.ini). */
    static final List<String> BUILT_IN_ONLY = List.of("resetPieces", "kingType", "freeDrops");

    private void builtInOnly(Map<String, IniEntry> byKey) {
        IniEntry e = byKey.get("resetPieces");
        if (e != null && e.value().equals("true")) {
            for (FsPieceType t : FsPieceType.all()) if (v.letter(t) != 0) v.clear("letter/" + t.name(), origin(e));
            v.set("promotionPieceTypes/w", 0L, origin(e));
            v.set("promotionPieceTypes/b", 0L, origin(e));
        }
        if ((e = byKey.get("freeDrops")) != null) v.set("freeDrops", e.value().equals("true"), origin(e));
    }

    private void pieces(Map<String, IniEntry> byKey) {
        for (FsPieceType t : FsPieceType.all()) {
            IniEntry e = byKey.get(t.name());
            if (e != null && !e.value().isEmpty()) {
                char c = e.value().charAt(0);
                if (Character.isLetter(c) && c < 128) addPiece(t, Character.toUpperCase(c), e);
                else {
                    if (c != '-') error(e, 0, "'" + c + "' is not a piece letter: write a letter (e.g. '" + t.name() + " = x') or '-' to remove the piece");
                    removePiece(t, e);
                }
                String betza = e.value().length() > 1 ? e.value().substring(Math.min(2, e.value().length())) : null;
                if (e.value().length() > 1 && e.value().charAt(1) != ':')
                    error(e, 1, "write a ':' between the letter and the movement ('" + t.name() + " = " + c + ":" + e.value().substring(1)
                            + "'); Fairy-Stockfish skips the second character whatever it is");
                if (t.isCustom()) {
                    if (betza != null) {
                        v.set("betza/" + t.name(), betza, origin(e));
                        if (betza.indexOf('e') >= 0) {
                            for (String side : List.of("enPassantTypes/w", "enPassantTypes/b"))
                                v.set(side, v.pieceSet(side) | (1L << t.id()), origin(e));
                        }
                    } else error(e, 0, t.name() + " needs its movement after the letter, e.g. '" + t.name() + " = " + c + ":mQ'");
                } else if (t.special() == FsPieceType.Special.KING) {
                    if (betza != null) v.set("kingBetza", betza, origin(e));
                    else v.clear("kingBetza", origin(e));
                    v.clear("kingType", origin(e));
                } else if (betza != null && !betza.isEmpty())
                    error(e, 2, t.name() + " is a built-in piece whose movement is fixed; give a movement only to customPiece1-25 and king");
            }
            for (boolean white : new boolean[] {true, false}) {
                String key = "mobilityRegion" + (white ? "White" : "Black") + t.capitalized();
                IniEntry m = byKey.get(key);
                if (m != null) put(m, FsValues.squares(m.value()), "mobilityRegion/" + (white ? "w/" : "b/") + t.name());
            }
        }
    }

    /** Fairy-Stockfish's add_piece: the letter leaves any other type that had it. */
    private void addPiece(FsPieceType t, char letter, IniEntry e) {
        FsPieceType other = v.typeOf(letter);
        if (other != null && other != t) removePiece(other, e);
        v.set("letter/" + t.name(), letter, origin(e));
    }

    /** Fairy-Stockfish's remove_piece: also out of the promotion choices. */
    private void removePiece(FsPieceType t, IniEntry e) {
        v.clear("letter/" + t.name(), origin(e));
        for (String side : List.of("promotionPieceTypes/w", "promotionPieceTypes/b"))
            if ((v.pieceSet(side) & (1L << t.id())) != 0) v.set(side, v.pieceSet(side) & ~(1L << t.id()), origin(e));
    }

    /** Piece letters, read one character at a time; reading stops at the first that is no piece's letter. */
    private void pieceSet(IniEntry e, List<String> fields, boolean single) {
        long set = 0;
        int type = 0;
        String value = e.value();
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (Character.isWhitespace(c)) continue;
            if (c == '-') break;
            FsPieceType t = c == '*' ? null : v.typeOf(c);
            if (c != '*' && t == null) {
                error(e, i, "'" + c + "' is not a piece letter of [" + section.name() + "] (its pieces are " + letters()
                        + "); Fairy-Stockfish stops reading " + e.key() + " there");
                break;
            }
            int id = t == null ? 0 : t.id();
            set |= 1L << id;
            type = id;
        }
        for (String f : fields) v.set(f, single ? (Object) type : (Object) set, origin(e));
    }

    private String letters() {
        StringBuilder sb = new StringBuilder();
        for (FsPieceType t : v.pieceTypes()) sb.append(sb.length() == 0 ? "" : " ").append(Character.toLowerCase(v.letter(t)));
        return sb.length() == 0 ? "none" : sb.toString();
    }

    private void special(IniEntry e, String key) {
        switch (key) {
            case "pieceValueMg", "pieceValueEg", "promotionLimit" -> letterNumbers(e, key);
            case "promotedPieceType" -> promotedTypes(e);
            case "promotionRank" -> {
                FsValues.Parsed p = FsValues.rank(e.value());
                report(e, p);
                int r = (Integer) p.value(), max = v.integer("maxRank");
                v.set("promotionRegion/w", ranksFrom(r, FsSquares.RANKS - 1), origin(e));
                v.set("promotionRegion/b", ranksFrom(0, max - r), origin(e));
            }
            case "doubleStepRank", "doubleStepRankMin" -> {
                IniEntry top = section.byKey().get("doubleStepRank"), min = section.byKey().get("doubleStepRankMin");
                if (key.equals("doubleStepRankMin") && top != null) return; // Fairy-Stockfish reads only doubleStepRank then
                int hi = 1, lo = 1, max = v.integer("maxRank");
                if (top != null) hi = (Integer) report(top, FsValues.rank(top.value())).value();
                else lo = (Integer) report(min, FsValues.rank(min.value())).value();
                v.set("doubleStepRegion/w", ranksFrom(lo, hi), origin(e));
                v.set("doubleStepRegion/b", ranksFrom(max - hi, max - lo), origin(e));
            }
            case "dropOnTop" -> {
                FsValues.Parsed p = report(e, FsValues.bool(e.value()));
                if (Boolean.TRUE.equals(p.value())) v.set("enclosingDrop", "top", origin(e));
            }
            default -> throw new IllegalStateException(key);
        }
    }

    private static FsSquares ranksFrom(int lo, int hi) {
        FsSquares s = FsSquares.NONE;
        for (int r = Math.max(0, lo); r <= Math.min(FsSquares.RANKS - 1, hi); r++) s = s.union(FsSquares.ranks(r));
        return s;
    }

    /** {@code p:100 n:300}: a letter, ':' and a number, per piece. */
    private void letterNumbers(IniEntry e, String key) {
        String field = key.equals("promotionLimit") ? "promotionLimit/" : key + "/";
        for (String token : e.value().trim().split("\\s+")) {
            if (token.isEmpty()) continue;
            int at = e.value().indexOf(token);
            FsPieceType t = token.length() > 2 && token.charAt(1) == ':' ? v.typeOf(token.charAt(0)) : null;
            FsValues.Parsed n = t == null ? null : FsValues.integer(token.substring(2));
            if (t == null || n.problem() != null) {
                error(e, at, "'" + token + "' is not a piece letter, ':' and a number (e.g. 'q:1'); the pieces are " + letters());
                return;
            }
            v.set(field + t.name(), n.value(), origin(e));
        }
    }

    /** {@code p:g s:g}: the type each type promotes to ({@code -}: none). */
    private void promotedTypes(IniEntry e) {
        for (String token : e.value().trim().split("\\s+")) {
            if (token.isEmpty()) continue;
            int at = e.value().indexOf(token);
            FsPieceType from = token.length() == 3 && token.charAt(1) == ':' ? v.typeOf(token.charAt(0)) : null;
            FsPieceType to = from == null || token.charAt(2) == '-' ? null : v.typeOf(token.charAt(2));
            if (from == null || (to == null && token.charAt(2) != '-')) {
                error(e, at, "'" + token + "' is not 'piece:promoted piece' (e.g. 'p:g', or 'p:-' for none); the pieces are " + letters());
                return;
            }
            v.set("promotedPieceType/" + from.name(), to == null ? 0 : to.id(), origin(e));
        }
    }

    private void put(IniEntry e, FsValues.Parsed p, String... fields) { put(e, p, List.of(fields)); }

    private void put(IniEntry e, FsValues.Parsed p, List<String> fields) {
        report(e, p);
        for (String f : fields) v.set(f, p.value(), origin(e));
    }

    private FsValues.Parsed report(IniEntry e, FsValues.Parsed p) {
        if (p.problem() != null) error(e, p.offset(), e.key() + ": " + p.problem());
        return p;
    }

    private Origin origin(IniEntry e) { return new Origin(e.key(), section.name(), e.line(), builtIn); }

    private void error(IniEntry e, int offset, String message) { errors.add(at(e, offset, message)); }

    private Diagnostic at(IniEntry e, int offset, String message) {
        return new Diagnostic(file, e.line(), e.valueColumn() + offset, message);
    }
}
