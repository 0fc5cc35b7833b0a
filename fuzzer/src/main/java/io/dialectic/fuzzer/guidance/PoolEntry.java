package io.dialectic.fuzzer.guidance;

import java.util.List;

/**
 * One program of the fuzzing pool: a seed, a mutant that added OD patterns,
 * or a program a pass pipeline produced from a valid run that did.
 *
 * @param id     a seed id, or the run id of the run that produced it (its program or, for {@code OUTPUT}, its stdout)
 * @param text   MLIR text (generic form once it came from the tool or the fuzzer)
 * @param flags  tool arguments the program needs, e.g. {@code --allow-unregistered-dialect}
 * @param origin how it entered the pool
 */
public record PoolEntry(String id, String text, List<String> flags, Origin origin) {
    public enum Origin {
        SEED,
        MUTANT,
        OUTPUT
    }

    public PoolEntry {
        flags = flags == null ? List.of() : List.copyOf(flags);
    }
}
