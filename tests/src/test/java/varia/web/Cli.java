package varia.web;

import java.io.PrintWriter;
import java.io.StringWriter;
import varia.cli.Main;

/** What a {@code varia} command run in-process answered: its exit code and its output and errors together (the web tests hold pages to it). */
record Cli(int code, String out) {
    static Cli cli(String... args) {
        StringWriter out = new StringWriter(), err = new StringWriter();
        int code = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Cli(code, out + err.toString());
    }
}
