package varia.rules;

/** A result for one side, as the end rules give it. */
public enum Outcome {
    WIN, LOSS, DRAW;

    /** The verb for describe: "wins", "loses", "draws". */
    public String verb() {
        return switch (this) {
            case LOSS -> "loses";
            case WIN -> "wins";
            case DRAW -> "draws";
        };
    }
}
