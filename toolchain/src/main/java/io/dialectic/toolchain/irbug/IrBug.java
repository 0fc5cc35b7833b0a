package io.dialectic.toolchain.irbug;

import io.dialectic.toolchain.record.RunRecord;

/**
 * One bug proved by rerunning a run.
 *
 * @param kind    what was proved
 * @param key     the cluster key ({@link IrBugKey}): one key per cause, as far as the pass and the message tell
 * @param pass    the pipeline item after which the IR was invalid (invalid-ir; first item alone shows it), null for roundtrip
 * @param op      the op the verifier or parser names, null when it names none
 * @param message the verifier's or parser's first error, as printed (location stripped)
 * @param output  the invalid output (generic form), or the custom form that does not read back
 */
public record IrBug(IrBugKind kind, String key, String pass, String op, String message, String output) {
    /** {@code r} carrying this verdict. */
    public RunRecord on(RunRecord r) {
        return r.withIrBug(kind.label(), key, pass, op, message, output);
    }
}
