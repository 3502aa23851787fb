package varia.engine.game;

import java.util.List;
import java.util.Map;
import varia.game.Records;
import varia.game.State;
import varia.game.Trial;
import varia.record.Game;
import varia.record.PgnReader;
import varia.record.PgnWriter;
import varia.record.Validator;
import varia.record.VerdictFormat;

/**
 * The engine's records: PGN in the variant's SAN (the Variant and VariantOptions tags let
 * {@code varia validate} replay it under the same rules); replay is the validator's, one game.
 * Archives of many games and the other formats (KIF, CSA...) are read by {@code varia.record}.
 */
final class PgnRecords implements Records {
    private final EngineGame game;

    PgnRecords(EngineGame game) { this.game = game; }

    @Override public String extension() { return "pgn"; }

    @Override public boolean archives() { return true; }

    /** The roster's tags before the variant's: Event, Site, Date, Round, White, Black. */
    private static final java.util.Set<String> ROSTER = java.util.Set.of("Event", "Site", "Date", "Round", "White", "Black");

    @Override public String write(Trial trial, State end, Map<String, String> tags) {
        Game g = new Game(1, 0);
        String result = tags.getOrDefault("Result", end.score());
        boolean placed = false;
        for (Map.Entry<String, String> t : tags.entrySet()) {
            if (!placed && !ROSTER.contains(t.getKey())) {
                variantTags(g, trial, result);
                placed = true;
            }
            if (!t.getKey().equals("Result")) g.tag(t.getKey().isEmpty() ? "Annotator" : t.getKey(), t.getValue());
        }
        if (!placed) variantTags(g, trial, result);
        if (end.isTerminal() && !tags.containsKey("Termination")) g.tag("Termination", end.reason());
        List<Trial.Step> steps = trial.steps();
        g.preComment(varia.record.Declarations.comment(declaredAt(trial, 0))); // made before the first move
        for (int i = 0; i < steps.size(); i++) {
            g.move(steps.get(i).text());
            String declared = varia.record.Declarations.comment(declaredAt(trial, i + 1)); // made after this move: {[%declare NAME]}
            if (declared != null) g.moves().set(i, g.moves().get(i).withComment(declared));
        }
        g.termination(result);
        return PgnWriter.write(g);
    }

    /** The names of the declarations made after the first {@code at} moves. */
    private static List<String> declaredAt(Trial trial, int at) {
        return trial.declarations().stream().filter(d -> d.at() == at).map(Trial.Declaration::name).toList();
    }

    /** The moves in SAN with PGN's move numbers ({@code 1. a4 h5 2. ...}; from a FEN, its move number on: {@code 30... Ke7} with Black to move). */
    @Override public String numbered(Trial trial) {
        StringBuilder b = new StringBuilder();
        String[] fen = trial.start() == null ? new String[0] : trial.start().strip().split("\\s+");
        int first = fen.length > 1 && fen[1].equals("b") ? 1 : 0;
        int number = fen.length > 5 && fen[5].matches("[1-9][0-9]{0,5}") ? Integer.parseInt(fen[5]) : 1; // the FEN's move number, as PGN counts on from it
        List<Trial.Step> steps = trial.steps();
        for (int i = 0; i < steps.size(); i++) {
            int k = i + first;
            if (k % 2 == 0) b.append(k / 2 + number).append(". ");
            else if (i == 0) b.append(k / 2 + number).append("... ");
            b.append(steps.get(i).text()).append(' ');
        }
        return b.toString().strip();
    }

    @Override public List<String> dialects() { return List.of("fairy-stockfish"); }

    /** Fairy-Stockfish's dialect: its variant name and its SAN letters ({@link PgnWriter#rewriteForFairyStockfish}). */
    @Override public String write(Trial trial, State end, Map<String, String> tags, String dialect) {
        String own = write(trial, end, tags);
        if (dialect == null) return own;
        if (!dialect.equals("fairy-stockfish")) throw new IllegalArgumentException("PGN has no dialect '" + dialect + "' here: fairy-stockfish");
        Game rec;
        try (PgnReader r = PgnReader.of(own)) {
            rec = r.next();
        }
        String[] why = {null};
        Game fs = rec == null ? null : PgnWriter.rewriteForFairyStockfish(rec, game.variant(), false, why);
        if (fs == null) throw new IllegalArgumentException(String.valueOf(why[0]));
        return PgnWriter.write(fs);
    }

    /** Variant and VariantOptions (so that validate replays it under the same rules), then Result. */
    private void variantTags(Game g, Trial trial, String result) {
        if (!game.key().equals("chess")) g.tag("Variant", game.key());
        if (!trial.options().isEmpty()) g.tag("VariantOptions", varia.study.Arm.text(trial.options()));
        g.tag("Result", result);
        if (trial.start() != null) { // a game from a position: where it began
            g.tag("SetUp", "1");
            g.tag("FEN", trial.start());
        }
    }

    /** A native record (KIF, CSA, XQF, a DhtmlXQ page...: {@code varia.record.formats}) or a game saved in Varia's older line format as PGN, its first game; PGN as it is. */
    @Override public String text(String name, byte[] bytes) throws varia.io.TextDecoding.UndecodableException {
        varia.record.formats.RecordFormat format = varia.record.formats.Formats.detect(name,
                java.util.Arrays.copyOf(bytes, Math.min(bytes.length, varia.record.formats.Head.BYTES)));
        if (format == null) {
            String text = Records.super.text(name, bytes);
            return OldMoveList.is(text) ? OldMoveList.pgn(text) : text; // a game saved before saves were PGN
        }
        List<Game> games = format.read(bytes, new String[1]);
        if (games.isEmpty()) throw new IllegalArgumentException("no game in the " + format.name().toUpperCase(java.util.Locale.ROOT) + " record");
        Game g = games.get(0);
        if (!g.problems().isEmpty()) {
            var p = g.problems().get(0);
            throw new IllegalArgumentException((p.line() > 0 ? "line " + p.line() + ":" + p.column() + ": " : "") + varia.io.Printable.forTerminal(p.message()));
        }
        return PgnWriter.write(g);
    }

    @Override public Map<String, String> options(String text) {
        try {
            Game g = PgnReader.readAll(text).stream().findFirst().orElse(null);
            String tag = g == null ? null : g.tag("VariantOptions");
            return tag == null || tag.isBlank() ? Map.of() : Validator.variantOptions(tag);
        } catch (IllegalArgumentException e) {
            return Map.of();
        }
    }

    /**
     * Why a record's Variant tag names a game other than this one (a bundled variant of another key,
     * an unknown name, a file's path: records may name files only where the user allowed it); null
     * when it names this game or is absent ("standard": chess).
     */
    private String otherVariant(String tag) {
        if (tag == null || tag.isBlank() || tag.strip().equals(game.key())) return null;
        if (tag.strip().equalsIgnoreCase("standard") && game.key().equals("chess")) return null;
        try {
            varia.variant.Variant v = varia.record.VariantTag.resolve(tag.strip(), false);
            return v.key().equals(game.key()) ? null : "a game of " + v.name() + ", not of " + game.name();
        } catch (varia.variant.VariantException e) {
            return varia.record.VariantTag.describeRefusal(tag, e);
        }
    }

    @Override public Replay replay(String text) {
        Game g = PgnReader.readAll(text).stream().findFirst().orElse(null);
        if (g == null) return new Replay(new Records.Verdict(false, 0, "no game in the record"), null, null);
        String other = otherVariant(g.tag("Variant"));
        if (other != null) return new Replay(new Records.Verdict(false, 0, other), null, null);
        varia.record.Verdict v = new Validator(game.variant()).validate(g);
        String words = VerdictFormat.text("", v).replaceFirst("^: game [0-9]+( \\([^)]*\\))?: ", "");
        String fen = g.tag("FEN");
        Trial trial = new Trial(game, 2, options(text), fen == null || fen.isBlank() ? null : fen.strip());
        if (v.ok()) {
            State s = trial.begin();
            try {
                for (String d : varia.record.Declarations.in(g.preComment())) trial.declare(s, d);
                for (var m : g.moves()) {
                    trial.apply(s, s.parseAction(m.text()));
                    for (String d : varia.record.Declarations.in(m.comment())) trial.declare(s, d); // {[%declare NAME]} after it
                }
            } catch (varia.game.IllegalAction | RuntimeException e) {
                trial = null; // the moves read by the validator but not as actions here: the verdict stands, the steps are not kept
            }
        }
        varia.record.Verdict.Failure f = v.failure();
        Refusal refusal = f == null ? null : new Refusal(0, f.line(), null, null, f.written(), f.reason(), f.legal() == null ? List.of() : f.legal());
        return new Replay(new Records.Verdict(v.ok(), v.plies(), words), trial, refusal);
    }
}
