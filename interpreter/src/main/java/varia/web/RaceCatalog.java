package varia.web;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import varia.race.RaceGame;
import varia.race.RaceGames;
import varia.race.RaceLoader;
import varia.race.RaceRun;
import varia.race.RaceTable;

/** The race games the server offers ({@code game: race} files; see {@link SeatedCatalog}). */
final class RaceCatalog extends SeatedCatalog<RaceGame> {
    /** A race game as the list and the setup form show it. */
    record Entry(String key, String name, String source, int files, int ranks, int pieces, List<Integer> players,
                 int defaultPlayers, Map<Integer, List<String>> seating, List<Option> options) {}

    RaceCatalog(VariantCatalog variants) { super(variants, "race", "race game", RaceGames::bundled, RaceGames::find, RaceLoader::load); }

    @Override Entry entry(RaceGame g, String source) {
        Map<Integer, List<String>> seating = new TreeMap<>();
        g.seating().forEach((n, seats) -> seating.put(n, seats.stream().map(i -> g.seats().get(i).name()).toList()));
        return new Entry(g.key(), g.name(), source, g.files(), g.ranks(), g.pieces(), g.playerCounts(), g.defaultPlayers(),
                seating, options(g.options()));
    }

    @Override void setUp(RaceGame g) { for (int n : g.playerCounts()) RaceRun.start(new RaceTable(g, n)); }
}
