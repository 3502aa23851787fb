package varia.study;

import java.io.Serializable;
import varia.search.Limits;

/**
 * How long the computer thinks per move: a node budget (the same moves on any machine and
 * under any load, so a study is reproducible by its seed) or wall-clock milliseconds (not
 * reproducible: how far a search gets depends on the machine and on what else runs).
 */
public record Budget(long nodes, long movetimeMs) implements Serializable {
    public Budget {
        if (nodes < 0 || movetimeMs < 0 || (nodes > 0) == (movetimeMs > 0))
            throw new IllegalArgumentException("give either --nodes or --movetime, a positive number");
    }

    public static Budget nodes(long n) { return new Budget(n, 0); }

    public static Budget movetime(long ms) { return new Budget(0, ms); }

    public Limits limits() { return nodes > 0 ? Limits.nodes(nodes) : Limits.moveTime(movetimeMs); }

    /** The effort of a computer player of the game API, with its search's hash table. */
    public varia.game.Effort effort(int hashMb) { return new varia.game.Effort(nodes, movetimeMs, hashMb); }

    /** True for a node budget: the same seed then plays the same games. */
    public boolean reproducible() { return nodes > 0; }

    @Override public String toString() { return nodes > 0 ? nodes + " nodes/move" : movetimeMs + " ms/move"; }
}
