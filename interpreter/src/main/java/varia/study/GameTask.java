package varia.study;

import java.io.Serializable;

/** One game to play: the arm, the game's number within its arm (0-based) and its seed. */
public record GameTask(int arm, int game, long seed) implements Serializable {}
