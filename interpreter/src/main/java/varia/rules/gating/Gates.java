package varia.rules.gating;

import java.util.List;
import varia.engine.Position;
import varia.variant.RuleKey;

/**
 * Gating: per piece type (index-aligned), what its first move leaves on the square it vacates: a
 * piece of a fixed type (the Shatar "Old 1 Hia" king leaves a Hia), a piece of the player's choice
 * from the hand ({@link #HAND}, Seirawan chess; optional), or nothing ({@link #NONE}).
 */
public record Gates(List<Integer> byType) {
    public static final RuleKey<Gates> KEY = new RuleKey<>("gating", Gates.class);
    /** No gating. */
    public static final int NONE = -1;
    /** The player may gate a piece of its choice from its hand (or not). */
    public static final int HAND = -2;

    public Gates { byType = List.copyOf(byType); }

    /** The gated type, {@link #HAND} or {@link #NONE}. */
    public int of(int type) { return byType.get(type); }

    /** Does any piece gate from the hand? */
    public boolean fromHand() { return byType.contains(HAND); }

    /**
     * Can the colour still gate from its hand: it holds pieces, or captures may fill its hand again?
     * Gate rights of a side that can no longer gate are dropped (and not written in the FEN), as
     * Fairy-Stockfish does.
     */
    public static boolean holdsGatePieces(Position p, int colour) {
        var drops = p.variant().rule(varia.rules.drops.Drops.KEY);
        if (drops != null && drops.capturesToHand()) return true;
        for (int t = 0, n = p.variant().pieces().size(); t < n; t++) if (p.inHand(colour, t) > 0) return true;
        return false;
    }
}
