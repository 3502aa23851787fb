package varia.record.formats;

import java.util.Map;
import varia.record.Game;

/**
 * GIB's board tag {@code [판 "차마상사1사상마차/4장/1포5포/졸1졸1졸1졸1졸///兵1兵1兵1兵1兵/1包5包/4將/車馬象3馬象車 한 접장기"]},
 * written by the Korean servers for handicap games (접장기): the ten rows from Cho's back row to
 * Han's, each from file 1 to 9 (Cho's left), a digit for empty points (those after a row's last
 * piece left out: {@code 4장}, and an empty row is empty); Cho's pieces in Korean
 * letters (차 마 상 사 장 포 졸), Han's in Hanja (車 馬 象 士 將 包 兵); then the side to move
 * (초 Cho, 한 Han) and the kind of game. Read from real archives: the formations in the tags
 * {@code 초차림} and {@code 한차림} are the first and last rows, the first move is the named
 * side's, and the side short of pieces is the stronger player. Read into a FEN tag; what does not
 * fit is a problem of the game at the tag's line.
 */
final class GibBoard {
    private GibBoard() {}

    static final Map<Character, Character> PIECES = Map.ofEntries(
            Map.entry('차', 'R'), Map.entry('마', 'N'), Map.entry('상', 'B'), Map.entry('사', 'A'),
            Map.entry('장', 'K'), Map.entry('포', 'C'), Map.entry('졸', 'P'),
            Map.entry('車', 'r'), Map.entry('馬', 'n'), Map.entry('象', 'b'), Map.entry('士', 'a'),
            Map.entry('將', 'k'), Map.entry('包', 'c'), Map.entry('兵', 'p'));

    /** Sets the game's FEN from the tag's value, or records why it cannot. */
    static void read(Game g, String value, int line) {
        String[] parts = value.strip().split("\\s+");
        String fen = fen(parts[0], parts.length > 1 ? parts[1] : "");
        if (fen.startsWith("!")) {
            g.problem(line, 1, "board tag 판: " + fen.substring(1));
            return;
        }
        g.tag("SetUp", "1");
        g.tag("FEN", fen);
    }

    /** The FEN of a board tag's position and side ({@code 초} or {@code 한}), or "!" and the reason. */
    static String fen(String board, String side) {
        String[] rows = board.split("/", -1);
        if (rows.length != 10) return "!" + rows.length + " rows, 10 expected (Cho's back row first, '/' between rows)";
        StringBuilder fen = new StringBuilder();
        for (int r = 9; r >= 0; r--) { // FEN starts with Han's back row, the tag's last
            int points = 0, empty = 0;
            for (char c : rows[r].toCharArray()) {
                if (c >= '1' && c <= '9') { empty += c - '0'; points += c - '0'; continue; }
                Character p = PIECES.get(c);
                if (p == null) return "!unknown piece '" + c + "' in the tag's row " + (r + 1) + " (Cho: 차 마 상 사 장 포 졸, Han: 車 馬 象 士 將 包 兵)";
                if (empty > 0) fen.append(empty);
                empty = 0;
                fen.append(p);
                points++;
            }
            if (points > 9) return "!the tag's row " + (r + 1) + " has " + points + " points, 9 at most";
            empty += 9 - points; // the servers leave out a row's empty points after its last piece
            if (empty > 0) fen.append(empty);
            if (r > 0) fen.append('/');
        }
        String turn = switch (side) {
            case "초", "楚" -> "w";
            case "한", "漢" -> "b";
            default -> null;
        };
        if (turn == null) return "!side to move '" + side + "' after the board: 초 (Cho) or 한 (Han) expected";
        return fen + " " + turn + " - - 0 1";
    }
}
