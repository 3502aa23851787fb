package varia.interop;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import varia.engine.Moves;
import varia.engine.Perft;
import varia.engine.Position;
import varia.variant.Variant;

/**
 * Varia against ffish on one variant, as issue 31 asks: perft to depth 3 from the start and from
 * five positions along seeded random games, and the legal-move sets at every position of ten seeded
 * random games. Positions are reached by moves from the start on both sides (no FEN between them).
 * Tolerated, as in {@code DifferentialTest}: a position Varia's n-move or repetition rule has ended
 * while Fairy-Stockfish plays on.
 */
final class OracleCompare {
    static final int GAMES = 10, MAX_PLIES = 120, PERFT_DEPTH = 3, POSITIONS = 5;

    private OracleCompare() {}

    /** The first difference, or null when Varia and ffish agree on every test. */
    static String compare(FfishOracle fs, String fsName, Variant v, long seed) throws IOException {
        for (int d = 1; d <= PERFT_DEPTH; d++) {
            long varia = Perft.perft(Position.start(v), d), oracle = fs.perft(fsName, List.of(), d);
            if (varia != oracle) return "perft " + d + " from the start: Varia " + varia + ", ffish " + oracle;
        }
        List<List<String>> games = new ArrayList<>();
        for (int g = 0; g < GAMES; g++) {
            List<String> game = new ArrayList<>();
            String diff = game(fs, fsName, v, seed + g, game);
            if (diff != null) return "game " + (g + 1) + " (seed " + (seed + g) + "): " + diff;
            games.add(game);
        }
        int done = 0;
        for (int g = 0; g < GAMES && done < POSITIONS; g++) {
            List<String> game = games.get(g);
            if (game.size() < 4) continue;
            List<String> prefix = game.subList(0, Math.min(game.size() - 1, 6 + 7 * done));
            Position p = Position.start(v);
            for (String m : prefix) p.make(p.parseUci(m));
            long varia = Perft.perft(p, PERFT_DEPTH), oracle = fs.perft(fsName, prefix, PERFT_DEPTH);
            if (varia != oracle)
                return "perft " + PERFT_DEPTH + " after " + String.join(" ", prefix) + " (FEN " + p.toFen() + "): Varia " + varia + ", ffish " + oracle;
            done++;
        }
        return null;
    }

    /** Plays a seeded random game with Varia's moves and compares the legal moves at every position with ffish's. */
    private static String game(FfishOracle fs, String fsName, Variant v, long seed, List<String> played) throws IOException {
        Position pos = Position.start(v);
        Random random = new Random(seed);
        int[] moves = new int[Moves.MAX_MOVES];
        List<Set<String>> varia = new ArrayList<>();
        List<String> fens = new ArrayList<>();
        List<Integer> seen = new ArrayList<>();
        Map<Long, Integer> occurrences = new HashMap<>();
        for (int ply = 0; ply <= MAX_PLIES; ply++) {
            int n = pos.legalMoves(moves);
            Set<String> set = new TreeSet<>();
            for (int k = 0; k < n; k++) set.add(pos.moveToUci(moves[k]));
            varia.add(set);
            fens.add(pos.toFen());
            seen.add(occurrences.merge(pos.hash(), 1, Integer::sum));
            if (n == 0 || ply == MAX_PLIES) break;
            int move = moves[random.nextInt(n)];
            played.add(pos.moveToUci(move));
            pos.make(move);
        }
        List<List<String>> oracle = fs.legalAlong(fsName, played);
        for (int ply = 0; ply < varia.size(); ply++) {
            Set<String> o = ply < oracle.size() ? new TreeSet<>(oracle.get(ply)) : null;
            if (o != null && o.equals(varia.get(ply))) continue;
            if (varia.get(ply).isEmpty() && varia_ended(v, fens.get(ply), seen.get(ply))) {
                played.subList(ply, played.size()).clear();
                return null;
            }
            String where = "ply " + ply + " (FEN " + fens.get(ply) + ") after " + String.join(" ", played.subList(0, ply));
            if (o == null) return "ffish refused move " + played.get(ply - 1) + " at " + where;
            if (dropMates(fs, fsName, v, played.subList(0, ply), varia.get(ply), o)) continue;
            Set<String> onlyVaria = new TreeSet<>(varia.get(ply)), onlyFs = new TreeSet<>(o);
            onlyVaria.removeAll(o);
            onlyFs.removeAll(varia.get(ply));
            return "legal moves differ at " + where + ": only Varia " + onlyVaria + ", only ffish " + onlyFs;
        }
        return null;
    }

    /** Positions where Varia refused only drops that mate with a piece whose drops may not mate (the shogi pawn's). */
    static int dropMateTolerated;

    /**
     * Fairy-Stockfish counts a pawn drop that mates (its rule 'shogiPawnDropMateIllegal' scores it as a loss instead,
     * fairy-stockfish-oracle.md section 2); Varia's 'drop.no-mate' forbids it. Tolerated exactly when every move only
     * ffish has is such a drop, ffish finds no legal reply to it, and Varia has no move ffish lacks.
     */
    private static boolean dropMates(FfishOracle fs, String fsName, Variant v, List<String> before, Set<String> mine, Set<String> oracle)
            throws IOException {
        if (!oracle.containsAll(mine)) return false;
        for (String m : oracle) {
            if (mine.contains(m)) continue;
            int at = m.indexOf('@');
            if (at != 1) return false;
            varia.rules.drops.Drops drops = v.rule(varia.rules.drops.Drops.KEY);
            int type = -1;
            for (int t = 0; t < v.pieces().size(); t++) if (v.pieces().get(t).symbol().equals(m.substring(0, 1))) type = t;
            if (drops == null || type < 0 || !drops.of(type).noMate()) return false;
            List<String> line = new ArrayList<>(before);
            line.add(m);
            List<List<String>> after = fs.legalAlong(fsName, line);
            if (after.size() != line.size() + 1 || !after.get(line.size()).isEmpty()) return false;
        }
        dropMateTolerated++;
        return true;
    }

    /** Has Varia's automatic n-move or repetition rule ended the game here? (Fairy-Stockfish's are claims: it plays on.) */
    private static boolean varia_ended(Variant v, String fen, int seen) {
        varia.rules.repetition.Repetition rep = v.rule(varia.rules.repetition.Repetition.KEY);
        varia.rules.nmove.NMoveRule nm = v.rule(varia.rules.nmove.NMoveRule.KEY);
        if (rep != null && rep.times() > 0 && seen >= rep.times()) return true;
        String[] f = fen.trim().split("\\s+");
        return nm != null && nm.moves() > 0 && f.length >= 6 && f[f.length - 2].matches("[0-9]+")
                && Integer.parseInt(f[f.length - 2]) >= 2 * nm.moves();
    }
}
