package varia.web;

import varia.game.State;

/**
 * The legal actions a live game offers the seat to decide: its own ({@link State#ownAction}) when
 * it has any, else every legal one. On a page each seat is one player, so while Senterej's free
 * turns let either side's pieces move, each player is offered its own pieces only (as the engine's
 * page always did); the terminal, one person at the keyboard, offers every legal action.
 */
final class OwnActions {
    private OwnActions() {}

    /** Puts the actions offered first in {@code out} (their order kept) and answers how many. */
    static int of(State s, int[] out) {
        int n = s.legalActions(out), own = 0;
        for (int i = 0; i < n; i++) if (s.ownAction(out[i])) out[own++] = out[i];
        return own > 0 ? own : n; // none of its own: out is untouched, every legal action
    }
}
