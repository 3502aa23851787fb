package varia.rules.checking;

import java.util.List;
import varia.engine.FenShape;
import varia.rules.Description;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.variant.RuleKey;
import varia.yaml.Key;

/** {@code play.checks: allowed | forbidden} and {@code end.checks-to-win: N}. */
public final class CheckingReader implements Rule<Checking> {
    public static final CheckingReader RULE = new CheckingReader();

    static final Key<Boolean> CHECKS = Key.word("checks", List.of("allowed", "forbidden"),
            "whether a move may give check", (w, i) -> i == 1)
            .doc("forbidden: a move that gives check is illegal (Racing Kings)");
    static final Key<Integer> CHECKS_TO_WIN = Key.whole("checks-to-win", 1, 9,
            "a whole number from 1 to 9 (a side that has given this many checks wins)")
            .doc("a side that has given this many checks wins (Three-check); the FEN counts the checks left");
    /** The FEN's check counter: the checks White and Black still have to give, after the en-passant field. */
    static final FenShape.ExtraField COUNTER = new FenShape.ExtraField("[0-9]\\+[0-9]",
            "the checks each side still has to give ('3+3': White's, then Black's)");

    private CheckingReader() {}

    @Override public RuleKey<Checking> key() { return Checking.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.play(CHECKS), Placement.end(CHECKS_TO_WIN)); }

    @Override public Checking read(RuleInput in) {
        int before = in.problems().count();
        Boolean forbidden = in.playNode("checks") == null ? Boolean.FALSE : in.play(CHECKS);
        Integer toWin = in.endNode("checks-to-win") == null ? Integer.valueOf(0) : in.end(CHECKS_TO_WIN);
        if (in.problems().count() > before || forbidden == null || toWin == null) return null;
        if (forbidden && toWin > 0) {
            in.problems().at(in.endNode("checks-to-win"), "end.checks-to-win: no check can be given while 'play.checks' is"
                    + " 'forbidden'; remove one of them");
            return new Checking(false, toWin); // (reported: the file does not load; the counter still lets its setup be read)
        }
        return forbidden || toWin > 0 ? new Checking(forbidden, toWin) : null;
    }

    /** A game counting checks carries the counter in its setup, as Fairy-Stockfish writes it ('... - 3+3 0 1'). */
    @Override public void checkSetup(Checking model, RuleInput in) {
        if (model == null || model.checksToWin() == 0 || in.setupFen() == null) return;
        String[] f = in.setupFen().trim().split("\\s+");
        if (f.length < 5 || !f[4].matches(COUNTER.pattern()))
            in.problems().at(in.setupNode(), "setup: the check counter is missing: write the checks each side has to give after"
                    + " the en-passant field, e.g. '... KQkq - " + model.checksToWin() + "+" + model.checksToWin() + " 0 1'");
    }

    @Override public FenShape.ExtraField fenField(Checking model) { return model.checksToWin() > 0 ? COUNTER : null; }

    @Override public void describe(Checking model, Description out) {
        if (model == null) return;
        if (model.forbidden()) out.play("A move that gives check is illegal.");
        if (model.checksToWin() > 0)
            out.end("Checks: a side that has given check " + model.checksToWin() + " time" + (model.checksToWin() == 1 ? "" : "s")
                    + " wins (a checkmate wins as well). The FEN counts the checks each side still has to give, after the"
                    + " en-passant field: '" + model.checksToWin() + "+" + model.checksToWin() + "' at the start.");
    }

    @Override public void install(Checking model, varia.engine.Installer engine) { CheckCounter.install(model, engine); }
}
