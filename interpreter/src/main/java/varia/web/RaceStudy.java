package varia.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import varia.race.RaceDescriber;
import varia.race.RaceGame;
import varia.race.Seat;

/**
 * The study page's data for a race game, from its file alone: the rules in words (as
 * {@code varia describe GAME} prints them), the board with every seat's track (the squares in
 * order, entry to home, as {@code varia play} numbers them from 1), the nests, and the throw's
 * outcomes with their probabilities.
 */
final class RaceStudy {
    private RaceStudy() {}

    record SeatView(int index, String name, String letter, String start, String home, List<String> track) {}

    record Study(String key, String name, String text, RaceView.Board board, RaceView.Dice dice, double meanDistance,
                 List<SeatView> seats, List<String> nests, Map<Integer, List<String>> seating, int pieces,
                 Map<String, String> options) {}

    static Study of(RaceGame g, Map<String, String> options) {
        List<SeatView> seats = new ArrayList<>();
        List<RaceView.Square> squares = new ArrayList<>();
        for (int i = 0; i < g.seats().size(); i++) {
            Seat s = g.seats().get(i);
            List<String> track = new ArrayList<>();
            for (int sq : s.track()) track.add(g.squareName(sq));
            seats.add(new SeatView(i, s.name(), String.valueOf(s.letter()), track.get(0), track.get(track.size() - 1), track));
        }
        List<String> nests = new ArrayList<>();
        for (int sq = 0; sq < g.squares(); sq++) {
            List<Integer> on = new ArrayList<>(); // every seat of the file whose track passes here
            for (SeatView s : seats) if (s.track().contains(g.squareName(sq))) on.add(s.index());
            squares.add(new RaceView.Square(g.squareName(sq), sq % g.files(), sq / g.files(), g.isNest(sq), on));
            if (g.isNest(sq)) nests.add(g.squareName(sq));
        }
        Map<Integer, List<String>> seating = new TreeMap<>();
        g.seating().forEach((n, list) -> seating.put(n, list.stream().map(i -> g.seats().get(i).name()).toList()));
        return new Study(g.key(), g.name(), RaceDescriber.describe(g), new RaceView.Board(g.files(), g.ranks(), squares),
                RaceView.dice(g), g.dice().meanDistance(), seats, nests, seating, g.pieces(), options);
    }
}
