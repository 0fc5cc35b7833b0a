package io.dialectic.app.work;

import io.dialectic.fuzzer.campaign.Fuzzer;

/** The {@link Refuzzer} backed by the fuzzer module's library call {@link Fuzzer#run} (the one behind {@code dialectic fuzz}). */
public final class FuzzerModule {
    private FuzzerModule() {}

    public static Refuzzer refuzzer() {
        return (config, listener, cancelled) ->
                Fuzzer.run(config, listener, cancelled).stats();
    }
}
