package varia.rules.facing;

import varia.engine.AfterMove;
import varia.engine.Ending;
import varia.engine.GameResult;
import varia.engine.Installer;
import varia.engine.MoveFilter;
import varia.engine.Moves;
import varia.engine.Position;

/**
 * Janggi's bikjang in the engine: whether the royal pieces face each other is kept per position
 * (a state slot), so that a move made in bikjang must break it or be a pass, and a second bikjang
 * position in a row ends the game, decided by material.
 */
final class Bikjang implements AfterMove, MoveFilter {
    private final int slot;

    private Bikjang(int slot) { this.slot = slot; }

    static void install(Facing facing, Installer in) {
        if (facing == Facing.FORBIDDEN) {
            in.royalSight(); // a royal sees the other along an open file: facing is an attack
            return;
        }
        Bikjang b = new Bikjang(in.stateSlots(1));
        in.afterMove(b);
        in.filter(b);
        in.ending(b::ended);
    }

    @Override public void afterSetup(Position p) { p.setState(slot, p.royalsFacing() ? 1 : 0); }

    @Override public boolean changesAttacks() { return false; } // a state slot only

    @Override public void afterMake(Position p, int move) { p.setState(slot, p.royalsFacing() ? 1 : 0); }

    /** In bikjang every move but a pass must break it. */
    @Override public boolean allows(Position p, int move) {
        return Moves.kind(move) == Moves.KIND_PASS || p.before().state(slot) == 0 || !p.royalsFacing();
    }

    @Override public boolean active(Position p) { return p.state(slot) == 1; }

    @Override public String refusal(Position p, int move) { return "the royal pieces face each other (bikjang): a move must break it, or pass"; }

    private GameResult ended(Position p) {
        return p.ply() > 0 && p.before().state(slot) == 1 && p.royalsFacing() ? p.adjudicate(Ending.BIKJANG, "bikjang") : null;
    }
}
