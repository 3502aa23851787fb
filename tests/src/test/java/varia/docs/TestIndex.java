package varia.docs;

import java.io.IOException;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The test classes on the test classpath, found by simple name, and whether a class has a test
 * method of a given name (a method carrying a JUnit or jqwik test annotation).
 */
final class TestIndex {

    /** Annotations that make a method a test, by simple name (JUnit 5 and jqwik). */
    static final Set<String> TEST_ANNOTATIONS = Set.of(
            "Test", "ParameterizedTest", "TestFactory", "RepeatedTest", "TestTemplate", "Property", "Example");

    private final Map<String, List<String>> bySimpleName = new HashMap<>();

    /** Indexes the compiled test classes under the directory this class was loaded from. */
    static TestIndex ofTestClasses() throws IOException {
        Path root;
        try {
            root = Path.of(TestIndex.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IOException("cannot locate the test classes: " + e.getMessage(), e);
        }
        TestIndex index = new TestIndex();
        try (Stream<Path> files = Files.walk(root)) {
            files.filter(p -> p.toString().endsWith(".class") && !p.getFileName().toString().contains("$")).forEach(p -> {
                String rel = root.relativize(p).toString().replace(p.getFileSystem().getSeparator(), ".");
                String fqn = rel.substring(0, rel.length() - ".class".length());
                String simple = fqn.substring(fqn.lastIndexOf('.') + 1);
                index.bySimpleName.computeIfAbsent(simple, k -> new ArrayList<>()).add(fqn);
            });
        }
        return index;
    }

    /**
     * Checks a reference {@code ClassName#method}: null when the class exists once on the test
     * classpath and has a test method of that name, else what is wrong.
     */
    String problem(String reference) {
        int hash = reference.indexOf('#');
        if (hash <= 0 || hash == reference.length() - 1)
            return "'" + reference + "' is not of the form ClassName#method";
        String simple = reference.substring(0, hash), method = reference.substring(hash + 1);
        List<String> found = bySimpleName.getOrDefault(simple, List.of());
        if (found.isEmpty()) return "no test class " + simple + " on the test classpath";
        if (found.size() > 1) return "test class name " + simple + " is ambiguous: " + found;
        Class<?> type;
        try {
            type = Class.forName(found.get(0), false, TestIndex.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return "cannot load " + found.get(0) + ": " + e;
        }
        boolean named = false;
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass())
            for (Method m : c.getDeclaredMethods()) {
                if (!m.getName().equals(method)) continue;
                named = true;
                for (Annotation a : m.getAnnotations())
                    if (TEST_ANNOTATIONS.contains(a.annotationType().getSimpleName())) return null;
            }
        return named ? found.get(0) + "#" + method + " is not a test method (no test annotation)"
                     : "no method " + method + " in " + found.get(0);
    }
}
