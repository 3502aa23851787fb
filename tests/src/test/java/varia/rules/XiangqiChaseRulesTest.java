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

    static Position cycle(Variant v, String fen, String... line) {
        String[] twice = new String[2 * line.length];
        for (int i = 0; i < twice.length; i++) twice[i] = line[i % line.length];
        return play(position(v, fen), twice);
    }

    static void claimOnly(Position p) {
        assertEquals(3, p.repetitions());
        assertEquals(GameResult.Status.ONGOING, p.result().status(), () -> p.result().toString());
        assertEquals("3-fold repetition", p.claims().get(0).reason());
    }

    static void chaserLoses(Position p, GameResult.Status status) { loses(p, status, "perpetual chase"); }

    static void loses(Position p, GameResult.Status status, String reason) {
        assertEquals(3, p.repetitions());
        assertEquals(status, p.result().status(), () -> p.result().toString());
        assertEquals(reason, p.result().reason());
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

    /**
     * WXF Asian rules, rule 33 (clubxiangqi.com/rules/d81to82.htm, diagrams 81-82; rule 36, diagrams
     * 92-93): two or more pieces may not take turns chasing one piece. Red's chariots on c6 and c7
     * take turns (c6-b6, c7-b7 and back) against the black cannon going a6-a7-a6; every red move
     * leaves the cannon attacked. The seed's words ("with one piece", chase=plain) do not reach it.
     */
    static final String TWO_CHASERS = "3k5/9/9/2R6/c1R6/9/9/9/9/4K4 w - - 0 1";
    static final String[] TWO_CHASERS_LINE = {"c6b6", "a6a7", "c7b7", "a7a6", "b6c6", "a6a7", "b7c7", "a7a6"};

    @Test
    void twoPiecesTakingTurnsAfterOnePieceChase() {
        chaserLoses(cycle(XQ, TWO_CHASERS, TWO_CHASERS_LINE), GameResult.Status.BLACK_WINS);
        claimOnly(cycle(PLAIN, TWO_CHASERS, TWO_CHASERS_LINE));
    }

    /**
     * WXF Asian rules, rule 32 (wxf.org/xq/rule/asia/d76to80.htm): one piece attacking two pieces in
     * turn is no perpetual chase. Red's chariot b3-b4 attacks the horse on g3 from b3 and the one on g4
     * from b4 (the black general steps d10-d9); add a horse on b8, attacked from both squares, and the
     * same moves chase it: under both readings.
     */
    static final String TWO_VICTIMS = "3k5/9/9/9/9/9/6n2/1R4n2/9/4K4 w - - 0 1";
    static final String[] TWO_VICTIMS_LINE = {"b3b4", "d10d9", "b4b3", "d9d10"};

    @Test
    void onePieceAfterTwoPiecesInTurnIsNoChase() {
        claimOnly(cycle(XQ, TWO_VICTIMS, TWO_VICTIMS_LINE));
        claimOnly(cycle(PLAIN, TWO_VICTIMS, TWO_VICTIMS_LINE));
        String withB8 = "3k5/1n7/9/9/9/9/6n2/1R4n2/9/4K4 w - - 0 1";
        chaserLoses(cycle(XQ, withB8, TWO_VICTIMS_LINE), GameResult.Status.BLACK_WINS);
        chaserLoses(cycle(PLAIN, withB8, TWO_VICTIMS_LINE), GameResult.Status.BLACK_WINS);
    }

    /**
     * WXF Asian rules, rule 12 (clubxiangqi.com/rules/d13.htm, diagram 13): "one check one chase" is
     * no perpetual offence, a draw. Red's chariot checks from e5 and attacks the unprotected black
     * cannon on h8 from h5 in turn; the general steps e10-d10 and back.
     */
    static final String CHECK_THEN_CHASE = "4k4/9/7c1/9/9/7R1/9/9/9/5K3 w - - 0 1";
    static final String[] CHECK_THEN_CHASE_LINE = {"h5e5", "e10d10", "e5h5", "d10e10"};

    @Test
    void oneCheckOneChaseIsNoPerpetualOffence() {
        claimOnly(cycle(XQ, CHECK_THEN_CHASE, CHECK_THEN_CHASE_LINE));
        claimOnly(cycle(PLAIN, CHECK_THEN_CHASE, CHECK_THEN_CHASE_LINE));
    }

    /**
     * "One check one chase" where the check attacks the chased piece too (issue 25; the pattern of
     * the wxf.ca archive's Li Laiqun-Liu Dahua 1988, moves 45-48, ArchivesTest): the black chariot
     * gives check from f8 (attacking the unprotected red soldier on d8 along the rank as well) and
     * attacks the soldier alone from i8, in turn, while the red general steps e1-f1 and back. A
     * check is no move of a chase, whatever else it attacks: no offence under either reading (WXF
     * Asian rules, rule 12, diagram 13; rule 18, diagrams 37-38). Before the fix Black lost.
     */
    static final String CHECK_AND_CHASE = "3k5/9/3P4r/9/9/9/9/9/9/4K4 w - - 0 1";
    static final String[] CHECK_AND_CHASE_LINE = {"e1f1", "i8f8", "f1e1", "f8i8"};

    @Test
    void aCheckThatAlsoAttacksTheChasedPieceBreaksTheChase() {
        Position p = cycle(XQ, CHECK_AND_CHASE, CHECK_AND_CHASE_LINE);
        claimOnly(p);
        claimOnly(cycle(PLAIN, CHECK_AND_CHASE, CHECK_AND_CHASE_LINE));
        // the same chariot attacking the soldier on every move, without the check, still chases: Black loses
        chaserLoses(cycle(XQ, "3k5/9/3P4r/9/9/9/9/9/9/3K5 w - - 0 1", "d1d2", "i8g8", "d2d1", "g8i8"), GameResult.Status.WHITE_WINS);
    }

    /**
     * An offer to exchange is no chase (issue 25; the pattern of Liu Dahua-Lv Qin 2005, moves 26-29,
     * ArchivesTest): Red's chariot follows the black chariot i10-g10 along the first rank, and on
     * every red move the black chariot can take it back, so Red offers an exchange, it chases
     * nothing (xiangqi.com's move limits, rule 2, "exchange invitation"; WXF Asian rules, rule 36,
     * diagram 92, where the chariots' mutual attack is the offer to exchange). Under both readings;
     * before the fix Red lost. A cannon in the chariot's place cannot take back over an open file:
     * then Red chases it and loses.
     */
    static final String EXCHANGE = "3k4r/9/9/9/9/9/9/9/9/4K3R b - - 0 1";
    static final String[] EXCHANGE_LINE = {"i10g10", "i1g1", "g10i10", "g1i1"};

    @Test
    void anOfferToExchangeIsNoChase() {
        claimOnly(cycle(XQ, EXCHANGE, EXCHANGE_LINE));
        claimOnly(cycle(PLAIN, EXCHANGE, EXCHANGE_LINE));
        String cannon = "3k4c/9/9/9/9/9/9/9/9/4K3R b - - 0 1";
        chaserLoses(cycle(XQ, cannon, EXCHANGE_LINE), GameResult.Status.BLACK_WINS);
        chaserLoses(cycle(PLAIN, cannon, EXCHANGE_LINE), GameResult.Status.BLACK_WINS);
    }

    /**
     * Row XQ-17, seed 004 IX: against a side chasing perpetually, the side checking perpetually must
     * stop or lose. Red's horse steps e5-g6 and back: off the e-file the cannon on e3 checks over the
     * black chariot, on it the horse is the screen; the black chariot d7-e7 blocks and steps aside, from
     * both squares attacking the unprotected red horse on h7. Under chase=plain Black chases on every
     * move and Red, checking on every move, loses (checking first: were chase judged first, Black
     * would lose). Under the Asian rules the chariot on e7 is pinned, its capture illegal
     * (protection: recapture), so Black's moves are no chase there and Red loses by the check alone.
     */
    static final String CHECK_AGAINST_CHASE = "4k4/9/9/3r3N1/9/4N4/9/4C4/9/5K3 b - - 0 1";
    static final String[] CHECK_AGAINST_CHASE_LINE = {"d7e7", "e5g6", "e7d7", "g6e5"};

    @Test
    void checkAgainstChaseTheCheckerLoses() {
        loses(cycle(PLAIN, CHECK_AGAINST_CHASE, CHECK_AGAINST_CHASE_LINE), GameResult.Status.BLACK_WINS, "perpetual check");
        loses(cycle(XQ, CHECK_AGAINST_CHASE, CHECK_AGAINST_CHASE_LINE), GameResult.Status.BLACK_WINS, "perpetual check");
    }

    /**
     * Row XQ-19, seed 004 IX: both sides breaking the same rule may be ruled a draw; WXF Asian rules,
     * rule 7: both sides checking ("resolve check and check back") is a draw. The black cannon f7-e7
     * blocks the chariot's check on the e-file and uncovers the chariot on f10 against the red general;
     * the chariot e4-f4 blocks it and uncovers the cannon on e1 (screen: the black cannon); the cannon
     * back to f7 checks over the chariot; the chariot back to e4 checks. Every move checks: a claim.
     */
    static final String BOTH_CHECK = "5rC2/4k4/9/3n1c3/9/9/4R4/5K3/9/4C4 b - - 0 1";
    static final String[] BOTH_CHECK_LINE = {"f7e7", "e4f4", "e7f7", "f4e4"};

    @Test
    void bothSidesCheckingPerpetuallyIsADraw() {
        Position p = cycle(XQ, BOTH_CHECK, BOTH_CHECK_LINE);
        assertEquals(true, p.inCheck(), "the last move checked as well");
        claimOnly(p);
        claimOnly(cycle(PLAIN, BOTH_CHECK, BOTH_CHECK_LINE));
    }
}
