package varia.search;

import varia.variant.Variant;

/** Lets tests in other packages use the free-turns test variant. */
public final class EngineHooksSearchTestAccess {
    private EngineHooksSearchTestAccess() {}

    public static Variant freeMakruk() throws Exception { return EngineHooksSearchTest.freeMakruk(); }
}
