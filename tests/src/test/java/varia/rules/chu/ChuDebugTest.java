package varia.rules.chu;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import varia.engine.MoveInfo;
import varia.engine.Moves;
import varia.engine.Position;
import varia.rules.RulesPlay;

class ChuDebugTest {
    static String name(int sq) { return "" + (char) ('a' + sq % 12) + (sq / 12 + 1); }

    static Set<String> eng(Position p) {
        int[] ms = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(ms);
        Set<String> eng = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            MoveInfo mi = p.info(ms[i]);
            String via = mi.capturedOnTheWay() != null ? "x" + p.squareName(mi.via()) : "";
            eng.add(p.squareName(mi.from()) + via + "-" + p.squareName(mi.to()) + (mi.promotion() != null ? "+" : ""));
        }
        return eng;
    }

    static Set<String> ref(ChuReference.Pos q) {
        Set<String> ref = new TreeSet<>();
        for (ChuReference.Move m : ChuReference.legal(q))
            ref.add(name(m.from()) + (m.victim() >= 0 ? "x" + name(m.victim()) : "") + "-" + name(m.to()) + (m.promo() != null ? "+" : ""));
        return ref;
    }

    @Test
    void show() {
        String fen = "k2l8/11p/10p1/3n5+D2/2i1f7/3N5G2/9+H2/2t2P1i4/2p3+D5/2+H9/12/K11 w - - 0 1";
        Position p = RulesPlay.position(ChuPerftTest.CHU, fen);
        ChuReference.Pos q = ChuReference.parse(fen);
        int[] ms = new int[Moves.MAX_MOVES];
        int n = p.legalMoves(ms);
        for (int i = 0; i < n; i++) {
            MoveInfo mi = p.info(ms[i]);
            String via = mi.capturedOnTheWay() != null ? "x" + p.squareName(mi.via()) : "";
            String nm = p.squareName(mi.from()) + via + "-" + p.squareName(mi.to()) + (mi.promotion() != null ? "+" : "");
            ChuReference.Move rm = null;
            for (ChuReference.Move m : ChuReference.legal(q))
                if ((name(m.from()) + (m.victim() >= 0 ? "x" + name(m.victim()) : "") + "-" + name(m.to()) + (m.promo() != null ? "+" : "")).equals(nm)) rm = m;
            p.make(ms[i]);
            Set<String> e = eng(p), r = ref(ChuReference.after(q, rm));
            if (!e.equals(r)) {
                Set<String> a = new TreeSet<>(e); a.removeAll(r);
                Set<String> b = new TreeSet<>(r); b.removeAll(e);
                System.out.println("DIFF after " + nm + " engine only " + a + " reference only " + b);
            }
            p.unmake();
        }
    }
}
