package io.dialectic.fuzzer.campaign;

/**
 * One IR-bug key of a campaign: its kind, the key, the run whose case folder was written (the key's first), and the runs
 * with the key so far.
 */
public record IrBugTally(String kind, String key, String firstRun, long runs) {}
