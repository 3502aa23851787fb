package varia.interop.importer;

import varia.interop.fs.FsPieceType;
import varia.interop.fs.FsSquares;
import varia.interop.fs.FsVariant;

/**
 * Drops: {@code pieceDrops} and {@code capturesToHand} as {@code play.drops}; each piece's drop
 * zone as Fairy-Stockfish computes it (the side's {@code dropRegion}, the piece's mobility region,
 * a pawn's first rank and promotion zone unless {@code firstRankPawnDrops} /
 * {@code promotionZonePawnDrops}, Sittuyin's rooks on the first rank), {@code dropNoDoubled},
 * {@code dropPromoted}, {@code dropOppositeColoredBishop}, {@code mustDrop},
 * {@code immobilityIllegal} ({@code stuck}) and {@code shogiPawnDropMateIllegal}.
 */
final class DropMapping implements Mapping {
    @Override public void map(Context c) {
        FsVariant v = c.v;
        c.uses("pieceDrops", "capturesToHand", "firstRankPawnDrops", "promotionZonePawnDrops", "dropNoDoubled", "sittuyinRookDrop",
                "dropPromoted", "dropOppositeColoredBishop", "mustDrop", "immobilityIllegal", "shogiPawnDropMateIllegal", "dropLoop");
        c.usesBoth("dropRegion");
        if (!v.bool("pieceDrops")) {
            c.uses("dropNoDoubledCount", "mustDropType", "dropChecks");
            return;
        }
        c.uses("dropNoDoubledCount", "mustDropType"); // drop.file-limit and drop.first, per piece below
        if (!v.bool("dropChecks")) c.lack("dropChecks", "Varia lacks a rule forbidding drops that give check");
        else c.uses("dropChecks");
        if (v.bool("freeDrops")) c.lack("freeDrops", "Varia lacks drops without a hand");
        else c.uses("freeDrops");
        YamlTree drops = c.root.map("play").map("drops", c.from("pieceDrops", "capturesToHand", "mustDrop"));
        drops.put("captures-to-hand", v.bool("capturesToHand"), c.from("capturesToHand"));
        // mustDropType names the one type whose drops are compulsory (ffish's build): that piece's drop.first
        if (v.bool("mustDrop") && !mustDropOne(v)) drops.put("must-drop", true, c.from("mustDrop"));
        // a piece promoted pawn-style goes back to the hand as the pawn it was (crazyhouse's '~'), unless dropLoop
        if (v.bool("capturesToHand") && !v.bool("dropLoop") && pawnStylePromotion(v)) {
            long pawns = v.pieceSet("promotionPawnTypes/w") | v.pieceSet("promotionPawnTypes/b");
            for (FsPieceType t : c.types())
                if ((pawns & (1L << t.id())) != 0 && c.root.map("pieces").map(c.letter(t)).has("promotion"))
                    c.root.map("pieces").map(c.letter(t)).map("promotion").put("demote-on-capture", true, c.from("capturesToHand", "dropLoop"));
        }
        Moves moves = new Moves(v);
        for (FsPieceType t : c.types()) if (inHand(c, t)) drop(c, moves, t);
    }

    /** {@code mustDrop} for one type only ({@code mustDropType}; its default, every type, is 0 here). */
    private static boolean mustDropOne(FsVariant v) { return v.bool("mustDrop") && v.integer("mustDropType") != 0; }

    /** Can the type be in a hand: in the start position's, or captured to one. */
    private static boolean inHand(Context c, FsPieceType t) {
        if (c.v.bool("capturesToHand")) return true;
        String fen = c.v.text("startFen").split("\\s+")[0];
        int open = fen.indexOf('[');
        if (open < 0) return false;
        String hand = fen.substring(open);
        return hand.indexOf(c.v.letter(t)) >= 0 || hand.indexOf(Character.toLowerCase(c.v.letter(t))) >= 0;
    }

    /** Some piece may promote pawn-style (its captured promoted piece would go to the hand as a pawn). */
    private static boolean pawnStylePromotion(FsVariant v) {
        long pawns = v.pieceSet("promotionPawnTypes/w") | v.pieceSet("promotionPawnTypes/b");
        long to = v.pieceSet("promotionPieceTypes/w") | v.pieceSet("promotionPieceTypes/b");
        if (to == 0) return false;
        for (FsPieceType t : v.pieceTypes()) if ((pawns & (1L << t.id())) != 0) return true;
        return false;
    }

    private static void drop(Context c, Moves moves, FsPieceType t) {
        FsVariant v = c.v;
        int files = v.files(), ranks = v.ranks();
        FsSquares board = FsSquares.board(files, ranks);
        FsSquares[] zone = new FsSquares[2];
        for (int side = 0; side < 2; side++) {
            boolean white = side == 0;
            FsSquares z = v.squares(FsVariant.side("dropRegion", white)).on(files, ranks);
            String mob = "mobilityRegion/" + (white ? "w/" : "b/") + t.name();
            if (v.has(mob) && !v.squares(mob).isEmpty()) z = z.minus(board.minus(v.squares(mob)));
            int first = white ? 0 : ranks - 1;
            if (t.special() == FsPieceType.Special.PAWN) {
                if (!v.bool("promotionZonePawnDrops")) z = z.minus(v.squares(FsVariant.side("promotionRegion", white)));
                if (!v.bool("firstRankPawnDrops")) z = z.minus(FsSquares.ranks(first));
            }
            if (t.name().equals("rook") && v.bool("sittuyinRookDrop")) z = z.minus(board.minus(FsSquares.ranks(first)));
            zone[side] = z.on(files, ranks);
        }
        YamlTree d = c.root.map("pieces").map(c.letter(t)).map("drop", c.from("pieceDrops"));
        if (zone[0].isEmpty() || zone[1].isEmpty()) {
            if (zone[0].isEmpty() && zone[1].isEmpty()) {
                c.lack("dropRegion/w", "Varia lacks a piece that may never be dropped (" + t.name() + ")");
                return;
            }
            c.lack(zone[0].isEmpty() ? "dropRegion/w" : "dropRegion/b", "Varia has no region for one side only: " + t.name() + " may be dropped by one side alone");
            return;
        }
        if (!zone[0].equals(board) || !zone[1].equals(board))
            d.put("zone", c.region("drop-" + PieceMapping.letterName(c.letter(t)), zone[0], zone[1], null),
                    c.from("dropRegion/w", "dropRegion/b", "firstRankPawnDrops", "promotionZonePawnDrops", "sittuyinRookDrop"));
        if (!v.bool("immobilityIllegal") && !moves.dead(t, true).on(files, ranks).isEmpty())
            d.put("stuck", "allowed", c.from("immobilityIllegal"));
        if (v.integer("dropNoDoubled") == t.id()) {
            int count = v.integer("dropNoDoubledCount");
            if (count == 1) d.put("no-doubled", c.letter(t), c.from("dropNoDoubled"));
            else {
                YamlTree limit = d.map("file-limit", c.from("dropNoDoubled", "dropNoDoubledCount"));
                limit.put("piece", c.letter(t), null);
                limit.put("count", count, null);
            }
        }
        if (mustDropOne(v) && v.integer("mustDropType") == t.id()) d.put("first", true, c.from("mustDrop", "mustDropType"));
        if (v.bool("dropPromoted") && v.integer("promotedPieceType/" + t.name()) != 0) d.put("promoted", true, c.from("dropPromoted"));
        if (v.bool("dropOppositeColoredBishop") && t.name().equals("bishop")) d.put("different-colours", true, c.from("dropOppositeColoredBishop"));
        if (v.bool("shogiPawnDropMateIllegal") && t.name().equals("shogiPawn"))
            d.put("no-mate", true, c.from("shogiPawnDropMateIllegal") + "; Fairy-Stockfish counts the move and scores the mate as a loss");
        if (d.isEmpty()) c.root.map("pieces").map(c.letter(t)).remove("drop");
    }
}
