package varia.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import varia.rules.Outcome;
import varia.rules.checks.CheckRules;
import varia.rules.counting.CountRule;
import varia.rules.counting.Counts;
import varia.rules.drops.DropRule;
import varia.rules.drops.Drops;
import varia.rules.facing.Facing;
import varia.rules.material.Material;
import varia.rules.mate.MateRules;
import varia.rules.passing.Pass;
import varia.rules.promotion.Promotion;
import varia.rules.promotion.Promotions;
import varia.rules.repetition.Repetition;
import varia.rules.royals.Royals;
import varia.rules.special.SpecialMove;
import varia.rules.special.SpecialMoves;
import varia.rules.turns.TurnRules;

/** The v2 keys (research/yaml-v2-spec.md), good and bad, with the fake movement compiler. */
class LoaderV2Test {
    static Promotion promotion(Variant v, char letter) { return v.rule(Promotions.KEY).of(v.pieceByLetter(letter).index()); }

    static SpecialMove special(Variant v, char letter) { return v.rule(SpecialMoves.KEY).of(v.pieceByLetter(letter).index()); }

    static DropRule drop(Variant v, char letter) { return v.rule(Drops.KEY).of(v.pieceByLetter(letter).index()); }

    final VariantLoader loader = new VariantLoader(new FakeCompiler());

    Variant load(String text) throws VariantException { return loader.load("test", "test.yaml", text); }

    Variant load(String text, Map<String, String> options) throws VariantException {
        return loader.load("test", "test.yaml", text, options);
    }

    List<String> errors(String text) { return errors(text, Map.of()); }

    List<String> errors(String text, Map<String, String> options) {
        VariantException e = assertThrows(VariantException.class, () -> load(text, options));
        return e.diagnostics().stream().map(Object::toString).toList();
    }

    static int sq(String name, int files) { return (Integer.parseInt(name.substring(1)) - 1) * files + name.charAt(0) - 'a'; }

    static BitSet squares(int files, String... names) {
        BitSet b = new BitSet();
        for (String n : names) b.set(sq(n, files));
        return b;
    }

    // a janggi-like file on 9x10
    static final String PALACE = """
            board: {files: 9, ranks: 10}
            regions:
              palace: "files d-f ranks 1-3"
              own-half: "ranks 1-5"
              palace-diagonals: "d1 e2 f3 f1 d3"
              centre: {squares: "d5 e5", absolute: true}
              both-palaces: "palace + enemy-palace"
            pieces:
              K: {moves: W, royal: true, confined-to: palace, moves-within: {palace-diagonals: F}}
              C: {moves: pR, cannot-capture: [C], screens-exclude: [C], moves-within: {palace-diagonals: pB}, gives-check: false}
              P: {moves: fW, moves-where: {"ranks 6-10": fsW}, value: 2.5}
            setup: 4k4/9/9/9/9/9/9/9/9/4K4 w
            """;

    // ---- regions ----

    @Test
    void regionsAreRelativeToTheOwnerUnlessAbsolute() throws Exception {
        Variant v = load(PALACE);
        Region palace = v.region("palace");
        assertEquals(squares(9, "d1", "e1", "f1", "d2", "e2", "f2", "d3", "e3", "f3"), palace.white());
        assertEquals(squares(9, "d10", "e10", "f10", "d9", "e9", "f9", "d8", "e8", "f8"), palace.black());
        assertEquals(squares(9, "d5", "e5"), v.region("centre").white());
        assertEquals(v.region("centre").white(), v.region("centre").black());
        assertTrue(v.region("own-half").contains(0, sq("i5", 9)));
        assertTrue(v.region("own-half").contains(1, sq("a6", 9)));
        assertEquals(5, v.region("palace-diagonals").white().cardinality());
        BitSet both = v.region("both-palaces").white();
        assertEquals(18, both.cardinality());
        assertTrue(both.get(sq("e10", 9)) && both.get(sq("e1", 9)));
    }

    @Test
    void regionMovesConfinementAndHopperRestrictions() throws Exception {
        Variant v = load(PALACE);
        PieceType k = v.pieceByLetter('K');
        assertEquals("palace", k.confinedTo());
        assertEquals(List.of(new RegionMoves("palace-diagonals", "F", FakeCompiler.ONE_MOVE, RegionMoves.Mode.WITHIN)),
                k.regionMoves());
        PieceType c = v.pieceByLetter('C');
        assertEquals(List.of(1), c.cannotCapture());
        assertEquals(List.of(1), c.screensExclude());
        assertFalse(c.givesCheck());
        assertTrue(k.givesCheck());
        PieceType p = v.pieceByLetter('P');
        assertEquals(RegionMoves.Mode.WHERE_STANDING, p.regionMoves().get(0).mode());
        // an inline clause becomes a region named by its text
        assertEquals("ranks 6-10", p.regionMoves().get(0).region());
        assertEquals(squares(9, "a10", "i6").cardinality(), 2);
        assertTrue(v.region("ranks 6-10").contains(0, sq("a6", 9)));
        assertTrue(v.region("ranks 6-10").contains(1, sq("a5", 9)));
        assertEquals(2.5, p.value());
        assertNull(k.value());
    }

    @Test
    void regionClauseErrorsPointInsideTheString() {
        assertEquals(List.of("test.yaml:3:30: regions.palace: rank 13 is outside the board, whose ranks are 1-10"),
                errors(PALACE.replace("files d-f ranks 1-3", "files d-f ranks 1-13")));
        assertEquals(List.of("test.yaml:3:20: regions.palace: file 'k' is outside the board, whose files are a-i"),
                errors(PALACE.replace("files d-f ranks 1-3", "files d-k ranks 1-3")));
        assertEquals(List.of("test.yaml:5:28: regions.palace-diagonals: square 'j3' is outside the board (files a-i, ranks 1-10)"),
                errors(PALACE.replace("d1 e2 f3 f1 d3", "d1 e2 j3 f1 d3")));
        assertEquals(List.of("test.yaml:7:27: regions.both-palaces: unknown region 'palce'; did you mean 'palace'?"
                        + " The regions are palace, own-half, palace-diagonals, centre, both-palaces"),
                errors(PALACE.replace("palace + enemy-palace", "palace + palce")));
        assertEquals(List.of("test.yaml:3:12: regions.palace: region 'palace' is defined in terms of itself (palace -> palace)"),
                errors(PALACE.replace("files d-f ranks 1-3", "palace + d4")));
    }

    @Test
    void regionNamesAndMappingForm() {
        assertEquals(List.of("test.yaml:4:3: region name 'enemy-half': names starting with 'enemy-' are reserved"
                        + " ('enemy-X' is the opponent's X); choose another name"),
                errors(PALACE.replace("own-half:", "enemy-half:")));
        assertEquals(List.of("test.yaml:6:40: regions.centre.absolute must be true or false; found 'yes'"),
                errors(PALACE.replace("absolute: true", "absolute: yes")));
        assertEquals(List.of("test.yaml:6:30: unknown key 'absolut' in region 'centre'; did you mean 'absolute'?"),
                errors(PALACE.replace("absolute: true", "absolut: true")));
        assertEquals(List.of("test.yaml:3:18: regions.palace: 'D-F' is not a file range such as d-f"),
                errors(PALACE.replace("files d-f ranks 1-3", "files D-F ranks 1-3")));
    }

    @Test
    void unknownRegionReferenceGetsASuggestion() {
        assertEquals(List.of("test.yaml:9:43: pieces.K.confined-to: unknown region 'palce'; did you mean 'palace'?"
                        + " The regions are palace, own-half, palace-diagonals, centre, both-palaces"),
                errors(PALACE.replace("confined-to: palace", "confined-to: palce")));
        assertEquals(List.of("test.yaml:4:30: pieces.K.confined-to: unknown region 'palace'; the file defines no regions"
                        + " (add a top-level 'regions' block, e.g. 'regions: {palace: \"files d-f ranks 1-3\"}')"),
                errors("""
                        board: {files: 9, ranks: 10}
                        pieces:
                          P: {moves: W}
                          K: {moves: W, confined-to: palace, royal: true}
                        setup: 4k4/9/9/9/9/9/9/9/9/4K4 w
                        """));
    }

    @Test
    void pieceCrossReferencesAreChecked() {
        assertEquals(List.of("test.yaml:10:35: pieces.C.cannot-capture: unknown piece letter 'X'; the pieces are K, C, P"),
                errors(PALACE.replace("cannot-capture: [C]", "cannot-capture: [X]")));
        assertEquals(List.of("test.yaml:10:35: pieces.C.cannot-capture: write piece letters in upper case: 'C', not 'c'"),
                errors(PALACE.replace("cannot-capture: [C]", "cannot-capture: [c]")));
        assertEquals(List.of("test.yaml:10:49: pieces.C.cannot-capture: 'Cannon' is a piece name; write its letter 'C'"),
                errors(PALACE.replace("C: {moves: pR,", "C: {name: Cannon, moves: pR,").replace("cannot-capture: [C]", "cannot-capture: [Cannon]")));
        assertEquals(List.of("test.yaml:11:59: pieces.P.value must be a number of pawns such as 3 or 3.25; found 'high'"),
                errors(PALACE.replace("value: 2.5", "value: high")));
        assertEquals(List.of("test.yaml:10:112: pieces.C.gives-check must be true or false; found 'no'"),
                errors(PALACE.replace("gives-check: false", "gives-check: no")));
    }

    // ---- promoted forms, drops, promotion v2 ----

    static final String SHOGI = """
            board: {files: 9, ranks: 9}
            regions:
              camp: "ranks 7-9"
            pieces:
              K: {moves: K, royal: true}
              P: {moves: fW, promotion: {to: ["+P"], zone: camp, forced: false, on-leaving: true, forced-if-stuck: true},
                  drop: {zone: "ranks 1-8", no-doubled: P, no-mate: true}}
              "+P": {name: Tokin, moves: WfF, demotes-to: P}
              G: {moves: WfF, drop: {}}
            play:
              drops: {captures-to-hand: true}
            setup: 4k4/9/9/9/9/9/4+P4/9/4K4[Pp] w
            """;

    @Test
    void promotedFormsDropsAndPromotionV2() throws Exception {
        Variant v = load(SHOGI);
        PieceType tokin = v.pieceBySymbol("+P");
        assertEquals("Tokin", tokin.name());
        assertEquals('P', tokin.letter());
        assertTrue(tokin.isPromotedForm());
        assertEquals(v.pieceByLetter('P').index(), v.rule(Drops.KEY).demotesTo().get(tokin.index()));
        assertEquals(v.pieceByLetter('P').index(), v.rule(Drops.KEY).demotesTo().get(v.pieceByLetter('P').index())); // itself
        Promotion pr = promotion(v, 'P');
        assertEquals(List.of(tokin.index()), pr.to());
        assertEquals("camp", pr.region());
        assertFalse(pr.forced());
        assertTrue(pr.onLeaving());
        assertTrue(pr.forcedIfStuck());
        assertEquals(Promotion.Family.LISTED, pr.family());
        assertEquals(new DropRule("ranks 1-8", v.pieceByLetter('P').index(), true), drop(v, 'P'));
        assertEquals(DropRule.ANYWHERE, drop(v, 'G'));
        assertTrue(v.rule(Drops.KEY).capturesToHand());
        assertFalse(v.rule(Drops.KEY).mustDrop());
        assertEquals(8 * 9, v.region("ranks 1-8").white().cardinality());
        assertEquals("4k4/9/9/9/9/9/4+P4/9/4K4[Pp] w - - 0 1", v.startFen());
    }

    @Test
    void promotedFormMistakes() {
        assertEquals(List.of("test.yaml:8:3: promoted form '+L' has no base piece 'L'; define 'L' as well (a promoted"
                        + " form shares its base's letter)"),
                errors(SHOGI.replace("\"+P\": {name: Tokin", "\"+L\": {name: Tokin").replace("to: [\"+P\"]", "to: [P]")
                        .replace("4+P4", "4P4")));
        assertEquals(List.of("test.yaml:8:47: pieces.+P.demotes-to: unknown piece letter 'X'; the pieces are K, P, +P, G"),
                errors(SHOGI.replace("demotes-to: P", "demotes-to: X")));
        assertEquals(List.of("test.yaml:12:23: setup: '+G' in rank 3: no promoted form '+G' is defined; the promoted"
                        + " forms are +P"),
                errors(SHOGI.replace("4+P4", "4+G4")));
        assertEquals(List.of("test.yaml:6:118: pieces.P.promotion.family must be one of listed, lost-only, setup-square, square-piece"
                        + " (which of the listed pieces it may become), not 'lost'"),
                errors(SHOGI.replace("forced-if-stuck: true}", "forced-if-stuck: true, family: lost}")));
        assertEquals(List.of("test.yaml:6:35: pieces.P.promotion.to: unknown promoted form '+Q'; the pieces are K, P, +P, G"),
                errors(SHOGI.replace("to: [\"+P\"]", "to: [\"+Q\"]")));
        assertEquals(List.of("test.yaml:7:29: pieces.P.drop.zone: rank 10 is outside the board, whose ranks are 1-9"),
                errors(SHOGI.replace("\"ranks 1-8\"", "\"ranks 1-10\"")));
    }

    @Test
    void promotionZoneRegionAndFamilies() throws Exception {
        Variant v = load(SHOGI.replace("forced-if-stuck: true}", "forced-if-stuck: true, family: setup-square}"));
        assertEquals(Promotion.Family.SETUP_SQUARE, promotion(v, 'P').family());
        assertEquals(List.of("test.yaml:6:48: pieces.P.promotion.zone: unknown region 'cmap'; did you mean 'camp'?"
                        + " The regions are camp"),
                errors(SHOGI.replace("zone: camp", "zone: cmap")));
    }

    // ---- specials ----

    @Test
    void specialMoves() throws Exception {
        Variant v = load("""
                board: {files: 8, ranks: 8}
                pieces:
                  K: {moves: K, royal: true,
                      special: [{moves: ifsmN, not-in-check: true, lost-on-check: true, lost-when-aimed-by: [R]}]}
                  R: {moves: R}
                  M: {moves: F, special: {moves: ifmF, first-move-only: false}}
                setup: 4k3/8/8/8/8/8/8/4K3 w
                """);
        SpecialMove s = special(v, 'K');
        assertEquals(new SpecialMove("ifsmN", FakeCompiler.ONE_MOVE, true, true, true, List.of(1)), s);
        assertFalse(special(v, 'M').firstMoveOnly());
        assertEquals(List.of("test.yaml:4:94: pieces.K.special[1].lost-when-aimed-by: unknown piece letter 'Q'; the pieces are K, R, M"),
                errors("""
                board: {files: 8, ranks: 8}
                pieces:
                  K: {moves: K, royal: true,
                      special: [{moves: ifsmN, not-in-check: true, lost-on-check: true, lost-when-aimed-by: [Q]}]}
                  R: {moves: R}
                  M: {moves: F, special: {moves: ifmF, first-move-only: false}}
                setup: 4k3/8/8/8/8/8/8/4K3 w
                """));
    }

    // ---- play ----

    static final String MINIMAL = """
            board: {files: 8, ranks: 8}
            pieces:
              K: {moves: K, royal: true}
              N: {moves: N}
              P: {moves: fW}
            setup: 4k3/8/8/8/8/8/8/4K3 w
            """;

    @Test
    void playBlock() throws Exception {
        Variant v = load(MINIMAL + """
                play:
                  facing: bikjang
                  pass: {in-check: false, ends-after: 2, outcome: draw}
                  drops: none
                  royals: last
                  forbid-stalemating: true
                  opening-moves: [d2d4, d7d5]
                  forbidden-mates: [N]
                """);
        assertEquals(Facing.BIKJANG, v.rule(Facing.KEY));
        assertEquals(new Pass(false, 2, Outcome.DRAW), v.rule(Pass.KEY));
        assertNull(v.rule(Drops.KEY));
        assertEquals(Royals.LAST, v.rule(Royals.KEY));
        assertTrue(v.rule(MateRules.KEY).forbidStalemating());
        assertEquals(List.of("d2d4", "d7d5"), v.rule(TurnRules.KEY).openingMoves());
        assertEquals(List.of(1), v.rule(CheckRules.KEY).forbiddenMates());
        for (Variant plain : List.of(load(MINIMAL), load(MINIMAL + "play: {pass: none, forbidden-mates: []}\n"))) {
            assertNull(plain.rule(Facing.KEY));
            assertNull(plain.rule(Pass.KEY));
            assertNull(plain.rule(Royals.KEY));
            assertNull(plain.rule(TurnRules.KEY));
            assertNull(plain.rule(CheckRules.KEY));
            assertEquals(MateRules.DEFAULT, plain.rule(MateRules.KEY));
        }
    }

    @Test
    void playMistakes() {
        assertEquals(List.of("test.yaml:7:16: play.facing must be one of allowed, forbidden, bikjang (whether the royal"
                        + " pieces may face each other on an open file), not 'forbiden'; did you mean 'forbidden'?"),
                errors(MINIMAL + "play: {facing: forbiden}\n"));
        assertEquals(List.of("test.yaml:7:30: play.opening-moves: square 'd9' is outside the board (files a-h, ranks 1-8)"),
                errors(MINIMAL + "play: {opening-moves: [d2d4, d9d5]}\n"));
        assertEquals(List.of("test.yaml:7:8: unknown key 'pas' in 'play'; did you mean 'pass'?"),
                errors(MINIMAL + "play: {pas: none}\n"));
        assertEquals(List.of("test.yaml:7:26: play.forbidden-mates: unknown piece letter 'Q'; the pieces are K, N, P"),
                errors(MINIMAL + "play: {forbidden-mates: [Q]}\n"));
        assertEquals(List.of("test.yaml:7:39: play.pass.outcome must be one of loss, draw, win (the result for the side"
                        + " to move when passes end the game), not 'tie'"),
                errors(MINIMAL + "play: {pass: {ends-after: 2, outcome: tie}}\n"));
    }

    // ---- end v2 ----

    @Test
    void endV2() throws Exception {
        Variant v = load(MINIMAL + """
                end:
                  perpetual-check: loses
                  counting:
                    - "board 64 when no P"
                    - "pieces NN 32, N 64, else 64 from pieces + 1 when no P"
                  check-kinds: {shak: [K, N], zod: [P]}
                  mate-needs: shak
                  material: {values: {N: 5, P: 2}, black-bonus: 1.5}
                """);
        assertTrue(v.rule(Repetition.KEY).perpetualCheckLoses());
        List<CountRule> counting = v.rule(Counts.KEY).rules();
        assertEquals(new CountRule(CountRule.Kind.BOARD, "board 64 when no P", 64, Map.of(), false, "P"), counting.get(0));
        assertEquals(new CountRule(CountRule.Kind.PIECES,
                "pieces NN 32, N 64, else 64 from pieces + 1 when no P", 64, Map.of("NN", 32, "N", 64), true, "P"),
                counting.get(1));
        assertEquals(Map.of("shak", List.of(0, 1), "zod", List.of(2)), v.rule(CheckRules.KEY).kinds());
        assertEquals("shak", v.rule(CheckRules.KEY).mateNeeds());
        assertEquals(new Material(Map.of(1, 5.0, 2, 2.0), 1.5), v.rule(Material.KEY));
        Variant plain = load(MINIMAL);
        assertNull(plain.rule(Repetition.KEY)); // no repetition rule, perpetual check not losing
        assertNull(plain.rule(Counts.KEY));
        assertNull(plain.rule(CheckRules.KEY));
    }

    @Test
    void endV2Mistakes() {
        assertEquals(List.of("test.yaml:9:17: end.counting: unknown word 'wen'; did you mean 'when'?"),
                errors(MINIMAL + "end:\n  counting:\n    - \"board 64 wen no P\"\n"));
        assertEquals(List.of("test.yaml:7:47: end.counting: unknown piece letter 'Q'; the pieces are K, N, P"),
                errors(MINIMAL + "end: {counting: \"pieces N 64, else 64 when no Q\"}\n"));
        assertEquals(List.of("test.yaml:7:45: end.mate-needs: unknown check kind 'shk'; did you mean 'shak'? The kinds are shak"),
                errors(MINIMAL + "end: {check-kinds: {shak: [N]}, mate-needs: shk}\n"));
        assertEquals(List.of("test.yaml:7:24: end.perpetual-check must be one of draw, loses (what a repetition reached by"
                        + " checking on every move means for the checking side), not 'lose'; did you mean 'loses'?"),
                errors(MINIMAL + "end: {perpetual-check: lose}\n"));
        assertEquals(List.of("test.yaml:7:38: end.check-kinds.tuk: 'N' already gives checks of kind 'shak'; a piece's"
                        + " checks have one kind"),
                errors(MINIMAL + "end: {check-kinds: {shak: [N], tuk: [N]}}\n"));
        assertEquals(List.of("test.yaml:7:33: end.material.values: unknown piece letter 'R'; the pieces are K, N, P"),
                errors(MINIMAL + "end: {material: {values: {N: 5, R: 9}}}\n"));
    }

    // ---- options ----

    static final String OPTIONS = MINIMAL + """
            aliases: [mini, {name: mini-draw, options: {knight-mate: draw}}]
            options:
              knight-mate:
                default: forbidden
                values:
                  forbidden: {source: "seed 004 section VIII", description: "a mate by a knight is illegal",
                              set: {play: {forbidden-mates: [N]}}}
                  draw: {source: "rules-notes", description: "a knight may mate", set: {play: {forbidden-mates: []}}}
              board-size:
                values:
                  small: {description: "as written"}
                  wide: {set: {board: {files: 9}, setup: "4k4/9/9/9/9/9/9/4K4 w"}}
            """;

    @Test
    void optionsApplyTheirPatches() throws Exception {
        Variant v = load(OPTIONS);
        assertEquals(List.of(1), v.rule(CheckRules.KEY).forbiddenMates());
        assertEquals(8, v.files());
        assertEquals(List.of("mini", "mini-draw"), v.aliases());
        OptionChoice km = v.options().get(0);
        assertEquals("knight-mate", km.name());
        assertEquals("forbidden", km.value());
        assertEquals("forbidden", km.defaultValue());
        assertEquals(new OptionChoice.Value("forbidden", "a mate by a knight is illegal", "seed 004 section VIII"), km.values().get(0));
        assertEquals("small", v.options().get(1).value()); // no default: the first value

        Variant draw = load(OPTIONS, Map.of("knight-mate", "draw", "board-size", "wide"));
        assertNull(draw.rule(CheckRules.KEY)); // no forbidden mates
        assertEquals("draw", draw.options().get(0).value());
        assertEquals(9, draw.files());
        assertEquals(8, draw.ranks()); // deep merge: the board's other key stays
        assertEquals("4k4/9/9/9/9/9/9/4K4 w - - 0 1", draw.startFen());
    }

    @Test
    void unknownOptionsAndValuesGetSuggestions() {
        assertEquals(List.of("test.yaml: unknown option 'knight-mat'; did you mean 'knight-mate'? The options of test"
                        + " are knight-mate, board-size"),
                errors(OPTIONS, Map.of("knight-mat", "draw")));
        assertEquals(List.of("test.yaml: unknown value 'drew' for option 'knight-mate'; did you mean 'draw'?"
                        + " The values are forbidden, draw"),
                errors(OPTIONS, Map.of("knight-mate", "drew")));
        assertEquals(List.of("test.yaml: unknown option 'x': test has no options"), errors(MINIMAL, Map.of("x", "y")));
        assertEquals(List.of("test.yaml:7:58: alias 'mini-draw': unknown value 'drow' for option 'knight-mate'; did you"
                        + " mean 'draw'? The values are forbidden, draw"),
                errors(OPTIONS.replace("knight-mate: draw}", "knight-mate: drow}")));
        assertEquals(List.of("test.yaml:10:14: options.knight-mate.default: 'forbiden' is not one of its values; did you"
                        + " mean 'forbidden'? The values are forbidden, draw"),
                errors(OPTIONS.replace("default: forbidden", "default: forbiden")));
    }

    @Test
    void errorsInsideAPatchPointAtThePatch() {
        String bad = OPTIONS.replace("set: {play: {forbidden-mates: []}}", "set: {play: {facing: sideways}}");
        List<String> expected = List.of("test.yaml:14:92: play.facing must be one of allowed, forbidden, bikjang (whether"
                + " the royal pieces may face each other on an open file), not 'sideways'");
        assertEquals(expected, errors(bad, Map.of("knight-mate", "draw")));
        // not selected: still reported (the file is checked with every value)
        assertEquals(expected, errors(bad));
        // a patch that breaks something elsewhere is named
        assertEquals(List.of("test.yaml:6:8: with option board-size=wide: setup: every rank has 8 squares but the board has 9 files;"
                        + " is the board's width (board.files) right?"),
                errors(OPTIONS.replace(", setup: \"4k4/9/9/9/9/9/9/4K4 w\"", "")));
    }

    @Test
    void patchesCannotHideDuplicatesOrChangeOptions() {
        String base = MINIMAL + """
                options:
                  o:
                    values:
                      a: {set: {end: {repetition: 3, repetition: 2}}}
                """;
        assertEquals(List.of("test.yaml:10:38: duplicate key 'repetition' in options.o.values.a.set (first at line 10);"
                + " keep only one"), errors(base));
        assertEquals(List.of("test.yaml:10:17: options.o.values.a.set cannot change 'options'; an option changes the rest"
                + " of the file"), errors(base.replace("end: {repetition: 3, repetition: 2}", "options: {}")));
        assertEquals(List.of("test.yaml:10:16: options.o.values.a.set must be a mapping of keys to change, e.g. 'set:"
                + " {play: {forbidden-mates: [N]}}'; found 'x'"), errors(base.replace("{end: {repetition: 3, repetition: 2}}", "x")));
    }

    @Test
    void mergeReplacesListsAndMergesMaps() throws Exception {
        Variant v = load(MINIMAL.replace("N: {moves: N}", "N: {moves: N, name: Horse}") + """
                options:
                  horse:
                    values:
                      wazir: {set: {pieces: {N: {moves: W}}}}
                """, Map.of("horse", "wazir"));
        assertEquals("W", v.pieceByLetter('N').movement());
        assertEquals("Horse", v.pieceByLetter('N').name());
    }
}
