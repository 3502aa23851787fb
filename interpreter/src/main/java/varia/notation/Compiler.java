package varia.notation;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;

import varia.grammar.BetzaLexer;
import varia.grammar.BetzaParser;

/** Compiles a movement string: ANTLR parse, then a semantic pass per term. */
final class Compiler {
    private Compiler() {}

    /** Carries a NotationException out of an ANTLR callback. */
    private static final class Abort extends RuntimeException {
        final NotationException error;
        Abort(NotationException error) { super(null, null, false, false); this.error = error; }
    }

    static List<MoveRule> compile(String text) throws NotationException {
        if (text == null || text.isEmpty()) {
            throw new NotationException(1, "empty movement", "write at least one atom, e.g. K");
        }
        if (text.length() > Notation.MAX_LENGTH) {
            throw new NotationException(Notation.MAX_LENGTH + 1, "movement longer than " + Notation.MAX_LENGTH
                    + " characters (this one has " + text.length() + ")",
                    "the longest real pieces need a few dozen; split a very rich piece's moves into simpler atoms");
        }
        BetzaLexer lexer = new BetzaLexer(CharStreams.fromString(text));
        lexer.removeErrorListeners();
        CommonTokenStream tokens = new CommonTokenStream(lexer);
        tokens.fill();
        BetzaParser parser = new BetzaParser(tokens);
        parser.removeErrorListeners();
        parser.addErrorListener(new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object offending, int line, int pos, String msg,
                                    RecognitionException e) {
                throw new Abort(syntaxProblem(tokens.getTokens(), (Token) offending));
            }
        });
        BetzaParser.MovementContext tree;
        try {
            tree = parser.movement();
        } catch (Abort a) {
            throw a.error;
        }
        List<MoveRule> rules = new ArrayList<>();
        for (BetzaParser.TermContext term : tree.term()) compileTerm(term, rules);
        return Canonical.normalize(rules);
    }

    static int column(Token t) { return t.getCharPositionInLine() + 1; }

    private static boolean isModifier(int type) {
        return type == BetzaLexer.DIRECTION || type == BetzaLexer.MODALITY || type == BetzaLexer.LAME
                || type == BetzaLexer.HOP || type == BetzaLexer.INITIAL || type == BetzaLexer.AGAIN;
    }

    /** Turns the first syntax error into a precise message. */
    private static NotationException syntaxProblem(List<Token> all, Token bad) {
        if (bad.getType() == BetzaLexer.UNSUPPORTED) {
            return Unsupported.describe(bad.getText(), column(bad));
        }
        int index = bad.getTokenIndex();
        int first = index;
        while (first > 0 && isModifier(all.get(first - 1).getType())) first--;
        if (bad.getType() == Token.EOF && first < index) {
            StringBuilder mods = new StringBuilder();
            for (int i = first; i < index; i++) mods.append(all.get(i).getText());
            return new NotationException(column(all.get(first)),
                    "modifier" + (mods.length() > 1 ? "s '" : " '") + mods + "' without an atom after "
                            + (mods.length() > 1 ? "them" : "it"),
                    "modifiers stand before the atom they change, e.g. " + mods + "W");
        }
        if (bad.getType() == BetzaLexer.DIGIT) {
            return new NotationException(column(bad), "a range number must follow an atom",
                    "write the number after the atom, e.g. W2 or R4");
        }
        return new NotationException(column(bad), "unexpected '" + bad.getText() + "'", null);
    }

    /** One component of a term: a K is W + F, a Q is W + F unlimited, and so on. */
    record Part(Atom atom, int range) {}

    /** The modifiers of one leg, as written (a single-leg term has one). */
    static final class LegMods {
        final List<Directions.Code> codes = new ArrayList<>();
        final EnumSet<Mode> modes = EnumSet.noneOf(Mode.class);
        boolean initial, lame, hop, enPassant, toggle;
        int lameCol, hopCol, initialCol, epCol, captureCol, toggleCol;
        /** Column of the first modifier of this leg (or of the 'a' that opens it), for messages. */
        int column;
    }

    /** The atom of a term: its letter as written, its column, and its parts with their ranges. */
    record TermAtom(String letter, int column, List<Part> parts, boolean doubled) {}

    /** Reads the modifiers of each leg (legs are separated by 'a'): duplicates and direction codes. */
    private static List<LegMods> legs(BetzaParser.TermContext term) throws NotationException {
        List<LegMods> legs = new ArrayList<>();
        LegMods leg = new LegMods();
        legs.add(leg);
        Set<Character> seen = new LinkedHashSet<>();
        StringBuilder run = new StringBuilder();
        int runStart = 0;
        List<org.antlr.v4.runtime.tree.ParseTree> items = new ArrayList<>();
        for (int i = 0; i < term.getChildCount(); i++) {
            org.antlr.v4.runtime.tree.ParseTree c = term.getChild(i);
            if (c instanceof BetzaParser.ModifierContext
                    || c instanceof org.antlr.v4.runtime.tree.TerminalNode tn && tn.getSymbol().getType() == BetzaLexer.AGAIN) items.add(c);
        }
        for (int i = 0; i <= items.size(); i++) {
            Token t = null;
            if (i < items.size()) {
                var item = items.get(i);
                t = item instanceof BetzaParser.ModifierContext mc ? mc.getStart() : ((org.antlr.v4.runtime.tree.TerminalNode) item).getSymbol();
            }
            if (t != null && t.getType() == BetzaLexer.DIRECTION) {
                if (run.length() == 0) runStart = column(t);
                run.append(t.getText());
                continue;
            }
            if (run.length() > 0) {
                for (Directions.Code c : Directions.scan(run.toString(), runStart)) {
                    for (Directions.Code prev : leg.codes) {
                        if (prev.text().equals(c.text())) {
                            throw new NotationException(c.column(), "direction '" + c.text() + "' written twice",
                                    "to keep two letters apart write each one doubled, e.g. ffrrN");
                        }
                    }
                    leg.codes.add(c);
                }
                run.setLength(0);
            }
            if (t == null) break;
            if (t.getType() == BetzaLexer.AGAIN) {
                leg = new LegMods();
                leg.column = column(t);
                legs.add(leg);
                seen.clear();
                continue;
            }
            char ch = t.getText().charAt(0);
            if (!seen.add(ch)) {
                throw new NotationException(column(t), "modifier '" + ch + "' written twice in one "
                        + (legs.size() > 1 ? "leg" : "term"), "write each modifier once");
            }
            switch (ch) {
                case 'm' -> leg.modes.add(Mode.MOVE);
                case 'c' -> { leg.modes.add(Mode.CAPTURE); leg.captureCol = column(t); }
                case 'e' -> { leg.modes.add(Mode.EN_PASSANT); leg.enPassant = true; leg.epCol = column(t); }
                case 'n' -> { leg.lame = true; leg.lameCol = column(t); }
                case 'p' -> { leg.hop = true; leg.hopCol = column(t); }
                case 'i' -> { leg.initial = true; leg.initialCol = column(t); }
                case 'y' -> { leg.toggle = true; leg.toggleCol = column(t); }
                default -> throw new IllegalStateException("modifier " + ch);
            }
        }
        return legs;
    }

    /** The atom and its range: K is W + F, R an unlimited W, a doubled atom an unlimited rider. */
    private static TermAtom atom(BetzaParser.TermContext term) throws NotationException {
        Token atomToken = term.atom().getStart();
        boolean vector = atomToken.getType() == BetzaLexer.VECTOR;
        String letter = vector ? atomToken.getText() : atomToken.getText().substring(0, 1);
        boolean doubled = atomToken.getType() == BetzaLexer.DOUBLED;
        int atomCol = column(atomToken);

        Integer range = null; // null: the atom's default
        if (doubled) range = Leg.UNLIMITED;
        if (term.range() != null) {
            List<org.antlr.v4.runtime.tree.TerminalNode> digits = term.range().DIGIT();
            Token d0 = digits.get(0).getSymbol();
            if (doubled) {
                throw new NotationException(column(d0), "a doubled atom is already an unlimited rider; it takes no range",
                        "write " + letter + letter + " or " + letter + d0.getText() + ", not both");
            }
            if (digits.size() > 2) {
                throw new NotationException(column(digits.get(2).getSymbol()), "a range has at most two digits",
                        "use 0 (or a doubled atom) for an unlimited rider");
            }
            String num = term.range().getText();
            if (num.length() == 2 && num.charAt(0) == '0') {
                throw new NotationException(column(d0), "a range may not start with 0 (exact ranges are not part of this dialect)",
                        "write " + letter + num.charAt(1));
            }
            int n = Integer.parseInt(num);
            range = n == 0 ? Leg.UNLIMITED : n;
        }

        List<Part> parts = new ArrayList<>();
        switch (letter) {
            case "K" -> { int r = range == null ? 1 : range; parts.add(new Part(Atom.W, r)); parts.add(new Part(Atom.F, r)); }
            case "Q" -> { int r = range == null ? Leg.UNLIMITED : range; parts.add(new Part(Atom.W, r)); parts.add(new Part(Atom.F, r)); }
            case "R" -> parts.add(new Part(Atom.W, range == null ? Leg.UNLIMITED : range));
            case "B" -> parts.add(new Part(Atom.F, range == null ? Leg.UNLIMITED : range));
            default -> parts.add(new Part(vector ? Vectors.atom(letter, atomCol) : Atom.valueOf(letter), range == null ? 1 : range));
        }
        return new TermAtom(letter, atomCol, parts, doubled);
    }

    private static void compileTerm(BetzaParser.TermContext term, List<MoveRule> out) throws NotationException {
        List<LegMods> legs = legs(term);
        TermAtom atom = atom(term);
        if (legs.size() > 1) {
            MultiLeg.compile(legs, atom, out);
            return;
        }
        LegMods only = legs.get(0);
        if (only.toggle) {
            throw new NotationException(only.toggleCol, "y changes the range of the legs after it; a single-leg term has none",
                    "write it before an 'a': FyafsF is a step then a slide at 45 degrees (the griffon)");
        }
        EnumSet<Mode> modes = only.modes.isEmpty() ? EnumSet.of(Mode.MOVE, Mode.CAPTURE) : EnumSet.copyOf(only.modes);
        boolean initial = only.initial, lame = only.lame, hop = only.hop;
        int lameCol = only.lameCol, hopCol = only.hopCol;
        List<Directions.Code> codes = only.codes;
        String letter = atom.letter();
        int atomCol = atom.column();
        List<Part> parts = atom.parts();

        if (lame) {
            for (Part p : parts) {
                if (p.range() != 1) {
                    throw new NotationException(lameCol, "n applies to single leaps only; " + letter
                            + (letter.matches("[RBQ]") ? " is a slider" : " is a slider or rider here"),
                            "a slider or rider is already blocked by every square on its way; remove the n");
                }
                if (p.atom() == Atom.W || p.atom() == Atom.F) {
                    throw new NotationException(lameCol, "n has no effect on " + letter
                            + ": its steps have no square between start and target", "remove the n");
                }
            }
        }
        if (hop) {
            for (Part p : parts) {
                if (p.range() == 1) {
                    throw new NotationException(hopCol, "p (hopper) needs a slider or rider; " + letter
                            + " is a single leap here", "write it on a rider, e.g. pR, pB, pW3 or p" + letter + letter);
                }
            }
        }

        for (Directions.Code c : codes) {
            for (Part p : parts) {
                String why = Directions.meaningless(c, p.atom().symmetry());
                if (why != null) {
                    throw new NotationException(c.column(), "'" + c.text() + "' selects no move of " + letter
                            + (parts.size() > 1 ? " (its " + p.atom() + " part)" : "") + ": " + why, null);
                }
            }
        }
        List<String> codeTexts = codes.stream().map(Directions.Code::text).toList();
        int before = out.size();
        for (Part p : parts) {
            for (Offset v : Directions.select(codeTexts, p.atom())) {
                List<Offset> path = lame ? Canonical.lamePath(v) : List.of();
                out.add(new MoveRule(List.of(new Leg(p.atom(), v, p.range(), modes, path, hop)), initial));
            }
        }
        if (out.size() == before) {
            throw new NotationException(codes.isEmpty() ? atomCol : codes.get(0).column(),
                    "the directions select no move of " + letter, null);
        }
    }
}
