package varia.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import varia.dice.DiceChessGame;
import varia.dice.DiceNotation;
import varia.dice.DicePosition;
import varia.dice.DiceRecord;
import varia.dice.DiceRun;
import varia.dice.DiceTable;
import varia.race.RaceRecord;
import varia.variant.VariantException;

/**
 * A dice-chess record (docs/records.md, "Dice chess") on the records page: replayed as
 * {@code varia validate GAME FILE} replays it ({@link DiceRecord}, with the record's options), with
 * the position after every legal turn, so that the page can step through it and show the refused
 * turn where it is refused: the position after that turn's accepted moves, the move written, why,
 * and the legal moves there. Any dice-chess file: the game is the record's {@code game:} line or
 * the one chosen, looked up in {@link DiceCatalog} (never a path).
 */
final class DiceRecordView {
    private DiceRecordView() {}

    record SeatView(int index, String name, String letter, String forward) {}

    /** The position: the men, whose turn, each seat's stakes and whether it is in. */
    record Position(List<DiceView.Man> men, int toMove, int[] stakes, boolean[] in, boolean over) {}

    record MoveView(String move, String from, String to) {}

    record Step(int n, int player, String seat, List<String> dice, List<MoveView> moves, int lost, Position after) {}

    /** The refused turn: where (turn, line), whose, its dice, the move refused, why; the moves accepted before it and the legal ones there. */
    record Failure(int turn, int line, int player, String seat, List<String> dice, String move, String reason, List<MoveView> played,
                   List<String> legal, Position at) {}

    record View(String game, String name, int players, Map<String, String> options, boolean ok, String verdict, DiceView.Board board,
                List<DiceView.Piece> pieces, List<SeatView> seats, Position start, List<Step> steps, Failure failure, String result) {}

    /**
     * The dice-chess game a record is for, or null when the text is not a dice-chess record (then
     * the race and chess-like readers take it): the game chosen on the page when it is a dice-chess
     * game; else, unless another format is chosen, the record's {@code game:} line when it names one.
     */
    static String gameOf(DiceCatalog dice, String text, String format, String chosen) {
        boolean auto = format == null || format.isBlank() || format.equalsIgnoreCase("auto");
        boolean asked = "dice-chess".equalsIgnoreCase(format);
        if (chosen != null && !chosen.isBlank()) {
            String key = known(dice, chosen.strip());
            if (key != null) return key;
            if (!asked) return null;
        }
        if (!auto && !asked) return null;
        String game = RaceRecord.header(text).game();
        if (game == null || game.isBlank()) {
            if (auto) return null;
            throw new Api.HttpError(400, "a dice-chess record names its game on a line 'game: KEY' before the turns (or choose the game)");
        }
        String key = known(dice, game);
        if (key == null && asked) throw new Api.HttpError(404, RaceRecordView.unknownGame(game, "dice-chess game"));
        return key;
    }

    private static String known(DiceCatalog dice, String key) {
        if (dice.has(key)) return key;
        String lower = key.toLowerCase(Locale.ROOT);
        return dice.has(lower) ? lower : null;
    }

    /** Replays the record in the game, with the record's options (as {@code varia validate} does). */
    static View read(DiceCatalog catalog, String key, String text) {
        Map<String, String> options = RaceRecord.header(text).options();
        DiceChessGame game;
        try {
            game = catalog.get(key, options);
        } catch (VariantCatalog.NotFound e) {
            throw new Api.HttpError(404, e.getMessage());
        } catch (VariantException e) {
            throw new Api.HttpError(400, "the record's options: " + e.getMessage());
        }
        DiceRecord.Replay r = DiceRecord.replayInFull(game, text);
        DiceRecord.Verdict v = r.verdict();
        String verdict = v.ok() ? "legal record: " + v.message() : v.message();
        DiceTable t = r.table();
        if (t == null) // the header is refused: nothing to step through
            return new View(game.key(), game.name(), 0, options, false, verdict, null, DiceView.pieces(game), List.of(), null, List.of(), null, null);
        List<SeatView> seats = new ArrayList<>();
        for (int p = 0; p < t.players; p++) seats.add(new SeatView(p, t.seat(p).name(), String.valueOf(t.seat(p).letter()), t.seat(p).forwardName()));
        // a refused turn's own moves (those before the refused one) are shown with the failure, not as a step
        boolean turnRefused = !v.ok() && v.message().startsWith("turn ");
        int complete = turnRefused ? Math.min(r.turns().size(), v.turns() - 1) : r.turns().size();
        DiceRun run = DiceRun.start(t);
        DicePosition pos = run.position;
        Position start = position(pos);
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < complete; i++) {
            DiceRun.Turn turn = r.turns().get(i);
            List<MoveView> moves = play(run, turn);
            steps.add(new Step(i + 1, turn.player(), t.seat(turn.player()).name(), DiceView.names(game, turn.outcomes()), moves,
                    turn.outcomes().length - moves.size(), position(pos)));
        }
        Failure failure = null;
        if (!v.ok()) {
            int player = pos.toMove();
            List<String> dice = List.of();
            List<MoveView> played = List.of();
            List<String> legal = new ArrayList<>();
            if (turnRefused && r.turns().size() >= v.turns()) { // its dice were read: replay the moves accepted before the refused one
                DiceRun.Turn turn = r.turns().get(v.turns() - 1);
                dice = DiceView.names(game, turn.outcomes());
                played = play(run, turn);
                if (pos.inTurn() && pos.toMove() == player) for (int m : run.legal()) legal.add(DiceNotation.text(pos, m));
            }
            String reason = v.message().replaceFirst("^turn [0-9]+ \\(line [0-9]+\\)( \\([^)]*\\))?: ", "");
            failure = new Failure(v.turns(), r.line(), player, t.seat(player).name(), dice, r.move(), reason, played, legal, position(pos));
        }
        return new View(game.key(), game.name(), t.players, options, v.ok(), verdict, new DiceView.Board(t.files, t.ranks),
                DiceView.pieces(game), seats, start, steps, failure, pos.over() ? DiceView.result(pos).reason() : null);
    }

    /** Plays a turn's dice and moves (as the replay accepted them). */
    private static List<MoveView> play(DiceRun run, DiceRun.Turn turn) {
        DicePosition pos = run.position;
        DiceTable t = pos.table();
        List<String> made = run.begin(turn.outcomes());
        List<MoveView> out = new ArrayList<>();
        for (String text : turn.moves()) {
            int m;
            try {
                m = DiceNotation.parse(pos, text);
            } catch (DiceNotation.IllegalMove e) {
                throw new IllegalStateException("the replay accepted " + text + ": " + e.getMessage(), e);
            }
            out.add(new MoveView(DiceNotation.text(pos, m), t.squareName(DicePosition.from(m)), t.squareName(DicePosition.to(m))));
            run.move(m, made);
        }
        return out;
    }

    private static Position position(DicePosition pos) {
        DiceTable t = pos.table();
        int[] stakes = new int[t.players];
        boolean[] in = new boolean[t.players];
        for (int p = 0; p < t.players; p++) { stakes[p] = pos.score(p); in[p] = pos.in(p); }
        return new Position(DiceView.men(pos), pos.toMove(), stakes, in, pos.over());
    }
}
