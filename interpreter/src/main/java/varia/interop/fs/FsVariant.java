package varia.interop.fs;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rules of one Fairy-Stockfish variant as its ini sections and built-in parents leave them:
 * the fields of its {@code Variant} struct (src/variant.h), each with the {@link Origin} of the
 * setting that gave it its value. Field names are the struct's; a field per colour is
 * {@code name/w} and {@code name/b}, a field per piece type {@code name/type}
 * ({@code promotedPieceType/shogiPawn}), both {@code name/w/type} ({@code mobilityRegion/w/king}).
 * Piece sets are bit masks over {@link FsPieceType#id()} (bit 0: Fairy-Stockfish's ALL_PIECES,
 * written {@code *}); a single piece type is its id (0: none, or all pieces where the field says so).
 */
public final class FsVariant {
    private final Map<String, Object> values;
    private final Map<String, Origin> origins;
    private final List<String> chain;

    FsVariant(Map<String, Object> values, Map<String, Origin> origins, List<String> chain) {
        this.values = values;
        this.origins = origins;
        this.chain = chain;
    }

    /** A copy to be changed by a child section (its name is added to the chain). */
    FsVariant child(String name) {
        List<String> c = new ArrayList<>(chain);
        c.add(name);
        return new FsVariant(new LinkedHashMap<>(values), new HashMap<>(origins), c);
    }

    /** The sections and built-ins this variant was made from, the root first, itself last. */
    public List<String> chain() { return List.copyOf(chain); }

    public String name() { return chain.get(chain.size() - 1); }

    void set(String field, Object value, Origin origin) {
        values.put(field, value);
        if (origin != null) origins.put(field, origin);
    }

    void clear(String field, Origin origin) {
        values.remove(field);
        if (origin != null) origins.put(field, origin);
    }

    public Object get(String field) { return values.get(field); }

    public boolean has(String field) { return values.containsKey(field); }

    /** Every field with a value, in the order first set. */
    public Map<String, Object> fields() { return java.util.Collections.unmodifiableMap(values); }

    /** Who set the field, or null for a value no setting changed (Fairy-Stockfish's default). */
    public Origin origin(String field) { return origins.get(field); }

    /** Every field some setting touched. */
    public Map<String, Origin> origins() { return java.util.Collections.unmodifiableMap(origins); }

    public boolean bool(String field) { return Boolean.TRUE.equals(values.get(field)); }

    public int integer(String field) {
        Object v = values.get(field);
        return v instanceof Integer i ? i : 0;
    }

    public String text(String field) { return (String) values.get(field); }

    public FsSquares squares(String field) {
        Object v = values.get(field);
        return v instanceof FsSquares s ? s : FsSquares.NONE;
    }

    public long pieceSet(String field) {
        Object v = values.get(field);
        return v instanceof Long l ? l : 0L;
    }

    /** The result word of a Value field: win, loss, draw or none. */
    public String result(String field) { return (String) values.get(field); }

    // pieces

    /** The piece types the variant has, in Fairy-Stockfish's order. */
    public List<FsPieceType> pieceTypes() {
        List<FsPieceType> out = new ArrayList<>();
        for (FsPieceType t : FsPieceType.all()) if (letter(t) != 0) out.add(t);
        return out;
    }

    /** The type's letter, upper case, or 0 when the variant does not have it. */
    public char letter(FsPieceType t) {
        Object v = values.get("letter/" + t.name());
        return v instanceof Character c ? c : 0;
    }

    /** The type whose letter this is (either case), or null. */
    public FsPieceType typeOf(char letter) {
        char u = Character.toUpperCase(letter);
        for (FsPieceType t : FsPieceType.all()) if (letter(t) == u) return t;
        return null;
    }

    /** The Fairy-Stockfish Betza the type moves by: a custom piece's own, the king's {@code kingType}, else the built-in one. */
    public String betza(FsPieceType t) {
        if (t.isCustom()) {
            String b = text("betza/" + t.name());
            return b == null ? "" : b;
        }
        if (t.special() == FsPieceType.Special.KING) {
            String b = text("kingBetza");
            if (b != null) return b;
            FsPieceType as = kingMovesAs();
            return as == null ? "K" : as.betza();
        }
        return t.betza();
    }

    /** The built-in type the king moves as ({@code kingType}: xiangqi's wazir), or null: its own K, or a Betza of its own. */
    public FsPieceType kingMovesAs() {
        return has("kingType") && text("kingBetza") == null ? FsPieceType.byId(integer("kingType")) : null;
    }

    public static String white(String field) { return field + "/w"; }

    public static String black(String field) { return field + "/b"; }

    /** {@code field/w} or {@code field/b}. */
    public static String side(String field, boolean white) { return field + (white ? "/w" : "/b"); }

    public int files() { return integer("maxFile") + 1; }

    public int ranks() { return integer("maxRank") + 1; }
}
