package varia.web;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import varia.game.Families;
import varia.game.Family;

/**
 * The one list of every family's games ({@code GET /api/catalog}): the engine's variants, then each
 * family played by seats in the registry's order, each game with the same family-neutral fields, so
 * that the home, study, records and author pages draw one list and never test a family: its key,
 * name, aliases, source ({@code bundled}, {@code folder}, {@code authored}), the heading it is listed
 * under ({@code group}, the family's {@code title}) and the word its cards are marked with
 * ({@code family}), a line of facts ({@code meta}), the players it seats, the addresses of its pages
 * and of its file ({@code play}, {@code study}, {@code edit}, {@code source}), a thumbnail's address
 * (null where the family draws none) and the record format its records are read in (null: any
 * format the engine reads), and the address of its study answer ({@code studyData}), which the one
 * study page draws. {@link VariantCatalog} and each {@link SeatedCatalog} stay each
 * family's store of files (bundled, folder, pasted) behind it.
 */
final class Catalog {
    private final VariantCatalog variants;
    private final List<SeatedCatalog> seated;

    Catalog(VariantCatalog variants, List<SeatedCatalog> seated) {
        this.variants = variants;
        this.seated = List.copyOf(seated);
    }

    /** Every game offered, the engine's variants first, then each family played by seats. */
    List<Map<String, Object>> list() {
        List<Map<String, Object>> out = new ArrayList<>();
        Family engine = Families.engine();
        for (VariantCatalog.Entry v : variants.list()) {
            String k = encode(v.key());
            String meta = v.files() + "×" + v.ranks() + (v.aliases().isEmpty() ? "" : " · also " + String.join(", ", v.aliases().subList(0, Math.min(3, v.aliases().size()))));
            out.add(entry(v.key(), v.name(), v.aliases(), v.source(), "variant", engine.title(), meta, List.of(2),
                    "/play.html?variant=" + k, "/study.html?variant=" + k, "/author.html?from=" + k,
                    "/api/variants/" + k + "/source", "/api/board?variant=" + k, null, "/api/variants/" + k + "/study"));
        }
        for (SeatedCatalog c : seated) {
            Family f = c.family();
            for (Object o : c.list()) {
                @SuppressWarnings("unchecked") Map<String, Object> g = (Map<String, Object>) o;
                String key = (String) g.get("key"), k = encode(key);
                @SuppressWarnings("unchecked") List<Integer> players = (List<Integer>) g.get("players");
                String seats = players.size() > 1 ? players.get(0) + "-" + players.get(players.size() - 1) + " players" : players.get(0) + " players";
                out.add(entry(key, (String) g.get("name"), List.of(), (String) g.get("source"), f.noun(), f.title(), seats + " · " + g.get("summary"), players,
                        "/" + f.noun() + ".html?game=" + k, "/" + f.noun() + "-study.html?game=" + k, "/author.html?from=" + k,
                        "/api/" + f.noun() + "-games/" + k + "/source", null, f.word(), "/api/" + f.noun() + "-games/" + k + "/study"));
            }
        }
        return out;
    }

    private static Map<String, Object> entry(String key, String name, List<String> aliases, String source, String family, String group, String meta,
            List<Integer> players, String play, String study, String edit, String file, String thumb, String record, String studyData) {
        return varia.game.Facts.of("key", key, "name", name, "aliases", aliases, "source", source, "family", family, "group", group,
                "meta", meta, "players", players, "play", play, "study", study, "edit", edit, "file", file, "thumb", thumb, "record", record, "studyData", studyData);
    }

    private static String encode(String s) { return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20"); }
}
