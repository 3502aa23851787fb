package varia.engine;

/** A rule that extends the FEN's side-to-move field ({@code f} for free turns, {@code w7} in an opening series). */
public interface FenSide {
    /** Reads the field when it is not a plain {@code w} or {@code b}: true when taken. */
    boolean read(Position p, String field) throws FenException;

    /** Called after every field is read (the setup's own side field starts a series, say). */
    default void afterRead(Position p, boolean atSetup) {}

    /** The field for the current position, or null for the plain {@code w} / {@code b}. */
    String write(Position p);
}
