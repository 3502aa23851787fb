package varia.rules.counting;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.TerminalNode;
import varia.grammar.CountLexer;
import varia.grammar.CountParser;
import varia.yaml.ClauseException;

/**
 * Compiles one count-rule clause ({@code board 64 when no P}, {@code pieces RR 8, R 16, else 64
 * from pieces + 1 when no P}) into an {@link CountRule}. Grammar: {@code Count.g4};
 * syntax documented in docs/variant-format.md ("Count clauses").
 */
public final class CountClauses {
    private CountClauses() {}

    private static final class Abort extends RuntimeException {
        final ClauseException error;
        Abort(ClauseException error) { super(null, null, false, false); this.error = error; }
    }

    /**
     * Compiles {@code text}. {@code pieceProblem} checks one piece letter: null when it is a piece
     * of the variant, else the message (e.g. "unknown piece letter 'X'; the pieces are ...").
     */
    public static CountRule compile(String text, Function<Character, String> pieceProblem) throws ClauseException {
        if (text == null || text.isBlank()) {
            throw new ClauseException(1, "the clause is empty; write e.g. 'board 64 when no P' or"
                    + " 'pieces RR 8, R 16, else 64 from pieces + 1 when no P'");
        }
        CountLexer lexer = new CountLexer(CharStreams.fromString(text));
        lexer.removeErrorListeners();
        CommonTokenStream tokens = new CommonTokenStream(lexer);
        tokens.fill();
        int previous = -1;
        for (Token t : tokens.getTokens()) {
            int type = previous;
            previous = t.getType();
            if (t.getType() == CountLexer.WORD && type == CountLexer.IN) continue; // a region name: 'extra 5 in centre'
            if (t.getType() == CountLexer.UNKNOWN) {
                throw new ClauseException(col(t), "unexpected character '" + t.getText() + "'; a clause holds"
                        + " lower-case keywords, upper-case piece letters, numbers, ',' and '+'");
            }
            if (t.getType() == CountLexer.WORD) {
                String guess = varia.yaml.Suggestions.closest(t.getText(), List.of("board", "pieces", "else", "from", "when", "no", "extra", "in"));
                throw new ClauseException(col(t), "unknown word '" + t.getText() + "'"
                        + (guess != null ? "; did you mean '" + guess + "'?"
                        : "; the keywords are board, pieces, else, from, when, no, extra, in (piece letters are upper case)"));
            }
        }
        CountParser parser = new CountParser(tokens);
        parser.removeErrorListeners();
        parser.addErrorListener(new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object offending, int line, int pos, String msg,
                                    RecognitionException e) {
                throw new Abort(syntax((Token) offending, text));
            }
        });
        CountParser.ClauseContext tree;
        try {
            tree = parser.clause();
        } catch (Abort a) {
            throw a.error;
        }
        if (tree.boardClause() != null) {
            CountParser.BoardClauseContext b = tree.boardClause();
            int limit = number(b.NUMBER(), "the limit");
            boolean fromPieces = start(b.start());
            String pawns = pawns(b.whenNo(), pieceProblem);
            return new CountRule(CountRule.Kind.BOARD, text.trim(), limit, Map.of(), fromPieces, pawns);
        }
        CountParser.PiecesClauseContext pc = tree.piecesClause();
        Map<String, Integer> limits = new LinkedHashMap<>();
        for (CountParser.EntryContext e : pc.entry()) {
            Token letters = e.LETTERS().getSymbol();
            for (int i = 0; i < letters.getText().length(); i++) {
                String problem = pieceProblem.apply(letters.getText().charAt(i));
                if (problem != null) throw new ClauseException(col(letters) + i, problem);
            }
            String material = sorted(letters.getText());
            if (limits.containsKey(material)) {
                throw new ClauseException(col(letters), "material '" + letters.getText() + "' is listed twice");
            }
            limits.put(material, number(e.NUMBER(), "the limit"));
        }
        if (pc.elseEntry() == null) {
            Token last = pc.entry(pc.entry().size() - 1).NUMBER().getSymbol();
            throw new ClauseException(col(last) + last.getText().length(), "the limit when no entry matches is"
                    + " missing: add ', else N' after the last entry (e.g. ', else 64')");
        }
        int otherwise = number(pc.elseEntry().NUMBER(), "the limit");
        boolean fromPieces = start(pc.start());
        String pawns = pawns(pc.whenNo(), pieceProblem);
        int extra = 0;
        String extraRegion = null;
        if (pc.extra() != null) {
            extra = number(pc.extra().NUMBER(), "an extra count");
            extraRegion = pc.extra().WORD().getText();
        }
        return new CountRule(CountRule.Kind.PIECES, text.trim(), otherwise, limits, fromPieces, pawns,
                extra, extraRegion);
    }

    /** The material key: letters sorted, so that "RN" and "NR" are the same. */
    static String sorted(String letters) {
        char[] c = letters.toCharArray();
        java.util.Arrays.sort(c);
        return new String(c);
    }

    private static int col(Token t) { return t.getCharPositionInLine() + 1; }

    private static int number(TerminalNode n, String what) throws ClauseException {
        Token t = n.getSymbol();
        String s = t.getText();
        if (s.length() > 6) throw new ClauseException(col(t), what + " " + s + " is too large");
        int v = Integer.parseInt(s);
        if (v < 1) throw new ClauseException(col(t), what + " must be at least 1, not " + s);
        return v;
    }

    private static boolean start(CountParser.StartContext s) throws ClauseException {
        if (s == null) return false;
        Token n = s.NUMBER().getSymbol();
        if (s.PIECES() != null) {
            if (!n.getText().equals("1")) {
                throw new ClauseException(col(n), "the count can only start at 'pieces + 1' (the pieces on the"
                        + " board plus one), not 'pieces + " + n.getText() + "'");
            }
            return true;
        }
        if (!n.getText().equals("1")) {
            throw new ClauseException(col(n), "a count starts at 1 or at 'pieces + 1', not at " + n.getText());
        }
        return false;
    }

    private static String pawns(CountParser.WhenNoContext w, Function<Character, String> pieceProblem) throws ClauseException {
        if (w == null) return "";
        StringBuilder sb = new StringBuilder();
        for (TerminalNode n : w.LETTERS()) {
            Token t = n.getSymbol();
            for (int i = 0; i < t.getText().length(); i++) {
                char c = t.getText().charAt(i);
                String problem = pieceProblem.apply(c);
                if (problem != null) throw new ClauseException(col(t) + i, problem);
                if (sb.indexOf(String.valueOf(c)) < 0) sb.append(c);
            }
        }
        return sb.toString();
    }

    /** A precise message for the first token the parser did not expect. */
    private static ClauseException syntax(Token bad, String text) {
        int column = bad.getType() == Token.EOF ? text.length() + 1 : col(bad);
        String found = bad.getType() == Token.EOF ? "the end of the clause" : "'" + bad.getText() + "'";
        List<String> expected = new ArrayList<>();
        String hint;
        switch (bad.getType()) {
            case CountLexer.NUMBER -> hint = "a number follows a keyword or piece letters, e.g. 'R 16'";
            case CountLexer.LETTERS -> hint = "piece letters stand at the start of an entry ('RR 8') or after 'when no'";
            default -> hint = "a clause reads 'board N [from 1] [when no P]' or"
                    + " 'pieces RR 8, R 16, ..., else N [from pieces + 1] [when no P]'";
        }
        expected.add(hint);
        if (bad.getType() == Token.EOF) return new ClauseException(column, "the clause ends too early; " + expected.get(0));
        return new ClauseException(column, "unexpected " + found + "; " + expected.get(0));
    }
}
