package varia.rules.gating;

import varia.engine.FenRights;
import varia.engine.Installer;
import varia.engine.Position;

/** Gating in the engine: a piece's first move leaves the gated piece on the square it vacates; the right is the FEN's file letter. */
final class Gating implements FenRights {
    private final Gates gates;

    private Gating(Gates gates) { this.gates = gates; }

    static void install(Gates gates, Installer in) {
        for (int t = 0; t < gates.byType().size(); t++) {
            int gated = gates.of(t);
            if (gated < 0) continue;
            in.firstMoveRight(t);
            in.firstMove(t, (p, from, type) -> p.placeOnOrigin(from, gated, p.sideToMove()));
        }
        in.fenRights(new Gating(gates));
    }

    @Override public boolean fileRight(Position p, int sq) { return gates.of(p.typeAt(sq)) >= 0 && p.unmoved(sq); }
}
