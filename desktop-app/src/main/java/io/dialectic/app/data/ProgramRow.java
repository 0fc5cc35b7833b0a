package io.dialectic.app.data;

/**
 * One distinct program in the Programs list.
 *
 * @param firstRunId the earliest run of the program (its text is read through it)
 * @param outcomes   distinct outcomes of its runs, comma separated
 * @param ops        ODG nodes, -1 when features are unknown
 * @param dialects   its dialects, comma separated ("" when unknown)
 */
public record ProgramRow(
        long index,
        String programSha256,
        String firstRunId,
        String fuzzer,
        long runs,
        String outcomes,
        int ops,
        String dialects) {}
