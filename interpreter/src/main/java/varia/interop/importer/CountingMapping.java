package varia.interop.importer;

import java.util.List;
import varia.interop.fs.FsPieceType;
import varia.interop.fs.FsVariant;

/**
 * Counting and adjudication: Makruk's, Ouk Chatrang's and ASEAN counting ({@code countingRule}) as
 * Varia's count clauses over the variant's letters for the rook, khon, knight and pawn; janggi's
 * material counting ({@code materialCounting = janggi}); Shatar's mate rule ({@code shatarMateRule}).
 */
final class CountingMapping implements Mapping {
    @Override public void map(Context c) {
        FsVariant v = c.v;
        c.uses("countingRule", "materialCounting", "shatarMateRule");
        String rule = (String) v.get("countingRule");
        if (!rule.equals("none")) counting(c, rule);
        String material = (String) v.get("materialCounting");
        if (material.equals("janggi")) janggi(c);
        else if (!material.equals("none")) c.lack("materialCounting", "Varia lacks material counting '" + material + "'");
        if (v.bool("shatarMateRule")) shatar(c);
    }

    private static String l(Context c, String type) {
        FsPieceType t = FsPieceType.named(type);
        return t == null || c.v.letter(t) == 0 || !c.presence.any(t) ? null : c.letter(t);
    }

    private static void counting(Context c, String rule) {
        String r = l(c, "rook"), s = l(c, "silver"), n = l(c, "knight"), p = l(c, "pawn");
        if (r == null || s == null || n == null || p == null) {
            c.lack("countingRule", "Varia's count clauses need the rook, khon (silver), knight and pawn the rule counts");
            return;
        }
        YamlTree end = c.root.map("end");
        String from = c.from("countingRule");
        switch (rule) {
            case "makruk" -> end.list("counting", List.of("board 64 when no " + p,
                    "pieces " + r + r + " 8, " + r + " 16, " + s + s + " 22, " + n + n + " 32, " + s + " 44, " + n + " 64, else 64 from pieces + 1 when no " + p), from);
            case "cambodian" -> end.list("counting", List.of("board 63 when no " + p,
                    "pieces " + r + r + " 7, " + r + " 15, " + s + s + " 21, " + n + n + " 31, " + s + " 43, " + n + " 63, else 63 from pieces + 1 when no " + p), from);
            case "asean" -> end.list("counting", List.of("pieces " + r + " 16, " + s + " 44, " + n + " 64, else 64 when no " + p), from);
            default -> c.lack("countingRule", "unknown counting rule " + rule);
        }
    }

    private static void janggi(Context c) {
        YamlTree m = c.root.map("end").map("material", c.from("materialCounting"));
        YamlTree values = m.map("values");
        String[][] points = {{"rook", "13"}, {"janggiCannon", "7"}, {"horse", "5"}, {"janggiElephant", "3"}, {"wazir", "3"}, {"soldier", "2"}};
        for (String[] pt : points) if (l(c, pt[0]) != null) values.putRaw(l(c, pt[0]), new YamlTree.Inline(pt[1]), null);
        m.putRaw("black-bonus", new YamlTree.Inline("1.5"), "the second player's compensation");
    }

    private static void shatar(Context c) {
        String r = l(c, "rook"), j = l(c, "bers"), n = l(c, "knight"), b = l(c, "bishop"), p = l(c, "pawn"), k = l(c, "king");
        if (r == null || j == null || n == null || k == null) {
            c.lack("shatarMateRule", "Shatar's mate rule needs the rook, bers, knight and king it names");
            return;
        }
        YamlTree end = c.root.map("end");
        YamlTree kinds = end.map("check-kinds", c.from("shatarMateRule"));
        kinds.list("shak", List.of(r, j, n), "a check by rook, bers or knight");
        List<String> others = new java.util.ArrayList<>();
        for (FsPieceType t : c.types()) {
            String x = c.letter(t);
            if (!List.of(r, j, n).contains(x)) others.add(x);
        }
        kinds.list("tuk", others, null);
        end.put("mate-needs", "shak", c.from("shatarMateRule"));
        end.list("drawn-mates", List.of(n), "a mate by knights alone: Fairy-Stockfish scores it for the mated side; Varia draws it");
        c.lack("shatarMateRule", "Varia scores a mate by knights alone as a draw; Fairy-Stockfish scores it as a win for the mated side");
    }
}
