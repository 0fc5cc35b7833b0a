package io.dialectic.ir.parse;

import io.dialectic.ir.model.Operation;
import java.util.Set;

/**
 * The full name a custom-form op name stands for.
 *
 * <p>A dotted name ({@code arith.addi}) is already full. A bare name is either
 * a builtin op ({@code module} is {@code builtin.module}) or uses MLIR's
 * default-dialect sugar: an op implementing {@code OpAsmOpInterface::getDefaultDialect}
 * lets the ops nested in its regions drop their dialect prefix ({@code return}
 * inside {@code func.func} is {@code func.return}, {@code yield} inside a
 * transform op is {@code transform.yield}). Which ops provide a default
 * dialect is not visible in the text; every provider in MLIR names its own
 * dialect, so the rule is: the dialect of the innermost enclosing op that is
 * not builtin. A bare name with no such ancestor is kept as written.
 */
final class OpNames {
    /** Builtin ops that are written without a prefix. */
    static final Set<String> BUILTIN_BARE = Set.of("module", "unrealized_conversion_cast");

    private OpNames() {}

    static String canonical(String written, Operation enclosing) {
        if (written.indexOf('.') >= 0) return written;
        if (BUILTIN_BARE.contains(written)) return "builtin." + written;
        for (Operation a = enclosing; a != null; a = a.parentOp()) {
            String d = a.dialect();
            if (!d.equals("builtin") && a.name().indexOf('.') > 0) return d + "." + written;
        }
        return written;
    }
}
