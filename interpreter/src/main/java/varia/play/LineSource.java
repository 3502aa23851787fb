package varia.play;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.function.Supplier;

/** Where the terminal game reads the player's lines from. */
public interface LineSource extends AutoCloseable {
    /** The next line (without the line end), or null at the end of the input. */
    String readLine(String prompt) throws IOException;

    @Override default void close() throws IOException {}

    /** Plain reading, for piped or redirected input: the prompt is printed, the input is not echoed. */
    static LineSource plain(BufferedReader in, PrintWriter out) {
        return prompt -> {
            out.print(prompt);
            out.flush();
            String line = in.readLine();
            if (line != null) { out.println(line); out.flush(); } // echo, so a transcript reads like a session
            return line;
        };
    }

    /**
     * JLine line editing with history and completion of commands and legal moves, when stdin and
     * stdout are a terminal; null when they are not (or JLine cannot open the terminal).
     */
    static LineSource jline(Supplier<List<String>> completions) {
        if (System.console() == null) return null;
        try {
            org.jline.terminal.Terminal terminal = org.jline.terminal.TerminalBuilder.builder().system(true).build();
            org.jline.reader.LineReader reader = org.jline.reader.LineReaderBuilder.builder()
                    .terminal(terminal)
                    .completer((r, line, candidates) -> {
                        for (String s : completions.get()) candidates.add(new org.jline.reader.Candidate(s));
                    })
                    .build();
            return new LineSource() {
                @Override public String readLine(String prompt) {
                    try {
                        return reader.readLine(prompt);
                    } catch (org.jline.reader.UserInterruptException | org.jline.reader.EndOfFileException e) {
                        return null;
                    }
                }
                @Override public void close() throws IOException { terminal.close(); }
            };
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
