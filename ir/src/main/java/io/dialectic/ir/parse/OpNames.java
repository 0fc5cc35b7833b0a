package io.dialectic.ir.parse;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.ods.OpCatalog;
import java.util.Set;

/**
 * The full name a custom-form op name stands for.
 *
 * <p>A dotted name ({@code arith.addi}) is already full. A bare name is either
 * a builtin op ({@code module} is {@code builtin.module}) or uses MLIR's
 * default-dialect sugar: an op implementing {@code OpAsmOpInterface::getDefaultDialect}
 * lets the ops nested in its regions, at any depth, drop their dialect prefix
 * ({@code return} inside {@code func.func} is {@code func.return}, {@code call}
 * inside a {@code test} op inside {@code func.func} is {@code func.call},
 * {@code yield} inside a transform op is {@code transform.yield}); the nearest
 * provider wins. Whether an op provides one is not visible in the text, so the
 * rule is: the nearest enclosing op of a dialect whose ops provide a default
 * dialect in MLIR ({@link #PROVIDER_DIALECTS}; each provider names its own
 * dialect), else the dialect of the nearest enclosing non-builtin op (a
 * provider from a dialect MLIR 19 does not have), else the name as written.
 */
final class OpNames {
    /** Builtin ops that are written without a prefix. */
    static final Set<String> BUILTIN_BARE = Set.of("module", "unrealized_conversion_cast");

    private OpNames() {}

    /** Dialects of MLIR whose region-holding ops implement getDefaultDialect (MLIR 19-22). */
    static final Set<String> PROVIDER_DIALECTS = Set.of("func", "transform", "pdl", "pdl_interp", "irdl", "spirv");

    /** The ops of the func dialect: the only names that can stand bare under the func default dialect. */
    static final Set<String> FUNC_OPS = Set.of("return", "call", "call_indirect", "constant", "func");

    static String canonical(String written, Operation enclosing) {
        if (written.indexOf('.') >= 0) return written;
        if (BUILTIN_BARE.contains(written)) return "builtin." + written;
        String d = defaultDialect(enclosing);
        return d != null ? d + "." + written : written;
    }

    /** The default dialect in force inside {@code enclosing}'s regions (see the class comment), or null. */
    static String defaultDialect(Operation enclosing) {
        String nearest = null;
        for (Operation a = enclosing; a != null; a = a.parentOp()) {
            if (a.name().indexOf('.') < 0) continue;
            String d = a.dialect();
            if (PROVIDER_DIALECTS.contains(d)) return d;
            if (nearest == null && !d.equals("builtin")) nearest = d;
        }
        return nearest;
    }

    /**
     * Why the custom-form op {@code op} (written {@code written}) is no op the tool of {@code catalog} knows, as mlir-opt
     * says it ("custom op 'func.fnuc' is unknown"), or null when it is known or the reader cannot tell. Custom form needs
     * a registered op: {@code --allow-unregistered-dialect} admits unknown ops in generic form only.
     * <ul>
     *   <li>A dotted name is unknown when its dialect is not registered, or is one whose ops the catalog lists
     *       ({@link OpCatalog#registersOp}) without this one.</li>
     *   <li>A bare word ({@code hello} of a junk line) is an op only under a default dialect that has it. The reader does
     *       not know which enclosing op provides the default dialect ({@link #canonical}), so a bare word is unknown only
     *       when no enclosing op's dialect, nor builtin, may have it: each is registered with all its ops known here,
     *       none with this one.</li>
     * </ul>
     */
    static String unknownCustomOp(Operation op, String written, OpCatalog catalog) {
        if (written.indexOf('.') >= 0) {
            if (!Boolean.FALSE.equals(catalog.registersOp(written))) return null;
            String dialect = written.substring(0, written.indexOf('.'));
            return catalog.registersDialect(dialect)
                    ? "custom op '" + written + "' is unknown"
                    : "custom op '" + written + "' of dialect '" + dialect + "', which MLIR " + catalog.version()
                            + " does not register";
        }
        if (BUILTIN_BARE.contains(written) || !Boolean.FALSE.equals(catalog.registersOp("builtin." + written)))
            return null;
        String tried = null;
        for (Operation a = op.parentOp(); a != null; a = a.parentOp()) {
            if (a.name().indexOf('.') < 0) continue;
            Boolean known = catalog.registersOp(a.dialect() + "." + written);
            if (!Boolean.FALSE.equals(known)) return null;
            if (tried == null) tried = a.dialect() + "." + written;
        }
        return "custom op '" + written + "' is unknown (tried '" + (tried == null ? "builtin." + written : tried)
                + "' as well)";
    }

    /** Whether {@code provider} is one of MLIR's dialects providing a default dialect. */
    static boolean isKnownProvider(String provider) {
        return provider != null && PROVIDER_DIALECTS.contains(provider);
    }
}
