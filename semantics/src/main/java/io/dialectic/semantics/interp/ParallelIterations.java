package io.dialectic.semantics.interp;

import io.dialectic.semantics.value.Buffer;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * The iterations of one parallel loop ({@code scf.parallel}, {@code scf.forall}, {@code affine.parallel}): they may
 * run in any order or at once, so an element one iteration writes and another reads or writes is a data race, and
 * the loop's result is undefined (immediate UB here). The interpreter runs the iterations in order and records, per
 * buffer element, the first and last iteration that read it and the last that wrote it.
 */
public final class ParallelIterations {
    private record Seen(int first, int last) {
        Seen with(int iteration) {
            return new Seen(first, iteration);
        }

        boolean other(int iteration) {
            return first != iteration || last != iteration;
        }
    }

    private final String loop;
    private final Map<Buffer, Map<Integer, Seen>> reads = new IdentityHashMap<>();
    private final Map<Buffer, Map<Integer, Seen>> writes = new IdentityHashMap<>();
    private int iteration;

    ParallelIterations(String loop) {
        this.loop = loop;
    }

    void next() {
        iteration++;
    }

    /** Records an access to element {@code position} of {@code b}; the race it makes, or null. */
    String access(Buffer b, int position, boolean write) {
        Seen w = writes.computeIfAbsent(b, k -> new HashMap<>()).get(position);
        Seen r = reads.computeIfAbsent(b, k -> new HashMap<>()).get(position);
        if (w != null && w.other(iteration))
            return "iterations of " + loop + " race on element " + position + " (written by another iteration)";
        if (write && r != null && r.other(iteration))
            return "iterations of " + loop + " race on element " + position + " (read by another iteration)";
        Map<Integer, Seen> into = (write ? writes : reads).get(b);
        Seen old = into.get(position);
        into.put(position, old == null ? new Seen(iteration, iteration) : old.with(iteration));
        return null;
    }
}
