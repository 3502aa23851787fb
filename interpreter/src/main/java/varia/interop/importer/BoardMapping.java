package varia.interop.importer;

/** The board's size ({@code maxFile}, {@code maxRank}); display settings that change no rule are left out. */
final class BoardMapping implements Mapping {
    @Override public void map(Context c) {
        c.uses("maxFile", "maxRank", "variantTemplate", "pieceToCharTable", "pocketSize");
        YamlTree board = c.root.map("board", c.from("maxFile", "maxRank"));
        board.put("files", c.v.files(), null);
        board.put("ranks", c.v.ranks(), null);
    }
}
