package varia.interop.export;

import java.util.List;
import java.util.Map;
import varia.variant.RuleKey;
import varia.variant.Variant;

/**
 * A Varia variant as a Fairy-Stockfish ini section (no parent: every piece and rule written out).
 * Each rule goes to the keys that say it; a rule no key can say is listed with the Varia key that
 * says it, and a rule family no part of the export knows is listed by name, so nothing is dropped
 * silently. The export is exact when that list is empty.
 */
public final class Exporter {
    private Exporter() {}

    /**
     * @param ini     the section, each key with a comment naming the Varia key it came from
     * @param missing what the file says that no ini key can ({@code varia key: what}); empty when exact
     * @param notes   readings worth knowing that change no legal move
     */
    public record Result(String name, String ini, List<String> missing, List<String> notes) {
        public boolean exact() { return missing.isEmpty(); }
    }

    public static Result export(Variant v, String name) {
        Out out = new Out();
        FsTypes types = new FsTypes(v, out);
        PieceExport.write(v, types, out);
        PromotionExport.write(v, types, out);
        DropExport.write(v, types, out);
        CastlingExport.write(v, types, out);
        PlayExport.write(v, types, out);
        EndExport.write(v, types, out);
        CountExport.write(v, types, out);
        EnPassantExport.write(v, out);
        out.put("startFen", v.startFen(), "setup");
        if (v.rule(varia.rules.letters.LetterDialects.KEY) != null) {
            out.said(varia.rules.letters.LetterDialects.KEY);
            out.notes.add("notation.aliases: other letters for records, nothing for the rules");
        }
        if (v.rule(varia.rules.sides.Sides.KEY) != null) {
            out.said(varia.rules.sides.Sides.KEY);
            out.notes.add("sides: the sides' names, for records and screens, nothing for the rules");
        }
        if (v.rule(varia.rules.traditions.Traditions.KEY) != null) {
            out.said(varia.rules.traditions.Traditions.KEY);
            out.notes.add("notations: the move list's notations on screens, nothing for the rules");
        }
        for (Map.Entry<RuleKey<?>, Object> e : v.rules().all().entrySet())
            if (!out.said.contains(e.getKey())) out.missing(e.getKey().name(), "a Varia rule with no Fairy-Stockfish key");
        String fen = v.startFen();
        String[] f = fen.split("\\s+");
        if (f.length > 1 && !f[1].matches("[wb]")) out.missing("setup", "a side to move Fairy-Stockfish does not read ('" + f[1] + "')");
        StringBuilder sb = new StringBuilder();
        sb.append("# ").append(v.name()).append(": exported by 'varia export ").append(v.key()).append(" --to fairy-stockfish-ini'\n");
        sb.append("# The comment above a key names the Varia key it came from.\n");
        if (!out.missing.isEmpty()) {
            sb.append("# NOT EXACT: Fairy-Stockfish has no key for these rules of the Varia file:\n");
            for (String m : out.missing) sb.append("#   ").append(m).append('\n');
        }
        sb.append(out.render(name));
        return new Result(name, sb.toString(), List.copyOf(out.missing), List.copyOf(out.notes));
    }
}
