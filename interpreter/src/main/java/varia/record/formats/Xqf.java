package varia.record.formats;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.List;
import varia.io.TextDecoding;
import varia.record.Game;
import varia.record.RecordedMove;

/**
 * XQF, the binary xiangqi record of XQStudio (董世伟, "Mr. Dong Shiwei") in which most xiangqi
 * databases are kept. Read from its published description (XQStudio's XqfFormat.txt, version
 * 1.0, 2001) and, for the encrypted versions 0x0B and later, from what public readers agree on
 * (ElephantEye's XQFTOOLS, cchess): a 1,024-byte header, then a tree of moves.
 *
 * <p>Header: {@code XQ}, the version, the key bytes (mask, four or-keys, the key sum and the keys
 * of the piece positions, move origins and destinations), the 32 pieces' squares (X*10+Y: X the
 * file from Red's left, Y the rank from Red's side; 0xFF off the board; Red's rook, horse,
 * elephant, advisor, king, advisor, elephant, horse, rook, two cannons, five pawns, then
 * Black's), the result (0x33), the kind of record (0x40), then strings of a length byte and GBK
 * text: title, event, date, site, Red, Black, time control, times, annotator, author.
 *
 * <p>Moves: a record per node, from 0x400: origin + 24, destination + 32 (plus their keys from
 * 0x0B), a flag byte (0x80 a next move, 0x40 a variation after this move's line, 0x20 a comment;
 * before 0x0B: 0xF0 and 0x0F, and every node has a comment length), a reserved byte, the
 * comment's length (less a key from 0x0B) and its text. From 0x0B every byte from 0x400 on is
 * shifted by a 32-byte key stream; from 0x0C the pieces' squares are rotated too. The first
 * node is the start position. The main line is read; variations are left out with a note.
 * Damage is a problem at its byte offset, never an exception; every length is checked against
 * the file's size.
 */
public final class Xqf implements RecordFormat {
    @Override public String name() { return "xqf"; }
    @Override public String variant() { return "xiangqi"; }
    @Override public List<String> extensions() { return List.of("xqf"); }

    /** The signature {@code XQ} and a version byte XQStudio wrote (1 to 0x20). */
    @Override public boolean recognises(Head h) {
        return h.startsWith((byte) 'X', (byte) 'Q') && h.bytes().length > 2 && h.bytes()[2] > 0 && h.bytes()[2] <= 0x20;
    }

    @Override
    public List<Game> read(String text) {
        Game g = new Game(1, 0);
        g.tag("Variant", variant());
        g.termination("*");
        g.problem(0, 0, "XQF is a binary format: give the file itself (with --from xqf or its .xqf name), not its text");
        return List.of(g);
    }

    @Override
    public List<Game> read(byte[] bytes, String[] note) {
        return List.of(new XqfReader(bytes, variant()).read());
    }

    /** GBK text, as XQStudio writes it (GB18030 reads all of it); Latin-1 when it does not decode. */
    static String text(byte[] b, int from, int len) {
        try {
            return TextDecoding.strict(Charset.forName("GB18030")).decode(ByteBuffer.wrap(b, from, len)).toString();
        } catch (CharacterCodingException | RuntimeException e) {
            return new String(b, from, len, java.nio.charset.StandardCharsets.ISO_8859_1);
        }
    }

    /** One XQF file: the header, then the main line of its move tree. */
    static final class XqfReader {
        static final int HEADER = 0x400;
        private static final String PIECES = "RNBAKABNRCCPPPPP";
        private static final String STREAM_MASK = "[(C) Copyright Mr. Dong Shiwei.]";

        private final byte[] b;
        private final Game g;
        private int version, keyXY, keyFrom, keyTo, commentKey;
        private final int[] stream = new int[32];
        private int firstFrom = -1;

        XqfReader(byte[] bytes, String variant) {
            b = bytes;
            g = new Game(1, 0);
            g.tag("Variant", variant);
        }

        private int u(int at) { return b[at] & 0xFF; }

        /** The game, with a problem at the byte where the file stops making sense. */
        Game read() {
            if (b.length < HEADER) {
                g.termination("*");
                g.problem(0, 0, "byte " + b.length + ": the file ends inside the XQF header (1,024 bytes): "
                        + (b.length < 2 || b[0] != 'X' || b[1] != 'Q' ? "not an XQF file" : "the file is cut short"));
                return g;
            }
            if (b[0] != 'X' || b[1] != 'Q') {
                g.termination("*");
                g.problem(0, 0, "byte 0: an XQF file starts with 'XQ'");
                return g;
            }
            version = u(2);
            keys();
            tags();
            char[][] board = board();
            moves(board);
            return g;
        }

        private void keys() {
            if (version > 18) g.note(0, 0, "XQF version " + version + " is newer than the versions known (up to 18): read as 18");
            if (version < 11) return; // XQF 1.0 and its first successors: no encryption
            int mask = u(3);
            keyXY = key(u(13), u(13));
            keyFrom = key(u(14), keyXY);
            keyTo = key(u(15), keyFrom);
            commentKey = (u(12) * 256 + u(13)) % 32000 + 767;
            if ((u(12) + u(13) + u(14) + u(15)) % 256 != 0)
                g.note(0, 0, "byte 12: the XQF key bytes do not add up to 0 (mod 256): the file may be damaged");
            for (int i = 0; i < 32; i++) {
                int k = u(8 + i % 4) | (u(12 + i % 4) & mask);
                stream[i] = k & STREAM_MASK.charAt(i);
            }
        }

        /** XQStudio's key: (54x² + 221) · x · factor, in a byte. */
        private static int key(int x, int factor) { return ((54 * x * x + 221) * factor) & 0xFF; }

        private String string(int at, int max) {
            int len = u(at);
            if (len == 0) return null;
            if (len > max) { g.note(0, 0, "byte " + at + ": a text field says " + len + " bytes, more than its " + max + "; cut"); len = max; }
            String s = text(b, at + 1, len).replace('\0', ' ').strip();
            return s.isEmpty() ? null : s;
        }

        private void tags() {
            String title = string(0x50, 63), event = string(0xD0, 63);
            g.tag("Event", event != null ? event : title != null ? title : "?");
            String site = string(0x120, 15), date = string(0x110, 15);
            if (site != null) g.tag("Site", site);
            if (date != null) g.tag("Date", date);
            String red = string(0x130, 15), black = string(0x140, 15);
            g.tag("White", red != null ? red : "?");
            g.tag("Black", black != null ? black : "?");
            int r = u(0x33);
            String result = switch (r) {
                case 1 -> "1-0";
                case 2 -> "0-1";
                case 3, 4 -> "1/2-1/2";
                default -> "*";
            };
            if (r > 4) g.note(0, 0, "byte 51: result code " + r + " is not one XQF defines (0-3): read as unknown (*)");
            g.tag("Result", result);
            g.termination(result);
            if (title != null && event != null && !title.equals(event)) g.tag("Title", title);
            String time = string(0x150, 63);
            if (time != null) g.tag("TimeControl", time);
            String annotator = string(0x1D0, 15), author = string(0x1E0, 15);
            if (annotator != null) g.tag("Annotator", annotator);
            if (author != null) g.tag("Author", author);
        }

        /** The start position, files 0-8 by ranks 0-9 (Red's side first); upper case Red. */
        private char[][] board() {
            int[] sq = new int[32];
            for (int i = 0; i < 32; i++) {
                int raw = u(16 + i);
                int at = version >= 12 ? (keyXY + 1 + i) & 31 : i;
                sq[at] = version >= 11 ? (raw - keyXY) & 0xFF : raw;
            }
            char[][] board = new char[9][10];
            for (int i = 0; i < 32; i++) {
                int s = sq[i];
                if (s > 89) continue; // taken, or absent from the position
                int x = s / 10, y = s % 10;
                if (x > 8) { g.problem(0, 0, "byte " + (16 + i) + ": piece " + (i + 1) + " is on no square (" + s + ")"); continue; }
                if (board[x][y] != 0) { g.problem(0, 0, "byte " + (16 + i) + ": two pieces on " + Xiangqi.square(x, y)); continue; }
                char p = PIECES.charAt(i % 16);
                board[x][y] = i < 16 ? p : Character.toLowerCase(p);
            }
            return board;
        }

        /** A decrypted byte of the move area. */
        private int m(int at) { return (u(at) - stream[at % 32]) & 0xFF; }

        private int int32(int at) { return m(at) | m(at + 1) << 8 | m(at + 2) << 16 | m(at + 3) << 24; }

        /** Reads the tree in file order (a node, its line, then the variation after it) and keeps the main line. */
        private void moves(char[][] board) {
            boolean encrypted = version >= 11;
            int at = HEADER, pending = 0, variations = 0, nodes = 0;
            boolean main = true, first = true;
            List<RecordedMove> line = new ArrayList<>();
            String preComment = null;
            while (true) {
                if (at + 4 > b.length) {
                    if (nodes == 0 || main || pending > 0)
                        g.problem(0, 0, "byte " + at + ": the file ends inside a move record (" + (nodes == 0 ? "the start node is missing" : "a next move or a variation was announced") + ")");
                    break;
                }
                int from = (m(at) - 0x18 - keyFrom) & 0xFF, to = (m(at + 1) - 0x20 - keyTo) & 0xFF, tag = m(at + 2);
                int nodeAt = at;
                at += 4;
                boolean next, other;
                int comment = 0;
                if (encrypted) {
                    next = (tag & 0x80) != 0;
                    other = (tag & 0x40) != 0;
                    if ((tag & 0x20) != 0) {
                        if (at + 4 > b.length) { g.problem(0, 0, "byte " + at + ": the file ends inside a comment's length"); break; }
                        comment = int32(at) - commentKey;
                        at += 4;
                    }
                } else {
                    next = (tag & 0xF0) != 0;
                    other = (tag & 0x0F) != 0;
                    if (at + 4 > b.length) { g.problem(0, 0, "byte " + at + ": the file ends inside a comment's length"); break; }
                    comment = int32(at);
                    at += 4;
                }
                if (comment < 0 || comment > b.length - at) {
                    g.problem(0, 0, "byte " + (at - 4) + ": a comment of " + (comment & 0xFFFFFFFFL) + " bytes runs past the end of the file (" + (b.length - at) + " left)");
                    break;
                }
                String text = null;
                if (comment > 0) {
                    byte[] c = new byte[comment];
                    for (int i = 0; i < comment; i++) c[i] = (byte) m(at + i);
                    text = text(c, 0, comment).replace('\0', ' ').strip();
                    at += comment;
                }
                nodes++;
                if (main) {
                    if (first) preComment = text == null || text.isEmpty() ? null : text;
                    else {
                        if (from > 89 || to > 89 || from % 10 > 9 || from / 10 > 8 || to / 10 > 8) {
                            g.problem(0, 0, "byte " + nodeAt + ": move " + (line.size() + 1) + " names no square (" + from + " to " + to + ")");
                            break;
                        }
                        String fs = Xiangqi.square(from / 10, from % 10) + Xiangqi.square(to / 10, to % 10);
                        String iccs = ("" + (char) ('A' + from / 10) + from % 10 + "-" + (char) ('A' + to / 10) + to % 10);
                        if (line.isEmpty()) firstFrom = from;
                        line.add(new RecordedMove(fs, 0, 0, text == null || text.isEmpty() ? null : text, iccs + " (byte " + nodeAt + ")"));
                    }
                }
                first = false;
                if (other) pending++;
                if (next) continue;
                if (main && nodes > 0) main = false;
                if (pending == 0) break;
                pending--;
                variations++;
            }
            g.moves().addAll(line);
            if (preComment != null) g.preComment(preComment);
            if (variations > 0) g.note(0, 0, variations + " variation" + (variations == 1 ? "" : "s") + " left out: the main line is read");
            if (at < b.length && g.problems().isEmpty())
                g.note(0, 0, "byte " + at + ": " + (b.length - at) + " bytes after the last move record are not read");
            setUp(board);
        }

        /** A FEN tag unless the position is the usual start with Red to move; the side that makes the first move moves first. */
        private void setUp(char[][] board) {
            char mover = firstFrom >= 0 ? board[firstFrom / 10][firstFrom % 10] : 0;
            boolean blackFirst = mover != 0 && Character.isLowerCase(mover);
            StringBuilder fen = new StringBuilder();
            for (int y = 9; y >= 0; y--) {
                int empty = 0;
                for (int x = 0; x < 9; x++) {
                    char p = board[x][y];
                    if (p == 0) { empty++; continue; }
                    if (empty > 0) { fen.append(empty); empty = 0; }
                    fen.append(p);
                }
                if (empty > 0) fen.append(empty);
                if (y > 0) fen.append('/');
            }
            String full = fen + (blackFirst ? " b" : " w") + " - - 0 1";
            if (!full.equals(Xiangqi.START_FEN)) {
                g.tag("SetUp", "1");
                g.tag("FEN", full);
            }
        }
    }
}
