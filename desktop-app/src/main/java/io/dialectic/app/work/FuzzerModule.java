package io.dialectic.app.work;

/** The {@link Refuzzer} backed by the fuzzer module's library call (the one behind {@code dialectic fuzz}). */
public final class FuzzerModule {
    private FuzzerModule() {}

    public static Refuzzer refuzzer() {
        return (config, listener, cancelled) -> {
            throw new UnsupportedOperationException("the fuzzer module's campaign entry point is not available in this build");
        };
    }
}
