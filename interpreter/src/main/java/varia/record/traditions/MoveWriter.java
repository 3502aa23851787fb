package varia.record.traditions;

import varia.engine.Position;

/** One move in a tradition's notation, written in the position before it; {@code lastTo}: the previous move's destination (-1: none). */
interface MoveWriter {
    String write(Position before, int move, int lastTo);
}
