package varia.web;

import java.util.ArrayList;
import java.util.List;
import varia.game.State;

/** The verbs a live game's state lists: which controls a page shows, and in which order. */
final class LiveVerbs {
    private LiveVerbs() {}

    /**
     * The verbs that apply now, in the order a page shows their controls: the person's throw or
     * move, the computer's turn (and its "move now" while it thinks), a claim or declaration the
     * rules offer, undo, resign, a draw offer, and the review and record every game has.
     * {@code human}: a person is to act; {@code computer}: which seats the computer plays;
     * {@code played}: the turns played (undo needs one).
     */
    static List<String> now(State state, boolean human, boolean ended, boolean[] computer, int played) {
        List<String> out = new ArrayList<>();
        boolean person = false;
        for (boolean c : computer) person |= !c;
        if (human) out.add(state.isChance() ? "throw" : "move");
        if (!ended && !human) out.add("computer"); // with its "move now" (stop) while the turn is being answered
        if (human && !state.claims().isEmpty()) out.add("claim");
        if (human && !state.declarations().isEmpty()) out.add("declare");
        if (played > 0) out.add("undo");
        if (!ended && person) out.add("resign");
        if (!ended && person && state.players() > 1) out.add("draw");
        out.add("review");
        out.add("record");
        return out;
    }
}
