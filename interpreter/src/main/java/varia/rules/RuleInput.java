package varia.rules;

import java.util.List;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import varia.notation.MoveRule;
import varia.variant.RuleKey;
import varia.yaml.Context;
import varia.yaml.Key;
import varia.yaml.Section;

/**
 * What a rule family's reader sees of the file being loaded: its keys' values where they sit, the
 * references they may make (piece letters, regions, movements), the board, and the models of the
 * families read before it. Every problem goes to {@link #problems()} at its place.
 */
public interface RuleInput extends Context {
    /** The value of a key at the top level / under play / under end: null when absent or wrong (reported). */
    <T> T top(Key<T> key);
    <T> T play(Key<T> key);
    <T> T end(Key<T> key);

    /** The raw node of such a key, null when absent. */
    Node topNode(String key);
    Node playNode(String key);
    Node endNode(String key);

    /** The pieces, index-aligned with the variant's types; null when the pieces block is broken. */
    List<String> symbols();

    /** A piece's own mapping (for its per-piece keys); null when that piece is broken. */
    Section piece(int type);

    /** Board size; null when the board block is broken. */
    Integer files();
    Integer ranks();

    /** The board with its holes; null when the board block is broken. */
    varia.variant.Board board();

    /** A region's squares {White's, Black's} as read so far (a name or a clause already referred to), or null. */
    java.util.BitSet[] regionSquares(String name);

    /** A piece's compiled moves, its region moves included (empty when the piece is broken). */
    List<varia.notation.MoveRule> pieceMoves(int type);

    /** A piece reference ('K' or '+P') to its type index; -1 after reporting (or when the pieces are broken). */
    int pieceRef(Node node, String path);

    /** A letter or a list of letters; null after reporting any wrong one. */
    List<Integer> pieceRefs(Node node, String path);

    /** A region name or clause; null after reporting (or when the regions are broken anyway). */
    String regionRef(Node node, String path);

    /** True when a region of that name (or clause text) is known. */
    boolean hasRegion(String name);

    /** A known region's squares for one colour (as the owner sees them), or null. */
    java.util.BitSet regionSquares(String name, int colour);

    /** Names of the resolved regions, for suggestions. */
    java.util.Collection<String> regionNames();

    /** True when every region could be read (so an unknown name is the reference's fault). */
    boolean regionsKnown();

    /** A compiled movement; null after reporting. */
    List<MoveRule> movement(ScalarNode node, String path);

    /** The model of a family listed before this one (null when the file does not use it). */
    <M> M model(RuleKey<M> key);

    /** The setup's node and its FEN with all six fields, or null when the setup is broken. */
    Node setupNode();
    String setupFen();
}
