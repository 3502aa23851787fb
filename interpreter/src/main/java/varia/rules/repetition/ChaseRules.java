package varia.rules.repetition;

import java.util.List;
import java.util.Map;

/**
 * The finer points of a perpetual chase ({@code end.chase}), the Asian rules' as the xiangqi file
 * gives them; every one is a piece type (index) or a region name, so any file may use them.
 *
 * @param freeChasers         types whose attacks are never a chase (AXF: the general and the soldiers may chase perpetually)
 * @param notChasedIn         type to region (its owner's view): a piece of that type standing there is not chased
 *                            (AXF: a soldier that has not crossed the river)
 * @param chasedWhenProtected type to the attacker types against which its protection does not count
 *                            (AXF: a chariot attacked by a horse or a cannon)
 * @param recapture           true: an attack is a threat only if the capture is legal, and a protection counts only
 *                            as a legal recapture (a pinned attacker threatens nothing, a pinned protector protects
 *                            nothing); false: any attack, any protector
 * @param severalChasers      true: the side's pieces may take turns, each move left attacking the same enemy piece
 *                            (AXF/WXF Asian rules, rule 33: two or more pieces may not chase one piece in turn);
 *                            false: one and the same piece makes every move (seed 004 IX, "with one piece")
 */
public record ChaseRules(List<Integer> freeChasers, Map<Integer, String> notChasedIn, Map<Integer, List<Integer>> chasedWhenProtected,
                         boolean recapture, boolean severalChasers) {
    /** The seed's plain reading (F10): one chaser, any victim but a royal one, any protector. */
    public static final ChaseRules PLAIN = new ChaseRules(List.of(), Map.of(), Map.of(), false, false);

    public ChaseRules {
        freeChasers = List.copyOf(freeChasers);
        notChasedIn = Map.copyOf(notChasedIn);
        chasedWhenProtected = Map.copyOf(chasedWhenProtected);
    }
}
