package varia.interop;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import varia.interop.fs.FsCatalog;
import varia.interop.importer.Importer;
import varia.interop.importer.Lack;
import varia.interop.ini.IniDocument;
import varia.interop.ini.IniReader;
import varia.variant.Variant;
import varia.variant.VariantException;
import varia.variant.VariantSource;
import varia.yaml.Diagnostic;
import varia.yaml.Suggestions;

/**
 * A section of a Fairy-Stockfish configuration file read as a variant wherever Varia takes one:
 * {@code ./varia perft games.ini:mychess 3}, or {@code games.ini} alone when it has one section.
 * Only a section Varia can say in full is played: an ini error or a rule Varia lacks is reported
 * at its line, and {@code varia import --approximate} writes a file without those rules instead.
 */
public final class IniVariantSource implements VariantSource {
    private static final Pattern SECTION = Pattern.compile("(?s)(.+\\.ini):([^:/\\\\]+)");

    /** Largest ini file read, in bytes. */
    public static final long MAX_BYTES = 4L * IniReader.MAX_CHARS;

    @Override public boolean reads(String arg) {
        String a = arg.strip();
        return SECTION.matcher(a).matches() || a.toLowerCase(java.util.Locale.ROOT).endsWith(".ini");
    }

    @Override public Variant load(String arg, Map<String, String> options) throws VariantException {
        String a = arg.strip();
        Matcher m = SECTION.matcher(a);
        String file = m.matches() ? m.group(1) : a, name = m.matches() ? m.group(2) : null;
        IniDocument doc = read(file);
        if (name == null) {
            if (doc.sections().size() != 1)
                throw single(file, "the file has " + doc.sections().size() + " sections; name one as " + file + ":SECTION (they are "
                        + String.join(", ", doc.names()) + ")");
            name = doc.sections().get(0).name();
        }
        FsCatalog.Section s = FsCatalog.resolve(doc).get(name);
        if (s == null) {
            String guess = Suggestions.closest(name, doc.names());
            throw single(file, "no section [" + name + "]" + (guess != null ? "; did you mean '" + guess + "'?" : "")
                    + " The sections are " + String.join(", ", doc.names()));
        }
        if (!options.isEmpty()) throw single(file, "a Fairy-Stockfish section has no options; remove --option");
        Importer.Result r = Importer.convert(file, s);
        if (!r.errors().isEmpty()) throw new VariantException(r.errors());
        if (!r.lacks().isEmpty()) {
            List<Diagnostic> d = new ArrayList<>();
            for (Lack l : r.lacks())
                d.add(new Diagnostic(file, l.origin() == null || l.origin().builtIn() ? 0 : l.origin().line(), 1,
                        "[" + name + "] " + l.describe() + "; 'varia import " + file + " --variant " + name
                                + " --approximate' writes a file without it"));
            throw new VariantException(d);
        }
        if (!r.loadErrors().isEmpty()) throw new VariantException(r.loadErrors());
        return Importer.load(name, file + ":" + name, r.yaml());
    }

    /** Reads an ini file, bounded, as UTF-8. */
    public static IniDocument read(String file) throws VariantException {
        try {
            byte[] bytes = varia.io.BoundedFiles.read(Path.of(file), MAX_BYTES, "Fairy-Stockfish configuration file");
            return IniReader.read(file, new String(bytes, StandardCharsets.UTF_8));
        } catch (InvalidPathException e) {
            throw single(file, "not a usable file name: " + e.getReason());
        } catch (IOException e) {
            throw single(file, "cannot read the file: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
        }
    }

    private static VariantException single(String file, String message) {
        return new VariantException(List.of(new Diagnostic(file, 0, 0, message)));
    }
}
