package varia.game;

/** A text that names no legal action here, with the reason in words (for a record's line or a player's answer). */
public final class IllegalAction extends Exception {
    public IllegalAction(String why) { super(why); }
}
