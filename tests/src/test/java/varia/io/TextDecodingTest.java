package varia.io;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Issue 13, item 6: encodings are detected honestly and said; a stray byte in UTF-8 text is found, not papered over. */
class TextDecodingTest {
    static final String KIF = "# KIF\n開始日時：2023/01/02 10:00:00\n先手：羽生善治\n後手：藤井聡太\n手合割：平手\n手数----指手---------消費時間--\n"
            + "   1 ７六歩(77)   ( 0:01/00:00:01)\n   2 ３四歩(33)   ( 0:01/00:00:02)\n   3 投了\n";
    static final List<String> SJIS = List.of(TextDecoding.SHIFT_JIS);

    private static TextDecoding.Decoded both(byte[] bytes, List<String> fallbacks) throws Exception {
        TextDecoding.Decoded whole = TextDecoding.decode(bytes, fallbacks);
        TextDecoding.Decoded streamed = TextDecoding.detect(new ByteArrayInputStream(bytes), fallbacks);
        assertEquals(whole.encoding(), streamed.encoding(), "the streaming pass agrees");
        assertEquals(whole.note(), streamed.note());
        return whole;
    }

    @Test
    void utf8IsReadSilentlyAndShiftJisIsSaid() throws Exception {
        TextDecoding.Decoded u = both(KIF.getBytes(StandardCharsets.UTF_8), SJIS);
        assertEquals(KIF, u.text());
        assertNull(u.note());
        TextDecoding.Decoded s = both(KIF.getBytes(Charset.forName("windows-31j")), SJIS);
        assertEquals(KIF, s.text());
        assertEquals("not UTF-8 (first at line 2, byte 1); read as Shift_JIS (Windows code page 932)", s.note());
    }

    @Test
    void aStrayByteInUtf8IsReportedWhereItIs() throws Exception {
        byte[] good = KIF.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        int line4 = KIF.indexOf("後手");
        int at = new String(KIF.substring(0, line4)).getBytes(StandardCharsets.UTF_8).length;
        b.write(good, 0, at);
        b.write(0xFF);
        b.write(good, at, good.length - at);
        var e = assertThrows(TextDecoding.UndecodableException.class, () -> both(b.toByteArray(), SJIS));
        assertEquals("not valid UTF-8 at line 4, byte 1 (byte 0xFF), though the rest of the text is UTF-8: the file looks damaged;"
                + " fix or remove that byte", e.getMessage());
        var streamed = assertThrows(TextDecoding.UndecodableException.class,
                () -> TextDecoding.detect(new ByteArrayInputStream(b.toByteArray()), SJIS));
        assertEquals(e.getMessage(), streamed.getMessage());
    }

    @Test
    void latinOneIsAFallbackThatIsSaidAndNothingIsGuessedWithoutOne() throws Exception {
        byte[] latin = "[White \"Ren\u00e9\"]\n".getBytes(StandardCharsets.ISO_8859_1);
        TextDecoding.Decoded d = both(latin, List.of(TextDecoding.LATIN_1));
        assertEquals("[White \"Ren\u00e9\"]\n", d.text());
        assertEquals("not UTF-8 (first at line 1, byte 12); read as Latin-1 (ISO-8859-1)", d.note());
        var e = assertThrows(TextDecoding.UndecodableException.class, () -> TextDecoding.decode(latin, List.of()));
        assertEquals("not valid UTF-8 at line 1, byte 12 (byte 0xE9)", e.getMessage());
    }

    @Test
    void aByteOrderMarkIsDropped() throws Exception {
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF, 'a'};
        assertEquals("a", TextDecoding.decode(bom, List.of()).text());
    }

    @Test
    void theStreamingPassAgreesOnNoiseAcrossChunkBoundaries() throws Exception {
        Random rnd = new Random(6);
        for (int i = 0; i < 200; i++) {
            byte[] text = (KIF.repeat(1 + rnd.nextInt(3000))).getBytes(rnd.nextBoolean() ? StandardCharsets.UTF_8 : Charset.forName("windows-31j"));
            if (rnd.nextBoolean()) text[rnd.nextInt(text.length)] = (byte) (0x80 + rnd.nextInt(128));
            String a, b;
            try { a = TextDecoding.decode(text, SJIS).encoding(); } catch (TextDecoding.UndecodableException e) { a = e.getMessage(); }
            try { b = TextDecoding.detect(new ByteArrayInputStream(text), SJIS).encoding(); } catch (TextDecoding.UndecodableException e) { b = e.getMessage(); }
            assertEquals(a, b, "input " + i);
        }
    }
}
