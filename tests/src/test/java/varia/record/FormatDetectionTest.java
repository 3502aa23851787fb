package varia.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import varia.record.formats.Formats;
import varia.record.formats.RecordFormat;

/**
 * Content detection ({@link Formats#detect}, {@link RecordFormat#recognises}): every format Varia
 * reads is recognised from its first bytes, in a file of any name (.pgn included, as xiangqi
 * archives name their ICCS and WXF files), and PGN in any notation that is not a native one stays PGN.
 */
class FormatDetectionTest {

    static String detect(String name, String text) {
        RecordFormat f = Formats.detect(name, text.getBytes(StandardCharsets.UTF_8));
        return f == null ? "pgn" : f.name();
    }

    /** The wxf.ca archive as published (maksimKorzh/wukong-xiangqi): Red/Black tags, ICCS, no Format tag, no result. */
    static final String WXF_CA_ICCS = """
            [Event "Jiafun Cup National Champion 1997"]
            [Red "LIU DianZhong"]
            [Black "LIU DaHua"]

            1. h2e2 b9c7 2. h0g2 h7f7 3. g3g4 h9g7

            """;

    @Test
    void iccsInAPgnFileWithoutFormatTag() {
        assertEquals("iccs", detect("Liu_Dahua.pgn", WXF_CA_ICCS));
        assertEquals("iccs", detect("games.txt", WXF_CA_ICCS.replace("h2e2", "H2-E2")));
        assertEquals("iccs", detect("x.pgn", "[Format \"ICCS\"]\n1. h2e2 *\n"));
        // a Variant tag naming xiangqi leaves it ICCS; naming another game, it is that game's PGN
        assertEquals("iccs", detect("x.pgn", "[Variant \"xiangqi\"]\n1. h2e2 h9g7 2. h0g2 *\n"));
        assertEquals("pgn", detect("x.pgn", "[Variant \"shogi\"]\n1. h2e2 h9g7 2. h0g2 *\n"));
    }

    @Test
    void wxfInAPgnFileWithoutFormatTag() {
        assertEquals("wxf", detect("masters.pgn", "[Event \"x\"]\n[Red \"A\"]\n1. C2.5 H8+7 2. H2+3 R9.8 3. +R+1 *\n"));
        assertEquals("wxf", detect("masters.pgn", "1. Ｃ２＝５Ｈ８＋７ 2. Ｈ２＋３Ｒ９＝８\n"));
        assertEquals("wxf", detect("masters.pgn", "1. C2=5 h8+7\n"));
        assertEquals("wxf", detect("x.pgn", "[Format \"WXF\"]\n1. C2.5 *\n"));
    }

    @Test
    void otherNotationsStayPgn() {
        assertEquals("pgn", detect("c.pgn", "[Event \"x\"]\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n"));
        // chess and shogi coordinates never name rank 0; Varia's xiangqi coordinates write rank 10
        assertEquals("pgn", detect("c.pgn", "1. e2e4 e7e5 2. g1f3 *\n"));
        assertEquals("pgn", detect("s.pgn", "[Variant \"shogi\"]\n1. c3c4 g7g6 2. h2b8+ a9b9 *\n"));
        assertEquals("pgn", detect("x.pgn", "[Variant \"xiangqi\"]\n1. h3e3 h10g8 2. h1g3 *\n"));
        // one word in another notation is enough to stay PGN
        assertEquals("pgn", detect("x.pgn", "1. h2e2 h9g7 2. Nf3 *\n"));
        assertEquals("pgn", detect("x.pgn", "1. C2.5 Nf6 *\n"));
        assertEquals("pgn", detect("empty.pgn", ""));
        // comments, variations and NAGs are not moves
        assertEquals("iccs", detect("x.pgn", "1. h2e2 {a comment, Nf3 e4} h9g7 (1... b9c7 2. Nf3) $1 2. h0g2 *\n"));
    }

    @Test
    void nativeFormatsByContentAndByName() {
        assertEquals("kif", detect("a.txt", "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n"));
        assertEquals("csa", detect("a.txt", "V2.2\nPI\n+\n+7776FU\n"));
        assertEquals("usi", detect("a.txt", "position startpos moves 7g7f 3c3d\n"));
        assertEquals("gib", detect("a.txt", "[초대국자 \"갑\"]\n1. 79졸78\n"));
        // a native ending says without looking
        assertEquals("kif", detect("a.kif", WXF_CA_ICCS));
        assertEquals("wxf", detect("a.wxf", "whatever"));
    }

    @Test
    void namesAreListedFromTheRegistry() {
        assertEquals("pgn, " + String.join(", ", Formats.ALL.stream().map(RecordFormat::name).toList()), Formats.names());
        for (String name : java.util.List.of("kif", "ki2", "csa", "usi", "gib", "iccs", "wxf")) assertEquals(name, Formats.byName(name).name());
        for (RecordFormat f : Formats.ALL) assertEquals(f, Formats.byName(f.name().toUpperCase(java.util.Locale.ROOT)));
    }
}
