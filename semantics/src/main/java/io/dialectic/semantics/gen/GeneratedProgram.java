package io.dialectic.semantics.gen;

import java.util.List;

/**
 * A generated program in generic form: one function that computes and prints
 * (named by {@link #function(String)}), called from {@code @main} with
 * constant arguments, and the output the reference semantics gives it.
 */
public record GeneratedProgram(String functionTemplate, String argumentConstants, String call, String expected) {
    /** Placeholder for the function's name ({@code @__NAME__}) and the prefix of main's value names ({@code %__NAME___a0}). */
    public static final String NAME = "__NAME__";

    /** The function, named {@code @name}. */
    public String function(String name) {
        return functionTemplate.replace(NAME, name);
    }

    /** The constants and the call, for the body of a {@code @main} that calls {@code @name}. */
    public String mainBody(String name) {
        return (argumentConstants + call).replace(NAME, name);
    }

    /** The whole program: the function as {@code @f} and a {@code @main} that calls it. */
    public String text() {
        return ProgramBatch.module(List.of(this));
    }
}
