package io.dialectic.ir.parse;

/**
 * How one op MLIR parses with hand-written C++ is typed: which types its syntax writes and which it
 * implies, following the op's C++ parser.
 */
@FunctionalInterface
interface HandWrittenForm {
    /** Types the op of {@code site}; false when the form does not apply. */
    boolean apply(FormSite site);
}
