package varia.record;

/** The output lines of {@code varia validate}: text (one line per game) and JSON Lines. */
public final class VerdictFormat {
    private VerdictFormat() {}

    /**
     * {@code FILE:LINE: game N (White - Black): OK, 41 plies, 1-0 agrees with the rules (checkmate)} or
     * {@code FILE:LINE:COL: game N: FAIL move 12... Nxe5: not a legal move; position FEN; legal moves: ...}.
     */
    public static String text(String file, Verdict v) {
        StringBuilder sb = new StringBuilder(file);
        Verdict.Failure f = v.failure();
        if (f != null && f.line() > 0) sb.append(':').append(f.line()).append(':').append(f.column());
        else if (v.line() > 0) sb.append(':').append(v.line());
        sb.append(": game ").append(v.game());
        if (v.players() != null) sb.append(" (").append(v.players()).append(')');
        sb.append(": ");
        if (v.ok()) {
            sb.append("OK, ").append(v.plies()).append(v.plies() == 1 ? " ply, " : " plies, ").append(v.recorded()).append(' ').append(v.outcome().text);
            if (v.outcome() == Verdict.Outcome.AGREES || v.outcome() == Verdict.Outcome.CLAIMED || v.outcome() == Verdict.Outcome.RULED)
                sb.append(" (").append(v.rules().reason()).append(')');
            if (v.outcome() == Verdict.Outcome.UNFINISHED && v.rules() != null && v.rules().isOver())
                sb.append("; the rules say ").append(v.rules().pgn()).append(" (").append(v.rules().reason()).append(')');
            if (v.outcome() == Verdict.Outcome.NOT_DECIDED && v.rules() != null && v.rules().isOver()) // the record ends in a forbidden cycle
                sb.append("; the rules could rule ").append(v.rules().pgn()).append(" (").append(v.rules().reason()).append(')');
            notes(sb, v);
            return varia.io.Printable.forTerminal(sb.toString());
        }
        sb.append("FAIL ");
        switch (f.kind()) {
            case SYNTAX -> sb.append("syntax: ").append(f.reason());
            case TAG -> sb.append("tag: ").append(f.reason());
            case RESULT -> sb.append("result after ").append(v.plies()).append(" plies: ").append(f.reason()).append("; position ").append(f.fen());
            case MOVE -> {
                sb.append("move ").append(f.moveNo()).append(' ').append(f.written()).append(": ").append(f.reason());
                sb.append("; position ").append(f.fen());
                sb.append("; legal moves: ").append(f.legal().isEmpty() ? "none" : String.join(" ", f.legal()));
            }
        }
        notes(sb, v);
        return varia.io.Printable.forTerminal(sb.toString()); // tags and moves come from the file: no escape sequences reach the terminal
    }

    /** "; note: a draw could have been claimed at move 42... Ra3 (3-fold repetition)" per note. */
    private static void notes(StringBuilder sb, Verdict v) {
        for (Verdict.Note n : v.notes()) sb.append("; note: ").append(n.text());
        for (Problem r : v.remarks()) sb.append("; note: ").append(remark(r));
    }

    /** "line 12: variations are not read" (a byte offset for binary records, whose line is 0 and column the offset). */
    public static String remark(Problem r) {
        return r.line() > 0 ? "line " + r.line() + ": " + r.message() : r.column() > 0 ? "byte " + r.column() + ": " + r.message() : r.message();
    }

    /** One JSON object per game. */
    public static String json(String file, Verdict v) {
        StringBuilder sb = new StringBuilder("{");
        sb.append("\"file\":").append(Json.str(file));
        sb.append(",\"game\":").append(v.game());
        sb.append(",\"line\":").append(v.line());
        if (v.players() != null) sb.append(",\"players\":").append(Json.str(v.players()));
        sb.append(",\"status\":").append(v.ok() ? "\"ok\"" : "\"fail\"");
        sb.append(",\"plies\":").append(v.plies());
        sb.append(",\"recorded\":").append(Json.str(v.recorded()));
        if (v.rules() != null) {
            sb.append(",\"rules\":").append(Json.str(v.rules().pgn()));
            sb.append(",\"reason\":").append(Json.str(v.rules().reason()));
        }
        sb.append(",\"outcome\":").append(Json.str(v.outcome().name().toLowerCase(java.util.Locale.ROOT)));
        if (!v.notes().isEmpty() || !v.remarks().isEmpty()) {
            sb.append(",\"notes\":[");
            for (int i = 0; i < v.notes().size(); i++) {
                Verdict.Note n = v.notes().get(i);
                sb.append(i == 0 ? "" : ",").append("{\"kind\":").append(Json.str(n.kind().name().toLowerCase(java.util.Locale.ROOT)));
                if (n.kind() == Verdict.Note.Kind.READING) sb.append(",\"line\":").append(n.line()).append(",\"column\":").append(n.column());
                else sb.append(",\"ply\":").append(n.ply())
                        .append(n.kind() == Verdict.Note.Kind.RULING ? ",\"moves\":" : ",\"moveNumber\":").append(Json.str(n.moveNo()))
                        .append(",\"move\":").append(Json.str(n.move()))
                        .append(",\"result\":").append(Json.str(n.claim().pgn())).append(",\"reason\":").append(Json.str(n.claim().reason()));
                sb.append(",\"text\":").append(Json.str(n.text())).append('}');
            }
            for (int i = 0; i < v.remarks().size(); i++) {
                Problem r = v.remarks().get(i);
                sb.append(i == 0 && v.notes().isEmpty() ? "" : ",").append("{\"kind\":\"record\"");
                if (r.line() > 0) sb.append(",\"line\":").append(r.line()).append(",\"column\":").append(r.column());
                sb.append(",\"text\":").append(Json.str(r.message())).append('}');
            }
            sb.append(']');
        }
        Verdict.Failure f = v.failure();
        if (f != null) {
            sb.append(",\"error\":{\"kind\":").append(Json.str(f.kind().name().toLowerCase(java.util.Locale.ROOT)));
            if (f.line() > 0) sb.append(",\"line\":").append(f.line()).append(",\"column\":").append(f.column());
            if (f.moveNo() != null) sb.append(",\"moveNumber\":").append(Json.str(f.moveNo()));
            if (f.written() != null) sb.append(",\"move\":").append(Json.str(f.written()));
            sb.append(",\"reason\":").append(Json.str(f.reason()));
            if (f.fen() != null) sb.append(",\"fen\":").append(Json.str(f.fen()));
            if (f.kind() == Verdict.Failure.Kind.MOVE) sb.append(",\"legal\":").append(Json.list(f.legal()));
            sb.append('}');
        }
        return sb.append('}').toString();
    }
}
