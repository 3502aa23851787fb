package varia.record.formats;

import java.util.List;
import varia.record.Game;

/**
 * Kakinoki's KIF shogi records ({@code .kif}, usually Shift_JIS; {@code .kifu}, UTF-8) and KI2
 * ({@code .ki2}, {@code .ki2u}: moves without their origin squares), read by {@link KifReader}:
 * header lines ({@code 先手：name}, {@code 開始日時：}, {@code 棋戦：}, {@code 手合割：}), board
 * diagrams, numbered moves ({@code 1 ７六歩(77)}, {@code 2 同　歩(34)}, {@code ２二角成(88)},
 * {@code ４五角打}) and the endings ({@code 投了 詰み 切れ負け 反則負け 千日手 持将棋 中断}...).
 */
public final class Kif implements RecordFormat {
    private final boolean ki2;

    public Kif() { this(false); }

    /** @param ki2 the KI2 flavour (its own name and file endings; the reader is the same) */
    public Kif(boolean ki2) { this.ki2 = ki2; }

    @Override public String name() { return ki2 ? "ki2" : "kif"; }
    @Override public String variant() { return "shogi"; }
    @Override public List<String> extensions() { return ki2 ? List.of("ki2", "ki2u") : List.of("kif", "kifu"); }
    @Override public List<String> fallbackEncodings() { return List.of(varia.io.TextDecoding.SHIFT_JIS, varia.io.TextDecoding.EUC_JP); }
    /** A comment or a game's first header line right after the summary line (まで...) that ends a game. */
    @Override public GameStarts gameStarts() {
        return (line, previous) -> previous != null && previous.strip().startsWith("まで")
                && (line.startsWith("#") || KifReader.opensGame(line));
    }
    /** KIF's header words, a board diagram's hands, or KI2's marked moves ({@code ▲７六歩}). */
    @Override public boolean recognises(Head h) {
        return !ki2 && (h.contains("手数", "手合割", "先手：", "後手：", "下手：", "上手：", "先手の持駒", "後手の持駒") 
                || h.tags().isEmpty() && h.anyLine("(?:[▲△☗☖](?:[1-9１-９][一二三四五六七八九]|同)\\S*[\\s　]*)+"));
    }

    @Override
    public List<Game> read(String text) { return new KifReader(variant()).read(text); }
}
