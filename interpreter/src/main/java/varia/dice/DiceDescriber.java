package varia.dice;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import varia.notation.Notation;
import varia.notation.Wording;

/** A dice-chess game's rules in plain words, from its loaded model. */
public final class DiceDescriber {
    private DiceDescriber() {}

    public static String describe(DiceChessGame g) {
        StringBuilder b = varia.game.RuleBook.heading(g, "dice chess", g.files(), g.ranks(), "");
        varia.game.RuleBook.players(b, g);
        DiceRules r = g.rules();
        b.append("\nPieces (moves relative to each army's forward direction; all take as they move unless said):\n");
        for (PieceType p : g.pieces())
            b.append(String.format(Locale.ROOT, "  %c %-10s %-8s value %d%s%s: %s%n", p.letter(), p.name(), p.betza(), p.value(),
                    p.king() ? ", king" : "", p.promotes() ? ", promotes" : "", words(p)));
        b.append("\nArmies:\n");
        for (DiceSeat s : g.seats()) {
            List<String> men = new ArrayList<>();
            for (int[] e : s.setup()) {
                int d = s.dirAt(e[0]);
                men.add(g.pieces().get(e[1]).letter() + g.squareName(e[0]) + (d == s.dir() ? "" : "(" + DiceSeat.DIRECTIONS.get(d) + ")"));
            }
            b.append("  ").append(s.name()).append(" (").append(s.letter()).append(", forward ").append(s.forwardName()).append("): ")
                    .append(String.join(" ", men)).append("\n");
        }
        b.append("\nThrow: ").append(r.dicePerTurn()).append(r.dicePerTurn() == 1 ? " die" : " dice").append(" a turn, each ")
                .append(g.die().description()).append(":\n");
        for (int o = 0; o < g.die().size(); o++)
            b.append(String.format(Locale.ROOT, "  %-6s counts as %-2d probability %.4f  moves %s%n", g.die().outcome(o).name(), g.die().outcome(o).distance(), g.die().outcome(o).probability(),
                    String.join(" or ", g.movedBy(o))));
        b.append("\nPlay:\n");
        b.append(r.dicePerTurn() == 1 ? "  The die moves one piece of a type it names.\n"
                : "  Each die moves one piece of a type it names, in the order the player chooses; the same piece may move twice.\n");
        b.append(r.rethrow() ? "  A throw no piece can use is thrown again (when no throw could be used, the turn passes); a usable die must be played.\n"
                : "  A die no piece can use is lost; a usable one must be played.\n");
        if (r.capturesNext()) b.append("  A player may take only the men of the next player still in (and the men of players out).\n");
        b.append(r.check() ? "  Check: no move may leave the mover's king attacked; a player whose king is attacked when his turn comes and who"
                + " has no move at all, whatever the dice, is mated and out. A king left attacked may still be taken by a player who moves first.\n"
                : "  No check: a king is taken like any other piece.\n");
        if (r.triumph() >= 0)
            b.append("  A ").append(g.pieces().get(r.triumph()).name()).append(" whose move completes a 2x2 block of four ")
                    .append(g.pieces().get(r.triumph()).name()).append("s takes the others' in it.\n");
        if (r.promotion() == DiceRules.Promotion.MASTER)
            b.append("  A pawn on the far edge becomes the piece that started on its line").append(switch (r.when()) {
                case ALWAYS -> "";
                case PIECE_LOST -> ", once that piece is lost; until then it may not go there";
                case PIECE_AND_PAWN_LOST -> ", once that piece and a pawn are lost; until then it may not go there";
            }).append(".\n");
        else if (r.promotion() == DiceRules.Promotion.PIECE)
            b.append("  A pawn on the far edge (in the direction it faces) becomes a ").append(g.pieces().get(r.promotionPiece()).name()).append(".\n");
        else b.append("  Pawns do not promote.\n");
        b.append("\nEnd: ").append(r.end() == DiceRules.End.LAST_KING
                ? "a player whose king is taken" + (r.check() ? " or who is mated" : "") + " is out (his men " + (r.defeatedRemain() ? "stay as dead obstacles" : "are removed") + "); the last king wins.\n"
                : "a player is out when all his men are taken; when one is left, or at the turn limit, the highest stakes win.\n");
        b.append(r.lossesToPool() ? "  Stakes: a player pays the value of each man he loses into the pool" : "  Stakes: the values of the pieces taken")
                .append(r.checkPays() ? "; one amount for each check given to his king" : "").append(r.throneDouble() ? "; a king taken by a king on its own throne pays twice" : "")
                .append(r.kingsTakeArmies() ? "; taking every other king with one's own alive pays the full value of the other armies" : "")
                .append(r.outPays() ? "; a player put out pays the one who put him out the values of the men he has left" : "")
                .append(".\n").append(r.bareKingsDraw() ? "  When the players still in have nothing but their kings, the game is drawn.\n" : "")
                .append(r.bareKingsStakes() ? "  When the players still in have nothing but their kings, play stops and the highest stakes among them win"
                        + " (equal stakes: drawn among them).\n" : "")
                .append("  Play stops after ").append(r.turnLimit()).append(" turns.\n");
        varia.game.RuleBook.optionsAndSources(b, g);
        return b.toString();
    }

    private static String words(PieceType p) {
        try {
            return String.join("; ", Wording.read(p.moves()));
        } catch (RuntimeException e) {
            return Notation.print(p.moves());
        }
    }
}
