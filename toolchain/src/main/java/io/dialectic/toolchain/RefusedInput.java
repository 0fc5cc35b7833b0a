package io.dialectic.toolchain;

/**
 * A case, record or corpus asked Dialectic to run something it never runs from data: a binary that is
 * not a discovered {@code mlir-opt}, or a flag that loads code or writes a file ({@link ForeignArgs}).
 * The message is one line that names the input and what it asked for; every verb prints it as
 * {@code dialectic VERB: MESSAGE} and exits 1 with nothing run.
 */
@SuppressWarnings("serial") // thrown and caught in one JVM, never serialized
public final class RefusedInput extends IllegalArgumentException {
    public RefusedInput(String message) {
        super(message);
    }
}
