package varia.variant;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;
import varia.notation.MoveRule;
import varia.notation.Notation;
import varia.notation.NotationException;
import varia.variant.CountClauses.ClauseException;

/**
 * Reads a variant descriptor (YAML) into a {@link Variant}. Every problem becomes a
 * {@link VariantException.Diagnostic} at the line and column of the offending value; the schema
 * is documented in {@code docs/variant-format.md}.
 *
 * <p>Options ({@code options:} in the file) are applied first: the selected value's {@code set}
 * fragment of each option is deep-merged over the document, then the merged document is built.
 * Fragments keep their own positions, so a mistake inside one is reported at its line. When a
 * file loads, every other option value is tried as well and its problems reported, so that
 * {@code varia check} sees mistakes in values nobody selected.
 */
public final class VariantLoader {
    /** Largest board side. */
    public static final int MAX_BOARD_SIZE = 16;
    /** Other option values tried when a file loads (their problems are reported too); more are not checked. */
    static final int MAX_TRIAL_LOADS = 64;

    static final List<String> TOP_KEYS = List.of("name", "aliases", "sources", "board", "regions", "pieces", "setup",
            "castling", "play", "end", "options");
    static final List<String> BOARD_KEYS = List.of("files", "ranks");
    static final List<String> PIECE_KEYS = List.of("name", "names", "moves", "royal", "promotion", "demotes-to",
            "confined-to", "moves-where", "moves-within", "cannot-capture", "screens-exclude", "gives-check", "drop",
            "special", "value", "zone", "gate");
    static final List<String> PROMOTION_KEYS = List.of("to", "zone", "forced", "on-leaving", "forced-if-stuck", "family");
    static final List<String> DROP_KEYS = List.of("zone", "no-doubled", "no-mate");
    static final List<String> SPECIAL_KEYS = List.of("moves", "first-move-only", "not-in-check", "lost-on-check",
            "lost-when-aimed-by");
    static final List<String> CASTLING_KEYS = List.of("king", "partner", "sides");
    static final List<String> SIDE_KEYS = List.of("fen-letter", "king-to", "partner-to");
    static final List<String> PLAY_KEYS = List.of("facing", "pass", "drops", "royals", "forbid-stalemating",
            "opening-moves", "forbidden-mates", "impasse");
    static final List<String> IMPASSE_KEYS = List.of("rule", "big", "camp", "pieces");
    static final List<String> PASS_KEYS = List.of("in-check", "ends-after", "outcome");
    static final List<String> PLAY_DROPS_KEYS = List.of("captures-to-hand");
    static final List<String> END_KEYS = List.of("checkmate", "stalemate", "bare-king", "n-move-rule", "repetition",
            "perpetual-check", "counting", "check-kinds", "mate-needs", "material", "drawn-mates");
    static final List<String> BARE_KING_KEYS = List.of("bared", "can-bare-back", "both-bare");
    static final List<String> MATERIAL_KEYS = List.of("values", "black-bonus");
    static final List<String> REGION_KEYS = List.of("squares", "absolute");
    static final List<String> OPTION_KEYS = List.of("default", "values");
    static final List<String> OPTION_VALUE_KEYS = List.of("description", "source", "set");
    static final List<String> ALIAS_KEYS = List.of("name", "options");
    static final List<String> FAMILIES = List.of("listed", "lost-only", "setup-square");

    private static final Map<String, String> REQUIRED_HINTS = Map.ofEntries(
            Map.entry("board", "e.g. 'board: {files: 8, ranks: 8}'"),
            Map.entry("pieces", "a mapping from piece letters to pieces, e.g. 'K: {name: King, moves: K, royal: true}'"),
            Map.entry("setup", "the start position as FEN, e.g. 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'"),
            Map.entry("files", "the board's width, 1 to 16"),
            Map.entry("ranks", "the board's height, 1 to 16"),
            Map.entry("moves", "the piece's movement in Betza notation, e.g. 'moves: N'"),
            Map.entry("to", "the letters of the pieces it may become, e.g. 'to: [Q, R, B, N]'"),
            Map.entry("zone", "where it promotes, e.g. 'zone: rank 8', 'zone: ranks 6-8' or a region name"),
            Map.entry("values", "the option's values, e.g. 'values: {strict: {description: ..., set: {...}}}'"),
            Map.entry("squares", "the region's squares, e.g. 'squares: \"d4 e4 d5 e5\"'"));

    private final MovementCompiler compiler;

    /** A loader that compiles movements with {@link Notation#compile}. */
    public VariantLoader() { this(Notation::compile); }

    public VariantLoader(MovementCompiler compiler) { this.compiler = Objects.requireNonNull(compiler, "compiler"); }

    /** Loads a YAML file with its options at their defaults; its stem is the variant's key. */
    public Variant load(Path file) throws VariantException { return load(file, Map.of()); }

    /** Loads a YAML file with the given option values (name to value); its stem is the variant's key. */
    public Variant load(Path file, Map<String, String> options) throws VariantException {
        String display = file.toString();
        byte[] bytes;
        try {
            bytes = varia.io.BoundedFiles.read(file, 4L * YamlSource.MAX_CODE_POINTS, "variant file");
        } catch (varia.io.FileRefusedException e) {
            throw single(display, e.reason());
        } catch (IOException e) {
            throw single(display, "cannot read the file: " + e.getMessage());
        }
        return load(keyOf(file.getFileName() == null ? display : file.getFileName().toString()), display, bytes, options);
    }

    /** Loads UTF-8 bytes; {@code origin} names the source in diagnostics. */
    public Variant load(String key, String origin, byte[] utf8) throws VariantException {
        return load(key, origin, utf8, Map.of());
    }

    public Variant load(String key, String origin, byte[] utf8, Map<String, String> options) throws VariantException {
        return load(key, origin, decode(origin, utf8), options);
    }

    /** Loads YAML text; {@code origin} names the source in diagnostics. */
    public Variant load(String key, String origin, String text) throws VariantException {
        return load(key, origin, text, Map.of());
    }

    /** Loads YAML text with the given option values (name to value). */
    public Variant load(String key, String origin, String text, Map<String, String> options) throws VariantException {
        Problems problems = new Problems(origin);
        Run run = new Run(key, origin, problems, options == null ? Map.of() : options);
        Variant v = run.read(text);
        if (v != null && problems.isEmpty()) run.tryOtherOptionValues(text);
        if (v == null || !problems.isEmpty()) {
            List<VariantException.Diagnostic> sorted = new ArrayList<>(problems.list());
            sorted.sort(Comparator.comparingInt(VariantException.Diagnostic::line)
                    .thenComparingInt(VariantException.Diagnostic::column));
            throw new VariantException(sorted);
        }
        return v;
    }

    /** The variant key for a file name: its stem. */
    static String keyOf(String fileName) {
        int dot = fileName.lastIndexOf('.');
        return dot > 0 ? fileName.substring(0, dot) : fileName;
    }

    /** An alias of a variant: selecting it applies these options. */
    record Alias(String name, Map<String, String> options) {
        Alias { options = Map.copyOf(options); }
    }

    /**
     * The aliases declared in a descriptor, read leniently without compiling anything (for the
     * registry's name index); an empty list when the file cannot be read.
     */
    static List<Alias> peekAliases(String text) {
        try {
            Problems ignored = new Problems("");
            Node root = YamlSource.compose(text, ignored);
            if (!(root instanceof MappingNode m)) return List.of();
            for (NodeTuple t : m.getValue()) {
                if (t.getKeyNode() instanceof ScalarNode k && k.getValue().equals("aliases")) {
                    Node v = t.getValueNode();
                    List<Alias> out = new ArrayList<>();
                    List<Node> items = v instanceof SequenceNode s ? s.getValue() : List.of(v);
                    for (Node item : items) {
                        if (item instanceof ScalarNode sc) {
                            out.add(new Alias(sc.getValue(), Map.of()));
                        } else if (item instanceof MappingNode am) {
                            String name = null;
                            Map<String, String> opts = new LinkedHashMap<>();
                            for (NodeTuple at : am.getValue()) {
                                if (!(at.getKeyNode() instanceof ScalarNode ak)) continue;
                                if (ak.getValue().equals("name") && at.getValueNode() instanceof ScalarNode an) name = an.getValue();
                                if (ak.getValue().equals("options") && at.getValueNode() instanceof MappingNode om) {
                                    for (NodeTuple ot : om.getValue()) {
                                        if (ot.getKeyNode() instanceof ScalarNode ok && ot.getValueNode() instanceof ScalarNode ov) {
                                            opts.put(ok.getValue(), ov.getValue());
                                        }
                                    }
                                }
                            }
                            if (name != null) out.add(new Alias(name, opts));
                        }
                    }
                    return out;
                }
            }
        } catch (RuntimeException e) {
            // the full load will report it
        }
        return List.of();
    }

    static VariantException single(String file, String message) {
        return new VariantException(List.of(new VariantException.Diagnostic(file, 0, 0, message)));
    }

    private static String decode(String origin, byte[] bytes) throws VariantException {
        try {
            String s = StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString();
            return s.startsWith("\uFEFF") ? s.substring(1) : s;
        } catch (CharacterCodingException e) {
            throw new VariantException(List.of(new VariantException.Diagnostic(origin, 1, 1,
                    "the file is not valid UTF-8 text; save it as UTF-8")));
        }
    }

    /** Deep merge of YAML nodes: mappings merge key by key, anything else is replaced by the patch. */
    static Node merge(Node base, Node patch) {
        if (!(base instanceof MappingNode bm) || !(patch instanceof MappingNode pm)) return patch;
        List<NodeTuple> out = new ArrayList<>(bm.getValue());
        for (NodeTuple pt : pm.getValue()) {
            String k = pt.getKeyNode() instanceof ScalarNode ks ? ks.getValue() : null;
            int at = -1;
            for (int i = 0; k != null && i < out.size(); i++) {
                if (out.get(i).getKeyNode() instanceof ScalarNode bk && bk.getValue().equals(k)) { at = i; break; }
            }
            if (at < 0) {
                out.add(pt);
            } else {
                NodeTuple bt = out.get(at);
                out.set(at, new NodeTuple(bt.getKeyNode(), merge(bt.getValueNode(), pt.getValueNode())));
            }
        }
        return new MappingNode(bm.getTag(), true, out, bm.getStartMark(), bm.getEndMark(), bm.getFlowStyle());
    }

    // ------------------------------------------------------------------------------------------

    /** One load: walks the node tree, collecting problems without cascading. */
    private final class Run {
        private final String key, origin;
        private final Problems p;
        private final Map<String, String> requested;
        private final boolean trial;

        // state shared by the phases
        private Integer files, ranks;
        private Map<String, RawRegion> rawRegions = new LinkedHashMap<>();
        private final Map<String, BitSet[]> resolvedRegions = new LinkedHashMap<>();
        private final Set<String> failedRegions = new HashSet<>();
        private final List<String> resolving = new ArrayList<>();
        private boolean regionsKnown = true;
        private List<String> symbols;               // index-aligned with the pieces; null when the block is broken
        private final Map<String, String> pieceNames = new HashMap<>(); // lower-case name or other name -> symbol
        private Map<String, RawOption> rawOptions = new LinkedHashMap<>();
        private final Map<String, String> selected = new LinkedHashMap<>();

        Run(String key, String origin, Problems p, Map<String, String> requested) { this(key, origin, p, requested, false); }

        Run(String key, String origin, Problems p, Map<String, String> requested, boolean trial) {
            this.key = key;
            this.origin = origin;
            this.p = p;
            this.requested = requested;
            this.trial = trial;
        }

        private record RawRegion(String name, ScalarNode clause, boolean absolute, Node keyNode) {}

        private record RawPiece(String symbol, char letter, Node keyNode, Map<String, Node> m, String name,
                                List<String> names, String movement, List<MoveRule> moves, boolean royal) {}

        private record RawValue(String name, Node keyNode, String description, String source, Node set) {}

        private record RawOption(String name, Node keyNode, String defaultValue, Map<String, RawValue> values) {}

        Variant read(String text) {
            Node root = YamlSource.compose(text, p);
            if (root == null) return null;

            // options first: their patches change the document
            boolean optionsClean = true;
            if (root instanceof MappingNode rm) {
                Node optionsNode = null;
                for (NodeTuple t : rm.getValue()) {
                    if (t.getKeyNode() instanceof ScalarNode k && k.getValue().equals("options")) {
                        optionsNode = t.getValueNode();
                        break;
                    }
                }
                int before = p.count();
                if (optionsNode != null) readOptions(optionsNode);
                optionsClean = p.count() == before;
                selectOptions();
                if (optionsClean) {
                    for (RawOption o : rawOptions.values()) {
                        RawValue v = o.values.get(selected.get(o.name));
                        if (v != null && v.set != null) root = merge(root, v.set);
                    }
                }
            }

            Map<String, Node> top = mapping(root, "the top level", "", TOP_KEYS, List.of("board", "pieces", "setup"));
            if (top == null) return null;

            String name = top.containsKey("name") ? string(top.get("name"), "name") : key;
            List<String> aliases = top.containsKey("aliases") ? aliases(top.get("aliases"), optionsClean) : List.of();
            List<String> sources = top.containsKey("sources") ? strings(top.get("sources"), "sources") : List.of();

            // board
            if (top.containsKey("board")) {
                Map<String, Node> board = mapping(top.get("board"), "'board'", "board", BOARD_KEYS, BOARD_KEYS);
                if (board != null) {
                    if (board.containsKey("files")) files = boardSize(board.get("files"), "board.files", "files");
                    if (board.containsKey("ranks")) ranks = boardSize(board.get("ranks"), "board.ranks", "ranks");
                }
            }

            // regions (need the board)
            if (top.containsKey("regions")) readRegions(top.get("regions"));
            if (files == null || ranks == null) regionsKnown = false;
            if (regionsKnown) for (String r : rawRegions.keySet()) region(r);

            // pieces
            List<RawPiece> raw = new ArrayList<>();
            int beforePieces = p.count();
            boolean piecesComplete = top.containsKey("pieces") && readPieces(top.get("pieces"), raw);
            boolean piecesClean = piecesComplete && p.count() == beforePieces;
            symbols = piecesComplete ? raw.stream().map(RawPiece::symbol).toList() : null;
            for (RawPiece r : raw) {
                if (r.name != null && r.name.length() > 2) pieceNames.putIfAbsent(r.name.toLowerCase(Locale.ROOT), r.symbol);
                for (String n : r.names) if (n.length() > 2) pieceNames.putIfAbsent(n.toLowerCase(Locale.ROOT), r.symbol);
            }
            List<Character> letters = piecesComplete
                    ? raw.stream().filter(r -> r.symbol.length() == 1).map(RawPiece::letter).toList() : null;
            Set<Character> promoted = piecesComplete
                    ? raw.stream().filter(r -> r.symbol.length() == 2).map(RawPiece::letter).collect(Collectors.toSet()) : null;
            Set<Character> royals = null;
            if (piecesClean) {
                // (a broken piece might be the royal one: then the royal checks would only add noise)
                royals = raw.stream().filter(r -> r.royal && r.symbol.length() == 1).map(RawPiece::letter)
                        .collect(Collectors.toSet());
                if (raw.stream().noneMatch(RawPiece::royal)) {
                    p.at(top.get("pieces"), "pieces: no piece is royal; mark the piece whose loss loses the game"
                            + " (the king) with 'royal: true'");
                }
            }
            List<PieceType> pieces = resolvePieces(raw, piecesComplete);

            // castling (before setup: the setup's castling field is checked against it)
            Castling castling = null;
            boolean castlingKnown = true;
            Set<Character> castlingLetters = Set.of();
            if (top.containsKey("castling")) {
                int before = p.count();
                castling = castling(top.get("castling"), files);
                castlingKnown = p.count() == before && castling != null;
                if (castlingKnown) {
                    castlingLetters = castling.sides().stream().map(Castling.Side::fenLetter).collect(Collectors.toSet());
                }
            }

            // setup
            String startFen = null;
            if (top.containsKey("setup")) {
                Node setupNode = top.get("setup");
                if (scalarOrError(setupNode, "setup", "the start position as one FEN string") instanceof ScalarNode s) {
                    startFen = new SetupChecker(p, s, files, ranks, letters, piecesClean ? royals : null,
                            castlingKnown ? castlingLetters : null, top.containsKey("castling"),
                            piecesClean ? promoted : null).check();
                }
            }

            PlayRules play = top.containsKey("play") ? play(top.get("play")) : PlayRules.DEFAULT;
            if (play != null && startFen != null) new TurnKeys(p, compiler).checkSetupSide(top.get("setup"), startFen, play);

            EndRules end = top.containsKey("end") ? end(top.get("end"), letters)
                    : new EndRules(EndRules.Outcome.LOSS, EndRules.Outcome.DRAW, null, 0, 0);

            if (!p.isEmpty() || files == null || ranks == null || pieces == null || startFen == null || end == null
                    || name == null || aliases == null || sources == null || play == null) {
                return null;
            }
            Map<String, Region> regions = new LinkedHashMap<>();
            for (Map.Entry<String, BitSet[]> e : resolvedRegions.entrySet()) {
                regions.put(e.getKey(), new Region(e.getKey(), e.getValue()[0], e.getValue()[1]));
            }
            List<OptionChoice> options = new ArrayList<>();
            for (RawOption o : rawOptions.values()) {
                List<OptionChoice.Value> values = o.values.values().stream()
                        .map(v -> new OptionChoice.Value(v.name, v.description, v.source)).toList();
                options.add(new OptionChoice(o.name, selected.get(o.name), o.defaultValue, values));
            }
            return new Variant(key, name, aliases, sources, files, ranks, pieces, startFen, castling, end, origin,
                    regions, play, options);
        }

        // ---- options ----

        private void readOptions(Node node) {
            Map<String, Node> m = mapping(node, "'options'", "options", null, List.of());
            if (m == null) return;
            Map<String, Node> keyNodes = keyNodes(node);
            for (Map.Entry<String, Node> e : m.entrySet()) {
                String name = e.getKey();
                String path = "options." + name;
                Node keyNode = keyNodes.get(name);
                if (!name.matches("[A-Za-z0-9][A-Za-z0-9_-]*")) {
                    p.at(keyNode, "option name '" + name + "' must be one word (letters, digits, '-'), e.g. 'knight-mate'");
                    continue;
                }
                Map<String, Node> om = mapping(e.getValue(), "option '" + name + "'", path, OPTION_KEYS, List.of("values"));
                if (om == null || !om.containsKey("values")) continue;
                Map<String, Node> vm = mapping(om.get("values"), "the values of option '" + name + "'", path + ".values",
                        null, List.of());
                if (vm == null) continue;
                if (vm.isEmpty()) {
                    p.at(om.get("values"), path + ".values is empty; give at least one value");
                    continue;
                }
                Map<String, Node> valueKeys = keyNodes(om.get("values"));
                Map<String, RawValue> values = new LinkedHashMap<>();
                for (Map.Entry<String, Node> ve : vm.entrySet()) {
                    String vpath = path + ".values." + ve.getKey();
                    Map<String, Node> vv = ve.getValue() instanceof ScalarNode sn && sn.getTag() == Tag.NULL
                            ? Map.of() : mapping(ve.getValue(), "option value '" + ve.getKey() + "'", vpath, OPTION_VALUE_KEYS, List.of());
                    if (vv == null) continue;
                    String description = vv.containsKey("description") ? string(vv.get("description"), vpath + ".description") : null;
                    String source = vv.containsKey("source") ? string(vv.get("source"), vpath + ".source") : null;
                    Node set = null;
                    if (vv.containsKey("set")) {
                        set = vv.get("set");
                        if (!(set instanceof MappingNode sm)) {
                            p.at(set, vpath + ".set must be a mapping of keys to change, e.g. 'set: {play: {forbidden-mates:"
                                    + " [N]}}'; found " + describe(set));
                            set = null;
                        } else {
                            for (NodeTuple t : sm.getValue()) {
                                if (t.getKeyNode() instanceof ScalarNode k && k.getValue().equals("options")) {
                                    p.at(k, vpath + ".set cannot change 'options'; an option changes the rest of the file");
                                }
                            }
                            // the merge would hide a duplicate key: report it here
                            noDuplicateKeys(set, vpath + ".set");
                        }
                    }
                    values.put(ve.getKey(), new RawValue(ve.getKey(), valueKeys.get(ve.getKey()), description, source, set));
                }
                String def = values.keySet().iterator().next();
                if (om.containsKey("default") && scalarOrError(om.get("default"), path + ".default", "one of the option's values")
                        instanceof ScalarNode d) {
                    if (values.containsKey(d.getValue().trim())) {
                        def = d.getValue().trim();
                    } else {
                        p.at(d, path + ".default: '" + d.getValue().trim() + "' is not one of its values"
                                + hint(d.getValue().trim(), values.keySet(), "values"));
                    }
                }
                rawOptions.put(name, new RawOption(name, keyNode, def, values));
            }
        }

        private void noDuplicateKeys(Node node, String path) {
            if (node instanceof SequenceNode seq) {
                for (Node item : seq.getValue()) noDuplicateKeys(item, path);
            } else if (node instanceof MappingNode m) {
                Map<String, Integer> lines = new HashMap<>();
                for (NodeTuple t : m.getValue()) {
                    if (t.getKeyNode() instanceof ScalarNode k) {
                        Integer first = lines.putIfAbsent(k.getValue(), k.getStartMark().getLine() + 1);
                        if (first != null) {
                            p.at(k, "duplicate key '" + k.getValue() + "' in " + path + " (first at line " + first
                                    + "); keep only one");
                        }
                    }
                    noDuplicateKeys(t.getValueNode(), path);
                }
            }
        }

        /** Chooses each option's value: the requested one, else the default. Unknown names/values are reported without a line. */
        private void selectOptions() {
            for (RawOption o : rawOptions.values()) selected.put(o.name, o.defaultValue);
            for (Map.Entry<String, String> e : requested.entrySet()) {
                String name = e.getKey() == null ? "" : e.getKey().trim();
                String value = e.getValue() == null ? "" : e.getValue().trim();
                RawOption o = rawOptions.get(name);
                if (o == null) {
                    if (rawOptions.isEmpty()) {
                        p.at(0, 0, "unknown option '" + name + "': " + key + " has no options");
                    } else {
                        p.at(0, 0, "unknown option '" + name + "'" + hint(name, rawOptions.keySet(), "options of " + key));
                    }
                    continue;
                }
                if (!o.values.containsKey(value)) {
                    p.at(0, 0, "unknown value '" + value + "' for option '" + name + "'"
                            + hint(value, o.values.keySet(), "values"));
                    continue;
                }
                selected.put(name, value);
            }
        }

        /**
         * Loads the file once more for every option value not selected, reporting the problems
         * that value brings: at their place inside its {@code set} fragment, or prefixed with the
         * option when the fragment breaks something elsewhere.
         */
        void tryOtherOptionValues(String text) {
            if (trial) return;
            Set<String> seen = new LinkedHashSet<>();
            int budget = MAX_TRIAL_LOADS;
            for (RawOption o : rawOptions.values()) {
                for (RawValue v : o.values.values()) {
                    if (v.name.equals(selected.get(o.name)) || v.set == null) continue;
                    if (budget-- <= 0) return; // a hostile file with thousands of values: check the first ones only
                    Map<String, String> choice = new LinkedHashMap<>(selected);
                    choice.put(o.name, v.name);
                    Problems trialProblems = new Problems(origin);
                    new Run(key, origin, trialProblems, choice, true).read(text);
                    int first = v.set.getStartMark().getLine() + 1, last = v.set.getEndMark().getLine() + 1;
                    List<VariantException.Diagnostic> outside = new ArrayList<>();
                    for (VariantException.Diagnostic d : trialProblems.list()) {
                        boolean inside = d.line() >= first && d.line() <= last;
                        if (!inside) { outside.add(d); continue; }
                        if (seen.add(d.line() + ":" + d.column() + ":" + d.message())) p.at(d.line(), d.column(), d.message());
                    }
                    if (!outside.isEmpty()) {
                        // consequences elsewhere: the first one says enough
                        outside.sort(Comparator.comparingInt(VariantException.Diagnostic::line)
                                .thenComparingInt(VariantException.Diagnostic::column));
                        VariantException.Diagnostic d = outside.get(0);
                        String message = "with option " + o.name + "=" + v.name + ": " + d.message()
                                + (outside.size() > 1 ? " (and " + (outside.size() - 1) + " more problem"
                                + (outside.size() > 2 ? "s" : "") + " with this value)" : "");
                        if (seen.add(d.line() + ":" + d.column() + ":" + message)) p.at(d.line(), d.column(), message);
                    }
                }
            }
        }

        private List<String> aliases(Node node, boolean optionsClean) {
            List<Node> items = node instanceof SequenceNode seq ? seq.getValue() : List.of(node);
            if (!(node instanceof SequenceNode) && !(node instanceof ScalarNode s && s.getTag() != Tag.NULL)) {
                p.at(node, "aliases must be a list of names, e.g. '[thai, {name: thai-casual, options: {counting: none}}]';"
                        + " found " + describe(node));
                return null;
            }
            List<String> out = new ArrayList<>();
            for (Node item : items) {
                String name;
                Node nameNode = item;
                if (item instanceof ScalarNode s && s.getTag() != Tag.NULL) {
                    name = s.getValue();
                } else if (item instanceof MappingNode) {
                    Map<String, Node> am = mapping(item, "an alias", "aliases", ALIAS_KEYS, List.of("name"));
                    if (am == null || !am.containsKey("name")) continue;
                    nameNode = am.get("name");
                    name = string(nameNode, "aliases.name");
                    if (name == null) continue;
                    if (am.containsKey("options")) {
                        Map<String, Node> om = mapping(am.get("options"), "the options of alias '" + name + "'",
                                "aliases." + name + ".options", null, List.of());
                        if (om != null && optionsClean) {
                            Map<String, Node> optionKeys = keyNodes(am.get("options"));
                            for (Map.Entry<String, Node> e : om.entrySet()) {
                                RawOption o = rawOptions.get(e.getKey());
                                if (o == null) {
                                    p.at(optionKeys.get(e.getKey()), "alias '" + name + "': unknown option '" + e.getKey() + "'"
                                            + (rawOptions.isEmpty() ? "; the file has no options"
                                            : hint(e.getKey(), rawOptions.keySet(), "options")));
                                } else if (scalarOrError(e.getValue(), "aliases." + name + ".options." + e.getKey(),
                                        "one of the option's values") instanceof ScalarNode vs
                                        && !o.values.containsKey(vs.getValue().trim())) {
                                    p.at(vs, "alias '" + name + "': unknown value '" + vs.getValue().trim() + "' for option '"
                                            + o.name + "'" + hint(vs.getValue().trim(), o.values.keySet(), "values"));
                                }
                            }
                        }
                    }
                } else {
                    p.at(item, "aliases: each entry must be a name or '{name: ..., options: {...}}'; found " + describe(item));
                    continue;
                }
                if (name.isBlank() || name.chars().anyMatch(Character::isWhitespace)) {
                    p.at(nameNode, "aliases: '" + name + "' is not a usable name; use letters, digits and '-', no spaces");
                }
                out.add(name);
            }
            return out;
        }

        // ---- regions ----

        private void readRegions(Node node) {
            Map<String, Node> m = mapping(node, "'regions'", "regions", null, List.of());
            if (m == null) { regionsKnown = false; return; }
            Map<String, Node> keys = keyNodes(node);
            for (Map.Entry<String, Node> e : m.entrySet()) {
                String name = e.getKey();
                String path = "regions." + name;
                Node keyNode = keys.get(name);
                if (!RegionClauses.isName(name) || List.of("files", "file", "ranks", "rank").contains(name)) {
                    p.at(keyNode, "region name '" + name + "' must be one word of letters, digits and '-' (not files,"
                            + " ranks or a square), e.g. 'palace'");
                    regionsKnown = false;
                    continue;
                }
                if (name.startsWith("enemy-")) {
                    p.at(keyNode, "region name '" + name + "': names starting with 'enemy-' are reserved ('enemy-X' is the"
                            + " opponent's X); choose another name");
                    regionsKnown = false;
                    continue;
                }
                Node v = e.getValue();
                if (v instanceof ScalarNode s && s.getTag() != Tag.NULL) {
                    rawRegions.put(name, new RawRegion(name, s, false, keyNode));
                    continue;
                }
                Map<String, Node> rm = mapping(v, "region '" + name + "'", path, REGION_KEYS, List.of("squares"));
                if (rm == null || !rm.containsKey("squares")) { regionsKnown = false; continue; }
                Boolean absolute = rm.containsKey("absolute") ? bool(rm.get("absolute"), path + ".absolute") : Boolean.FALSE;
                if (scalarOrError(rm.get("squares"), path + ".squares", "a region clause such as 'd4 e4 d5 e5'")
                        instanceof ScalarNode s && absolute != null) {
                    rawRegions.put(name, new RawRegion(name, s, absolute, keyNode));
                } else {
                    regionsKnown = false;
                }
            }
        }

        /** A named region's {white, black} squares, resolved on first use; null (reported) when broken. */
        private BitSet[] region(String name) {
            if (resolvedRegions.containsKey(name)) return resolvedRegions.get(name);
            if (failedRegions.contains(name)) return null;
            RawRegion r = rawRegions.get(name);
            resolving.add(name);
            BitSet[] sets = null;
            try {
                sets = RegionClauses.parse(r.clause.getValue(), files, ranks, this::lookupRegion);
                if (r.absolute) sets = new BitSet[] {sets[0], (BitSet) sets[0].clone()};
            } catch (ClauseException e) {
                if (e.column() > 0) p.inside(r.clause, e.column() - 1, "regions." + name + ": " + e.getMessage());
            } finally {
                resolving.remove(name);
            }
            if (sets == null) {
                failedRegions.add(name);
                return null;
            }
            resolvedRegions.put(name, sets);
            return sets;
        }

        private BitSet[] lookupRegion(String name, int column) throws ClauseException {
            boolean enemy = false;
            String base = name;
            if (!rawRegions.containsKey(name) && name.startsWith("enemy-") && rawRegions.containsKey(name.substring(6))) {
                enemy = true;
                base = name.substring(6);
            }
            if (!rawRegions.containsKey(base)) {
                throw new ClauseException(column, unknownRegion(name));
            }
            if (resolving.contains(base)) {
                throw new ClauseException(column, "region '" + base + "' is defined in terms of itself ("
                        + String.join(" -> ", resolving) + " -> " + base + ")");
            }
            BitSet[] sets = region(base);
            if (sets == null) throw new ClauseException(0, "broken region"); // reported where it is defined
            return enemy ? new BitSet[] {sets[1], sets[0]} : sets;
        }

        private String unknownRegion(String name) {
            if (rawRegions.isEmpty()) {
                return "unknown region '" + name + "'; the file defines no regions (add a top-level 'regions' block, e.g."
                        + " 'regions: {palace: \"files d-f ranks 1-3\"}')";
            }
            return "unknown region '" + name + "'" + hint(name, rawRegions.keySet(), "regions");
        }

        /**
         * A reference to a region: a region name, or a clause, which then becomes a region named by
         * its own text. Null (reported, unless the regions are broken anyway) when it cannot be used.
         */
        private String regionRef(Node node, String path) {
            if (!(scalarOrError(node, path, "a region name or clause such as 'palace' or 'ranks 1-3'") instanceof ScalarNode s)) {
                return null;
            }
            String text = s.getValue().trim();
            if (resolvedRegions.containsKey(text)) return text;
            if (!regionsKnown) return null;
            if (rawRegions.containsKey(text)) return null; // broken: reported at its definition
            try {
                BitSet[] sets = RegionClauses.parse(s.getValue(), files, ranks, this::lookupRegion);
                resolvedRegions.putIfAbsent(text, sets); // 'enemy-palace', 'ranks 1-8': a region named by its text
                return text;
            } catch (ClauseException e) {
                if (e.column() > 0) p.inside(s, e.column() - 1, path + ": " + e.getMessage());
                return null;
            }
        }

        // ---- pieces ----

        /** Reads the pieces block; true when every piece key is valid (so letter checks are meaningful). */
        private boolean readPieces(Node node, List<RawPiece> out) {
            if (!(node instanceof MappingNode m)) {
                p.at(node, "pieces must be a mapping from piece letters to pieces, e.g. 'K: {name: King, moves: K,"
                        + " royal: true}'; found " + describe(node));
                return false;
            }
            if (m.getValue().isEmpty()) {
                p.at(node, "pieces is empty; define at least a royal piece, e.g. 'K: {name: King, moves: K, royal: true}'");
                return false;
            }
            boolean complete = true;
            Map<String, Integer> firstLine = new HashMap<>();
            for (NodeTuple t : m.getValue()) {
                Node keyNode = t.getKeyNode();
                String k = keyNode instanceof ScalarNode s ? s.getValue() : null;
                boolean plain = k != null && k.length() == 1 && k.charAt(0) >= 'A' && k.charAt(0) <= 'Z';
                boolean promotedForm = k != null && k.length() == 2 && k.charAt(0) == '+' && k.charAt(1) >= 'A' && k.charAt(1) <= 'Z';
                if (!plain && !promotedForm) {
                    complete = false;
                    if (k != null && k.length() == 1 && k.charAt(0) >= 'a' && k.charAt(0) <= 'z') {
                        p.at(keyNode, "piece letter '" + k + "' must be upper case: write '" + k.toUpperCase(Locale.ROOT)
                                + "' (the setup writes Black's pieces in lower case by itself)");
                    } else if (k != null && k.length() == 2 && k.charAt(0) == '+' && k.charAt(1) >= 'a' && k.charAt(1) <= 'z') {
                        p.at(keyNode, "promoted form '" + k + "' must use an upper-case letter: write '"
                                + k.toUpperCase(Locale.ROOT) + "'");
                    } else {
                        p.at(keyNode, "piece key " + (k == null ? describe(keyNode) : "'" + k + "'")
                                + " must be a single upper-case letter A-Z, the piece's FEN letter, or '+' and a letter"
                                + " for a promoted form ('+P')");
                    }
                    continue;
                }
                Integer first = firstLine.putIfAbsent(k, keyNode.getStartMark().getLine() + 1);
                if (first != null) {
                    p.at(keyNode, (promotedForm ? "promoted form '" : "piece letter '") + k + "' is defined twice (first at line "
                            + first + "); give each piece its own letter");
                    continue;
                }
                RawPiece piece = piece(k, keyNode, t.getValueNode());
                if (piece == null) {
                    // its problems are reported; keep the letter so that the setup check does not cascade
                    piece = new RawPiece(k, k.charAt(k.length() - 1), keyNode, null, k, List.of(), "", List.of(), false);
                }
                out.add(piece);
            }
            for (RawPiece r : out) {
                if (r.symbol.length() == 2 && !firstLine.containsKey(String.valueOf(r.letter))) {
                    p.at(r.keyNode, "promoted form '" + r.symbol + "' has no base piece '" + r.letter + "'; define '"
                            + r.letter + "' as well (a promoted form shares its base's letter)");
                    complete = false;
                }
            }
            return complete;
        }

        private RawPiece piece(String symbol, Node keyNode, Node node) {
            String path = "pieces." + symbol;
            Map<String, Node> m = mapping(node, "piece '" + symbol + "'", path, PIECE_KEYS, List.of("moves"));
            if (m == null) return null;
            int before = p.count();
            String name = m.containsKey("name") ? string(m.get("name"), path + ".name") : symbol;
            List<String> names = m.containsKey("names") ? strings(m.get("names"), path + ".names") : List.of();
            boolean royal = m.containsKey("royal") ? Boolean.TRUE.equals(bool(m.get("royal"), path + ".royal")) : false;
            String movement = null;
            List<MoveRule> moves = null;
            if (m.containsKey("moves") && scalarOrError(m.get("moves"), path + ".moves", "a movement string such as 'N'") instanceof ScalarNode s) {
                movement = s.getValue().trim();
                moves = compile(s, path + ".moves");
            }
            if (p.count() > before || movement == null || moves == null) return null;
            return new RawPiece(symbol, symbol.charAt(symbol.length() - 1), keyNode, m, name, names, movement, moves, royal);
        }

        private List<MoveRule> compile(ScalarNode s, String path) {
            String text = s.getValue();
            if (text.isBlank()) {
                p.at(s, path + " is empty; write the piece's movement, e.g. 'K' or 'fmWfcF'");
                return null;
            }
            try {
                List<MoveRule> moves = compiler.compile(text);
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

        private List<MoveRule> movement(Node node, String path) {
            if (scalarOrError(node, path, "a movement string such as 'fsW'") instanceof ScalarNode s) return compile(s, path);
            return null;
        }

        /** Builds the piece types once all letters are known (cross-references may name later pieces). */
        private List<PieceType> resolvePieces(List<RawPiece> raw, boolean complete) {
            List<PieceType> out = new ArrayList<>();
            boolean ok = complete;
            for (int i = 0; i < raw.size(); i++) {
                RawPiece r = raw.get(i);
                if (r.m == null) { ok = false; continue; }
                int before = p.count();
                String path = "pieces." + r.symbol;
                Map<String, Node> m = r.m;
                Promotion promotion = m.containsKey("promotion") ? promotion(m.get("promotion"), path + ".promotion", r.symbol) : null;
                if (m.containsKey("promotion") && promotion == null) ok = false;
                int base = r.symbol.length() == 2 && symbols != null ? symbols.indexOf(String.valueOf(r.letter)) : -1;
                int demotesTo = base;
                if (m.containsKey("demotes-to")) {
                    demotesTo = pieceRef(m.get("demotes-to"), path + ".demotes-to");
                    if (demotesTo < 0) ok = false;
                }
                String confined = null;
                if (m.containsKey("confined-to")) {
                    confined = regionRef(m.get("confined-to"), path + ".confined-to");
                    if (confined == null) ok = false;
                }
                List<RegionMoves> regionMoves = new ArrayList<>();
                for (String k : List.of("moves-where", "moves-within")) {
                    if (!m.containsKey(k)) continue;
                    RegionMoves.Mode mode = k.equals("moves-where") ? RegionMoves.Mode.WHERE_STANDING : RegionMoves.Mode.WITHIN;
                    List<NodeTuple> pairs = pairs(m.get(k), path + "." + k, "region names to movements, e.g. '"
                            + (k.equals("moves-where") ? "{enemy-half: fsW}" : "{palace-diagonals: F}") + "'");
                    if (pairs == null) { ok = false; continue; }
                    for (NodeTuple t : pairs) {
                        String region = regionRef(t.getKeyNode(), path + "." + k);
                        List<MoveRule> moves = movement(t.getValueNode(), path + "." + k + "." + ((ScalarNode) t.getKeyNode()).getValue());
                        if (region == null || moves == null) { ok = false; continue; }
                        regionMoves.add(new RegionMoves(region, ((ScalarNode) t.getValueNode()).getValue().trim(), moves, mode));
                    }
                }
                List<Integer> cannotCapture = m.containsKey("cannot-capture") ? pieceRefs(m.get("cannot-capture"), path + ".cannot-capture") : List.of();
                List<Integer> screensExclude = m.containsKey("screens-exclude") ? pieceRefs(m.get("screens-exclude"), path + ".screens-exclude") : List.of();
                Boolean givesCheck = m.containsKey("gives-check") ? bool(m.get("gives-check"), path + ".gives-check") : Boolean.TRUE;
                DropRule drop = m.containsKey("drop") ? drop(m.get("drop"), path + ".drop") : null;
                List<SpecialMove> specials = m.containsKey("special") ? specials(m.get("special"), path + ".special") : List.of();
                Double value = m.containsKey("value") ? number(m.get("value"), path + ".value", "a number of pawns such as 3 or 3.25") : null;
                Zone zone = m.containsKey("zone") ? ZoneKeys.zone(m.get("zone"), path + ".zone", p) : null; // issue 6
                int gate = m.containsKey("gate") ? pieceRef(m.get("gate"), path + ".gate") : -1;
                if (p.count() > before || cannotCapture == null || screensExclude == null || givesCheck == null
                        || specials == null || (m.containsKey("drop") && drop == null) || (m.containsKey("value") && value == null)) {
                    ok = false;
                    continue;
                }
                out.add(new PieceType(i, r.letter, r.name, r.names, r.movement, r.moves, r.royal, promotion, r.symbol,
                        demotesTo, confined, regionMoves, cannotCapture, screensExclude, givesCheck, drop, specials, value,
                        zone, gate));
            }
            return ok ? out : null;
        }

        /** A piece reference ('K' or '+P') to its index; -1 (reported unless the pieces are broken) when unknown. */
        private int pieceRef(Node node, String path) {
            if (!(scalarOrError(node, path, "a piece letter such as K") instanceof ScalarNode s)) return -1;
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
            } else if (v.matches("\\+?[A-Z]")) {
                p.at(s, path + ": unknown " + (v.length() == 2 ? "promoted form" : "piece letter") + " '" + v
                        + "'; the pieces are " + String.join(", ", symbols));
            } else {
                p.at(s, path + " must be one upper-case piece letter (or '+' and a letter for a promoted form), not '" + v + "'");
            }
            return -1;
        }

        /** A letter or a list of letters; null when any is wrong. */
        private List<Integer> pieceRefs(Node node, String path) {
            List<Node> items;
            if (node instanceof ScalarNode s && s.getTag() != Tag.NULL) items = List.of(s);
            else if (node instanceof SequenceNode seq) items = seq.getValue();
            else {
                p.at(node, path + " must be a piece letter or a list of them, e.g. '[C]'; found " + describe(node));
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

        private static final Pattern ZONE = Pattern.compile("ranks?\\s+(\\d{1,3})(?:\\s*-\\s*(\\d{1,3}))?");

        private Promotion promotion(Node node, String path, String symbol) {
            Map<String, Node> m = mapping(node, "the promotion of piece '" + symbol + "'", path, TurnKeys.PROMOTION_KEYS, List.of("to", "zone"));
            if (m == null) return null;
            int before = p.count();
            List<Integer> to = null;
            if (m.containsKey("to")) {
                Node t = m.get("to");
                if (t instanceof SequenceNode seq && seq.getValue().isEmpty()) {
                    p.at(t, path + ".to must be a piece letter or a list of them, e.g. '[Q, R, B, N]'; found an empty list");
                } else {
                    to = pieceRefs(t, path + ".to");
                }
            }
            int[] zone = null;
            String region = null;
            if (m.containsKey("zone") && scalarOrError(m.get("zone"), path + ".zone", "text such as 'rank 8' or 'ranks 6-8'")
                    instanceof ScalarNode z) {
                if (ZONE.matcher(z.getValue().trim()).matches()) zone = zone(z, path + ".zone", ranks);
                else region = regionRef(z, path + ".zone");
            }
            boolean forced = !m.containsKey("forced") || Boolean.TRUE.equals(bool(m.get("forced"), path + ".forced"));
            boolean onLeaving = m.containsKey("on-leaving") && Boolean.TRUE.equals(bool(m.get("on-leaving"), path + ".on-leaving"));
            boolean forcedIfStuck = m.containsKey("forced-if-stuck")
                    && Boolean.TRUE.equals(bool(m.get("forced-if-stuck"), path + ".forced-if-stuck"));
            Promotion.Family family = Promotion.Family.LISTED;
            if (m.containsKey("family")) {
                String f = word(m.get("family"), path + ".family", FAMILIES, "which of the listed pieces it may become");
                family = f == null ? null : Promotion.Family.valueOf(f.toUpperCase(Locale.ROOT).replace('-', '_'));
            }
            if (p.count() > before || to == null || family == null || (zone == null && region == null)) return null;
            return new TurnKeys(p, compiler).promotion(new Promotion(to, zone == null ? 0 : zone[0], zone == null ? 0 : zone[1],
                    forced, region, onLeaving, forcedIfStuck, family), m, path);
        }

        private int[] zone(ScalarNode z, String path, Integer ranks) {
            String text = z.getValue().trim();
            Matcher mt = ZONE.matcher(text);
            if (!mt.matches()) {
                p.at(z, path + " must look like 'rank 8' or 'ranks 6-8' (ranks counted from the owner's side),"
                        + " not '" + text + "'");
                return null;
            }
            int from = Integer.parseInt(mt.group(1));
            int to = mt.group(2) == null ? from : Integer.parseInt(mt.group(2));
            if (from > to) {
                p.at(z, path + ": '" + text + "' runs backwards; write the lower rank first, e.g. 'ranks " + to + "-" + from + "'");
                return null;
            }
            if (ranks != null && (from < 1 || to > ranks)) {
                p.at(z, path + ": '" + text + "' is outside the board, which has ranks 1-" + ranks);
                return null;
            }
            if (from < 1) {
                p.at(z, path + ": ranks are numbered from 1");
                return null;
            }
            return new int[] {from, to};
        }

        private DropRule drop(Node node, String path) {
            Map<String, Node> m = mapping(node, "'" + path + "'", path, DROP_KEYS, List.of());
            if (m == null) return null;
            int before = p.count();
            String region = m.containsKey("zone") ? regionRef(m.get("zone"), path + ".zone") : null;
            int noDoubled = m.containsKey("no-doubled") ? pieceRef(m.get("no-doubled"), path + ".no-doubled") : -1;
            Boolean noMate = m.containsKey("no-mate") ? bool(m.get("no-mate"), path + ".no-mate") : Boolean.FALSE;
            if (p.count() > before || noMate == null || (m.containsKey("zone") && region == null)
                    || (m.containsKey("no-doubled") && noDoubled < 0)) {
                return null;
            }
            return new DropRule(region, noDoubled, noMate);
        }

        private List<SpecialMove> specials(Node node, String path) {
            List<Node> items = node instanceof SequenceNode seq ? seq.getValue() : List.of(node);
            List<SpecialMove> out = new ArrayList<>();
            boolean ok = true;
            for (int i = 0; i < items.size(); i++) {
                String ip = items.size() == 1 && !(node instanceof SequenceNode) ? path : path + "[" + (i + 1) + "]";
                Map<String, Node> m = mapping(items.get(i), "a special move", ip, SPECIAL_KEYS, List.of("moves"));
                if (m == null || !m.containsKey("moves")) { ok = false; continue; }
                int before = p.count();
                List<MoveRule> moves = movement(m.get("moves"), ip + ".moves");
                Boolean first = m.containsKey("first-move-only") ? bool(m.get("first-move-only"), ip + ".first-move-only") : Boolean.TRUE;
                Boolean notInCheck = m.containsKey("not-in-check") ? bool(m.get("not-in-check"), ip + ".not-in-check") : Boolean.FALSE;
                Boolean lostOnCheck = m.containsKey("lost-on-check") ? bool(m.get("lost-on-check"), ip + ".lost-on-check") : Boolean.FALSE;
                List<Integer> aimed = m.containsKey("lost-when-aimed-by")
                        ? pieceRefs(m.get("lost-when-aimed-by"), ip + ".lost-when-aimed-by") : List.of();
                if (p.count() > before || moves == null || first == null || notInCheck == null || lostOnCheck == null
                        || aimed == null) {
                    ok = false;
                    continue;
                }
                out.add(new SpecialMove(((ScalarNode) m.get("moves")).getValue().trim(), moves, first, notInCheck, lostOnCheck, aimed));
            }
            return ok ? out : null;
        }

    // ---- castling ----

        private Castling castling(Node node, Integer files) {
            Map<String, Node> m = mapping(node, "'castling'", "castling", TurnKeys.CASTLING_KEYS, CASTLING_KEYS);
            if (m == null) return null;
            int before = p.count();
            int king = m.containsKey("king") ? pieceRef(m.get("king"), "castling.king") : -1;
            int partner = m.containsKey("partner") ? pieceRef(m.get("partner"), "castling.partner") : -1;
            List<Castling.Side> sides = new ArrayList<>();
            if (m.containsKey("sides")) {
                Node sn = m.get("sides");
                if (!(sn instanceof MappingNode sm) || sm.getValue().isEmpty()) {
                    p.at(sn, "castling.sides must map side names to castling moves, e.g. 'king-side: {fen-letter: K,"
                            + " king-to: g, partner-to: f}'; found " + describe(sn));
                } else {
                    Map<String, Node> named = mapping(sn, "'castling.sides'", "castling.sides", null, List.of());
                    Set<Character> fenLetters = new HashSet<>();
                    if (named != null) {
                        for (Map.Entry<String, Node> e : named.entrySet()) {
                            Castling.Side side = side(e.getKey(), e.getValue(), files, fenLetters);
                            if (side != null) sides.add(side);
                        }
                    }
                }
            }
            if (p.count() > before || king < 0 || partner < 0) return null;
            return new TurnKeys(p, compiler).castling(new Castling(king, partner, sides), m);
        }

        private Castling.Side side(String name, Node node, Integer files, Set<Character> fenLetters) {
            String path = "castling.sides." + name;
            Map<String, Node> m = mapping(node, "castling side '" + name + "'", path, TurnKeys.SIDE_KEYS, SIDE_KEYS);
            if (m == null) return null;
            int before = p.count();
            char fen = 0;
            if (m.containsKey("fen-letter") && scalarOrError(m.get("fen-letter"), path + ".fen-letter", "an upper-case letter such as K") instanceof ScalarNode s) {
                String v = s.getValue().trim();
                if (v.length() != 1 || v.charAt(0) < 'A' || v.charAt(0) > 'Z') {
                    p.at(s, path + ".fen-letter must be one upper-case letter (White's letter in the FEN castling field,"
                            + " e.g. K), not '" + v + "'");
                } else if (!fenLetters.add(v.charAt(0))) {
                    p.at(s, path + ".fen-letter '" + v + "' is already used by another castling side");
                } else {
                    fen = v.charAt(0);
                }
            }
            int kingTo = m.containsKey("king-to") ? file(m.get("king-to"), path + ".king-to", files) : -1;
            int partnerTo = m.containsKey("partner-to") ? file(m.get("partner-to"), path + ".partner-to", files) : -1;
            if (kingTo >= 0 && kingTo == partnerTo) {
                p.at(m.get("partner-to"), path + ": the king and its partner cannot land on the same file");
            }
            if (p.count() > before || fen == 0 || kingTo < 0 || partnerTo < 0) return null;
            // the partner always ends up next to the king on the side it came from's opposite:
            // landing on a lower file than the king means it came from a higher one
            return new TurnKeys(p, compiler).side(new Castling.Side(name.replace('-', ' '), fen, partnerTo < kingTo, kingTo, partnerTo), m, path);
        }

        private int file(Node node, String path, Integer files) {
            if (!(scalarOrError(node, path, "a file letter such as g") instanceof ScalarNode s)) return -1;
            String v = s.getValue().trim();
            if (v.length() != 1 || v.charAt(0) < 'a' || v.charAt(0) > 'p') {
                p.at(s, path + " must be a file letter a-p (lower case), not '" + v + "'");
                return -1;
            }
            int f = v.charAt(0) - 'a';
            if (files != null && f >= files) {
                p.at(s, path + ": file '" + v + "' is outside the board, whose files are a-" + (char) ('a' + files - 1));
                return -1;
            }
            return f;
        }

        // ---- play ----

        private PlayRules play(Node node) {
            Map<String, Node> m = mapping(node, "'play'", "play", TurnKeys.PLAY_KEYS, List.of());
            if (m == null) return null;
            int before = p.count();
            PlayRules d = PlayRules.DEFAULT;
            PlayRules.Facing facing = d.facing();
            if (m.containsKey("facing")) {
                String f = word(m.get("facing"), "play.facing", List.of("allowed", "forbidden", "bikjang"),
                        "whether the royal pieces may face each other on an open file");
                facing = f == null ? null : PlayRules.Facing.valueOf(f.toUpperCase(Locale.ROOT));
            }
            PlayRules.Pass pass = null;
            if (m.containsKey("pass") && !isWord(m.get("pass"), "none")) {
                Map<String, Node> pm = mapping(m.get("pass"), "'play.pass'", "play.pass", TurnKeys.PASS_KEYS, List.of());
                if (pm != null) {
                    Boolean inCheck = pm.containsKey("in-check") ? bool(pm.get("in-check"), "play.pass.in-check") : Boolean.FALSE;
                    Integer endsAfter = pm.containsKey("ends-after") ? integer(pm.get("ends-after"), "play.pass.ends-after", 0, 1000,
                            "a whole number of passes in a row (0 = never)") : Integer.valueOf(0);
                    EndRules.Outcome outcome = pm.containsKey("outcome") ? outcome(pm.get("outcome"), "play.pass.outcome")
                            : EndRules.Outcome.DRAW;
                    if (inCheck != null && endsAfter != null && outcome != null) pass = new PlayRules.Pass(inCheck, endsAfter, outcome);
                }
            }
            PlayRules.Drops drops = null;
            if (m.containsKey("drops") && !isWord(m.get("drops"), "none")) {
                Map<String, Node> dm = mapping(m.get("drops"), "'play.drops'", "play.drops", TurnKeys.PLAY_DROPS_KEYS, List.of());
                if (dm != null) {
                    Boolean toHand = dm.containsKey("captures-to-hand") ? bool(dm.get("captures-to-hand"), "play.drops.captures-to-hand")
                            : Boolean.TRUE;
                    if (toHand != null) drops = new PlayRules.Drops(toHand);
                }
            }
            PlayRules.Royals royals = d.royals();
            if (m.containsKey("royals")) {
                String r = word(m.get("royals"), "play.royals", List.of("each", "last"), "how several royal pieces of a side count");
                royals = r == null ? null : PlayRules.Royals.valueOf(r.toUpperCase(Locale.ROOT));
            }
            Boolean forbidStalemating = m.containsKey("forbid-stalemating")
                    ? bool(m.get("forbid-stalemating"), "play.forbid-stalemating") : Boolean.FALSE;
            List<String> opening = m.containsKey("opening-moves") ? openingMoves(m.get("opening-moves")) : List.of();
            List<Integer> forbiddenMates = m.containsKey("forbidden-mates")
                    ? (isEmptyList(m.get("forbidden-mates")) ? List.of() : pieceRefs(m.get("forbidden-mates"), "play.forbidden-mates"))
                    : List.of();
            if (p.count() > before || facing == null || royals == null || forbidStalemating == null || opening == null
                    || forbiddenMates == null) {
                return null;
            }
            PlayRules play = new TurnKeys(p, compiler).play(new PlayRules(facing, pass, drops, royals, forbidStalemating, opening, forbiddenMates), m);
            if (play == null || !m.containsKey("impasse") || isWord(m.get("impasse"), "none")) return play;
            PlayRules.Impasse impasse = impasse(m.get("impasse"));
            return impasse == null ? null : new PlayRules(play.facing(), play.pass(), play.drops(), play.royals(),
                    play.forbidStalemating(), play.openingMoves(), play.forbiddenMates(), play.adjacentRoyalsEnd(),
                    play.turns(), impasse, play.series());
        }

        /** play.impasse: {rule: 27-point | 24-point, big: [R, B, ...], camp: 3, pieces: 10} */
        private PlayRules.Impasse impasse(Node node) {
            int before = p.count();
            Map<String, Node> m = mapping(node, "'play.impasse'", "play.impasse", IMPASSE_KEYS, List.of("rule", "big"));
            if (m == null) return null;
            String rule = m.containsKey("rule") ? word(m.get("rule"), "play.impasse.rule", List.of("27-point", "24-point"),
                    "the entering-king declaration's points rule") : null;
            List<Integer> big = m.containsKey("big") ? pieceRefs(m.get("big"), "play.impasse.big") : null;
            Integer camp = m.containsKey("camp") ? integer(m.get("camp"), "play.impasse.camp", 1, 16, "ranks of the enemy camp") : Integer.valueOf(3);
            Integer pieces = m.containsKey("pieces") ? integer(m.get("pieces"), "play.impasse.pieces", 0, 256, "other pieces needed in the camp") : Integer.valueOf(10);
            if (p.count() > before || rule == null || big == null || camp == null || pieces == null) return null;
            return new PlayRules.Impasse(rule.equals("27-point") ? PlayRules.Impasse.Rule.POINTS_27 : PlayRules.Impasse.Rule.POINTS_24,
                    big, camp, pieces);
        }

        private static final Pattern COORDINATE_MOVE = Pattern.compile("([a-p])([0-9]{1,2})([a-p])([0-9]{1,2})([a-zA-Z+]{0,2})");

        private List<String> openingMoves(Node node) {
            if (isEmptyList(node)) return List.of();
            List<String> moves = strings(node, "play.opening-moves");
            if (moves == null) return null;
            List<Node> items = node instanceof SequenceNode seq ? seq.getValue() : List.of(node);
            List<String> out = new ArrayList<>();
            for (int i = 0; i < moves.size(); i++) {
                String mv = moves.get(i).trim();
                Matcher mt = COORDINATE_MOVE.matcher(mv);
                if (!mt.matches()) {
                    p.at(items.get(i), "play.opening-moves: '" + mv + "' is not a move in coordinate notation such as d2d4");
                    continue;
                }
                if (files != null && ranks != null) {
                    for (int g : new int[] {1, 3}) {
                        int f = mt.group(g).charAt(0) - 'a', r = Integer.parseInt(mt.group(g + 1));
                        if (f >= files || r < 1 || r > ranks) {
                            p.inside((ScalarNode) items.get(i), mt.start(g), "play.opening-moves: square '" + mt.group(g)
                                    + mt.group(g + 1) + "' is outside the board (files a-" + (char) ('a' + files - 1)
                                    + ", ranks 1-" + ranks + ")");
                            break;
                        }
                    }
                }
                out.add(mv);
            }
            return out;
        }

        // ---- end ----

        private EndRules end(Node node, List<Character> letters) {
            Map<String, Node> m = mapping(node, "'end'", "end", END_KEYS, List.of());
            if (m == null) return null;
            int before = p.count();
            EndRules.Outcome checkmate = m.containsKey("checkmate") ? outcome(m.get("checkmate"), "end.checkmate") : EndRules.Outcome.LOSS;
            EndRules.Outcome stalemate = m.containsKey("stalemate") ? outcome(m.get("stalemate"), "end.stalemate") : EndRules.Outcome.DRAW;
            EndRules.BareKing bare = m.containsKey("bare-king") ? bareKing(m.get("bare-king")) : null;
            Integer nMove = m.containsKey("n-move-rule") ? integer(m.get("n-move-rule"), "end.n-move-rule", 0, 100_000,
                    "a whole number of moves (0 = no such rule)") : Integer.valueOf(0);
            Integer repetition = 0;
            if (m.containsKey("repetition")) {
                repetition = integer(m.get("repetition"), "end.repetition", 0, 1000, "a whole number (0 = no repetition rule)");
                if (repetition != null && repetition == 1) {
                    p.at(m.get("repetition"), "end.repetition must be 0 (no rule) or at least 2 (the n-th occurrence of"
                            + " a position draws), not 1");
                }
            }
            boolean perpetualLoses = false;
            if (m.containsKey("perpetual-check")) {
                String w = word(m.get("perpetual-check"), "end.perpetual-check", List.of("draw", "loses"),
                        "what a repetition reached by checking on every move means for the checking side");
                perpetualLoses = "loses".equals(w);
            }
            List<EndRules.CountRule> counting = m.containsKey("counting") ? counting(m.get("counting"), letters) : List.of();
            Map<String, List<Integer>> checkKinds = new LinkedHashMap<>();
            if (m.containsKey("check-kinds")) {
                List<NodeTuple> pairs = pairs(m.get("check-kinds"), "end.check-kinds",
                        "kind names to the pieces whose checks are of that kind, e.g. '{shak: [R, N], tuk: [B]}'");
                if (pairs != null) {
                    Map<Integer, String> owner = new HashMap<>();
                    for (NodeTuple t : pairs) {
                        String kind = ((ScalarNode) t.getKeyNode()).getValue();
                        List<Integer> refs = pieceRefs(t.getValueNode(), "end.check-kinds." + kind);
                        if (refs == null) continue;
                        for (int i = 0; i < refs.size(); i++) {
                            String prev = owner.putIfAbsent(refs.get(i), kind);
                            if (prev != null) {
                                Node item = t.getValueNode() instanceof SequenceNode seq ? seq.getValue().get(i) : t.getValueNode();
                                p.at(item, "end.check-kinds." + kind + ": '" + symbols.get(refs.get(i))
                                        + "' already gives checks of kind '" + prev + "'; a piece's checks have one kind");
                            }
                        }
                        checkKinds.put(kind, refs);
                    }
                }
            }
            String mateNeeds = null;
            if (m.containsKey("mate-needs") && scalarOrError(m.get("mate-needs"), "end.mate-needs", "a check kind") instanceof ScalarNode s) {
                String v = s.getValue().trim();
                if (!m.containsKey("check-kinds")) {
                    p.at(s, "end.mate-needs: '" + v + "' needs an 'end.check-kinds' block naming the kinds of check");
                } else if (!checkKinds.containsKey(v) && p.count() == before) {
                    p.at(s, "end.mate-needs: unknown check kind '" + v + "'" + hint(v, checkKinds.keySet(), "kinds"));
                } else {
                    mateNeeds = v;
                }
            }
            EndRules.Material material = m.containsKey("material") ? material(m.get("material")) : null;
            // mates given only by these pieces are scored as draws (Shatar's knight under one reading)
            List<Integer> drawnMates = !m.containsKey("drawn-mates") || isEmptyList(m.get("drawn-mates")) ? List.of()
                    : pieceRefs(m.get("drawn-mates"), "end.drawn-mates");
            if (p.count() > before || checkmate == null || stalemate == null || nMove == null || repetition == null
                    || drawnMates == null) return null;
            return new EndRules(checkmate, stalemate, bare, nMove, repetition, perpetualLoses, counting, checkKinds,
                    mateNeeds, material, drawnMates);
        }

        private List<EndRules.CountRule> counting(Node node, List<Character> letters) {
            if (isWord(node, "none") || isEmptyList(node)) return List.of();
            List<Node> items = node instanceof SequenceNode seq ? seq.getValue() : List.of(node);
            List<EndRules.CountRule> out = new ArrayList<>();
            for (Node item : items) {
                if (!(scalarOrError(item, "end.counting", "a count clause such as 'board 64 when no P'") instanceof ScalarNode s)) continue;
                try {
                    EndRules.CountRule rule = CountClauses.compile(s.getValue(), c -> letters == null || letters.contains(c) ? null
                            : "unknown piece letter '" + c + "'; the pieces are "
                            + letters.stream().map(String::valueOf).collect(Collectors.joining(", ")));
                    if (rule.extraRegion() != null && !resolvedRegions.containsKey(rule.extraRegion())) {
                        if (regionsKnown) p.inside(s, s.getValue().indexOf(" in " + rule.extraRegion()) + 4,
                                "end.counting: unknown region '" + rule.extraRegion() + "'" + hint(rule.extraRegion(),
                                resolvedRegions.keySet(), "regions"));
                        continue;
                    }
                    out.add(rule);
                } catch (ClauseException e) {
                    p.inside(s, e.column() - 1, "end.counting: " + e.getMessage());
                }
            }
            return out;
        }

        private EndRules.Material material(Node node) {
            Map<String, Node> m = mapping(node, "'end.material'", "end.material", MATERIAL_KEYS, List.of("values"));
            if (m == null || !m.containsKey("values")) return null;
            List<NodeTuple> pairs = pairs(m.get("values"), "end.material.values", "piece letters to points, e.g. '{R: 13, C: 7}'");
            Map<Integer, Double> values = new LinkedHashMap<>();
            boolean ok = pairs != null;
            if (pairs != null) {
                for (NodeTuple t : pairs) {
                    int index = pieceRef(t.getKeyNode(), "end.material.values");
                    Double v = number(t.getValueNode(), "end.material.values." + ((ScalarNode) t.getKeyNode()).getValue(), "a number of points");
                    if (index < 0 || v == null) { ok = false; continue; }
                    values.put(index, v);
                }
            }
            Double bonus = m.containsKey("black-bonus") ? number(m.get("black-bonus"), "end.material.black-bonus", "a number of points such as 1.5") : Double.valueOf(0);
            return ok && bonus != null ? new EndRules.Material(values, bonus) : null;
        }

        // ---- small readers ----

        /** Key nodes of a mapping by key text (first occurrence). */
        private Map<String, Node> keyNodes(Node node) {
            Map<String, Node> out = new HashMap<>();
            if (node instanceof MappingNode m) {
                for (NodeTuple t : m.getValue()) {
                    if (t.getKeyNode() instanceof ScalarNode k) out.putIfAbsent(k.getValue(), k);
                }
            }
            return out;
        }

        /** A mapping's entries with their key nodes (keys are checked to be plain and unique); null when not a mapping. */
        private List<NodeTuple> pairs(Node node, String path, String expected) {
            if (!(node instanceof MappingNode m)) {
                p.at(node, path + " must be a mapping of " + expected + "; found " + describe(node));
                return null;
            }
            List<NodeTuple> out = new ArrayList<>();
            Map<String, Integer> lines = new HashMap<>();
            for (NodeTuple t : m.getValue()) {
                if (!(t.getKeyNode() instanceof ScalarNode k) || k.getTag() == Tag.NULL) {
                    p.at(t.getKeyNode(), "keys in " + path + " must be plain words; found " + describe(t.getKeyNode()));
                    continue;
                }
                Integer first = lines.putIfAbsent(k.getValue(), k.getStartMark().getLine() + 1);
                if (first != null) {
                    p.at(k, "duplicate key '" + k.getValue() + "' in " + path + " (first at line " + first + "); keep only one");
                    continue;
                }
                out.add(t);
            }
            return out;
        }

        private boolean isWord(Node node, String word) {
            return node instanceof ScalarNode s && s.getValue().trim().equals(word) && s.getTag() != Tag.NULL;
        }

        private boolean isEmptyList(Node node) {
            return node instanceof SequenceNode seq && seq.getValue().isEmpty();
        }

        /** One of a fixed set of words, with a suggestion when misspelt. */
        private String word(Node node, String path, List<String> allowed, String meaning) {
            if (!(scalarOrError(node, path, "one of " + String.join(", ", allowed)) instanceof ScalarNode s)) return null;
            String v = s.getValue().trim();
            if (allowed.contains(v)) return v;
            p.at(s, path + " must be one of " + String.join(", ", allowed) + " (" + meaning + "), not '" + v + "'"
                    + suggestion(v, allowed));
            return null;
        }

        private Double number(Node node, String path, String expected) {
            if (node instanceof ScalarNode s && s.getScalarStyle() == DumperOptions.ScalarStyle.PLAIN
                    && s.getValue().matches("[0-9]{1,6}(\\.[0-9]{1,6})?")) {
                return Double.parseDouble(s.getValue());
            }
            p.at(node, path + " must be " + expected + "; found " + describe(node));
            return null;
        }

        private EndRules.BareKing bareKing(Node node) {
            if (node instanceof ScalarNode s && s.getValue().trim().equals("none")) return null;
            if (node instanceof ScalarNode s && s.getTag() != Tag.NULL) {
                EndRules.Outcome o = outcome(s, "end.bare-king", List.of("none"));
                return o == null ? null : new EndRules.BareKing(o, false);
            }
            Map<String, Node> m = mapping(node, "'end.bare-king'", "end.bare-king", BARE_KING_KEYS, List.of("bared"));
            if (m == null) return null;
            EndRules.Outcome bared = m.containsKey("bared") ? outcome(m.get("bared"), "end.bare-king.bared") : null;
            Boolean back = m.containsKey("can-bare-back") ? bool(m.get("can-bare-back"), "end.bare-king.can-bare-back") : Boolean.FALSE;
            EndRules.Outcome both = null;
            if (m.containsKey("both-bare") && !isWord(m.get("both-bare"), "none")) { // none: play on
                both = outcome(m.get("both-bare"), "end.bare-king.both-bare");
                if (both == null) return null;
            }
            return bared == null || back == null ? null : new EndRules.BareKing(bared, back, both);
        }

        private static final Map<String, String> WHO = Map.of(
                "end.checkmate", "the side that is checkmated",
                "end.stalemate", "the side that cannot move",
                "end.bare-king", "the side left with only its royal pieces",
                "end.bare-king.bared", "the side left with only its royal pieces",
                "play.pass.outcome", "the side to move when passes end the game");

        private EndRules.Outcome outcome(Node node, String path) { return outcome(node, path, List.of()); }

        private EndRules.Outcome outcome(Node node, String path, List<String> extra) {
            List<String> allowed = new ArrayList<>(List.of("loss", "draw", "win"));
            allowed.addAll(extra);
            if (!(scalarOrError(node, path, "one of " + String.join(", ", allowed)) instanceof ScalarNode s)) return null;
            String v = s.getValue().trim();
            switch (v) {
                case "loss": return EndRules.Outcome.LOSS;
                case "draw": return EndRules.Outcome.DRAW;
                case "win": return EndRules.Outcome.WIN;
                default:
                    String guess = Suggestions.closest(v, allowed);
                    p.at(s, path + " must be one of " + String.join(", ", allowed) + " (the result for "
                            + WHO.getOrDefault(path, "that side") + "), not '" + v + "'"
                            + (guess == null ? "" : "; did you mean '" + guess + "'?"));
                    return null;
            }
        }

        // ---- generic value readers ----

        /**
         * Reads a mapping: reports duplicate keys, unknown keys (with a suggestion; {@code known}
         * null = any key) and missing required keys. Returns key to value in file order, or null.
         */
        private Map<String, Node> mapping(Node node, String where, String path, List<String> known, List<String> required) {
            if (!(node instanceof MappingNode m)) {
                p.at(node, (path.isEmpty() ? "the file" : path) + " must be a mapping of 'key: value' lines"
                        + (path.isEmpty() ? " (name, board, pieces, setup, ...)" : "") + "; found " + describe(node));
                return null;
            }
            Map<String, Node> out = new LinkedHashMap<>();
            Map<String, Integer> lines = new HashMap<>();
            Set<String> suggested = new HashSet<>();
            for (NodeTuple t : m.getValue()) {
                Node kn = t.getKeyNode();
                if (!(kn instanceof ScalarNode ks) || ks.getTag() == Tag.NULL) {
                    p.at(kn, "keys in " + where + " must be plain words; found " + describe(kn));
                    continue;
                }
                String k = ks.getValue();
                if (k.equals("<<")) {
                    p.at(kn, "merge keys ('<<') are not supported in " + where + "; write the keys out");
                    suggested.addAll(required); // the merge may have been meant to supply them
                    continue;
                }
                Integer first = lines.putIfAbsent(k, kn.getStartMark().getLine() + 1);
                if (first != null) {
                    p.at(kn, "duplicate key '" + k + "' in " + where + " (first at line " + first + "); keep only one");
                    continue;
                }
                if (known != null && !known.contains(k)) {
                    String guess = Suggestions.closest(k, known);
                    if (guess != null) suggested.add(guess);
                    p.at(kn, "unknown key '" + k + "' in " + where + (guess != null ? "; did you mean '" + guess + "'?"
                            : "; the keys here are " + String.join(", ", known)));
                    continue;
                }
                out.put(k, t.getValueNode());
            }
            for (String r : required) {
                // a typo of a required key is reported once, as the typo
                if (!out.containsKey(r) && !lines.containsKey(r) && !suggested.contains(r)) {
                    String hint = REQUIRED_HINTS.get(r);
                    p.at(node, "missing required key '" + r + "' in " + where + (hint == null ? "" : ": " + hint));
                }
            }
            return out;
        }

        private Node scalarOrError(Node node, String path, String expected) {
            if (node instanceof ScalarNode s && s.getTag() != Tag.NULL) return s;
            p.at(node, path + " must be " + expected + "; found " + describe(node));
            return null;
        }

        private String string(Node node, String path) {
            return scalarOrError(node, path, "text") instanceof ScalarNode s ? s.getValue() : null;
        }

        /** A list of text values; a single value is accepted as a list of one. */
        private List<String> strings(Node node, String path) {
            if (node instanceof ScalarNode s && s.getTag() != Tag.NULL) return List.of(s.getValue());
            if (!(node instanceof SequenceNode seq)) {
                p.at(node, path + " must be a list of text values, e.g. '[a, b]'; found " + describe(node));
                return null;
            }
            List<String> out = new ArrayList<>();
            for (Node item : seq.getValue()) {
                if (item instanceof ScalarNode s && s.getTag() != Tag.NULL) out.add(s.getValue());
                else p.at(item, path + ": each entry must be text; found " + describe(item));
            }
            return out;
        }

        /** Names used to select a variant: no spaces. */
        private List<String> words(Node node, String path) {
            List<String> list = strings(node, path);
            if (list == null) return null;
            List<Node> items = node instanceof SequenceNode seq ? seq.getValue() : List.of(node);
            for (int i = 0; i < list.size(); i++) {
                String w = list.get(i);
                if (w.isBlank() || w.chars().anyMatch(Character::isWhitespace)) {
                    p.at(items.get(i), path + ": '" + w + "' is not a usable name; use letters, digits and '-', no spaces");
                }
            }
            return list;
        }

        private Boolean bool(Node node, String path) {
            if (node instanceof ScalarNode s && s.getScalarStyle() == DumperOptions.ScalarStyle.PLAIN) {
                if (s.getValue().equals("true")) return true;
                if (s.getValue().equals("false")) return false;
            }
            p.at(node, path + " must be true or false; found " + describe(node));
            return null;
        }

        private Integer integer(Node node, String path, int min, int max, String expected) {
            if (node instanceof ScalarNode s && s.getScalarStyle() == DumperOptions.ScalarStyle.PLAIN
                    && s.getValue().matches("[0-9]{1,9}")) {
                int v = Integer.parseInt(s.getValue());
                if (v >= min && v <= max) return v;
            }
            String quotedHint = node instanceof ScalarNode s && s.getScalarStyle() != DumperOptions.ScalarStyle.PLAIN
                    && s.getValue().trim().matches("[0-9]{1,9}") ? " (write the number without quotes)" : "";
            p.at(node, path + " must be " + expected + "; found " + describe(node) + quotedHint);
            return null;
        }

        private Integer boardSize(Node node, String path, String what) {
            if (node instanceof ScalarNode s && s.getScalarStyle() == DumperOptions.ScalarStyle.PLAIN
                    && s.getValue().matches("[0-9]{1,9}") && Integer.parseInt(s.getValue()) > MAX_BOARD_SIZE) {
                p.at(node, path + ": " + s.getValue() + " " + what + " is too large; boards have at most "
                        + MAX_BOARD_SIZE + " files and " + MAX_BOARD_SIZE + " ranks");
                return null;
            }
            return integer(node, path, 1, MAX_BOARD_SIZE, "a whole number from 1 to " + MAX_BOARD_SIZE);
        }
    }

    /** How a node is named in messages. */
    static String describe(Node node) {
        if (node instanceof ScalarNode s) {
            if (s.getTag() == Tag.NULL) return "no value";
            String v = s.getValue();
            if (v.length() > 40) v = v.substring(0, 37) + "...";
            return "'" + v + "'";
        }
        if (node instanceof SequenceNode) return "a list";
        if (node instanceof MappingNode) return "a mapping";
        return "nothing";
    }

    /** "; did you mean 'x'? The values are a, x" or "; the values are a, x". */
    static String hint(String word, java.util.Collection<String> candidates, String what) {
        String guess = Suggestions.closest(word, candidates);
        String list = "the " + what + " are " + String.join(", ", candidates);
        return guess == null ? "; " + list : "; did you mean '" + guess + "'? " + Character.toUpperCase(list.charAt(0)) + list.substring(1);
    }

    /** "; did you mean 'x'?" or nothing. */
    static String suggestion(String word, java.util.Collection<String> candidates) {
        String guess = Suggestions.closest(word, candidates);
        return guess == null ? "" : "; did you mean '" + guess + "'?";
    }
}
