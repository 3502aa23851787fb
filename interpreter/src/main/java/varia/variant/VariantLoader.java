package varia.variant;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
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

/**
 * Reads a variant descriptor (YAML) into a {@link Variant}. Every problem becomes a
 * {@link VariantException.Diagnostic} at the line and column of the offending value; the schema
 * is documented in {@code docs/variant-format.md}.
 */
public final class VariantLoader {
    /** Largest board side. */
    public static final int MAX_BOARD_SIZE = 16;

    static final List<String> TOP_KEYS = List.of("name", "aliases", "sources", "board", "pieces", "setup", "castling", "end");
    static final List<String> BOARD_KEYS = List.of("files", "ranks");
    static final List<String> PIECE_KEYS = List.of("name", "names", "moves", "royal", "promotion");
    static final List<String> PROMOTION_KEYS = List.of("to", "zone", "forced");
    static final List<String> CASTLING_KEYS = List.of("king", "partner", "sides");
    static final List<String> SIDE_KEYS = List.of("fen-letter", "king-to", "partner-to");
    static final List<String> END_KEYS = List.of("checkmate", "stalemate", "bare-king", "n-move-rule", "repetition");
    static final List<String> BARE_KING_KEYS = List.of("bared", "can-bare-back");

    private static final Map<String, String> REQUIRED_HINTS = Map.of(
            "board", "e.g. 'board: {files: 8, ranks: 8}'",
            "pieces", "a mapping from piece letters to pieces, e.g. 'K: {name: King, moves: K, royal: true}'",
            "setup", "the start position as FEN, e.g. 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'",
            "files", "the board's width, 1 to 16",
            "ranks", "the board's height, 1 to 16",
            "moves", "the piece's movement in Betza notation, e.g. 'moves: N'",
            "to", "the letters of the pieces it may become, e.g. 'to: [Q, R, B, N]'",
            "zone", "where it promotes, e.g. 'zone: rank 8' or 'zone: ranks 6-8'");

    private final MovementCompiler compiler;

    /** A loader that compiles movements with {@link Notation#compile}. */
    public VariantLoader() { this(Notation::compile); }

    public VariantLoader(MovementCompiler compiler) { this.compiler = Objects.requireNonNull(compiler, "compiler"); }

    /** Loads a YAML file; its stem (file name without extension) is the variant's key. */
    public Variant load(Path file) throws VariantException {
        String display = file.toString();
        byte[] bytes;
        try {
            if (Files.isDirectory(file)) throw single(display, "is a directory, not a variant file");
            if (Files.size(file) > 4L * YamlSource.MAX_CODE_POINTS) {
                throw single(display, "the file is too large for a variant file");
            }
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw single(display, "no such file");
        } catch (IOException e) {
            throw single(display, "cannot read the file: " + e.getMessage());
        }
        return load(keyOf(file.getFileName() == null ? display : file.getFileName().toString()), display, bytes);
    }

    /** Loads UTF-8 bytes; {@code origin} names the source in diagnostics. */
    public Variant load(String key, String origin, byte[] utf8) throws VariantException {
        return load(key, origin, decode(origin, utf8));
    }

    /** Loads YAML text; {@code origin} names the source in diagnostics. */
    public Variant load(String key, String origin, String text) throws VariantException {
        Problems problems = new Problems(origin);
        Variant v = new Run(key, origin, problems).read(text);
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

    /**
     * The aliases declared in a descriptor, read leniently without compiling anything (for the
     * registry's name index); an empty list when the file cannot be read.
     */
    static List<String> peekAliases(String text) {
        try {
            Problems ignored = new Problems("");
            Node root = YamlSource.compose(text, ignored);
            if (!(root instanceof MappingNode m)) return List.of();
            for (NodeTuple t : m.getValue()) {
                if (t.getKeyNode() instanceof ScalarNode k && k.getValue().equals("aliases")) {
                    Node v = t.getValueNode();
                    List<String> out = new ArrayList<>();
                    if (v instanceof SequenceNode s) {
                        for (Node item : s.getValue()) if (item instanceof ScalarNode sc) out.add(sc.getValue());
                    } else if (v instanceof ScalarNode sc) {
                        out.add(sc.getValue());
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

    // ------------------------------------------------------------------------------------------

    /** One load: walks the node tree, collecting problems without cascading. */
    private final class Run {
        private final String key, origin;
        private final Problems p;

        Run(String key, String origin, Problems p) {
            this.key = key;
            this.origin = origin;
            this.p = p;
        }

        private record RawPromotion(List<ScalarNode> to, ScalarNode zone, boolean forced, Node node) {}

        private record RawPiece(char letter, String name, List<String> names, String movement,
                                List<MoveRule> moves, boolean royal, RawPromotion promotion) {}

        Variant read(String text) {
            Node root = YamlSource.compose(text, p);
            if (root == null) return null;
            Map<String, Node> top = mapping(root, "the top level", "", TOP_KEYS, List.of("board", "pieces", "setup"));
            if (top == null) return null;

            String name = top.containsKey("name") ? string(top.get("name"), "name") : key;
            List<String> aliases = top.containsKey("aliases") ? words(top.get("aliases"), "aliases") : List.of();
            List<String> sources = top.containsKey("sources") ? strings(top.get("sources"), "sources") : List.of();

            // board
            Integer files = null, ranks = null;
            if (top.containsKey("board")) {
                Map<String, Node> board = mapping(top.get("board"), "'board'", "board", BOARD_KEYS, BOARD_KEYS);
                if (board != null) {
                    if (board.containsKey("files")) files = boardSize(board.get("files"), "board.files", "files");
                    if (board.containsKey("ranks")) ranks = boardSize(board.get("ranks"), "board.ranks", "ranks");
                }
            }

            // pieces
            List<RawPiece> raw = new ArrayList<>();
            int beforePieces = p.count();
            boolean piecesComplete = top.containsKey("pieces") && readPieces(top.get("pieces"), raw);
            boolean piecesClean = piecesComplete && p.count() == beforePieces;
            List<Character> letters = piecesComplete ? raw.stream().map(RawPiece::letter).toList() : null;
            Set<Character> royals = null;
            if (piecesClean) {
                // (a broken piece might be the royal one: then the royal checks would only add noise)
                royals = raw.stream().filter(RawPiece::royal).map(RawPiece::letter).collect(Collectors.toSet());
                if (royals.isEmpty()) {
                    p.at(top.get("pieces"), "pieces: no piece is royal; mark the piece whose loss loses the game"
                            + " (the king) with 'royal: true'");
                }
            }
            List<PieceType> pieces = resolvePieces(raw, piecesComplete, ranks);

            // castling (before setup: the setup's castling field is checked against it)
            Castling castling = null;
            boolean castlingKnown = true;
            Set<Character> castlingLetters = Set.of();
            if (top.containsKey("castling")) {
                int before = p.count();
                castling = castling(top.get("castling"), letters, files);
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
                            castlingKnown ? castlingLetters : null, top.containsKey("castling")).check();
                }
            }

            EndRules end = top.containsKey("end") ? end(top.get("end"))
                    : new EndRules(EndRules.Outcome.LOSS, EndRules.Outcome.DRAW, null, 0, 0);

            if (!p.isEmpty() || files == null || ranks == null || pieces == null || startFen == null || end == null
                    || name == null || aliases == null || sources == null) {
                return null;
            }
            return new Variant(key, name, aliases, sources, files, ranks, pieces, startFen, castling, end, origin);
        }

        // ---- pieces ----

        /** Reads the pieces block; true when every piece letter is valid (so letter checks are meaningful). */
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
            Map<Character, Integer> firstLine = new HashMap<>();
            for (NodeTuple t : m.getValue()) {
                Node keyNode = t.getKeyNode();
                String k = keyNode instanceof ScalarNode s ? s.getValue() : null;
                if (k == null || k.length() != 1 || !(k.charAt(0) >= 'A' && k.charAt(0) <= 'Z')) {
                    complete = false;
                    if (k != null && k.length() == 1 && k.charAt(0) >= 'a' && k.charAt(0) <= 'z') {
                        p.at(keyNode, "piece letter '" + k + "' must be upper case: write '" + k.toUpperCase(Locale.ROOT)
                                + "' (the setup writes Black's pieces in lower case by itself)");
                    } else {
                        p.at(keyNode, "piece key " + (k == null ? describe(keyNode) : "'" + k + "'")
                                + " must be a single upper-case letter A-Z, the piece's FEN letter");
                    }
                    continue;
                }
                char letter = k.charAt(0);
                Integer first = firstLine.putIfAbsent(letter, keyNode.getStartMark().getLine() + 1);
                if (first != null) {
                    p.at(keyNode, "piece letter '" + letter + "' is defined twice (first at line " + first
                            + "); give each piece its own letter");
                    continue;
                }
                RawPiece piece = piece(letter, t.getValueNode());
                if (piece == null) {
                    // its problems are reported; keep the letter so that the setup check does not cascade
                    piece = new RawPiece(letter, String.valueOf(letter), List.of(), "", List.of(), false, null);
                }
                out.add(piece);
            }
            return complete;
        }

        private RawPiece piece(char letter, Node node) {
            String path = "pieces." + letter;
            Map<String, Node> m = mapping(node, "piece '" + letter + "'", path, PIECE_KEYS, List.of("moves"));
            if (m == null) return null;
            int before = p.count();
            String name = m.containsKey("name") ? string(m.get("name"), path + ".name") : String.valueOf(letter);
            List<String> names = m.containsKey("names") ? strings(m.get("names"), path + ".names") : List.of();
            boolean royal = m.containsKey("royal") ? Boolean.TRUE.equals(bool(m.get("royal"), path + ".royal")) : false;
            String movement = null;
            List<MoveRule> moves = null;
            if (m.containsKey("moves") && scalarOrError(m.get("moves"), path + ".moves", "a movement string such as 'N'") instanceof ScalarNode s) {
                movement = s.getValue().trim();
                moves = compile(s, path + ".moves");
            }
            RawPromotion promotion = m.containsKey("promotion") ? promotion(m.get("promotion"), path + ".promotion", letter) : null;
            if (p.count() > before || movement == null || moves == null) return null;
            return new RawPiece(letter, name, names, movement, moves, royal, promotion);
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

        private RawPromotion promotion(Node node, String path, char letter) {
            Map<String, Node> m = mapping(node, "the promotion of piece '" + letter + "'", path, PROMOTION_KEYS, List.of("to", "zone"));
            if (m == null) return null;
            int before = p.count();
            List<ScalarNode> to = new ArrayList<>();
            if (m.containsKey("to")) {
                Node t = m.get("to");
                if (t instanceof ScalarNode s && s.getTag() != Tag.NULL) {
                    to.add(s);
                } else if (t instanceof SequenceNode seq && !seq.getValue().isEmpty()) {
                    for (Node item : seq.getValue()) {
                        if (item instanceof ScalarNode s && s.getTag() != Tag.NULL) to.add(s);
                        else p.at(item, path + ".to: each entry must be a piece letter, found " + describe(item));
                    }
                } else {
                    p.at(t, path + ".to must be a piece letter or a list of them, e.g. '[Q, R, B, N]'; found " + describe(t));
                }
            }
            ScalarNode zone = null;
            if (m.containsKey("zone") && scalarOrError(m.get("zone"), path + ".zone", "text such as 'rank 8' or 'ranks 6-8'") instanceof ScalarNode z) {
                zone = z;
            }
            boolean forced = !m.containsKey("forced") || Boolean.TRUE.equals(bool(m.get("forced"), path + ".forced"));
            if (p.count() > before) return null;
            return new RawPromotion(to, zone, forced, node);
        }

        private static final Pattern ZONE = Pattern.compile("ranks?\\s+(\\d{1,3})(?:\\s*-\\s*(\\d{1,3}))?");

        /** Builds the piece types once all letters are known (promotions may name later pieces). */
        private List<PieceType> resolvePieces(List<RawPiece> raw, boolean complete, Integer ranks) {
            List<Character> letters = raw.stream().map(RawPiece::letter).toList();
            List<PieceType> out = new ArrayList<>();
            boolean ok = complete;
            for (int i = 0; i < raw.size(); i++) {
                RawPiece r = raw.get(i);
                Promotion promotion = null;
                if (r.promotion != null) {
                    String path = "pieces." + r.letter + ".promotion";
                    List<Integer> to = new ArrayList<>();
                    for (ScalarNode s : r.promotion.to) {
                        String l = s.getValue().trim();
                        int index = l.length() == 1 ? letters.indexOf(l.charAt(0)) : -1;
                        if (index >= 0) {
                            if (to.contains(index)) p.at(s, path + ".to lists '" + l + "' twice");
                            to.add(index);
                        } else if (l.length() == 1 && Character.isLowerCase(l.charAt(0))
                                && letters.contains(Character.toUpperCase(l.charAt(0)))) {
                            p.at(s, path + ".to: write piece letters in upper case: '" + l.toUpperCase(Locale.ROOT) + "', not '" + l + "'");
                        } else if (complete) {
                            p.at(s, path + ".to: unknown piece letter '" + l + "'; the pieces are "
                                    + letters.stream().map(String::valueOf).collect(Collectors.joining(", ")));
                        }
                        if (index < 0) ok = false;
                    }
                    int[] zone = zone(r.promotion.zone, path + ".zone", ranks);
                    if (zone == null || to.isEmpty()) {
                        ok = false;
                    } else {
                        promotion = new Promotion(to, zone[0], zone[1], r.promotion.forced);
                    }
                }
                out.add(new PieceType(i, r.letter, r.name, r.names, r.movement, r.moves, r.royal, promotion));
            }
            return ok ? out : null;
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

        // ---- castling ----

        private Castling castling(Node node, List<Character> letters, Integer files) {
            Map<String, Node> m = mapping(node, "'castling'", "castling", CASTLING_KEYS, CASTLING_KEYS);
            if (m == null) return null;
            int before = p.count();
            int king = m.containsKey("king") ? pieceRef(m.get("king"), "castling.king", letters) : -1;
            int partner = m.containsKey("partner") ? pieceRef(m.get("partner"), "castling.partner", letters) : -1;
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
            return new Castling(king, partner, sides);
        }

        private Castling.Side side(String name, Node node, Integer files, Set<Character> fenLetters) {
            String path = "castling.sides." + name;
            Map<String, Node> m = mapping(node, "castling side '" + name + "'", path, SIDE_KEYS, SIDE_KEYS);
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
            return new Castling.Side(name.replace('-', ' '), fen, partnerTo < kingTo, kingTo, partnerTo);
        }

        private int pieceRef(Node node, String path, List<Character> letters) {
            if (!(scalarOrError(node, path, "a piece letter such as K") instanceof ScalarNode s)) return -1;
            String v = s.getValue().trim();
            if (v.length() != 1 || v.charAt(0) < 'A' || v.charAt(0) > 'Z') {
                p.at(s, path + " must be one upper-case piece letter, not '" + v + "'");
                return -1;
            }
            if (letters == null) return -1;
            int index = letters.indexOf(v.charAt(0));
            if (index < 0) {
                p.at(s, path + ": unknown piece letter '" + v + "'; the pieces are "
                        + letters.stream().map(String::valueOf).collect(Collectors.joining(", ")));
            }
            return index;
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

        // ---- end ----

        private EndRules end(Node node) {
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
            if (p.count() > before) return null;
            return new EndRules(checkmate, stalemate, bare, nMove, repetition);
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
            return bared == null || back == null ? null : new EndRules.BareKing(bared, back);
        }

        private static final Map<String, String> WHO = Map.of(
                "end.checkmate", "the side that is checkmated",
                "end.stalemate", "the side that cannot move",
                "end.bare-king", "the side left with only its royal pieces",
                "end.bare-king.bared", "the side left with only its royal pieces");

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
}
