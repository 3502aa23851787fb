package varia.jmh;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import varia.engine.Moves;
import varia.engine.Position;
import varia.variant.Variants;

/**
 * The move generator's hot paths on the games Fairy-Stockfish shares, each over the same eight
 * positions: the start and seven reached by a seeded random game (plies 6, 12, ... 42), so that
 * openings and middle games both count. Each operation covers all eight positions.
 *
 * <pre>java -jar bench/jmh/target/benchmarks.jar MoveGen -p game=chess,xiangqi</pre>
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class MoveGenBenchmark {
    @Param({"chess", "makruk", "shatranj", "ouk-chatrang", "shatar", "sittuyin", "xiangqi", "janggi", "shogi"})
    public String game;

    private Position[] positions;
    private final int[] moves = new int[Moves.MAX_MOVES];
    private final int[][] perftMoves = new int[8][Moves.MAX_MOVES];

    @Setup
    public void setUp() throws Exception {
        List<Position> found = new ArrayList<>();
        Position p = Position.start(Variants.resolve(game));
        found.add(Position.fromFen(p.variant(), p.toFen()));
        SplittableRandom random = new SplittableRandom(20261123L);
        int[] list = new int[Moves.MAX_MOVES];
        for (int ply = 1; ply <= 42 && found.size() < 8; ply++) {
            int n = p.legalMoves(list);
            if (n == 0) break; // the game ended: fewer positions
            p.make(list[random.nextInt(n)]);
            if (ply % 6 == 0) found.add(Position.fromFen(p.variant(), p.toFen()));
        }
        positions = found.toArray(Position[]::new);
    }

    /** Legal move generation (pins, legality tests and rule hooks included). */
    @Benchmark
    public int generate() {
        int total = 0;
        for (Position p : positions) total += p.legalMoves(moves);
        return total;
    }

    /** Making and taking back every legal move (incremental hash, piece lists, rule state). */
    @Benchmark
    public void makeUnmake(Blackhole bh) {
        for (Position p : positions) {
            int n = p.legalMoves(moves);
            for (int i = 0; i < n; i++) {
                p.make(moves[i]);
                bh.consume(p.hash());
                p.unmake();
            }
        }
    }

    /** The attack test behind check detection. */
    @Benchmark
    public int inCheck() {
        int checks = 0;
        for (Position p : positions) if (p.inCheck()) checks++;
        return checks;
    }

    /** Perft 2 from each position, the last ply counted in bulk (as perft counts it). */
    @Benchmark
    public long perft2() {
        long nodes = 0;
        for (Position p : positions) nodes += perft(p, 2, 0);
        return nodes;
    }

    private long perft(Position p, int depth, int level) {
        int[] list = perftMoves[level];
        int n = p.legalMoves(list);
        if (depth == 1) return n;
        long nodes = 0;
        for (int i = 0; i < n; i++) {
            p.make(list[i]);
            nodes += perft(p, depth - 1, level + 1);
            p.unmake();
        }
        return nodes;
    }
}
