package varia.variant;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import varia.notation.MoveRule;
import varia.notation.NotationException;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.rules.Rules;
import varia.rules.castling.Castling;
import varia.yaml.Key;
import varia.yaml.Nodes;
import varia.yaml.Problems;
import varia.yaml.Section;
import varia.yaml.Shape;
import varia.yaml.YamlSource;
import varia.engine.FenReader;
import varia.engine.FenShape;

/**
 * One load of a variant file: options, board, regions, pieces, every rule family in turn, then the
 * setup. Problems are collected without cascading: a part that depends on a broken one is not
 * checked against it.
 */
final class LoadRun implements RuleInput {
    static final Key<String> NAME = Key.text("name")
            .doc("the variant's display name (default: the file name)");
    static final Key<Node> ALIASES = Key.node("aliases", "list of names").shape(OptionsReader.ALIASES_SHAPE)
            .doc("other names that select the variant, in any letter case; an entry {name, options} also selects option values");
    static final Key<List<String>> SOURCES = Key.texts("sources")
            .doc("where the rules come from: documents by file name and section");
    static final Key<Node> BOARD = Key.node("board", "mapping").required("e.g. 'board: {files: 8, ranks: 8}'")
            .shape(Shape.fields(BoardReader.KEYS))
            .doc("the board's size, style and holes, e.g. {files: 8, ranks: 8}");
    static final Key<Node> REGIONS = Key.node("regions", "mapping of region names to clauses").shape(RegionsReader.SHAPE)
            .doc("named sets of squares, written from the owner's side (palace, camp, promotion zones)");
    static final Key<Node> PIECES = Key.node("pieces", "mapping of piece letters to pieces")
            .required("a mapping from piece letters to pieces, e.g. 'K: {name: King, moves: K, royal: true}'")
            .shape(Shape.named("^\\+?[A-Z]'?$", Shape.fields(() -> LoadRun.PIECE_KEYS)))
            .doc("the pieces: an upper-case FEN letter (or '+' and a letter for a promoted form) to the piece");
    static final Key<Node> SETUP = Key.node("setup", "FEN")
            .required("the start position as FEN, e.g. 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'")
            .shape(Shape.TEXT)
            .doc("the start position as FEN, in Fairy-Stockfish's dialect");
    static final Key<Node> PLAY = Key.node("play", "mapping").shape(Shape.fields(() -> LoadRun.PLAY_KEYS))
            .doc("rules that shape the moves beyond each piece's movement");
    static final Key<Node> END = Key.node("end", "mapping").shape(Shape.fields(() -> LoadRun.END_KEYS))
            .doc("how games end: results for the side the event happens to");
    static final Key<Node> OPTIONS = Key.node("options", "mapping of option names").shape(OptionsReader.SHAPE)
            .doc("disputed readings a player may choose, each value with its source and the keys it changes");

    /** Keys of each mapping: what every variant has, then the rule families' keys where they sit. */
    static final List<Key<?>> TOP_KEYS = keys(List.of(NAME, ALIASES, SOURCES, BOARD, REGIONS, PIECES, SETUP),
            Placement.Place.TOP, List.of(PLAY, END, OPTIONS));
    static final List<Key<?>> PLAY_KEYS = keys(List.of(), Placement.Place.PLAY, List.of());
    static final List<Key<?>> END_KEYS = keys(List.of(), Placement.Place.END, List.of());
    static final List<Key<?>> PIECE_KEYS = keys(PiecesReader.CORE_KEYS, Placement.Place.PIECE, List.of());

    private static List<Key<?>> keys(List<Key<?>> first, Placement.Place place, List<Key<?>> last) {
        List<Key<?>> out = new ArrayList<>(first);
        for (Rule<?> r : Rules.ALL) for (Placement pl : r.keys()) if (pl.place() == place) out.add(pl.key());
        out.addAll(last);
        return List.copyOf(out);
    }

    private final VariantLoader loader;
    private final String key, origin;
    private final Problems p;
    private final Map<String, String> requested;
    private final boolean trial;

    private Section top, play, end;
    private Integer files, ranks;
    private Board board;
    private RegionsReader regions;
    private List<PiecesReader.Raw> raw = List.of();
    private List<String> symbols;
    private final Map<String, String> pieceNames = new java.util.HashMap<>();
    private final Set<String> unknownLetters = new java.util.HashSet<>();
    private final Map<varia.variant.RuleKey<?>, Object> models = new LinkedHashMap<>();
    private Node setupNode;
    private String setupFen;
    private List<PieceType> resolvedPieces;
    OptionsReader options;

    LoadRun(VariantLoader loader, String key, String origin, Problems p, Map<String, String> requested, boolean trial) {
        this.loader = loader;
        this.key = key;
        this.origin = origin;
        this.p = p;
        this.requested = requested;
        this.trial = trial;
    }

    @Override public Problems problems() { return p; }

    /** The variant, or null when the file has problems (reported). */
    Variant read(String text) {
        Node root = YamlSource.compose(text, p);
        if (root == null) return null;
        if (root instanceof MappingNode gm) // a file of another family (its 'game:' word): that family reads it
            for (NodeTuple t : gm.getValue())
                if (t.getKeyNode() instanceof ScalarNode k && k.getValue().equals("game"))
                    for (varia.game.Family family : varia.game.Families.all())
                        if (family.word() != null && Nodes.isWord(t.getValueNode(), family.word())) {
                            p.at(t.getValueNode(), VariantLoader.otherFamilyMessage(key, family));
                            return null;
                        }

        // options first: their fragments change the document
        options = new OptionsReader(this);
        boolean optionsClean = true;
        if (root instanceof MappingNode rm) {
            Node optionsNode = null;
            for (NodeTuple t : rm.getValue())
                if (t.getKeyNode() instanceof ScalarNode k && k.getValue().equals("options")) { optionsNode = t.getValueNode(); break; }
            int before = p.count();
            if (optionsNode != null) options.read(optionsNode);
            optionsClean = p.count() == before;
            options.select(requested, key);
            if (optionsClean) root = options.apply(root);
        }

        top = Section.open(root, "the top level", "", TOP_KEYS, this);
        if (top == null) return null;
        String name = top.get(NAME, key);
        List<String> aliases = top.has(ALIASES) ? options.aliases(top.node(ALIASES), optionsClean) : List.of();
        List<String> sources = top.get(SOURCES, List.of());
        BoardReader boardReader = new BoardReader(this);
        boardReader.read(top.node(BOARD));
        files = boardReader.files;
        ranks = boardReader.ranks;
        board = boardReader.holes == null ? null : boardReader.board();
        regions = new RegionsReader(this, files, ranks);
        regions.read(top.node(REGIONS));

        int beforePieces = p.count();
        List<PiecesReader.Raw> pieceList = new ArrayList<>();
        PiecesReader piecesReader = new PiecesReader(this);
        boolean piecesComplete = top.has(PIECES) && piecesReader.read(top.node(PIECES), PIECE_KEYS, pieceList);
        boolean piecesClean = piecesComplete && p.count() == beforePieces;
        raw = pieceList;
        symbols = piecesComplete ? raw.stream().map(PiecesReader.Raw::symbol).toList() : null;
        for (PiecesReader.Raw r : raw) {
            if (r.name() != null && r.name().length() > 2) pieceNames.putIfAbsent(r.name().toLowerCase(Locale.ROOT), r.symbol());
            for (String n : r.names()) if (n.length() > 2) pieceNames.putIfAbsent(n.toLowerCase(Locale.ROOT), r.symbol());
        }
        List<Set<String>> royals = null;
        if (piecesClean) {
            // (a broken piece might be the royal one: then the royal checks would only add noise)
            royals = new ArrayList<>();
            for (int colour = 0; colour < 2; colour++) {
                int bit = 1 << colour;
                royals.add(raw.stream().filter(r -> (r.royalColours() & bit) != 0).map(PiecesReader.Raw::symbol).collect(Collectors.toSet()));
            }
        }
        List<PieceType> pieces = piecesReader.resolve(raw, piecesComplete);
        resolvedPieces = pieces;

        play = top.has(PLAY) ? Section.open(top.node(PLAY), "'play'", "play", PLAY_KEYS, this) : null;
        end = top.has(END) ? Section.open(top.node(END), "'end'", "end", END_KEYS, this) : null;
        int beforeRules = p.count();
        for (Rule<?> r : Rules.ALL) read(r);
        // a game without royal pieces needs a rule that decides it otherwise (the royal requirement follows from the rules)
        if (piecesClean && raw.stream().noneMatch(PiecesReader.Raw::royal) && p.count() == beforeRules && !decidedWithoutRoyals()) {
            p.at(top.node(PIECES), "pieces: no piece is royal; mark the piece whose loss loses the game (the king) with 'royal: true',"
                    + " or let another rule decide the game: end.extinction, end.goal, or end.stalemate: win or loss");
        }

        setupNode = top.node(SETUP);
        if (setupNode != null) setupFen = checkSetup(piecesComplete, piecesClean, royals);
        for (Rule<?> r : Rules.ALL) checkSetup(r);

        if (!p.isEmpty() || board == null || pieces == null || setupFen == null || name == null
                || aliases == null || sources == null) return null;
        Map<String, Region> regionMap = new LinkedHashMap<>();
        for (Map.Entry<String, BitSet[]> e : regions.all().entrySet())
            regionMap.put(e.getKey(), new Region(e.getKey(), e.getValue()[0], e.getValue()[1]));
        Variant v = new Variant(key, name, aliases, sources, board, pieces, setupFen, origin, regionMap,
                options.choices(), new RuleSet(models));
        if (!trial) checkSetupPosition(v);
        return p.isEmpty() ? v : null;
    }

    private boolean decidedWithoutRoyals() {
        for (Rule<?> r : Rules.ALL) if (decides(r)) return true;
        return false;
    }

    @SuppressWarnings("unchecked")
    private <M> boolean decides(Rule<M> rule) {
        M model = (M) models.get(rule.key());
        return model != null && rule.decidesWithoutRoyals(model);
    }

    @SuppressWarnings("unchecked")
    private <M> varia.engine.FenShape.ExtraField fenField(Rule<M> rule) {
        M model = (M) models.get(rule.key());
        return model == null ? null : rule.fenField(model);
    }

    private <M> void read(Rule<M> rule) {
        M model = rule.read(this);
        if (model != null) models.put(rule.key(), model);
    }

    @SuppressWarnings("unchecked")
    private <M> void checkSetup(Rule<M> rule) { rule.checkSetup((M) models.get(rule.key()), this); }

    /** The setup's FEN checked against what is known of the file (a broken part is not checked against). */
    private String checkSetup(boolean piecesComplete, boolean piecesClean, List<Set<String>> royals) {
        ScalarNode s = Nodes.scalar(setupNode, "setup", "the start position as one FEN string", p);
        if (s == null) return null;
        List<String> letters = piecesComplete ? raw.stream().filter(r -> !r.symbol().startsWith("+")).map(PiecesReader.Raw::symbol).toList() : null;
        Set<String> promoted = piecesClean ? raw.stream().filter(r -> r.symbol().startsWith("+")).map(r -> r.symbol().substring(1))
                .collect(Collectors.toSet()) : null;
        Castling castling = (Castling) models.get(Castling.KEY);
        boolean castlingBlock = top.has("castling");
        Set<Character> castlingLetters = castlingBlock && castling == null ? null : castling == null ? Set.of()
                : castling.sides().stream().map(Castling.Side::fenLetter).collect(Collectors.toSet());
        varia.engine.FenShape.ExtraField extra = null;
        for (Rule<?> r : Rules.ALL) if (extra == null) extra = fenField(r);
        FenShape shape = new FenShape(files, ranks, letters, promoted, piecesClean ? royals.get(0) : null, true, castlingLetters,
                castlingBlock, null, true, true, piecesClean ? royals.get(1) : null, extra, board == null ? null : board.holes(), tildes());
        FenReader fen = FenReader.read(s.getValue(), shape);
        for (FenReader.Problem problem : fen.problems()) p.inside(s, problem.index(), "setup: " + problem.message());
        return fen.problems().isEmpty() ? fen.complete() : null;
    }

    /** Whether a setup may mark promoted pieces with '~' (a promotion with demote-on-capture), or null while the promotions are broken. */
    private Boolean tildes() {
        if (top.has("pieces") && symbols == null) return null;
        varia.rules.promotion.Promotions pr = (varia.rules.promotion.Promotions) models.get(varia.rules.promotion.Promotions.KEY);
        return pr != null && pr.byType().stream().anyMatch(x -> x != null && x.demoteOnCapture());
    }

    /** The setup as the engine reads it: what only the rules can tell (a castling right without its partner, a hand in a game without hands). */
    void checkSetupPosition(Variant v) {
        try {
            varia.engine.Position.fromFen(v, v.startFen());
        } catch (varia.engine.FenException e) {
            ScalarNode s = (ScalarNode) setupNode;
            if (e.index() >= 0) p.inside(s, e.index(), "setup: " + e.getMessage());
            else p.at(s, "setup: " + e.getMessage());
        } catch (RuntimeException e) {
            p.at(setupNode, "setup: the engine cannot set up this position (" + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ")");
        }
    }

    /** Loads the file once more for every option value not selected, reporting the problems that value brings. */
    void tryOtherOptionValues(String text) {
        if (trial) return;
        new OptionTrials(loader, key, origin, p).run(text, options);
    }

    // ---------------------------------------------------------------- RuleInput

    @Override public <T> T top(Key<T> k) { return top == null ? null : top.get(k); }
    @Override public <T> T play(Key<T> k) { return play == null ? null : play.get(k); }
    @Override public <T> T end(Key<T> k) { return end == null ? null : end.get(k); }
    @Override public Node topNode(String k) { return top == null ? null : top.node(k); }
    @Override public Node playNode(String k) { return play == null ? null : play.node(k); }
    @Override public Node endNode(String k) { return end == null ? null : end.node(k); }
    @Override public List<String> symbols() { return symbols; }
    @Override public Section piece(int type) { return raw.get(type).section(); }
    @Override public Integer files() { return files; }
    @Override public Integer ranks() { return ranks; }
    @Override public Board board() { return board; }

    @Override public List<MoveRule> pieceMoves(int type) {
        if (resolvedPieces == null || type >= resolvedPieces.size()) return List.of();
        PieceType t = resolvedPieces.get(type);
        List<MoveRule> all = new ArrayList<>(t.moves());
        for (RegionMoves rm : t.regionMoves()) all.addAll(rm.moves());
        return all;
    }
    @Override public String regionRef(Node node, String path) { return regions.ref(node, path); }
    @Override public boolean hasRegion(String name) { return regions.has(name); }
    @Override public BitSet[] regionSquares(String name) { return regions.all().get(name); }
    @Override public BitSet regionSquares(String name, int colour) {
        BitSet[] sets = regions.all().get(name);
        return sets == null ? null : (BitSet) sets[colour].clone();
    }
    @Override public Collection<String> regionNames() { return regions.names(); }
    @Override public boolean regionsKnown() { return regions.known(); }
    @Override public Node setupNode() { return setupNode; }
    @Override public String setupFen() { return setupFen; }
    @Override public <M> M model(varia.variant.RuleKey<M> k) { return k.type().cast(models.get(k)); }

    /** A piece reference ('K' or '+P') to its index; -1 (reported unless the pieces are broken) when unknown. */
    @Override public int pieceRef(Node node, String path) {
        ScalarNode s = Nodes.scalar(node, path, "a piece letter such as K", p);
        if (s == null) return -1;
        String v = s.getValue().trim();
        if (symbols == null) return -1;
        int index = symbols.indexOf(v);
        if (index >= 0) return index;
        String up = v.toUpperCase(Locale.ROOT);
        String byName = pieceNames.get(v.toLowerCase(Locale.ROOT));
        if (byName != null) {
            p.at(s, path + ": '" + v + "' is a piece name; write its letter '" + byName + "'");
        } else if (!v.equals(up) && symbols.contains(up)) {
            p.at(s, path + ": write piece letters in upper case: '" + up + "', not '" + v + "'");
        } else if (v.matches("\\+?[A-Z]'?")) {
            // a letter without a piece is one mistake (often a piece left out), reported where it is first used
            if (unknownLetters.add(v)) p.at(s, path + ": unknown " + (v.startsWith("+") ? "promoted form" : "piece letter") + " '" + v
                    + "'; the pieces are " + String.join(", ", symbols));
        } else {
            p.at(s, path + " must be one upper-case piece letter (or '+' and a letter for a promoted form), not '" + v + "'");
        }
        return -1;
    }

    @Override public List<Integer> pieceRefs(Node node, String path) {
        List<Node> items;
        if (node instanceof ScalarNode s && s.getTag() != org.yaml.snakeyaml.nodes.Tag.NULL) items = List.of(s);
        else if (node instanceof SequenceNode seq) items = seq.getValue();
        else {
            p.at(node, path + " must be a piece letter or a list of them, e.g. '[C]'; found " + Nodes.describe(node));
            return null;
        }
        List<Integer> out = new ArrayList<>();
        boolean ok = true;
        for (Node item : items) {
            int index = pieceRef(item, path);
            if (index < 0) { ok = false; continue; }
            if (out.contains(index)) {
                p.at(item, path + " lists '" + symbols.get(index) + "' twice");
                ok = false;
            }
            out.add(index);
        }
        return ok ? out : null;
    }

    @Override public List<MoveRule> movement(ScalarNode s, String path) {
        String text = s.getValue();
        if (text.isBlank()) {
            p.at(s, path + " is empty; write the piece's movement, e.g. 'K' or 'fmWfcF'");
            return null;
        }
        try {
            List<MoveRule> moves = loader.compiler().compile(text);
            return moves == null ? List.of() : moves;
        } catch (NotationException e) {
            int col = Math.max(1, Math.min(e.column(), text.length() + 1));
            String hint = e.hint() == null || e.hint().isBlank() ? "" : "; " + e.hint();
            p.inside(s, col - 1, path + ": " + e.getMessage() + hint);
            return null;
        } catch (RuntimeException e) {
            p.at(s, path + ": the movement compiler failed on '" + text + "' (" + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()) + ")");
            return null;
        }
    }
}
