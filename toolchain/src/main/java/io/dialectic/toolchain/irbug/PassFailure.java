package io.dialectic.toolchain.irbug;

import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.triggers.TriggerObserver;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a run that ended in an error failed, as its observation saw it. With {@code --mlir-print-ir-after-all} the pass
 * manager prints "IR Dump After X Failed (x)" for the pass that failed or after which the verifier failed, and nothing
 * when the parser or the input's verifier stopped the run before any pass: then no pass can be at fault, and the run
 * needs no check. A run that was not observed (trigger observation off, the differential oracle's compiles) is
 * {@link #UNKNOWN}: its whole pipeline is checked.
 *
 * @param pass the failed pass's argument ({@code convert-func-to-emitc}), null unless {@link Where#IN_PASS}
 */
public record PassFailure(Where where, String pass) {
    public enum Where {
        UNKNOWN,
        BEFORE_PASSES,
        IN_PASS
    }

    public static final PassFailure UNKNOWN = new PassFailure(Where.UNKNOWN, null);
    public static final PassFailure BEFORE_PASSES = new PassFailure(Where.BEFORE_PASSES, null);

    /** What an observed run says: its failed pass, or before any pass; unknown when it was not observed. */
    public static PassFailure of(TriggerObserver.Observed o) {
        if (!o.observed()) return UNKNOWN;
        return o.failedPass() == null ? BEFORE_PASSES : new PassFailure(Where.IN_PASS, o.failedPass());
    }

    /**
     * The items of {@code pipeline} that may be the failed pass, in order: those that run it. Empty when unknown, and when
     * the pass is no item (a sub-pass of a pipeline pass such as {@code sparsification-and-bufferization}).
     */
    public List<Integer> items(List<String> pipeline) {
        List<Integer> out = new ArrayList<>();
        if (where != Where.IN_PASS) return out;
        for (int k = 0; k < pipeline.size(); k++)
            if (PassPipeline.passName(pipeline.get(k)).equals(pass)) out.add(k);
        return out;
    }
}
