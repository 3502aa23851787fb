package varia.race;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** A race game's rules in plain words, from its loaded model. */
public final class RaceDescriber {
    private RaceDescriber() {}

    public static String describe(RaceGame g) {
        StringBuilder b = varia.game.RuleBook.heading(g, "a race game", g.files(), g.ranks(),
                " Each player has " + g.pieces() + " pieces, all off the board at the start.");
        varia.game.RuleBook.players(b, g);
        RaceRules r = g.rules();
        b.append("\nThrow: ").append(g.dice().description()).append(":\n");
        for (Outcome o : g.dice().outcomes())
            b.append(String.format(Locale.ROOT, "  %-14s moves %d  probability %.4f%s%n", o.label(), o.distance(), o.probability(),
                    r.extraThrowOn().contains(o.name()) ? "  (another throw)" : ""));
        b.append(String.format(Locale.ROOT, "  mean move %.3f squares%n", g.dice().meanDistance()));
        b.append("\nTracks (from the entry square to home):\n");
        for (Seat s : g.seats())
            b.append("  ").append(s.name()).append(" (").append(s.letter()).append(", ").append(s.length()).append(" squares): ")
                    .append(IntStream.of(s.track()).mapToObj(g::squareName).collect(Collectors.joining(" "))).append("\n");
        List<String> nests = IntStream.range(0, g.squares()).filter(g::isNest).mapToObj(g::squareName).toList();
        b.append("\nNests (no capture there): ").append(nests.isEmpty() ? "none" : String.join(" ", nests)).append(" (").append(nests.size()).append(")\n");
        b.append("\nPlay:\n");
        b.append("  Throw, then move one piece").append(r.stack() > 1 && r.moveTogether() ? " (or one stack together)" : "")
                .append(" the thrown distance along its own track.\n");
        b.append("  A piece enters ").append(r.enterOn().isEmpty() ? "on any throw" : "only with " + String.join(", ", r.enterOn()))
                .append(r.entry() == RaceRules.Entry.THROW ? ", onto the track square the throw names (1 = the first square).\n" : ", onto the first square of its track.\n");
        b.append("  Landing on an opponent captures it: it goes back off the board and enters again");
        b.append(r.sharedNests() ? "; on a nest the pieces share the square.\n" : "; an opponent on a nest may not be landed on.\n");
        if (r.stack() > 1) {
            b.append("  Up to ").append(r.stack()).append(" of one player's pieces may share a square (a stack).\n");
            if (r.singlesBlocked()) b.append("  A single piece may not pass a stack (anyone's).\n");
            if (r.stacksSafe()) b.append("  Only a stack captures a stack.\n");
            if (r.moveTogether()) b.append("  A stack may move together.\n");
        } else {
            b.append("  A player's pieces may not share a square.\n");
        }
        b.append(r.exactHome() ? "  The home square needs an exact throw.\n" : "  A throw past the home square still brings the piece home.\n");
        b.append(r.mustMove() ? "  A throw some piece can use must be used; a throw none can use is lost.\n" : "  A player may let a throw go.\n");
        if (r.captureBonus()) b.append("  A capture earns another throw.\n");
        b.append("\nEnd: ").append(r.places() ? "play goes on for places until one player is left; the first home wins.\n"
                : "the first player with all pieces home wins.\n");
        varia.game.RuleBook.optionsAndSources(b, g);
        return b.toString();
    }
}
