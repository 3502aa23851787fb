package varia.variant;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import varia.notation.Atom;
import varia.notation.Leg;
import varia.notation.Mode;
import varia.notation.MoveRule;
import varia.notation.Offset;

/**
 * The rules of a {@link Variant} in plain words, generated from the loaded model (not from the
 * file's text): board, pieces with a reading of their compiled movement, setup, play rules, end
 * rules, options and sources. What {@code ./varia describe} prints.
 */
public final class Describer {
    private final Variant v;
    private final StringBuilder out = new StringBuilder();

    private Describer(Variant v) { this.v = v; }

    /** The whole description, several lines, ending with a newline. */
    public static String describe(Variant variant) {
        Describer d = new Describer(Objects.requireNonNull(variant, "variant"));
        d.all();
        return d.out.toString();
    }

    private void line(String s) { out.append(s).append('\n'); }

    private void all() {
        line(v.name() + " (" + v.key() + ")");
        if (!v.aliases().isEmpty()) line("Also selected by: " + String.join(", ", v.aliases()));
        line("");
        line("Board");
        line("  " + v.files() + " files (a-" + (char) ('a' + v.files() - 1) + ") by " + v.ranks() + " ranks (1-" + v.ranks()
                + "); White starts on rank 1.");
        regions();
        line("");
        line("Pieces");
        for (PieceType p : v.pieces()) piece(p);
        line("");
        line("Setup");
        line("  " + v.startFen());
        diagram();
        line("");
        line("Play");
        play();
        line("");
        line("End of the game");
        end();
        if (!v.options().isEmpty()) {
            line("");
            line("Options");
            for (OptionChoice o : v.options()) option(o);
        }
        if (!v.sources().isEmpty()) {
            line("");
            line("Sources");
            for (String s : v.sources()) line("  - " + s);
        }
    }

    // ---- board ----

    /** Squares as "files d-f ranks 1-3" when they form a rectangle, else as a list. */
    private String squares(java.util.BitSet set) {
        int files = v.files();
        if (set.isEmpty()) return "no squares";
        int f0 = files, f1 = -1, r0 = Integer.MAX_VALUE, r1 = -1;
        for (int q = set.nextSetBit(0); q >= 0; q = set.nextSetBit(q + 1)) {
            f0 = Math.min(f0, q % files);
            f1 = Math.max(f1, q % files);
            r0 = Math.min(r0, q / files);
            r1 = Math.max(r1, q / files);
        }
        int w = f1 - f0 + 1, h = r1 - r0 + 1;
        if (set.cardinality() != w * h || set.cardinality() < 4) return RegionClauses.names(set, files);
        String fs = w == files ? "" : f0 == f1 ? "file " + (char) ('a' + f0) : "files " + (char) ('a' + f0) + "-" + (char) ('a' + f1);
        String rs = h == v.ranks() ? "" : r0 == r1 ? "rank " + (r0 + 1) : "ranks " + (r0 + 1) + "-" + (r1 + 1);
        String both = (fs + " " + rs).trim();
        return both.isEmpty() ? "the whole board" : both;
    }

    private void regions() {
        if (v.regions().isEmpty()) return;
        line("  Regions (each side's own, Black's being White's turned round, unless the same for both):");
        for (Region r : v.regions().values().stream().sorted(Comparator.comparing(Region::name)).toList()) {
            String white = squares(r.white());
            String black = squares(r.black());
            line("    " + r.name() + ": " + (white.equals(black) ? white + " (both sides)"
                    : "White " + white + "; Black " + black));
        }
    }

    private void diagram() {
        String board = v.startFen().split(" ")[0];
        int bracket = board.indexOf('[');
        String hand = bracket >= 0 ? board.substring(bracket + 1, board.length() - 1) : "";
        if (bracket >= 0) board = board.substring(0, bracket);
        String[] rows = board.split("/");
        for (int r = 0; r < rows.length; r++) {
            StringBuilder sb = new StringBuilder();
            String row = rows[r];
            for (int j = 0; j < row.length(); j++) {
                char c = row.charAt(j);
                if (Character.isDigit(c)) {
                    int k = j;
                    while (k < row.length() && Character.isDigit(row.charAt(k))) k++;
                    int n = Integer.parseInt(row.substring(j, k));
                    for (int i = 0; i < n; i++) sb.append(" .");
                    j = k - 1;
                } else if (c == '+') {
                    sb.append(" +").append(row.charAt(++j));
                    // keep the columns: a promoted piece takes the space before it
                    sb.deleteCharAt(sb.length() - 3);
                } else {
                    sb.append(' ').append(c);
                }
            }
            line(String.format(Locale.ROOT, "  %2d", v.ranks() - r) + sb);
        }
        StringBuilder files = new StringBuilder("    ");
        for (int f = 0; f < v.files(); f++) files.append(' ').append((char) ('a' + f));
        line(files.toString());
        if (!hand.isEmpty()) line("  In hand: " + hand);
        String side = v.startFen().split(" ").length > 1 ? v.startFen().split(" ")[1] : "w";
        line("  " + (side.equals("b") ? "Black" : "White") + " moves first.");
    }

    // ---- pieces ----

    private String ref(int index) {
        PieceType p = v.pieces().get(index);
        return p.name() + " (" + p.symbol() + ")";
    }

    private String refs(List<Integer> indices) {
        return indices.stream().map(this::ref).collect(Collectors.joining(", "));
    }

    private void piece(PieceType p) {
        StringBuilder head = new StringBuilder("  " + p.symbol() + "  " + p.name());
        if (!p.names().isEmpty()) head.append(" (also ").append(String.join(", ", p.names())).append(')');
        if (p.royal()) head.append(" - royal: losing it loses the game");
        line(head.toString());
        if (p.isPromotedForm()) {
            PieceType base = v.pieceByLetter(p.letter());
            line("      promoted form" + (base != null ? " of " + base.name() + " (" + base.symbol() + ")" : "")
                    + "; FEN writes it " + p.symbol());
        }
        line("      moves: " + p.movement());
        for (String s : readMoves(p.moves())) line("        " + s);
        if (p.confinedTo() != null) line("      never leaves " + regionName(p.confinedTo()));
        for (RegionMoves rm : p.regionMoves()) {
            if (rm.mode() == RegionMoves.Mode.WHERE_STANDING) {
                line("      while standing in " + regionName(rm.region()) + " it moves instead: " + rm.movement());
            } else {
                line("      within " + regionName(rm.region()) + " it may also move (the whole move inside it): " + rm.movement());
            }
            for (String s : readMoves(rm.moves())) line("        " + s);
        }
        if (!p.cannotCapture().isEmpty()) line("      cannot capture: " + refs(p.cannotCapture()));
        if (!p.screensExclude().isEmpty()) line("      cannot jump over: " + refs(p.screensExclude()));
        if (!p.givesCheck()) line("      its attacks never give check");
        if (p.zone() != null) {
            Zone z = p.zone();
            line("      casts a zone of influence on " + (z.offsets().equals(Zone.NEIGHBOURS) ? "the 8 squares around it" : z.offsets().size() + " squares around it")
                    + ": a sliding move (or a lame leap's path) of " + (z.affectsFriends() ? "any piece" : "an enemy piece")
                    + " ends on the first zone square it reaches; leaps are immune"
                    + (z.strict() ? "; a piece standing in a zone moves one square only" : ""));
        }
        if (p.gate() >= 0) line("      on its first move it leaves a " + ref(p.gate()) + " on the square it vacates (one move)");
        if (p.promotion() != null) line("      " + promotion(p.promotion()));
        if (v.play().drops() != null && p.demotesTo() >= 0 && p.demotesTo() != p.index()) {
            line("      when captured it goes to the captor's hand as " + ref(p.demotesTo()));
        }
        if (p.drop() != null || v.play().drops() != null) line("      " + drop(p.drop()));
        for (SpecialMove s : p.specials()) {
            List<String> conditions = new ArrayList<>();
            conditions.add(s.firstMoveOnly() ? "only as its first move" : "once per game");
            if (s.notInCheck()) conditions.add("not while its side is in check");
            if (s.lostOnCheck()) conditions.add("the right is lost once its side has been in check");
            if (!s.lostWhenAimedBy().isEmpty()) {
                conditions.add("the right is lost when an enemy " + refs(s.lostWhenAimedBy()) + " stands on its rank or file");
            }
            line("      special move: " + s.movement() + " (" + String.join("; ", conditions) + ")");
            for (String r : readMoves(s.moves())) line("        " + r);
        }
        if (p.value() != null) line("      value: " + number(p.value()) + " pawns");
    }

    private String regionName(String name) {
        Region r = v.region(name);
        if (r == null) return "'" + name + "'";
        String white = squares(r.white());
        return white.equals(name) ? "'" + name + "'" : "'" + name + "' (" + white + " for White)";
    }

    private String promotion(Promotion pr) {
        if (pr.step() != null) {
            Promotion.Step st = pr.step();
            return "promotes to " + orList(pr.to()) + " as a move of its own, standing in "
                    + (pr.region() != null ? regionName(pr.region()) : "its zone")
                    + (st.lastAnywhere() ? " (its side's last one: anywhere)" : "")
                    + ", in place or by " + st.movement() + " to an empty square; only while its side has fewer than "
                    + st.maxOnBoard() + " " + orList(pr.to())
                    + (st.harmless() ? "; the new piece may not attack an enemy piece nor give check" : "");
        }
        StringBuilder sb = new StringBuilder("promotes to ").append(orList(pr.to()));
        if (pr.region() != null) sb.append(" in ").append(regionName(pr.region()));
        else sb.append(pr.fromRank() == pr.toRank() ? " on reaching rank " + pr.fromRank()
                : " on reaching ranks " + pr.fromRank() + "-" + pr.toRank()).append(" (counted from its owner's side)");
        if (pr.onLeaving()) sb.append(", also when a move starts in the zone");
        sb.append(pr.forced() ? "; promotion is compulsory" : "; promotion is optional");
        if (!pr.forced() && pr.forcedIfStuck()) sb.append(", but compulsory where it could not move again");
        switch (pr.family()) {
            case LOST_ONLY -> sb.append("; only to a kind of piece its side has already lost");
            case SETUP_SQUARE -> sb.append("; only to the piece that stood on the promotion square in the setup,"
                    + " and only if that piece was lost");
            default -> { }
        }
        return sb.toString();
    }

    private String orList(List<Integer> indices) {
        List<String> names = indices.stream().map(this::ref).toList();
        if (names.size() <= 1) return String.join("", names);
        return String.join(", ", names.subList(0, names.size() - 1)) + " or " + names.get(names.size() - 1);
    }

    private String drop(DropRule d) {
        if (d == null) d = DropRule.ANYWHERE;
        StringBuilder sb = new StringBuilder("may be dropped from the hand ");
        sb.append(d.region() == null ? "on any empty square" : "on an empty square of " + regionName(d.region()));
        if (d.noDoubledOn() >= 0) sb.append(", not on a file that already holds an own ").append(ref(d.noDoubledOn()));
        if (d.noMate()) sb.append(", not to give checkmate");
        return sb.toString();
    }

    // ---- movement in plain words ----

    private record Group(Atom atom, int range, Set<Mode> modes, boolean hop, String lame, boolean initial) {}

    /** One plain-words line per kind of move in the compiled rules, e.g. "steps one square diagonally". */
    public static List<String> readMoves(List<MoveRule> rules) {
        Map<Group, List<Offset>> groups = new LinkedHashMap<>();
        List<String> extra = new ArrayList<>();
        for (MoveRule r : rules) {
            if (r.legs().size() > 1) {
                extra.add("a move of " + r.legs().size() + " legs");
                continue;
            }
            Leg l = r.leg();
            Group g = new Group(l.atom(), l.range(), l.modes(), l.hop(), lame(l), r.initialOnly());
            groups.computeIfAbsent(g, k -> new ArrayList<>()).add(l.step());
        }
        List<String> out = new ArrayList<>();
        Set<Group> done = new java.util.HashSet<>();
        for (Map.Entry<Group, List<Offset>> e : groups.entrySet()) {
            Group g = e.getKey();
            if (done.contains(g)) continue;
            // a full set of orthogonal and diagonal directions alike reads "in any direction"
            if ((g.atom == Atom.W || g.atom == Atom.F) && directions(e.getValue()) == 4) {
                Group twin = new Group(g.atom == Atom.W ? Atom.F : Atom.W, g.range, g.modes, g.hop, g.lame, g.initial);
                List<Offset> other = groups.get(twin);
                if (other != null && directions(other) == 4) {
                    done.add(twin);
                    out.add(phrase(g, null, "in any direction"));
                    continue;
                }
            }
            out.add(phrase(g, e.getValue(), null));
        }
        out.addAll(extra);
        return out;
    }

    private static int directions(List<Offset> offsets) { return (int) offsets.stream().distinct().count(); }

    private static String lame(Leg l) {
        List<Offset> path = l.mustBeEmpty();
        if (path.isEmpty()) return "";
        if (path.size() == 1) {
            Offset o = path.get(0);
            int ax = Math.abs(o.dx()), ay = Math.abs(o.dy());
            if (l.step().equals(o.times(2))) return "blocked by a piece on the square in between";
            if (ax + ay == 1) return "blocked at the orthogonal neighbour";
            if (ax == 1 && ay == 1) return "blocked at the diagonal neighbour";
            return "blocked by a piece on " + o;
        }
        return "blocked by a piece on any of the " + path.size() + " squares it passes";
    }

    private static String phrase(Group g, List<Offset> offsets, String fixedDirection) {
        String dir = fixedDirection != null ? fixedDirection : direction(g.atom, offsets);
        String unlimited = g.range == Leg.UNLIMITED ? "any distance" : "up to " + g.range + " squares";
        StringBuilder sb = new StringBuilder();
        boolean stepAtom = g.atom == Atom.W || g.atom == Atom.F;
        if (g.hop) {
            sb.append("jumps over exactly one piece (the screen)").append(dir.isEmpty() ? "" : " " + dir);
            if (g.modes.equals(Set.of(Mode.MOVE))) sb.append(", landing on an empty square beyond it");
            else if (!g.modes.contains(Mode.MOVE)) sb.append(", capturing the first piece beyond it");
            else sb.append(", landing on an empty square beyond it or capturing the first piece there");
            if (!stepAtom) sb.append(" (in ").append(vector(g.atom)).append(" steps)");
            if (g.range != Leg.UNLIMITED) sb.append(" (at most ").append(g.range).append(" steps)");
        } else if (g.range == 1) {
            if (stepAtom) sb.append("steps one square ").append(dir);
            else if (dir.startsWith("only to")) sb.append("leaps ").append(vector(g.atom)).append(nickname(g.atom)).append(", ").append(dir);
            else sb.append("leaps ").append(vector(g.atom)).append(dir.isEmpty() ? "" : " " + dir).append(nickname(g.atom));
        } else if (stepAtom) {
            sb.append("slides ").append(unlimited).append(' ').append(dir);
        } else {
            sb.append("rides ").append(vector(g.atom)).append(" steps").append(dir.isEmpty() ? " in all 8 directions"
                            : dir.startsWith("only to") ? "" : " " + dir)
                    .append(g.range == Leg.UNLIMITED ? ", any number in a straight line" : ", up to " + g.range + " in a straight line")
                    .append(dir.startsWith("only to") ? ", " + dir.replace("only to the squares", "only along the lines") : "");
        }
        if (!g.hop) {
            if (g.modes.equals(Set.of(Mode.MOVE))) sb.append(", without capturing");
            else if (g.modes.equals(Set.of(Mode.CAPTURE))) sb.append(", only to capture");
            else if (g.modes.equals(Set.of(Mode.CAPTURE, Mode.EN_PASSANT))) sb.append(", only to capture (also en passant)");
            else if (g.modes.equals(Set.of(Mode.EN_PASSANT))) sb.append(", only to capture en passant");
            else if (g.modes.contains(Mode.EN_PASSANT)) sb.append(" (also capturing en passant)");
        }
        if (!g.lame.isEmpty()) sb.append(", ").append(g.lame);
        if (g.initial) sb.append(", only while it has not moved");
        return sb.toString();
    }

    private static String vector(Atom a) { return "(" + a.x + "," + a.y + ")"; }

    private static String nickname(Atom a) {
        return switch (a) {
            case D -> " like a dabbaba";
            case N -> " like a knight";
            case A -> " like an alfil";
            case H -> " like a threeleaper";
            case C -> " like a camel";
            case Z -> " like a zebra";
            case G -> " like a tripper";
            default -> "";
        };
    }

    private static int sign(int x) { return Integer.signum(x); }

    /** Plain words for the directions of one atom's offsets (relative to the moving side). */
    static String direction(Atom atom, List<Offset> offsets) {
        Set<Offset> set = new java.util.LinkedHashSet<>(offsets);
        switch (atom.symmetry()) {
            case ORTHOGONAL -> {
                boolean f = false, b = false, l = false, r = false;
                for (Offset o : set) {
                    if (o.dy() > 0) f = true; else if (o.dy() < 0) b = true; else if (o.dx() < 0) l = true; else r = true;
                }
                if (f && b && l && r) return "orthogonally";
                List<String> parts = new ArrayList<>();
                if (f) parts.add("forward");
                if (l && r) parts.add("sideways");
                else if (l) parts.add("to the left");
                else if (r) parts.add("to the right");
                if (b) parts.add("backward");
                return joinOr(parts);
            }
            case DIAGONAL -> {
                boolean fl = false, fr = false, bl = false, br = false;
                for (Offset o : set) {
                    if (o.dy() > 0 && o.dx() < 0) fl = true;
                    else if (o.dy() > 0) fr = true;
                    else if (o.dx() < 0) bl = true;
                    else br = true;
                }
                if (fl && fr && bl && br) return "diagonally";
                List<String> parts = new ArrayList<>();
                if (fl && fr) parts.add("diagonally forward");
                else if (fl) parts.add("diagonally forward to the left");
                else if (fr) parts.add("diagonally forward to the right");
                if (bl && br) parts.add("diagonally backward");
                else if (bl) parts.add("diagonally backward to the left");
                else if (br) parts.add("diagonally backward to the right");
                return joinOr(parts);
            }
            default -> {
                if (set.size() == 8) return "";
                // four classes: x forward and y sideways, y forward and x sideways, and the same backward
                int x = atom.x, y = atom.y;
                List<String> parts = new ArrayList<>();
                String[][] classes = {
                    {x + " forward and " + y + " sideways", "F", "N"}, {y + " forward and " + x + " sideways", "F", "W"},
                    {x + " back and " + y + " sideways", "B", "N"}, {y + " back and " + x + " sideways", "B", "W"}};
                for (String[] c : classes) {
                    boolean left = false, right = false;
                    for (Offset o : set) {
                        boolean forward = o.dy() > 0;
                        boolean narrow = Math.abs(o.dy()) > Math.abs(o.dx());
                        if (forward == c[1].equals("F") && narrow == c[2].equals("N")) {
                            if (o.dx() < 0) left = true; else right = true;
                        }
                    }
                    if (left && right) parts.add(c[0]);
                    else if (left) parts.add(c[0].replace("sideways", "to the left"));
                    else if (right) parts.add(c[0].replace("sideways", "to the right"));
                }
                return "only to the squares " + joinOr(parts);
            }
        }
    }

    private static String joinOr(List<String> parts) {
        if (parts.size() <= 1) return String.join("", parts);
        return String.join(", ", parts.subList(0, parts.size() - 1)) + " or " + parts.get(parts.size() - 1);
    }

    // ---- play ----

    private void play() {
        PlayRules pl = v.play();
        line("  " + switch (pl.facing()) {
            case ALLOWED -> "The royal pieces may face each other on an open file.";
            case FORBIDDEN -> "A move that leaves the royal pieces facing each other on an open file is illegal.";
            case BIKJANG -> "Facing royal pieces (bikjang) must be broken or answered by a pass; two bikjang positions"
                    + " in a row end the game.";
        });
        if (pl.pass() == null) {
            line("  Passing is not allowed.");
        } else {
            PlayRules.Pass ps = pl.pass();
            line("  A side may pass" + (ps.inCheck() ? ", even in check" : ", but not while in check") + "."
                    + (ps.endsAfter() > 0 ? " " + ps.endsAfter() + " passes in a row end the game: the side to move "
                    + outcome(ps.endOutcome()) + "." : ""));
        }
        if (pl.pass() != null && pl.pass().afterCaptureToReserve())
            line("  A pass is allowed only right after the opponent captured (not in reply to a capture); the piece just lost"
                    + " goes to the passer's reserve.");
        if (pl.drops() == null) line("  Captured pieces leave the game.");
        else line("  Pieces in hand may be dropped on the board as a move"
                + (pl.drops().capturesToHand() ? "; captured pieces go to the captor's hand." : "; captures do not fill the hand.")
                + (pl.drops().mustDrop() ? " While a side holds pieces in hand it must drop one if it can." : ""));
        if (pl.turns() == PlayRules.Turns.FREE_UNTIL_CAPTURE)
            line("  Until the first capture either side may move at any time; then turns alternate, the side that did not"
                    + " capture moving next" + (v.castling() != null && v.castling().freePhaseOnly() ? " (castling only in that phase)" : "") + ".");
        if (pl.series() != null) {
            PlayRules.Series se = pl.series();
            line("  Opening series: from the setup White makes " + se.moves() + " moves in a row, then Black " + se.moves()
                    + "; then turns alternate, White first. During the series "
                    + (se.captures() ? "" : "no capture is allowed" + (se.ownHalf() ? " and " : ""))
                    + (se.ownHalf() ? "every move ends in the mover's own half" : se.captures() ? "every move is allowed" : "")
                    + (v.castling() != null && v.castling().freePhaseOnly() ? " (castling, one move, only then)" : "") + ".");
        }
        if (pl.impasse() != null) {
            PlayRules.Impasse im = pl.impasse();
            line("  Entering-king declaration: a side whose royal piece stands in the enemy camp (" + im.campRanks()
                    + " ranks), not in check, with at least " + im.piecesInCamp() + " other pieces there, may declare instead of"
                    + " moving; " + refs(im.bigPieces()) + " count 5 points, other pieces 1, in the camp and in hand; "
                    + (im.rule() == PlayRules.Impasse.Rule.POINTS_27 ? "it wins with 28 points (first player) or 27 (second)"
                    : "31 points or more win, 24 to 30 draw") + ".");
        }
        if (pl.adjacentRoyalsEnd())
            line("  When the royal pieces stand next to each other the game ends at once and is decided by material.");
        if (v.castling() != null) {
            Castling c = v.castling();
            String sides = c.sides().stream().map(s -> s.name() + " (" + s.fenLetter() + "): king to "
                    + (char) ('a' + s.kingToFile()) + ", partner to " + (char) ('a' + s.rookToFile()))
                    .collect(Collectors.joining("; "));
            line("  Castling of " + ref(c.kingType()) + " with " + ref(c.rookType()) + ": " + sides + ".");
        } else {
            line("  There is no castling.");
        }
        if (pl.royals() == PlayRules.Royals.LAST) {
            line("  Of several royal pieces only the last one left must be kept out of capture.");
        } else if (v.pieces().stream().filter(PieceType::royal).count() > 1) {
            line("  Every royal piece must be kept out of capture.");
        }
        if (pl.forbidStalemating()) line("  A move that leaves the opponent without a legal move (stalemate) is illegal.");
        if (!pl.openingMoves().isEmpty()) line("  The game opens with the compulsory moves " + String.join(", ", pl.openingMoves()) + ".");
        if (!pl.forbiddenMates().isEmpty()) line("  Checkmate may not be given by " + refs(pl.forbiddenMates()) + ": such a move is illegal.");
    }

    // ---- end ----

    private static String outcome(EndRules.Outcome o) {
        return switch (o) {
            case LOSS -> "loses";
            case WIN -> "wins";
            case DRAW -> "draws";
        };
    }

    private void end() {
        EndRules e = v.end();
        line("  Checkmate: the checkmated side " + outcome(e.checkmate()) + ".");
        line("  Stalemate: the side that cannot move " + outcome(e.stalemate()) + ".");
        if (e.bareKing() != null) {
            line("  Bare king: a side left with only its royal piece(s) " + outcome(e.bareKing().bared()) + "."
                    + (e.bareKing().canBareBack() ? " But if it can take the opponent's last other piece on its next move,"
                    + " play goes on for that move (baring back draws)." : "")
                    + (e.bareKing().bothBare() != null ? " When both sides are bare, the side to move " + outcome(e.bareKing().bothBare()) + "." : ""));
        }
        if (!e.drawnMates().isEmpty()) line("  A checkmate given only by " + refs(e.drawnMates()) + " is a draw.");
        line(e.nMoveRule() > 0 ? "  Drawn after " + e.nMoveRule() + " moves of each side without a capture or a pawn move."
                : "  No n-move rule.");
        if (e.repetition() > 0) line("  Drawn on the " + ordinal(e.repetition()) + " occurrence of the same position.");
        else line("  No repetition rule.");
        line(e.perpetualCheckLoses() ? "  Perpetual check: a side that repeats the position by checking on every move loses."
                : "  Perpetual check is treated like any repetition.");
        for (EndRules.CountRule c : e.counting()) line("  Counting: " + counting(c));
        if (!e.checkKinds().isEmpty()) {
            line("  Kinds of check, by the checking piece: " + e.checkKinds().entrySet().stream()
                    .sorted(Map.Entry.comparingByKey())
                    .map(k -> k.getKey() + " (" + refs(k.getValue()) + ")").collect(Collectors.joining(", ")) + ".");
        }
        if (e.mateNeeds() != null) {
            line("  A checkmate wins only if it, or an unbroken series of checks ending in it, includes a " + e.mateNeeds()
                    + "; otherwise the game is drawn.");
        }
        if (e.material() != null) {
            String values = e.material().values().entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .map(x -> v.pieces().get(x.getKey()).symbol() + " " + number(x.getValue())).collect(Collectors.joining(", "));
            line("  Material for adjudication: " + values
                    + (e.material().blackBonus() != 0 ? "; Black adds " + number(e.material().blackBonus()) : "") + ".");
        }
    }

    private String counting(EndRules.CountRule c) {
        String pawns = c.pawns().isEmpty() ? "" : " and no " + letters(c.pawns()) + " is on the board";
        String start = c.startsAtPieces() ? "from the number of pieces on the board (both kings included) plus one"
                : "from 1";
        if (c.kind() == EndRules.CountRule.Kind.BOARD) {
            return "board's count - when " + (c.pawns().isEmpty() ? "the rule applies" : "no " + letters(c.pawns())
                    + " is on the board") + ", the weaker side counts its moves " + start + "; the game is drawn when the"
                    + " count passes " + c.limit() + ".  [" + c.clause() + "]";
        }
        String limits = c.limits().entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().thenComparing(Map.Entry.comparingByKey()))
                .map(x -> x.getValue() + " against " + x.getKey()).collect(Collectors.joining(", "));
        return "pieces' count - when one side has only its royal piece(s) left" + pawns + ", that side counts its moves "
                + start + "; the game is drawn when the count passes the limit for the stronger side's material, the"
                + " smallest that applies: " + limits + ", otherwise " + c.limit()
                + (c.extra() > 0 ? "; " + c.extra() + " moves more when the bare royal piece stands in " + regionName(c.extraRegion())
                + " as the count starts" : "") + ".  [" + c.clause() + "]";
    }

    private String letters(String letters) {
        List<String> names = new ArrayList<>();
        for (char c : letters.toCharArray()) {
            PieceType p = v.pieceByLetter(c);
            names.add(p == null ? String.valueOf(c) : p.name() + " (" + c + ")");
        }
        return joinOr(names);
    }

    private static String ordinal(int n) {
        String suffix = (n % 100 >= 11 && n % 100 <= 13) ? "th" : switch (n % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return n + suffix;
    }

    private static String number(double d) {
        return d == Math.rint(d) ? String.valueOf((long) d) : String.valueOf(d);
    }

    // ---- options ----

    private void option(OptionChoice o) {
        line("  " + o.name() + " = " + o.value() + (o.value().equals(o.defaultValue()) ? " (the default)"
                : " (default: " + o.defaultValue() + ")"));
        for (OptionChoice.Value val : o.values()) {
            StringBuilder sb = new StringBuilder("      ").append(val.name().equals(o.value()) ? "* " : "  ").append(val.name());
            if (val.description() != null) sb.append(": ").append(val.description());
            if (val.source() != null) sb.append(" [source: ").append(val.source()).append(']');
            line(sb.toString());
        }
    }

}
