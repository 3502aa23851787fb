package varia.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static varia.rules.EastPlay.*;

import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.engine.GameResult;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * What counts as a chase in xiangqi's perpetual-chase rule (seed 004 IX names the rule; the
 * finer cases are the Asian rules', {@code end.chase} in variants/xiangqi.yaml). Each test plays a
 * constructed cycle twice (the third occurrence is judged) under the default and under
 * {@code chase=plain} (F10's first model), where the result differs.
 */
class XiangqiChaseRulesTest {
    static final Variant XQ = variant("xiangqi");
    static final Variant PLAIN = variant("xiangqi", Map.of("chase", "plain"));

    static Position cycle(Variant v, String fen, String... four) {
        return play(position(v, fen), four[0], four[1], four[2], four[3], four[0], four[1], four[2], four[3]);
    }

    static void claimOnly(Position p) {
        assertEquals(3, p.repetitions());
        assertEquals(GameResult.Status.ONGOING, p.result().status(), () -> p.result().toString());
        assertEquals("3-fold repetition", p.claims().get(0).reason());
    }

    static void chaserLoses(Position p, GameResult.Status status) {
        assertEquals(3, p.repetitions());
        assertEquals(status, p.result().status(), () -> p.result().toString());
        assertEquals("perpetual chase", p.result().reason());
    }

    /**
     * WXF Asian rules, rule 29: a soldier may chase perpetually. Red's soldier follows the black
     * chariot e8-d8 (the soldier itself guarded by the chariot on a7; the advisor on f3 keeps the
     * generals apart).
     */
    static final String SOLDIER_CHASES = "5k3/9/4r4/R3P4/9/9/9/5A3/9/5K3 b - - 0 1";
    static final String[] SOLDIER_LINE = {"e8d8", "e7d7", "d8e8", "d7e7"};

    @Test
    void aSoldiersChaseIsNoChase() {
        claimOnly(cycle(XQ, SOLDIER_CHASES, SOLDIER_LINE));
        chaserLoses(cycle(PLAIN, SOLDIER_CHASES, SOLDIER_LINE), GameResult.Status.BLACK_WINS);
    }

    /**
     * WXF Asian rules, rule 25: chasing a soldier that has not crossed the river is allowed. Red's
     * chariot keeps the black soldier on e6 (its own side) under attack from e3 and e2.
     */
    static final String SOLDIER_CHASED = "5k3/9/9/9/4p4/9/9/4R4/9/3K5 w - - 0 1";
    static final String[] CHARIOT_LINE = {"e3e2", "f10f9", "e2e3", "f9f10"};

    @Test
    void aSoldierBeforeTheRiverIsNotChased() {
        claimOnly(cycle(XQ, SOLDIER_CHASED, CHARIOT_LINE));
        chaserLoses(cycle(PLAIN, SOLDIER_CHASED, CHARIOT_LINE), GameResult.Status.BLACK_WINS);
    }

    /**
     * AXF rules, diagrams 63-66: a chariot may not be chased perpetually by a horse or a cannon,
     * protected or not. The black chariot d5-d6 is guarded by the one on d10; Red's horse follows it.
     */
    static final String HORSE_CHASES_CHARIOT = "3rk4/9/9/9/9/3r5/9/2N6/9/5K3 b - - 0 1";
    static final String[] HORSE_LINE = {"d5d6", "c3e4", "d6d5", "e4c3"};

    @Test
    void aChariotAttackedByAHorseIsChasedEvenWhenProtected() {
        chaserLoses(cycle(XQ, HORSE_CHASES_CHARIOT, HORSE_LINE), GameResult.Status.BLACK_WINS);
        claimOnly(cycle(PLAIN, HORSE_CHASES_CHARIOT, HORSE_LINE));
    }

    /**
     * Protection must be real (AXF rules, diagrams 63-66, a pinned piece): the black cannon on e9
     * "guards" h9 and i9 over the advisor on f9, but it stands between the generals, so taking back
     * would leave them facing: Red's chariot chasing the cannon h9-i9 chases an unprotected piece.
     */
    static final String PINNED_GUARD = "4k4/4ca1c1/9/9/9/9/9/9/9/4K2R1 b - - 0 1";
    static final String[] PINNED_LINE = {"h9i9", "h1i1", "i9h9", "i1h1"};

    @Test
    void aPinnedProtectorProtectsNothing() {
        chaserLoses(cycle(XQ, PINNED_GUARD, PINNED_LINE), GameResult.Status.BLACK_WINS);
        claimOnly(cycle(PLAIN, PINNED_GUARD, PINNED_LINE));
    }

    /** The seed's plain case is the same under both: one chariot after one unprotected horse (F10). */
    @Test
    void thePlainCaseStands() {
        String[] line = {"i10g9", "i1g1", "g9i10", "g1i1"};
        chaserLoses(cycle(XQ, "3k4n/9/9/9/9/9/9/9/9/4K3R b - - 0 1", line), GameResult.Status.BLACK_WINS);
        chaserLoses(cycle(PLAIN, "3k4n/9/9/9/9/9/9/9/9/4K3R b - - 0 1", line), GameResult.Status.BLACK_WINS);
    }
}
