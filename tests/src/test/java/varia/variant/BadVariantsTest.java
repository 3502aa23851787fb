package varia.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * One file per kind of mistake under {@code bad-variants/}; each must give exactly one
 * diagnostic, at the right place, with a message that says what to fix. Uses the fake compiler.
 */
class BadVariantsTest {

    static Stream<Arguments> cases() {
        return Stream.of(
            Arguments.of("syntax-error.yaml", "3:7: YAML syntax error: expected ',' or '}', but found ':'"
                    + " (while parsing a flow mapping that starts at line 2, column 8)"),
            Arguments.of("tab-indentation.yaml", "3:1: YAML syntax error: found character '\\t(TAB)' that cannot"
                    + " start any token. (Do not use \\t(TAB) for indentation)"),
            Arguments.of("empty.yaml", "1:1: the file is empty; a variant needs at least 'board', 'pieces' and 'setup'"),
            Arguments.of("not-a-mapping.yaml", "1:1: the file must be a mapping of 'key: value' lines"
                    + " (name, board, pieces, setup, ...); found a list"),
            Arguments.of("unknown-top-key.yaml", "3:1: unknown key 'peices' in the top level; did you mean 'pieces'?"),
            Arguments.of("unknown-piece-key.yaml", "5:19: unknown key 'moevs' in piece 'R'; did you mean 'moves'?"),
            Arguments.of("wrong-type.yaml", "2:16: board.files must be a whole number from 1 to 16; found 'eight'"),
            Arguments.of("royal-not-boolean.yaml", "4:36: pieces.K.royal must be true or false, or white or black (the one side"
                    + " for which it is royal); found 'yes'"),
            Arguments.of("bad-notation.yaml", "5:27: pieces.R.moves: unknown letter 'X'; atoms are W F D N A H C Z G"),
            Arguments.of("bad-notation-quoted.yaml", "5:28: pieces.R.moves: unknown letter 'X'; atoms are W F D N A H C Z G"),
            Arguments.of("missing-board.yaml", "1:1: missing required key 'board' in the top level:"
                    + " e.g. 'board: {files: 8, ranks: 8}'"),
            Arguments.of("missing-pieces.yaml", "1:1: missing required key 'pieces' in the top level: a mapping from"
                    + " piece letters to pieces, e.g. 'K: {name: King, moves: K, royal: true}'"),
            Arguments.of("missing-setup.yaml", "1:1: missing required key 'setup' in the top level: the start position"
                    + " as FEN, e.g. 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'"),
            Arguments.of("no-royal-piece.yaml", "4:3: pieces: no piece is royal; mark the piece whose loss loses the"
                    + " game (the king) with 'royal: true', or let another rule decide the game: end.extinction, end.goal,"
                    + " or end.stalemate: win or loss"),
            Arguments.of("no-royal-in-setup.yaml", "7:8: setup: Black has no royal piece (k) in the start position;"
                    + " each side needs one"),
            Arguments.of("setup-rank-count.yaml", "7:8: setup: the board part has 7 ranks (separated by '/') but the"
                    + " board has 8; write one rank per board rank, from rank 8 down to rank 1"),
            Arguments.of("setup-file-count.yaml", "7:21: setup: rank 6 has 9 squares but the board has 8 files"),
            Arguments.of("setup-unknown-letter.yaml", "7:33: setup: unknown piece letter 'X' in rank 2; the pieces are"
                    + " K, R, P (upper case for White, lower case for Black)"),
            Arguments.of("bad-side-to-move.yaml", "7:44: setup: the side to move must be 'w' or 'b', not 'white'"),
            Arguments.of("castling-field-without-block.yaml", "7:46: setup: the castling field is 'KQkq' but the"
                    + " variant has no 'castling' block; write '-', add a castling block, or use file letters for"
                    + " pieces that hold a first-move right"),
            Arguments.of("promotion-unknown-letter.yaml", "6:54: pieces.P.promotion.to: unknown piece letter 'Q';"
                    + " the pieces are K, R, P"),
            Arguments.of("promotion-zone-outside.yaml", "6:61: pieces.P.promotion.zone: 'ranks 8-9' is outside the"
                    + " board, which has ranks 1-8"),
            Arguments.of("board-too-large.yaml", "2:16: board.files: 20 files is too large; boards have at most"
                    + " 16 files and 16 ranks"),
            Arguments.of("duplicate-key.yaml", "2:1: duplicate key 'name' in the top level (first at line 1);"
                    + " keep only one"),
            Arguments.of("alias-bomb.yaml", "4:8: too many aliases of lists or mappings (more than 10); nested"
                    + " aliases can expand to billions of values, so such files are refused: write the values out"),
            Arguments.of("duplicate-piece-letter.yaml", "6:3: piece letter 'R' is defined twice (first at line 5);"
                    + " give each piece its own letter"),
            Arguments.of("lower-case-piece-letter.yaml", "4:3: piece letter 'k' must be upper case: write 'K'"
                    + " (the setup writes Black's pieces in lower case by itself)"),
            Arguments.of("bad-end-value.yaml", "10:14: end.stalemate must be one of loss, draw, win, fewer-pieces (the result for"
                    + " the side that cannot move), not 'maybe'"),
            Arguments.of("end-value-typo.yaml", "9:14: end.stalemate must be one of loss, draw, win, fewer-pieces (the result for"
                    + " the side that cannot move), not 'lose'; did you mean 'loss'?"),
            Arguments.of("castling-duplicate-letter.yaml", "13:30: castling.sides.queen-side.fen-letter 'K' is"
                    + " already used by another castling side"),
            // issue 7: turn structure and reserves (TurnKeys)
            Arguments.of("turns-typo.yaml", "7:15: play.turns must be one of alternate, free-until-capture (who may move:"
                    + " one move each, or either side freely until the first capture), not 'free-until-capure'; did you"
                    + " mean 'free-until-capture'?"),
            Arguments.of("free-side-alternating.yaml", "6:8: setup: the side to move 'f' means either side may move (free"
                    + " turns), but play.turns is 'alternate'; write 'w' or 'b', or set 'turns: free-until-capture'"
                    + " under 'play'"),
            Arguments.of("pass-reserve-without-drops.yaml", "7:41: play.pass.after-capture-to-reserve: the passer's reserve is"
                    + " dropped like a hand; add 'drops: {captures-to-hand: false}' under 'play'"),
            Arguments.of("pass-exchanges-without-reserve.yaml", "7:26: play.pass.exchanges says which capture a pass may"
                    + " answer; it needs 'after-capture-to-reserve: true'"),
            Arguments.of("count-side-without-material.yaml", "9:15: end.count-side: weaker compares the sides' points;"
                    + " give them under 'end.material: {values: {...}}'"),
            Arguments.of("castling-colour.yaml", "10:63: castling.sides.right.colour must be one of both, white, black (the"
                    + " colour that may castle this way), not 'red'"),
            Arguments.of("promotion-step-key.yaml", "6:84: unknown key 'max-on-bord' in pieces.P.promotion.step; did you mean"
                    + " 'max-on-board'?"),
            Arguments.of("series-with-free-turns.yaml", "7:51: play.opening-series: the opening is either a series of"
                    + " moves or free turns; remove 'opening-series' or set 'turns: alternate'"),
            Arguments.of("series-unknown-key.yaml", "7:36: unknown key 'own-halves' in play.opening-series; did you mean"
                    + " 'own-half'?"),
            Arguments.of("series-missing-moves.yaml", "7:24: missing required key 'moves' in play.opening-series: how many"
                    + " moves each side makes in a row, e.g. 10"),
            // v2 keys
            Arguments.of("region-clause-column.yaml", "3:30: regions.palace: rank 13 is outside the board, whose"
                    + " ranks are 1-10"),
            Arguments.of("unknown-region.yaml", "5:43: pieces.K.confined-to: unknown region 'palce'; did you mean"
                    + " 'palace'? The regions are palace"),
            Arguments.of("unknown-option-value.yaml", "1:50: alias 'casual-game': unknown value 'casul' for option"
                    + " 'ruleset'; did you mean 'casual'? The values are strict, casual"),
            Arguments.of("patch-error-location.yaml", "14:36: play.forbidden-mates: unknown piece letter 'Q';"
                    + " the pieces are K, N"),
            Arguments.of("count-clause-column.yaml", "9:59: end.counting: unknown piece letter 'Q'; the pieces are"
                    + " K, R, P"),
            Arguments.of("count-clause-syntax.yaml", "7:24: end.counting: unexpected 'R'; piece letters stand at the"
                    + " start of an entry ('RR 8') or after 'when no'"),
            Arguments.of("promoted-form-without-base.yaml", "5:3: promoted form '+L' has no base piece 'L'; define"
                    + " 'L' as well (a promoted form shares its base's letter)"),
            Arguments.of("demotes-to-unknown.yaml", "5:47: pieces.+P.demotes-to: unknown piece letter 'L'; the pieces"
                    + " are K, P, +P"),
            Arguments.of("setup-unknown-promoted-form.yaml", "7:23: setup: '+G' in rank 3: no promoted form '+G' is"
                    + " defined; the promoted forms are +P"),
            Arguments.of("unknown-mate-needs.yaml", "9:15: end.mate-needs: unknown check kind 'shack'; did you mean"
                    + " 'shak'? The kinds are shak, tuk"),
            // v3 keys of issue 6: zone and gate
            Arguments.of("zone-unknown-affects.yaml", "5:65: pieces.H.zone.affects must be enemies or all (whose"
                    + " pieces the zone slows), not 'enemy'; did you mean 'enemies'?"),
            Arguments.of("zone-bad-offset.yaml", "5:65: pieces.H.zone.squares: expected an offset such as '(1,0)'"
                    + " here; write each square as (dx,dy) separated by spaces"),
            Arguments.of("zone-unknown-key.yaml", "8:33: unknown key 'stirct' in pieces.H.zone; did you mean 'strict'?"),
            Arguments.of("gate-unknown-letter.yaml", "4:48: pieces.K.gate: unknown piece letter 'X'; the pieces are K, H"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void givesExactlyOneDiagnostic(String file, String expected) throws IOException {
        String origin = "bad-variants/" + file;
        byte[] bytes;
        try (InputStream in = getClass().getClassLoader().getResourceAsStream(origin)) {
            bytes = in.readAllBytes();
        }
        VariantLoader loader = new VariantLoader(new FakeCompiler());
        VariantException e = assertThrows(VariantException.class,
                () -> loader.load(VariantLoader.keyOf(file), origin, bytes));
        List<String> lines = e.diagnostics().stream().map(Object::toString).toList();
        assertEquals(List.of(origin + ":" + expected), lines);
        assertEquals(origin + ":" + expected, e.getMessage());
    }

    @org.junit.jupiter.api.Test
    void everyBadFileHasACase() throws Exception {
        java.nio.file.Path dir = java.nio.file.Path.of(getClass().getClassLoader().getResource("bad-variants").toURI());
        java.util.Set<String> files;
        try (Stream<java.nio.file.Path> s = java.nio.file.Files.list(dir)) {
            files = s.map(p -> p.getFileName().toString()).collect(java.util.stream.Collectors.toSet());
        }
        java.util.Set<String> covered = cases().map(a -> (String) a.get()[0]).collect(java.util.stream.Collectors.toSet());
        assertEquals(files, covered);
    }
}
