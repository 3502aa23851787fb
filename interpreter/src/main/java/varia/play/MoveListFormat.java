package varia.play;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import varia.engine.FenException;
import varia.engine.GameResult;
import varia.engine.Moves;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.io.Printable;
import varia.record.VariantTag;

/**
 * A simple line format for saved games, until PGN arrives:
 * <pre>
 * # Varia game
 * variant makruk
 * fen rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1     (only when not the start position)
 * moves a3a4 f6f5 ...                                          (coordinates; any number of 'moves' lines)
 * result 1-0 checkmate                                         (written when over; ignored on reading)
 * </pre>
 * Lines starting with {@code #} are comments.
 */
public final class MoveListFormat implements GameFormat {
    @Override
    public void write(Game g, Writer out) throws IOException {
        out.write("# Varia game\n");
        out.write("variant " + g.variant().key() + "\n");
        if (!g.fromStartPosition()) out.write("fen " + g.startFen() + "\n");
        List<String> ms = g.moveTexts();
        for (int i = 0; i < ms.size(); i += 16) out.write("moves " + String.join(" ", ms.subList(i, Math.min(ms.size(), i + 16))) + "\n");
        if (ms.isEmpty()) out.write("moves\n");
        GameResult r = g.result();
        if (r.isOver()) out.write("result " + r.pgn() + " " + r.reason() + "\n");
        out.flush();
    }

    @Override
    public Game read(Reader in) throws IOException {
        BufferedReader r = new BufferedReader(in);
        String variantName = null, fen = null;
        List<String> moves = new ArrayList<>();
        String line;
        int no = 0;
        while ((line = r.readLine()) != null) {
            no++;
            String s = line.strip();
            if (s.isEmpty() || s.startsWith("#")) continue;
            String key = s.split("\\s+", 2)[0], rest = s.length() > key.length() ? s.substring(key.length()).strip() : "";
            switch (key) {
                case "variant" -> variantName = rest;
                case "fen" -> fen = rest;
                case "moves" -> { if (!rest.isEmpty()) moves.addAll(List.of(rest.split("\\s+"))); }
                case "result" -> { }
                default -> throw new IllegalArgumentException("line " + no + ": expected 'variant', 'fen', 'moves' or 'result', not '" + Printable.shorten(key) + "'");
            }
        }
        if (variantName == null) throw new IllegalArgumentException("no 'variant' line");
        Variant v;
        try {
            v = VariantTag.resolve(variantName, false);
        } catch (VariantException e) {
            throw new IllegalArgumentException(VariantTag.describeRefusal(variantName, e));
        }
        Game g;
        try {
            g = fen == null ? Game.start(v) : Game.fromFen(v, fen);
        } catch (FenException e) {
            throw new IllegalArgumentException("invalid FEN: " + Printable.firstLine(e.getMessage()));
        }
        for (int i = 0; i < moves.size(); i++) {
            int m = g.position().parseUci(moves.get(i));
            if (m == Moves.NONE) throw new IllegalArgumentException("move " + (i + 1) + " '" + Printable.shorten(moves.get(i)) + "' is not legal in " + g.position().toFen());
            g.play(m);
        }
        return g;
    }
}
