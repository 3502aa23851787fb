package varia.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import varia.race.Outcome;
import varia.race.RaceGame;
import varia.race.RaceMove;
import varia.race.RacePosition;
import varia.race.RaceRecord;
import varia.race.RaceRun;
import varia.race.RaceTable;
import varia.variant.VariantException;

/**
 * A race record (docs/records.md, "Race games") on the records page: replayed as
 * {@code varia validate GAME FILE} replays it ({@link RaceRecord}, the record's options), with the
 * position after every legal turn, so that the page can step through it on the race board and
 * show the first refused turn, its line and why, at the step before it. Any race file: the game is
 * the record's {@code game:} line or the one chosen, looked up in {@link RaceCatalog} (never a path).
 */
final class RaceRecordView {
    private RaceRecordView() {}

    /** A seat as the board needs it: its track from entry to home (square names). */
    record SeatView(int index, String name, String letter, String start, String home, List<String> track) {}

    /**
     * One turn and the position after it: each playing seat's pieces as track indices (-1 off the
     * board, the last index home), whose turn is next, whether the game is over.
     */
    record Step(int n, int player, String seat, String throwToken, String throwLabel, int distance, String move,
                String from, String to, int captured, boolean lost, int toMove, boolean over, int[][] at) {}

    /** The first refused turn: where (turn, line), whose, the throw and move written, why, the legal moves there. */
    record Failure(int turn, int line, int player, String seat, String throwToken, String move, String reason,
                   List<String> legal) {}

    record View(String game, String name, int players, Map<String, String> options, boolean ok, String verdict,
                RaceView.Board board, RaceView.Dice dice, List<SeatView> seats, int[][] start, int startToMove,
                List<Step> steps, Failure failure, String result) {}

    /**
     * The race game a record is for, or null when the text is not a race record (then the
     * chess-like readers take it): the game chosen on the page when it is a race game; else, unless
     * another format is chosen, the record's {@code game:} line.
     */
    static String gameOf(RaceCatalog races, String text, String format, String chosen) {
        if (chosen != null && !chosen.isBlank()) {
            String key = known(races, chosen.strip());
            if (key != null) return key;
            if (!"race".equalsIgnoreCase(format)) return null;
        }
        boolean auto = format == null || format.isBlank() || format.equalsIgnoreCase("auto");
        if (!auto && !format.equalsIgnoreCase("race")) return null;
        String game = RaceRecord.header(text).game();
        if (game == null || game.isBlank()) {
            if (auto) return null;
            throw new Api.HttpError(400, "a race record names its game on a line 'game: KEY' before the turns (or choose the game)");
        }
        String key = known(races, game);
        if (key == null) throw new Api.HttpError(404, unknownGame(game, auto ? "race or dice-chess game" : "race game"));
        return key;
    }

    /**
     * Why a record's {@code game:} line is not played here: no such game of the family (or of
     * either family, when the page was left to tell), or a path, which records never follow.
     */
    static String unknownGame(String game, String what) {
        String shown = varia.io.Printable.shorten(game);
        if (varia.variant.VariantRegistry.looksLikePath(game))
            return "the record's game: line names the file '" + shown + "': a record names its game by key (bundled, in the"
                    + " variant folder or pasted on the author page), never a file by path; choose the game, or paste its file";
        return "the record is a game of '" + shown + "', which is no " + what + " here";
    }

    private static String known(RaceCatalog races, String key) {
        if (races.has(key)) return key;
        String lower = key.toLowerCase(Locale.ROOT);
        return races.has(lower) ? lower : null;
    }

    /** Replays the record in the game, with the record's options (as {@code varia validate} does). */
    static View read(RaceCatalog races, String key, String text) {
        Map<String, String> options = RaceRecord.header(text).options();
        RaceGame game;
        try {
            game = races.get(key, options);
        } catch (VariantCatalog.NotFound e) {
            throw new Api.HttpError(404, e.getMessage());
        } catch (VariantException e) {
            throw new Api.HttpError(400, "the record's options: " + e.getMessage());
        }
        RaceRecord.Replay r = RaceRecord.replayInFull(game, text);
        String verdict = r.verdict().ok() ? "legal record: " + r.verdict().message() : r.verdict().message();
        RaceTable t = r.table();
        if (t == null) // the header is refused: nothing to step through
            return new View(game.key(), game.name(), 0, options, false, verdict, null, RaceView.dice(game), List.of(),
                    null, 0, List.of(), null, null);
        List<SeatView> seats = new ArrayList<>();
        for (int p = 0; p < t.players(); p++) {
            List<String> track = new ArrayList<>();
            for (int i = 0; i < t.length(p); i++) track.add(game.squareName(t.square(p, i)));
            seats.add(new SeatView(p, t.seat(p).name(), String.valueOf(t.seat(p).letter()), track.get(0),
                    track.get(track.size() - 1), track));
        }
        RaceRun run = RaceRun.start(t);
        RacePosition pos = run.position;
        int[][] start = at(t, pos);
        int first = pos.toMove();
        List<Step> steps = new ArrayList<>();
        int[] moves = new int[game.pieces() * 4 + 2];
        for (RaceRun.Turn turn : r.turns()) {
            RaceView.Move m = RaceView.move(t, pos, turn.outcome(), turn.move());
            Outcome o = game.dice().outcome(turn.outcome());
            int n = pos.generate(turn.outcome(), moves);
            run.turn(turn.outcome(), turn.move(), n == 1 && moves[0] == RaceMove.PASS);
            steps.add(new Step(steps.size() + 1, turn.player(), t.seat(turn.player()).name(), game.dice().token(turn.outcome()),
                    o.label(), o.distance(), m.move(), m.from(), m.to(), turn.captured(), turn.move() == RaceMove.PASS,
                    pos.toMove(), pos.over(), at(t, pos)));
        }
        Failure failure = null;
        RaceRecord.Bad bad = r.bad();
        if (bad != null)
            failure = new Failure(bad.turn(), bad.line(), pos.toMove(), bad.seat(), bad.throwToken(), bad.move(), bad.reason(), bad.legal());
        String result = pos.over() ? RaceView.result(t, pos, run.turns).reason() : null;
        return new View(game.key(), game.name(), t.players(), options, r.verdict().ok(), verdict, RaceView.board(t),
                RaceView.dice(game), seats, start, first, steps, failure, result);
    }

    /** Each playing seat's pieces as track indices (-1: off the board). */
    private static int[][] at(RaceTable t, RacePosition pos) {
        int[][] at = new int[t.players()][t.game().pieces()];
        for (int p = 0; p < t.players(); p++)
            for (int i = 0; i < at[p].length; i++) at[p][i] = pos.piece(p, i);
        return at;
    }
}
