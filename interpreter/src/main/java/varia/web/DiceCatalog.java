package varia.web;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import varia.dice.DiceChessGame;
import varia.dice.DiceGames;
import varia.dice.DiceLoader;
import varia.dice.DicePosition;
import varia.dice.DiceTable;

/** The dice-chess games the server offers ({@code game: dice-chess} files; see {@link SeatedCatalog}). */
final class DiceCatalog extends SeatedCatalog<DiceChessGame> {
    /** A dice-chess game as the list and the setup form show it. */
    record Entry(String key, String name, String source, int files, int ranks, List<String> pieces, List<Integer> players,
                 int defaultPlayers, Map<Integer, List<String>> seating, List<Option> options) {}

    DiceCatalog(VariantCatalog variants) {
        super(variants, DiceGames.GAME, "dice-chess game", DiceGames::bundled, DiceGames::find, DiceLoader::load);
    }

    @Override Entry entry(DiceChessGame g, String source) {
        Map<Integer, List<String>> seating = new TreeMap<>();
        g.seating().forEach((n, seats) -> seating.put(n, seats.stream().map(i -> g.seats().get(i).name()).toList()));
        return new Entry(g.key(), g.name(), source, g.files(), g.ranks(), g.pieces().stream().map(varia.dice.PieceType::name).toList(),
                g.playerCounts(), g.defaultPlayers(), seating, options(g.options()));
    }

    @Override void setUp(DiceChessGame g) { for (int n : g.playerCounts()) new DicePosition(new DiceTable(g, n)); }
}
