package varia.notation;

/** A board vector relative to the moving side: {@code dx} towards its right, {@code dy} forward. */
public record Offset(int dx, int dy) {
    public Offset plus(Offset o) { return new Offset(dx + o.dx, dy + o.dy); }
    public Offset times(int k) { return new Offset(dx * k, dy * k); }
    @Override public String toString() { return "(" + dx + "," + dy + ")"; }
}
