package io.dialectic.semantics.value;

/**
 * The program uses something the reference semantics does not model (an op,
 * a type, an attribute form): the program is not executable by the
 * interpreter, which is a fact about the interpreter, never a verdict on the
 * program.
 */
@SuppressWarnings("serial") // thrown and caught in one JVM, never serialized
public final class Unsupported extends RuntimeException {
    public Unsupported(String what) {
        super("not modelled by the reference semantics: " + what);
    }
}
