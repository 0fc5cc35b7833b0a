package io.dialectic.reducer.algorithm;

import io.dialectic.reducer.edit.Splice;
import java.util.List;

/**
 * One simplification step a transformation offers: the splices that make it
 * (several when it must be consistent across the program, like shrinking
 * every {@code 64} dimension at once) and what it does, for logs.
 */
public record Rewrite(String what, List<Splice> splices) {
    public Rewrite {
        splices = List.copyOf(splices);
    }

    public static Rewrite of(String what, Splice s) {
        return new Rewrite(what, List.of(s));
    }
}
