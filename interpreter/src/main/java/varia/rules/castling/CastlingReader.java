package varia.rules.castling;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import varia.rules.Description;
import java.util.stream.Collectors;
import varia.rules.Placement;
import varia.rules.Rule;
import varia.rules.RuleInput;
import varia.rules.Values;
import varia.variant.RuleKey;
import varia.yaml.Key;
import varia.yaml.Shape;
import varia.yaml.Nodes;
import varia.yaml.Section;

/**
 * {@code castling: {king: K, partner: R, free-phase-only: false, sides: {NAME: {fen-letter: K,
 * king-to: g, partner-to: f, colour: both}}}}.
 */
public final class CastlingReader implements Rule<Castling> {
    public static final CastlingReader RULE = new CastlingReader();

    static final Key<Integer> KING = Values.letter("king").required(null)
            .doc("the piece that castles");
    static final Key<Integer> PARTNER = Values.letter("partner").required(null)
            .doc("the piece it castles with: the outermost unmoved one on the king's rank, on that side");
    static final Key<Boolean> FREE_PHASE_ONLY = Key.flag("free-phase-only")
            .doc("castling exists only in the opening (free turns or the opening series)");
    static final Key<Node> FEN_LETTER = Key.node("fen-letter", "an upper-case letter").required(null).shape(Shape.pattern("^[A-Z]$"))
            .doc("White's letter for this right in the FEN castling field; Black's is the lower case");
    static final Key<Node> KING_TO = Key.node("king-to", "a file letter").required(null).shape(Shape.pattern("^[a-p]$"))
            .doc("the file where the king lands");
    static final Key<Node> PARTNER_TO = Key.node("partner-to", "a file letter").required(null).shape(Shape.pattern("^[a-p]$"))
            .doc("the file where the partner lands");
    static final List<String> COLOURS = List.of("both", "white", "black");
    static final Key<Integer> COLOUR = Key.word("colour", COLOURS, "the colour that may castle this way", (w, i) -> i - 1)
            .doc("only this colour may castle this way");
    static final List<Key<?>> SIDE_KEYS = List.of(FEN_LETTER, KING_TO, PARTNER_TO, COLOUR);
    static final Key<Node> SIDES = Key.node("sides", "mapping of side names").required(null)
            .shape(Shape.named(null, Shape.fields(SIDE_KEYS)))
            .doc("one entry per castling move; its name is its display name");
    static final Key<Node> DROP_KING = Key.node("king", "a file letter").required("the king's home file, e.g. 'king: e'")
            .shape(Shape.pattern("^[a-p]$"))
            .doc("the king's home file");
    static final Key<Node> DROP_PARTNERS = Key.node("partners", "file letters").required("the partners' home files, e.g. 'partners: [a, h]'")
            .shape(Shape.either(Shape.pattern("^[a-p]$"), Shape.list(Shape.pattern("^[a-p]$"))))
            .doc("the partners' home files");
    static final Key<Node> BY_DROP = Key.node("rights-by-drop", "mapping {king: e, partners: [a, h]}")
            .shape(Shape.fields(List.of(DROP_KING, DROP_PARTNERS)))
            .doc("castling rights earned by a king and partner dropped on their home squares (Placement chess)");
    static final List<Key<?>> KEYS = List.of(KING, PARTNER, SIDES, FREE_PHASE_ONLY, BY_DROP);
    static final Key<Node> CASTLING = Key.node("castling", "mapping").shape(Shape.fields(KEYS))
            .doc("castling of a royal piece with a partner, both unmoved, the squares between them empty, not out of, through or into check");

    private CastlingReader() {}

    @Override public RuleKey<Castling> key() { return Castling.KEY; }

    @Override public List<Placement> keys() { return List.of(Placement.top(CASTLING)); }

    @Override public Castling read(RuleInput in) {
        Node node = in.topNode("castling");
        if (node == null) return null;
        Section m = Section.open(node, "'castling'", "castling", KEYS, in);
        if (m == null) return null;
        int before = in.problems().count();
        Integer king = m.get(KING), partner = m.get(PARTNER);
        List<Castling.Side> sides = new ArrayList<>();
        if (m.has(SIDES)) {
            Node sn = m.node(SIDES);
            if (!(sn instanceof MappingNode sm) || sm.getValue().isEmpty()) {
                in.problems().at(sn, "castling.sides must map side names to castling moves, e.g. 'king-side: {fen-letter: K,"
                        + " king-to: g, partner-to: f}'; found " + Nodes.describe(sn));
            } else {
                Section named = Section.open(sn, "'castling.sides'", "castling.sides", null, in);
                Set<Character> fenLetters = new HashSet<>();
                for (Map.Entry<String, Node> e : named.entries().entrySet()) {
                    Castling.Side side = side(in, e.getKey(), e.getValue(), fenLetters);
                    if (side != null) sides.add(side);
                }
            }
        }
        Boolean free = m.get(FREE_PHASE_ONLY, false);
        Castling.ByDrop byDrop = m.has(BY_DROP) ? byDrop(in, m.node(BY_DROP)) : null;
        // without its sides (missing, or each broken) the block says nothing the setup could be checked against
        if (in.problems().count() > before || king == null || partner == null || free == null || sides.isEmpty()) return null;
        return new Castling(king, partner, sides, free, byDrop);
    }

    /** {@code rights-by-drop: {king: e, partners: [a, h]}}: the home files where drops earn castling rights (Placement chess). */
    private static Castling.ByDrop byDrop(RuleInput in, Node node) {
        String path = "castling.rights-by-drop";
        Section m = Section.open(node, "'" + path + "'", path, List.of(DROP_KING, DROP_PARTNERS), in);
        if (m == null) return null;
        int king = m.has(DROP_KING) ? file(in, m.node(DROP_KING), path + ".king") : -1;
        List<Integer> partners = new ArrayList<>();
        if (m.has(DROP_PARTNERS)) {
            Node pn = m.node(DROP_PARTNERS);
            List<Node> items = pn instanceof org.yaml.snakeyaml.nodes.SequenceNode seq ? seq.getValue() : List.of(pn);
            for (Node item : items) {
                int f = file(in, item, path + ".partners");
                if (f >= 0) partners.add(f);
            }
            if (partners.size() != items.size() || items.isEmpty()) return null;
        }
        return king < 0 || partners.isEmpty() ? null : new Castling.ByDrop(king, partners);
    }

    private static Castling.Side side(RuleInput in, String name, Node node, Set<Character> fenLetters) {
        String path = "castling.sides." + name;
        Section m = Section.open(node, "castling side '" + name + "'", path, SIDE_KEYS, in);
        if (m == null) return null;
        int before = in.problems().count();
        char fen = 0;
        ScalarNode s = m.has(FEN_LETTER) ? Nodes.scalar(m.node(FEN_LETTER), path + ".fen-letter", "an upper-case letter such as K", in.problems()) : null;
        if (s != null) {
            String v = s.getValue().trim();
            if (v.length() != 1 || v.charAt(0) < 'A' || v.charAt(0) > 'Z') {
                in.problems().at(s, path + ".fen-letter must be one upper-case letter (White's letter in the FEN castling field,"
                        + " e.g. K), not '" + v + "'");
            } else if (!fenLetters.add(v.charAt(0))) {
                in.problems().at(s, path + ".fen-letter '" + v + "' is already used by another castling side");
            } else {
                fen = v.charAt(0);
            }
        }
        int kingTo = m.has(KING_TO) ? file(in, m.node(KING_TO), path + ".king-to") : -1;
        int partnerTo = m.has(PARTNER_TO) ? file(in, m.node(PARTNER_TO), path + ".partner-to") : -1;
        if (kingTo >= 0 && kingTo == partnerTo) {
            in.problems().at(m.node(PARTNER_TO), path + ": the king and its partner cannot land on the same file");
        }
        Integer colour = m.get(COLOUR, -1);
        if (in.problems().count() > before || fen == 0 || kingTo < 0 || partnerTo < 0 || colour == null) return null;
        // the partner ends next to the king: landing on a lower file than the king means it came from a higher one
        return new Castling.Side(name.replace('-', ' '), fen, partnerTo < kingTo, kingTo, partnerTo, colour);
    }

    private static int file(RuleInput in, Node node, String path) {
        ScalarNode s = Nodes.scalar(node, path, "a file letter such as g", in.problems());
        if (s == null) return -1;
        String v = s.getValue().trim();
        if (v.length() != 1 || v.charAt(0) < 'a' || v.charAt(0) > 'p') {
            in.problems().at(s, path + " must be a file letter a-p (lower case), not '" + v + "'");
            return -1;
        }
        int f = v.charAt(0) - 'a';
        Integer files = in.files();
        if (files != null && f >= files) {
            in.problems().at(s, path + ": file '" + v + "' is outside the board, whose files are a-" + (char) ('a' + files - 1));
            return -1;
        }
        return f;
    }

    @Override public void describe(Castling c, Description out) {
        if (c == null) {
            out.play("There is no castling.");
            return;
        }
        String sides = c.sides().stream().map(s -> s.name() + " (" + s.fenLetter() + "): king to "
                + (char) ('a' + s.kingToFile()) + ", partner to " + (char) ('a' + s.rookToFile())).collect(Collectors.joining("; "));
        out.play("Castling of " + out.ref(c.kingType()) + " with " + out.ref(c.rookType()) + ": " + sides + "."
                + (c.freePhaseOnly() ? " Only in the opening phase (free turns or the opening series)." : ""));
        if (c.byDrop() != null) {
            String partners = c.byDrop().partnerFiles().stream().map(f -> String.valueOf((char) ('a' + f))).collect(Collectors.joining(" or "));
            char k = (char) ('a' + c.byDrop().kingFile());
            out.play("Castling rights are earned by drops on the first rank: " + out.ref(c.kingType()) + " dropped on the " + k
                    + "-file gains them with the partners standing on the " + partners + "-file; a partner dropped on the "
                    + partners + "-file gains its own when the king stands on the " + k + "-file.");
        }
    }

    @Override public void install(Castling model, varia.engine.Installer engine) { CastlingMoves.install(model, engine); }
}
