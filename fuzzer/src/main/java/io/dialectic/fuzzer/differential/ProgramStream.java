package io.dialectic.fuzzer.differential;

import io.dialectic.fuzzer.mutate.Mutator;
import io.dialectic.semantics.gen.GeneratedProgram;
import io.dialectic.semantics.gen.UbFreeGenerator;
import io.dialectic.semantics.interp.Interpreter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The deterministic program sequence of a differential campaign: program n is a mutant (R1-R4 of a recent
 * generated program, {@link UbFreeMutants}) with probability {@code mutantPercent}, else a fresh Ratte-style
 * UB-free program ({@link UbFreeGenerator}). Same seed, same sequence, whatever the timing; resume regenerates
 * the sequence from the start (pure Java, no tool runs) and skips what is recorded.
 */
public final class ProgramStream {
    /** One program of the sequence: its number, id, text, and where it came from ({@code gen} or the rule). */
    public record Item(long seq, String id, GeneratedProgram program, String parentId, String rule) {}

    /** Recent generated programs mutants are drawn from. */
    private static final int PARENTS = 64;

    private static final int ATTEMPTS = 4;

    private final String campaign;
    private final UbFreeGenerator generator;
    private final UbFreeMutants mutants;
    private final SplittableRandom rng;
    private final int mutantPercent;
    private final List<Item> parents = new ArrayList<>();
    private long seq;
    private long mutantsTried;
    private long mutantsDropped;

    public ProgramStream(String campaign, long seed, UbFreeGenerator.Options options, int mutantPercent) {
        this.campaign = campaign;
        this.generator = new UbFreeGenerator(seed, options);
        this.mutants = new UbFreeMutants(Mutator.mlirod(), new Interpreter());
        this.rng = new SplittableRandom(seed ^ 0xD1FFL);
        this.mutantPercent = mutantPercent;
    }

    /** The id of program {@code n} of {@code campaign}: the prefix of its runs' ids. */
    public static String id(String campaign, long n) {
        return String.format("%s-%06d", campaign, n);
    }

    public Item next() {
        long n = seq++;
        String id = id(campaign, n);
        if (!parents.isEmpty() && rng.nextInt(100) < mutantPercent) {
            for (int a = 0; a < ATTEMPTS; a++) {
                Item parent = parents.get(rng.nextInt(parents.size()));
                Item donor = parents.get(rng.nextInt(parents.size()));
                mutantsTried++;
                Optional<UbFreeMutants.Mutant> m = mutants.mutate(parent.program(), donor.program(), rng);
                if (m.isPresent())
                    return new Item(
                            n, id, m.get().program(), parent.id(), m.get().rule());
                mutantsDropped++;
            }
        }
        Item fresh = new Item(n, id, generator.next(), null, "gen");
        parents.add(fresh);
        if (parents.size() > PARENTS) parents.remove(0);
        return fresh;
    }

    /** Mutants made so far, kept or not. */
    public long mutantsTried() {
        return mutantsTried;
    }

    /** Mutants dropped: no rule applied, not one function any more, or the interpreter found UB, poison or nothing printed. */
    public long mutantsDropped() {
        return mutantsDropped;
    }
}
