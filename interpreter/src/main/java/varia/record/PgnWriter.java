package varia.record;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import varia.engine.FenException;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Writes games as PGN: the seven-tag roster first (Event, Site, Date, Round, White, Black, Result),
 * then Variant, SetUp (added as "1" when there is a FEN), FEN, VariantOptions and the other tags in their order; movetext with move
 * numbers, comments in braces, lines of at most 79 characters, the result token last.
 */
public final class PgnWriter {
    private PgnWriter() {}

    static final List<String> ROSTER = List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");
    static final List<String> NEXT = List.of("Variant", "SetUp", "FEN", "VariantOptions", "Termination");

    /** The game as PGN text, ending with an empty line. */
    public static String write(Game g) {
        StringBuilder sb = new StringBuilder();
        write(sb, g);
        return sb.toString();
    }

    public static void write(StringBuilder out, Game g) {
        Map<String, String> tags = new LinkedHashMap<>();
        String result = g.result();
        for (String t : ROSTER) tags.put(t, t.equals("Result") ? result : g.tags().getOrDefault(t, t.equals("Date") ? "????.??.??" : "?"));
        // a record that names its players Red/Black (xiangqi), Cho/Han (janggi), Sente/Gote (shogi): the roster says who they are
        if (!g.tags().containsKey("White") && g.firstPlayer() != null) tags.put("White", g.firstPlayer());
        if (!g.tags().containsKey("Black") && g.secondPlayer() != null) tags.put("Black", g.secondPlayer());
        for (String t : NEXT) if (g.tags().containsKey(t)) tags.put(t, g.tags().get(t));
        if (tags.containsKey("FEN") && !tags.containsKey("SetUp")) {
            // SetUp comes before FEN
            Map<String, String> withSetUp = new LinkedHashMap<>();
            for (var e : tags.entrySet()) {
                if (e.getKey().equals("FEN")) withSetUp.put("SetUp", "1");
                withSetUp.put(e.getKey(), e.getValue());
            }
            tags = withSetUp;
        }
        for (var e : g.tags().entrySet()) tags.putIfAbsent(e.getKey(), e.getValue());
        for (var e : tags.entrySet()) out.append('[').append(e.getKey()).append(" \"").append(escape(e.getValue())).append("\"]\n");
        out.append('\n');
        int startMove = 1, side = 0;
        String fen = g.tag("FEN");
        if (fen != null) {
            String[] f = fen.strip().split("\\s+");
            if (f.length > 1 && f[1].startsWith("b")) side = 1; // "b3": Black, three moves of an opening series left
            startMove = Validator.fullmove(fen);
        }
        List<String> tokens = new ArrayList<>();
        if (g.preComment() != null) tokens.add("{" + comment(g.preComment()) + "}");
        List<RecordedMove> moves = g.moves();
        for (int i = 0; i < moves.size(); i++) {
            int k = i + side;
            if (k % 2 == 0) tokens.add((startMove + k / 2) + ". " + moves.get(i).text());
            else if (i == 0 || moves.get(i - 1).comment() != null) tokens.add((startMove + k / 2) + "... " + moves.get(i).text());
            else tokens.add(moves.get(i).text());
            if (moves.get(i).comment() != null) tokens.add("{" + comment(moves.get(i).comment()) + "}");
        }
        tokens.add(result);
        int col = 0;
        for (String t : tokens) {
            for (String word : t.startsWith("{") ? t.split(" ") : new String[] {t}) {
                if (col > 0 && col + 1 + word.length() > 79) { out.append('\n'); col = 0; }
                else if (col > 0) { out.append(' '); col++; }
                out.append(word);
                col += word.length();
            }
        }
        out.append("\n\n");
    }

    private static String escape(String s) { return s.replace("\\", "\\\\").replace("\"", "\\\"").replace('\n', ' '); }

    private static String comment(String s) { return s.replace('}', ')').replace('\n', ' ').strip(); }

    /**
     * A copy of the game with every move rewritten in this variant's SAN (or in Fairy-Stockfish
     * coordinates), replaying them; null plus the reason in {@code why[0]} when a move does not
     * replay ("move 12... Nxe5: why", the move as its record wrote it); when {@code why} has three
     * slots, {@code why[1]} and {@code why[2]} get that move's line and column in the record.
     */
    public static Game rewrite(Game g, Variant v, boolean coordinates, String[] why) {
        return rewrite(g, v, coordinates, (LetterAliases.Dialect) null, why);
    }

    /** As {@link #rewrite(Game, Variant, boolean, String[])}, writing SAN with a letter dialect (null: own letters). */
    public static Game rewrite(Game g, Variant v, boolean coordinates, LetterAliases.Dialect letters, String[] why) {
        return rewriteWith(g, v, coordinates, new San(v, letters), true, why);
    }

    /**
     * As {@link #rewrite(Game, Variant, boolean, String[])} in Fairy-Stockfish's dialect: its SAN
     * and its variant name in the Variant tag ({@link FairyStockfishDialect}); null plus the reason
     * when Fairy-Stockfish has no counterpart of the variant or a move does not replay.
     */
    public static Game rewriteForFairyStockfish(Game g, Variant v, boolean coordinates, String[] why) {
        FairyStockfishDialect.Counterpart cp = FairyStockfishDialect.of(v);
        if (cp == null) {
            why[0] = "Fairy-Stockfish has no counterpart of " + v.name() + " (" + v.key() + ")";
            return null;
        }
        // Fairy-Stockfish's records start after the compulsory moves its setups hold (its shatar: after 1.d4 d5)
        Game out = rewriteWith(g, v, coordinates, San.fairyStockfish(v, cp), false, why);
        if (out != null) out.tag("Variant", cp.name());
        return out;
    }

    private static Game rewriteWith(Game original, Variant v, boolean coordinates, San san, boolean setupMoves, String[] why) {
        Game g = XBoardDialect.adapt(original, v); // XBoard's PGN (xiangqi ranks 0-9, its letters) read as Varia's
        MoveParser parser = new MoveParser(new San(v));
        Position pos;
        try {
            pos = Replay.start(g, v);
        } catch (FenException | RuntimeException e) {
            why[0] = "FEN: " + e.getMessage();
            return null;
        }
        Game out = new Game(g.number(), g.line());
        out.tags().putAll(g.tags());
        out.preComment(g.preComment());
        out.termination(g.termination());
        // the compulsory first moves the setup holds, when the record writes them, stay in it (Replay passes over them)
        for (int i = 0, k = setupMoves ? Math.max(0, SetupMoves.written(pos, g.moves())) : 0; i < k; i++) {
            RecordedMove rm = g.moves().get(i);
            out.moves().add(new RecordedMove(SetupMoves.write(pos, i, coordinates), rm.line(), rm.column(), rm.comment()));
        }
        Replay.Result replayed = Replay.moves(pos, g.preComment(), g.moves(), parser, (i, rm, move, before) -> out.moves().add(
                new RecordedMove(coordinates ? coordinate(before, move) : san.write(before, move), rm.line(), rm.column(), rm.comment())));
        if (!replayed.complete()) {
            RecordedMove bad = replayed.stop().move();
            // the move number as the position counts it (the start FEN's number included), the move as its record wrote it
            String no = bad.number() != null ? bad.number() + " " : pos.moveNumber() + (pos.sideToMove() == 0 ? ". " : "... ");
            why[0] = "move " + no + bad.asWritten() + ": " + replayed.stop().error();
            if (why.length >= 3) { why[1] = Integer.toString(bad.line()); why[2] = Integer.toString(bad.column()); }
            return null;
        }
        if (out.tag("Termination") == null) {
            var r = pos.result();
            if (!r.isOver() && !pos.rulings().isEmpty()) r = pos.rulings().get(0); // the record ends in a forbidden cycle
            if (r.isOver() && r.pgn().equals(out.result())) out.tag("Termination", r.reason());
        }
        return out;
    }

    /** Fairy-Stockfish coordinates, with drops as {@code P@e5} (a promoted form dropped as such: {@code +N@c3}). */
    static String coordinate(Position pos, int move) {
        return pos.moveToUci(move);
    }
}
