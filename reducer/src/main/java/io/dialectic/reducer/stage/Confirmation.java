package io.dialectic.reducer.stage;

import java.util.List;

/**
 * The crash as confirmed.
 *
 * @param key        the majority crash key; null when the crash did not show
 * @param flaky      whether the runs disagreed
 * @param extraArgs  the tool arguments the crash shows with (the request's, maybe plus --mlir-disable-threading)
 * @param stderr     the stderr of a run showing the key
 * @param runs       runs made to confirm
 * @param summary    the votes of the runs
 * @param lastStderr the stderr of the last run
 * @param fastKey    the unsymbolized proxy key candidates are screened by; null when screening is symbolized
 */
record Confirmation(
        String key,
        boolean flaky,
        List<String> extraArgs,
        String stderr,
        long runs,
        String summary,
        String lastStderr,
        String fastKey) {}
