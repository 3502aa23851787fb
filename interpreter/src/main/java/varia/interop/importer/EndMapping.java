package varia.interop.importer;

import varia.interop.fs.FsVariant;

/**
 * How games end by rule: {@code checkmateValue}, {@code stalemateValue} (with
 * {@code stalematePieceCount}), the n-move rule and repetition as draws a player may claim (as
 * Fairy-Stockfish treats them: optional game ends), {@code perpetualCheckIllegal}, and check
 * counting ({@code checkCounting}, the counter in the start position).
 */
final class EndMapping implements Mapping {
    @Override public void map(Context c) {
        FsVariant v = c.v;
        c.uses("checkmateValue", "stalemateValue", "stalematePieceCount", "nMoveRule", "nFoldRule", "nFoldValue", "nFoldValueAbsolute",
                "perpetualCheckIllegal", "checkCounting");
        c.usesBoth("nMoveRuleTypes");
        YamlTree end = c.root.map("end");
        String mate = v.result("checkmateValue");
        if (mate.equals("none")) c.lack("checkmateValue", "Varia has no checkmate without a result");
        else end.put("checkmate", mate, c.from("checkmateValue"));
        String stale = v.result("stalemateValue");
        if (v.bool("stalematePieceCount")) {
            if (stale.equals("win")) end.put("stalemate", "fewer-pieces", c.from("stalemateValue", "stalematePieceCount"));
            else c.lack("stalematePieceCount", "Varia's stalemate by piece count wins for the side with fewer pieces only");
        } else if (stale.equals("none")) c.lack("stalemateValue", "Varia has no stalemate without a result");
        else end.put("stalemate", stale, c.from("stalemateValue"));
        int n = v.integer("nMoveRule");
        if (n > 0) end.map("n-move-rule", c.from("nMoveRule") + "; a draw a player may claim").put("claim", n, null);
        else end.put("n-move-rule", 0, c.from("nMoveRule"));
        if (v.pieceSet("nMoveRuleTypes/w") != v.pieceSet("nMoveRuleTypes/b") || v.pieceSet("nMoveRuleTypes/w") != (1L << 1))
            c.notes.add("nMoveRuleTypes: Varia's n-move count restarts with a move of any piece that may promote");
        int fold = v.integer("nFoldRule");
        String foldValue = v.result("nFoldValue");
        if (!foldValue.equals("draw") && fold > 0)
            c.lack("nFoldValue", "Varia's repetition is a draw; it lacks a repetition that wins or loses");
        if (fold > 1) end.map("repetition", c.from("nFoldRule") + "; a draw a player may claim").put("claim", fold, null);
        else end.put("repetition", 0, c.from("nFoldRule"));
        if (v.bool("perpetualCheckIllegal")) end.put("perpetual-check", "loses", c.from("perpetualCheckIllegal"));
        if (v.bool("moveRepetitionIllegal")) c.lack("moveRepetitionIllegal", "Varia lacks janggi's rule against repeating a move");
        else c.uses("moveRepetitionIllegal");
        if (!v.get("chasingRule").equals("none")) c.lack("chasingRule", "Varia's chase rules are the Asian rules (play.perpetual-chase), not the AXF's");
        else c.uses("chasingRule");
        if (v.bool("checkCounting")) {
            String[] f = v.text("startFen").strip().split("\\s+");
            Integer checks = null;
            for (String s : f) if (s.matches("[0-9]{1,3}\\+[0-9]{1,3}")) checks = Integer.parseInt(s.substring(0, s.indexOf('+')));
            // no counter in the start position: Fairy-Stockfish then reads 1+1, the first check wins
            if (checks == null) checks = 1;
            if (checks < 1 || checks > 9) c.lack("checkCounting", "Varia counts from 1 to 9 checks");
            else end.put("checks-to-win", checks, c.from("checkCounting", "startFen"));
        }
    }
}
