package varia.rules.material;

import java.util.Map;
import varia.variant.RuleKey;

/**
 * Piece values for adjudication (Janggi's points), used by the endings that are decided on material.
 *
 * @param values     points per piece type index
 * @param blackBonus points added to Black's total (Janggi's Han: 1.5)
 */
public record Material(Map<Integer, Double> values, double blackBonus) {
    public static final RuleKey<Material> KEY = new RuleKey<>("material", Material.class);

    public Material { values = Map.copyOf(values); }
}
