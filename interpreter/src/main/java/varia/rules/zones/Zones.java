package varia.rules.zones;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import varia.variant.RuleKey;

/** Zones of influence: per piece type (index-aligned), the zone it casts, or null. */
public record Zones(List<Zone> byType) {
    public static final RuleKey<Zones> KEY = new RuleKey<>("zones", Zones.class);

    public Zones { byType = Collections.unmodifiableList(new ArrayList<>(byType)); }

    public Zone of(int type) { return byType.get(type); }
}
