package varia.web;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One {@link Browser} for a test class, written once: as a JUnit 5 extension
 * ({@code @ExtendWith(OneBrowser.class)}) it opens the browser (and its server) before the class's
 * tests, sets the class's static {@code Browser} field to it, and closes it after them.
 */
public final class OneBrowser implements BeforeAllCallback, AfterAllCallback {
    private static final ExtensionContext.Namespace NS = ExtensionContext.Namespace.create(OneBrowser.class);

    @Override public void beforeAll(ExtensionContext context) throws Exception {
        Field field = null;
        for (Field f : context.getRequiredTestClass().getDeclaredFields())
            if (Modifier.isStatic(f.getModifiers()) && f.getType() == Browser.class) field = f;
        if (field == null) throw new IllegalStateException(context.getRequiredTestClass().getName() + " has no static Browser field for OneBrowser to set");
        Browser b = new Browser();
        context.getStore(NS).put("browser", b);
        field.setAccessible(true);
        field.set(null, b);
    }

    @Override public void afterAll(ExtensionContext context) throws Exception {
        Browser b = context.getStore(NS).remove("browser", Browser.class);
        if (b != null) b.close();
    }
}
