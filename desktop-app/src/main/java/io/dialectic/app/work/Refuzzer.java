package io.dialectic.app.work;

import io.dialectic.fuzzer.FuzzConfig;
import io.dialectic.fuzzer.FuzzListener;
import io.dialectic.fuzzer.FuzzStats;
import java.util.function.BooleanSupplier;

/**
 * Runs one fuzz campaign: the fuzzer module's library call behind
 * {@code dialectic fuzz}, with the app's progress listener and Cancel. It
 * writes run records to {@code config.out()/runs.jsonl} as they happen and
 * returns the final stats when the budget is spent or {@code cancelled} turns true.
 */
@FunctionalInterface
public interface Refuzzer {
    FuzzStats run(FuzzConfig config, FuzzListener listener, BooleanSupplier cancelled) throws Exception;
}
