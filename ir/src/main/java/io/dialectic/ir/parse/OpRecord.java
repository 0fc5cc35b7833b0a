package io.dialectic.ir.parse;

import io.dialectic.ir.model.Operation;
import java.util.ArrayList;
import java.util.List;

/**
 * What the parser learnt about one op that names still have to settle: the
 * SSA references it wrote (token indices, in order), its successor labels,
 * the scope it stands in and the scopes of its regions. Records are kept in
 * creation order, which is pre-order: an op's record precedes those of the
 * ops nested in it, so bindings made for an op's regions exist before the
 * nested uses are resolved.
 */
final class OpRecord {
    final Operation op;
    final Scope scope;
    /** Custom form: a reference that names nothing visible may bind a block argument of the op's first region. */
    final boolean customSyntax;
    /**
     * SSA references in order, as token indices; a reference written
     * {@code @sym(..., %x: type, ...)} (an argument name in a function-like
     * signature) is stored as {@code ~index} (negative).
     */
    final IntStack uses = new IntStack();

    final IntStack successors = new IntStack();
    final List<Scope> regionScopes = new ArrayList<>(1);

    OpRecord(Operation op, Scope scope, boolean customSyntax) {
        this.op = op;
        this.scope = scope;
        this.customSyntax = customSyntax;
    }
}
