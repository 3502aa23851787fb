package varia.rules.enpassant;

import java.util.List;
import varia.variant.RuleKey;

/**
 * Per piece type, the region (a name of the variant's regions, written from the owner's side) of
 * the squares passed over by its move-only lame moves on which an enemy may take it en passant;
 * null for a type whose passed squares all count (the default).
 */
public record EnPassantSquares(List<String> byType) {
    public static final RuleKey<EnPassantSquares> KEY = new RuleKey<>("enpassant", EnPassantSquares.class);

    public EnPassantSquares {
        byType = java.util.Collections.unmodifiableList(new java.util.ArrayList<>(byType));
    }

    public String of(int type) { return type < byType.size() ? byType.get(type) : null; }
}
