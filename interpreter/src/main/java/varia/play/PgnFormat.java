package varia.play;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import varia.engine.FenException;
import varia.engine.GameResult;
import varia.io.Printable;
import varia.record.Declarations;
import varia.record.MoveParser;
import varia.record.PgnReader;
import varia.record.RecordedMove;
import varia.record.Replay;
import varia.record.VariantTag;
import varia.record.PgnWriter;
import varia.record.San;
import varia.variant.Variant;
import varia.variant.VariantException;

/**
 * Saves games as PGN (package {@code varia.record}): the seven-tag roster, {@code Variant} (the
 * variant's key), {@code FEN} when the game did not start from the variant's start position,
 * {@code Termination} with the rule that ended it, moves in the variant's SAN. Reads the first
 * game of a PGN file: its {@code Variant} tag (a bundled key or alias; the current game's variant
 * when absent), its {@code FEN}, and the moves in any notation the records work reads. A file
 * in the older line format ({@link MoveListFormat}, starting with {@code # Varia game}) is read too.
 */
public final class PgnFormat implements GameFormat {
    private final Variant fallback;

    /** @param fallback the variant for a PGN game without a Variant tag (null: the tag is required) */
    public PgnFormat(Variant fallback) { this.fallback = fallback; }

    @Override
    public void write(Game g, Writer out) throws IOException {
        varia.record.Game rec = new varia.record.Game();
        rec.tag("Event", "Varia game");
        rec.tag("Site", "varia play");
        rec.tag("Date", LocalDate.now().format(DateTimeFormatter.ofPattern("yyyy.MM.dd")));
        rec.tag("Variant", g.variant().key());
        if (!g.fromStartPosition()) rec.tag("FEN", g.startFen());
        rec.preComment(Declarations.comment(g.declarationsAt(0)));
        for (int i = 0; i < g.sanTexts().size(); i++) {
            rec.move(g.sanTexts().get(i));
            String declared = Declarations.comment(g.declarationsAt(i + 1)); // made after this move
            if (declared != null) rec.moves().set(i, rec.moves().get(i).withComment(declared));
        }
        GameResult r = g.result();
        rec.termination(r.isOver() ? r.pgn() : "*");
        if (r.isOver()) rec.tag("Termination", r.reason());
        out.write(PgnWriter.write(rec));
        out.flush();
    }

    @Override
    public Game read(Reader in) throws IOException {
        String text = new BufferedReader(in).lines().reduce(new StringBuilder(), (b, l) -> b.append(l).append('\n'), StringBuilder::append).toString();
        if (text.stripLeading().startsWith("# Varia game")) return new MoveListFormat().read(new java.io.StringReader(text));
        varia.record.Game rec;
        try (PgnReader r = PgnReader.of(text)) {
            rec = r.next();
        }
        if (rec == null) throw new IllegalArgumentException("no game in the file");
        return fromRecord(rec);
    }

    /**
     * The game a record holds (read from PGN or from a native format: KIF, CSA, XQF...): its
     * Variant tag (else this format's fallback), its FEN, its moves replayed. Throws
     * {@link IllegalArgumentException} with the place and the reason when it is not a valid game.
     */
    public Game fromRecord(varia.record.Game rec) {
        if (!rec.problems().isEmpty()) {
            var p = rec.problems().get(0);
            throw new IllegalArgumentException((p.line() > 0 ? "line " + p.line() + ":" + p.column() + ": " : "") + Printable.forTerminal(p.message()));
        }
        String vt = rec.tag("Variant");
        Variant v;
        if (vt == null || vt.isBlank() || fallback != null && (fallback.key().equals(vt.strip())
                || vt.strip().equalsIgnoreCase("standard") && fallback.key().equals("chess"))) {
            if (fallback == null) throw new IllegalArgumentException("no Variant tag");
            v = fallback;
        } else {
            try {
                v = VariantTag.resolve(vt.strip(), false);
            } catch (VariantException e) {
                throw new IllegalArgumentException(VariantTag.describeRefusal(vt, e));
            }
        }
        rec = varia.record.XBoardDialect.adapt(rec, v); // XBoard's PGN (xiangqi ranks 0-9, its letters) read as Varia's
        Game g;
        try {
            String fen = rec.tag("FEN");
            g = fen == null || fen.isBlank() ? Game.start(v) : Game.fromFen(v, fen.strip());
        } catch (FenException e) {
            throw new IllegalArgumentException("invalid FEN tag: " + Printable.firstLine(e.getMessage()));
        }
        Replay.Result r = Replay.moves(g.position(), g::play, g::declare, rec.preComment(), rec.moves(), new MoveParser(new San(v)), null);
        if (!r.complete()) {
            RecordedMove m = r.stop().move();
            throw new IllegalArgumentException((m.line() > 0 ? "line " + m.line() + ": " : "") + "move " + (r.stop().index() + 1) + " '"
                    + Printable.shorten(m.asWritten()) + "': " + r.stop().error());
        }
        return g;
    }
}
