package io.dialectic.fuzzer.mutate;

import io.dialectic.fuzzer.tree.TreeProgram;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Applies one mutation rule to a program: the rules are tried in a random
 * order until one applies (a rule that finds nothing to do leaves the program
 * as it was).
 */
public final class Mutator {
    private final List<MutationRule> rules;

    public Mutator(List<MutationRule> rules) {
        if (rules.isEmpty()) throw new IllegalArgumentException("no mutation rules");
        this.rules = List.copyOf(rules);
    }

    /** MLIRod's four rules R1-R4, equally likely; R1 with the op signatures of the reader's MLIR version. */
    public static Mutator mlirod() {
        return new Mutator(List.of(new InsertNode(), new DeleteNode(), new RebindOperands(), new HoistOp()));
    }

    /** The same, R1 with the op signatures of MLIR {@code version} (the tool under test; none known: donor copies only). */
    public static Mutator mlirod(int version) {
        return new Mutator(List.of(
                new InsertNode(CatalogSignatures.of(version)), new DeleteNode(), new RebindOperands(), new HoistOp()));
    }

    public List<MutationRule> rules() {
        return rules;
    }

    /** The id of the rule applied, or empty when none could apply. */
    public Optional<String> mutate(TreeProgram target, TreeProgram donor, SplittableRandom rng) {
        List<MutationRule> order = new ArrayList<>(rules);
        while (!order.isEmpty()) {
            MutationRule r = order.remove(rng.nextInt(order.size()));
            if (r.apply(target, donor, rng)) return Optional.of(r.id());
        }
        return Optional.empty();
    }

    /** Applies the rule named {@code id} only. */
    public Optional<String> mutateWith(String id, TreeProgram target, TreeProgram donor, SplittableRandom rng) {
        for (MutationRule r : rules)
            if (r.id().equals(id)) return r.apply(target, donor, rng) ? Optional.of(id) : Optional.empty();
        throw new IllegalArgumentException("no rule " + id + " (known: R1, R2, R3, R4)");
    }
}
