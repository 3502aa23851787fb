package varia.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A draw offer's answer in words, as the engine's own page gives it beside the state: agreed (by
 * the computer, or by every seat), declined by the computer and why, or still open and whose
 * agreement it waits for. Read from the session's state after the offer, so that it says what the
 * state shows ({@code drawOffers}, the seats' players, the result).
 */
final class LiveDrawAnswer {
    private LiveDrawAnswer() {}

    /** {@code seat} offers a draw in {@code g} (or agrees to the others'): the state after it, with {@code drawAnswer} in words. */
    @SuppressWarnings("unchecked")
    static Map<String, Object> offer(SeatedSession g, int seat, Map<String, String> shown) {
        boolean drawn = g.offerDraw(seat);
        Map<String, Object> state = g.state(shown);
        List<Map<String, Object>> seats = (List<Map<String, Object>>) state.get("seats");
        List<String> offered = (List<String>) state.get("drawOffers");
        List<String> computers = new ArrayList<>(), waiting = new ArrayList<>();
        for (Map<String, Object> s : seats) {
            String name = String.valueOf(s.get("name"));
            if (!"human".equals(s.get("who"))) computers.add(name);
            else if (!offered.contains(name)) waiting.add(name);
        }
        String words;
        if (drawn) words = computers.isEmpty() ? "draw agreed" : (computers.size() == 1 ? "the computer accepts" : "the computers accept") + ": a draw";
        else if (computers.stream().anyMatch(c -> !offered.contains(c)))
            words = (computers.size() == 1 ? "the computer declines" : "a computer declines") + (g.game.evaluationScale() > 0
                    ? " (it agrees only when its evaluation finds itself clearly behind)" : " (it has no evaluation to find itself behind: it plays on)")
                    + (waiting.isEmpty() ? "" : "; waiting for " + String.join(", ", waiting));
        else words = "draw offered: " + String.join(", ", waiting) + (waiting.size() == 1 ? " may" : " may each")
                + " accept it (Offer draw) or decline by playing on";
        state.put("drawAnswer", words);
        return state;
    }
}
