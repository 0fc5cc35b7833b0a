package io.dialectic.bench.reduce;

/**
 * One reducer on one crash case.
 *
 * @param status         ok (the result differs from the input, is no larger, and a fresh run crashes with the
 *                       original key), failed (it does not), no-reduction (the input came back unchanged),
 *                       not-installed, not-reproducing (the original did not crash as recorded)
 * @param hitTimeLimit   the reducer was stopped at the time limit (its best-so-far result is scored)
 * @param oracleCalls    interestingness tests run (Dialectic: tool runs, cache hits excluded)
 */
public record BenchRow(
        String caseId,
        String reducer,
        String status,
        int opsBefore,
        int opsAfter,
        int bytesBefore,
        int bytesAfter,
        double seconds,
        long oracleCalls,
        boolean hitTimeLimit) {
    public boolean ok() {
        return status.equals("ok");
    }
}
