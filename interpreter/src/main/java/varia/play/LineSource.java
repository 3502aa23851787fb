package varia.play;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.function.Supplier;

/**
 * Where the {@link Terminal} reads the players' lines from: plain lines (a pipe, a file; bounded in
 * length) or JLine's line editing with completion on a real terminal.
 */
public interface LineSource extends AutoCloseable {
    /** The next line (without the line end), or null at the end of the input. */
    String readLine(String prompt) throws IOException;

    @Override default void close() throws IOException {}

    /** Longest line read; a longer one is skipped (no move or command is that long, and memory stays bounded). */
    int MAX_LINE = 1 << 16;

    /** Plain reading, for piped or redirected input: the prompt is printed and the line echoed, so a transcript reads like a session. */
    static LineSource plain(BufferedReader in, PrintWriter out) { return plain(in, out, true); }

    /** Plain reading, the prompt printed; each line echoed after it when {@code echo} (input the terminal does not show). */
    static LineSource plain(BufferedReader in, PrintWriter out, boolean echo) {
        return prompt -> {
            out.print(prompt);
            out.flush();
            StringBuilder sb = new StringBuilder();
            boolean tooLong = false;
            int c;
            while ((c = in.read()) >= 0 && c != '\n') {
                if (sb.length() < MAX_LINE) sb.append((char) c);
                else tooLong = true;
            }
            if (c < 0 && sb.length() == 0 && !tooLong) return null;
            if (sb.length() > 0 && sb.charAt(sb.length() - 1) == '\r') sb.setLength(sb.length() - 1);
            if (tooLong) {
                out.println();
                out.println("(a line longer than " + MAX_LINE + " characters was ignored)");
                out.flush();
                return "";
            }
            String line = sb.toString();
            if (echo) out.println(varia.io.Printable.forTerminal(line));
            out.flush();
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
