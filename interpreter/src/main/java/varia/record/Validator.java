package varia.record;

import java.util.List;
import java.util.Map;
import varia.engine.FenException;
import varia.engine.GameResult;
import varia.engine.Position;
import varia.rules.sides.Sides;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.Variants;

/**
 * Replays games of one variant and says whether each is a legal game whose recorded result the
 * rules allow. One instance per variant and thread; never throws on bad input.
 */
public final class Validator {
    private final Variant variant;
    private final San san;
    private final MoveParser parser;

    private final boolean allowVariantPaths;

    public Validator(Variant variant) { this(variant, false); }

    /** @param allowVariantPaths true when a Variant tag may name a variant file by path (the user's {@code --allow-variant-paths}) */
    public Validator(Variant variant, boolean allowVariantPaths) {
        this.variant = variant;
        this.san = new San(variant);
        this.parser = new MoveParser(san);
        this.allowVariantPaths = allowVariantPaths;
    }

    public Variant variant() { return variant; }
    public San san() { return san; }

    /** The verdict on one game, with what its reader noted ({@link Game#notes()}) among its remarks. */
    public Verdict validate(Game g) { return replay(g).withRemarks(g.notes()); }

    private Verdict replay(Game g) {
        String recorded = g.result();
        List<Verdict.Note> notes = new java.util.ArrayList<>();
        for (Game.Tolerated t : g.tolerated()) notes.add(Verdict.Note.reading(t));
        if (!g.problems().isEmpty()) {
            Problem p = g.problems().get(0);
            Verdict before = before(g, p);
            if (before != null && !before.ok() && before.failure() != null && before.failure().kind() == Verdict.Failure.Kind.MOVE)
                return new Verdict(before.game(), before.line(), before.players(), false, before.plies(), recorded, null,
                        Verdict.Outcome.NOT_CHECKED, before.failure(), withReading(notes, before.notes()));
            // the moves before the problem were replayed: say how many (--json's plies)
            int plies = before != null && before.ok() ? before.plies() : 0;
            return new Verdict(g.number(), g.line(), g.players(), false, plies, recorded, null, Verdict.Outcome.NOT_CHECKED,
                    new Verdict.Failure(Verdict.Failure.Kind.SYNTAX, p.line(), p.column(), null, null, p.message(), null, List.of()), notes);
        }
        String tagResult = g.tag("Result");
        if (tagResult != null && g.termination() != null && !tagResult.strip().equals(g.termination()))
            return tagFail(g, "Result tag \"" + tagResult + "\" differs from the movetext's " + g.termination(), notes);
        String vt = g.tag("Variant");
        if (vt != null && !vt.isBlank()) {
            Variant named = resolve(vt.strip());
            if (named != null && !named.key().equals(variant.key()))
                return tagFail(g, "Variant tag \"" + vt + "\" names " + named.name() + ", not " + variant.name(), notes);
        }
        g = XBoardDialect.adapt(g, variant); // XBoard's PGN (xiangqi ranks 0-9, its letters) read as Varia's
        Position pos;
        try {
            pos = start(g, variant);
        } catch (FenException e) {
            return tagFail(g, "FEN tag: " + e.getMessage(), notes);
        } catch (RuntimeException e) {
            return tagFail(g, "FEN tag: " + e, notes);
        }
        int startMove = fullmove(pos.toFen());
        int startSide = pos.sideToMove();
        List<RecordedMove> moves = g.moves();
        java.util.Set<String> noted = new java.util.HashSet<>();
        int[] at = {0};
        Rulings rulings = new Rulings(startMove, startSide, moves, notes);
        final Position game = pos;
        Replay.Result replayed = Replay.moves(pos, m -> {
            game.make(m);
            rulings.after(game, at[0]);
            if (!game.claimable()) return;
            for (GameResult c : game.claims()) {
                if (!noted.add(c.ending() + " " + c.reason())) continue; // the first time each kind is open
                RecordedMove rm = moves.get(at[0]);
                notes.add(new Verdict.Note(at[0] + 1, rm.number() != null ? rm.number() : moveNumber(startMove, startSide, at[0]), rm.asWritten(), c));
            }
        }, pos::declare, g.preComment(), moves, parser, (i, rm, move, before) -> at[0] = i);
        if (!replayed.complete()) {
            Replay.Stop stop = replayed.stop();
            RecordedMove rm = stop.move();
            int i = stop.index();
            // an opening series numbers each side's moves on its own: the position knows
            String no = rm.number() != null ? rm.number() // the record's own count (KIF: plies)
                    : pos.inOpeningSeries() ? pos.moveNumber() + (pos.sideToMove() == 0 ? "." : "...")
                    : moveNumber(startMove, startSide, i);
            String reason = stop.error();
            if (pos.legalMoves(new int[varia.engine.Moves.MAX_MOVES]) == 0) {
                GameResult r = pos.result();
                reason = "the game is already over (" + r + ")";
            } else if (i == moves.size() - 1 && declaredIllegal(g, pos.sideToMove())) {
                // the record says the game ended on an illegal move, and the last move is one: the result stands
                GameResult lost = GameResult.of(pos.sideToMove(), varia.rules.Outcome.LOSS, varia.engine.Ending.ADJUDICATION, "illegal move");
                Problem why = new Problem(rm.line(), rm.column(), "move " + no + " " + rm.asWritten() + " is illegal, as the record says ("
                        + reason + "): it loses the game");
                return new Verdict(g.number(), g.line(), g.players(), true, i, recorded, lost, Verdict.Outcome.AGREES, null, notes, List.of(why));
            }
            return new Verdict(g.number(), g.line(), g.players(), false, i, recorded, null, Verdict.Outcome.NOT_CHECKED,
                    new Verdict.Failure(Verdict.Failure.Kind.MOVE, rm.line(), rm.column(), no, rm.asWritten(), reason, pos.toFen(),
                            san.legalSans(pos)), notes);
        }
        GameResult rules = pos.result();
        Verdict.Outcome outcome;
        GameResult claimed = null;
        if (!rules.isOver()) for (GameResult c : pos.claims()) if (claimed == null && c.pgn().equals(recorded)) claimed = c;
        // the record ends in a cycle the offender was ordered to break: the arbiter's ruling is the rules' verdict,
        // a recorded result other than it (a draw agreed, a loss on time) is no contradiction, since a ruling is asked for
        GameResult ruled = rules.isOver() ? null : pos.rulings().stream().findFirst().orElse(null);
        if (recorded.equals("*")) outcome = Verdict.Outcome.UNFINISHED; // never a failure: the rules' verdict is reported beside it
        else if (rules.isOver()) outcome = rules.pgn().equals(recorded) ? Verdict.Outcome.AGREES : Verdict.Outcome.CONTRADICTS;
        else if (ruled != null && ruled.pgn().equals(recorded)) outcome = Verdict.Outcome.RULED;
        else outcome = claimed != null ? Verdict.Outcome.CLAIMED : Verdict.Outcome.NOT_DECIDED;
        if (ruled != null) rules = ruled;
        else if (claimed != null) rules = claimed;
        if (outcome == Verdict.Outcome.CONTRADICTS) {
            Verdict.Failure f = new Verdict.Failure(Verdict.Failure.Kind.RESULT, 0, 0, null, null,
                    "recorded " + recorded + " but the rules say " + rules.pgn() + " (" + rules.reason() + ")", pos.toFen(), List.of());
            return new Verdict(g.number(), g.line(), g.players(), false, moves.size(), recorded, rules, outcome, f, notes);
        }
        return new Verdict(g.number(), g.line(), g.players(), true, moves.size(), recorded, rules, outcome, null, notes);
    }

    /**
     * The rulings an arbiter could have given during the replay ({@link Position#rulings()}): one
     * note each time one opens (a perpetual check or chase), naming the offender by the game's
     * name for him ({@link Sides}) and the moves of the cycle, from the move after the repeated
     * position first stood to the one that completed the cycle. While it stays open through the
     * cycle's positions it is the same ruling; the offender who changes his move closes it.
     */
    private final class Rulings {
        private final int startMove, startSide;
        private final List<RecordedMove> moves;
        private final List<Verdict.Note> notes;
        private String open; // the ruling open after the previous move, or null

        Rulings(int startMove, int startSide, List<RecordedMove> moves, List<Verdict.Note> notes) {
            this.startMove = startMove;
            this.startSide = startSide;
            this.moves = moves;
            this.notes = notes;
        }

        void after(Position p, int index) {
            List<GameResult> now = p.rulings();
            if (now.isEmpty()) { open = null; return; }
            GameResult r = now.get(0);
            String key = r.pgn() + " " + r.reason();
            if (key.equals(open)) return;
            open = key;
            int span = 0;
            for (int k = 2, stop = p.ply() - p.repetitionWindow(); k <= stop; k += 2) if (p.back(k).hash() == p.hash()) span = k;
            int first = Math.max(0, index + 1 - span);
            String from = number(first), to = number(index);
            RecordedMove rm = moves.get(index);
            int offender = r.status() == GameResult.Status.WHITE_WINS ? 1 : 0;
            notes.add(Verdict.Note.ruling(index + 1, from.equals(to) ? from : from + "-" + to, rm.asWritten(), r,
                    Sides.of(variant).of(offender)));
        }

        /** The full-move number of the ply at {@code index} ({@code 55}), or the record's own count (KIF). */
        private String number(int index) {
            RecordedMove rm = moves.get(index);
            String n = rm.number() != null ? rm.number() : moveNumber(startMove, startSide, index);
            return n.replace(".", "");
        }
    }

    private static List<Verdict.Note> withReading(List<Verdict.Note> reading, List<Verdict.Note> others) {
        List<Verdict.Note> all = new java.util.ArrayList<>(reading);
        all.addAll(others);
        return all;
    }

    /**
     * The verdict on the moves read before a reading problem: a native reader that tracks the
     * board (WXF) often cannot read the move after an illegal one, and the illegal move, not its
     * consequence, is the error to show; when they replay, their count is the game's plies.
     */
    private Verdict before(Game g, Problem p) {
        Game head = new Game(g.number(), g.line());
        head.tags().putAll(g.tags());
        head.tags().remove("Result");
        for (RecordedMove m : g.moves()) {
            if (p.line() > 0 && (m.line() > p.line() || m.line() == p.line() && m.column() >= p.column())) break;
            head.moves().add(m);
        }
        head.termination("*");
        return validate(head);
    }

    /**
     * True when the record says its game ended on an illegal move by {@code mover} (KIF's
     * 反則勝ち, CSA's {@code %ILLEGAL_MOVE} after the move, a PGN Termination "illegal move")
     * and its result is that side's loss.
     */
    private static boolean declaredIllegal(Game g, int mover) {
        String t = g.tag("Termination");
        return t != null && t.strip().toLowerCase(java.util.Locale.ROOT).startsWith("illegal move")
                && g.result().equals(mover == 0 ? "0-1" : "1-0");
    }

    /** The start position from the FEN tag (SetUp "1" or not), else the variant's. */
    public static Position start(Game g, Variant v) throws FenException { return Replay.start(g, v); }

    /** The variant a Variant tag names, or null when it names none Varia may load (see {@link VariantTag}). */
    private Variant resolve(String name) {
        try {
            return VariantTag.resolve(name, allowVariantPaths);
        } catch (VariantException | RuntimeException e) {
            return null;
        }
    }


    /** A verdict for a game refused before its moves (a tag such as VariantOptions names no valid choice). */
    public static Verdict refused(Game g, String why) {
        return new Verdict(g.number(), g.line(), g.players(), false, 0, g.result(), null, Verdict.Outcome.NOT_CHECKED,
                new Verdict.Failure(Verdict.Failure.Kind.TAG, g.line(), 1, null, null, why, null, List.of()));
    }

    /** The option values of a {@code VariantOptions} tag ({@link Variants#options(String)}). */
    public static Map<String, String> variantOptions(String tag) {
        try {
            return Variants.options(tag);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("VariantOptions tag: " + e.getMessage());
        }
    }

    private Verdict tagFail(Game g, String why, List<Verdict.Note> notes) {
        return new Verdict(g.number(), g.line(), g.players(), false, 0, g.result(), null, Verdict.Outcome.NOT_CHECKED,
                new Verdict.Failure(Verdict.Failure.Kind.TAG, g.line(), 1, null, null, why, null, List.of()), notes);
    }

    /** PGN move number of the i-th ply: {@code 12.} for White, {@code 12...} for Black. */
    public static String moveNumber(int startMove, int startSide, int ply) {
        int k = ply + startSide;
        return (startMove + k / 2) + (k % 2 == 0 ? "." : "...");
    }

    static int fullmove(String fen) {
        String[] f = fen.strip().split("\\s+");
        try {
            return Math.max(1, Integer.parseInt(f[f.length - 1]));
        } catch (NumberFormatException e) {
            return 1;
        }
    }
}
