package varia.game;

import java.util.List;
import java.util.Map;

/**
 * A family's records of whole games: written from a {@link Trial}, replayed from their text with
 * the first bad line named (its number, why, the legal actions there).
 */
public interface Records {
    /** The file ending records of these games take ({@code txt}, {@code pgn}). */
    String extension();

    /**
     * True when the family's records come in archives of many games in formats of their own (the
     * engine's PGN, KIF, CSA...: {@code varia.record} reads them game by game); false when a record
     * is one file, one game, replayed whole by {@link #replay}.
     */
    default boolean archives() { return false; }

    /**
     * A game's record; {@code end} is the state the trial reached; {@code tags} are facts about the
     * game in order (PGN's tags; comment lines {@code # Name: value} in turn records), a tag named
     * "" a plain comment; a {@code Result} tag overrides the end's score (an error, a stop).
     */
    String write(Trial trial, State end, Map<String, String> tags);

    /** A game's record with one comment (or none). */
    default String write(Trial trial, State end, String comment) {
        return write(trial, end, comment == null ? Map.of() : Map.of("", comment));
    }

    /**
     * The actions so far numbered as these records number them (PGN: {@code 1. e4 e5 2. Nf3}), for a
     * front end's history; null (the default) when they number turns, which the front end lists itself.
     */
    default String numbered(Trial trial) { return null; }

    /** Dialects the records may also be written in for other programs (the engine's PGN: {@code fairy-stockfish}); none by default. */
    default List<String> dialects() { return List.of(); }

    /**
     * A game's record in one of {@link #dialects} (null: the family's own); {@link IllegalArgumentException}
     * saying why when it cannot be written so (a dialect unknown here, a game it has no counterpart of).
     */
    default String write(Trial trial, State end, Map<String, String> tags, String dialect) {
        if (dialect == null) return write(trial, end, tags);
        throw new IllegalArgumentException("these records have no dialect '" + dialect + "'");
    }

    /**
     * A file's bytes as a record's text for {@link #options} and {@link #replay}: decoded (UTF-8, a
     * byte-order mark dropped) by default; a family whose records come in formats of their own reads
     * them here (the engine's KIF, CSA, XQF...: the first game, as PGN). {@link IllegalArgumentException}
     * saying where and why when the file holds no readable game.
     */
    default String text(String name, byte[] bytes) throws varia.io.TextDecoding.UndecodableException {
        return varia.io.TextDecoding.decode(bytes, List.of()).text();
    }

    /** The option values a record's header asks for (the game is loaded with them before it is replayed). */
    Map<String, String> options(String text);

    /** Replays a record's text from the start of the game (this game, loaded with the record's options). */
    Replay replay(String text);

    /** Whether a record replays, and the words for how far or why not. */
    record Verdict(boolean ok, int turns, String message) {}

    /**
     * A replay in full, for a viewer that steps through it: the verdict, the trial as far as it
     * was legal (null when the header was refused), and the refused line's details (null when none).
     */
    record Replay(Verdict verdict, Trial trial, Refusal refusal) {}

    /**
     * The first refused turn: its number and line (from 1), the seat to play, the chance outcome
     * and the action as written (null when the line did not get that far), why, and the legal
     * actions there (empty when the chance outcome itself was not readable).
     */
    record Refusal(int turn, int line, String seat, String chance, String action, String reason, List<String> legal) {}
}
