package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Operand;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.model.Value;
import io.dialectic.reducer.algorithm.CandidateBuilder;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.edit.SpliceSet;
import io.dialectic.reducer.oracle.Candidate;
import io.dialectic.reducer.tree.OpTree;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The HDD candidate builder: the units of one op-tree level not kept are
 * deleted (span spliced out, with everything nested in them). A surviving
 * use of a deleted value is rewired to another visible value of the same
 * type ({@link ValueSubstitutes}) instead of deleting the user, or else to a
 * new argument of the enclosing custom-form function ({@link FreshArguments}),
 * or else to a value made in the user's block ({@link MaterializedValues}: a
 * block argument of an unreachable block, or {@code ub.poison}). A candidate
 * that needs a made value is built only when it is shorter than the program,
 * so rounds cannot trade one poison for another forever.
 *
 * <pre>
 * before:                                  after removing the addi (%b rewired to %a):
 *   %a = arith.constant 1 : i32              %a = arith.constant 1 : i32
 *   %b = arith.addi %a, %a : i32             %c = arith.muli %a, %a : i32
 *   %c = arith.muli %b, %b : i32
 * </pre>
 */
public final class OpRemoval implements CandidateBuilder<Operation> {
    private final OpTree tree;
    private final List<Operation> units;
    private final List<String> pipeline;
    private final Predicate<String> wellFormed;

    /**
     * @param wellFormed in-process check of a built text (re-parse, no new
     *                   diagnostics); a text failing it is not a candidate
     */
    public OpRemoval(OpTree tree, List<Operation> units, List<String> pipeline, Predicate<String> wellFormed) {
        this.tree = tree;
        this.units = units;
        this.pipeline = pipeline;
        this.wellFormed = wellFormed;
    }

    @Override
    public Optional<Candidate> build(List<Operation> kept) {
        Set<Operation> keptSet = Collections.newSetFromMap(new IdentityHashMap<>());
        keptSet.addAll(kept);
        Set<Operation> removed = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Operation u : units) if (!keptSet.contains(u)) removed.add(u);
        return Optional.ofNullable(textWithout(tree, removed))
                .filter(wellFormed)
                .map(t -> new Candidate(t, pipeline));
    }

    /** The program text with {@code removed} deleted and their surviving uses rewired, or null if impossible. */
    public static String textWithout(OpTree tree, Set<Operation> removed) {
        if (removed.isEmpty()) return tree.text();
        Program p = tree.program();
        SpliceSet edits = new SpliceSet();
        for (Operation op : removed)
            edits.add(Splice.delete(op.span().start(), op.span().end()));
        Set<Operation> gone = removedClosure(removed);
        FreshNames names = new FreshNames(tree.text());
        FreshArguments fresh = new FreshArguments(tree.text(), names);
        MaterializedValues made = new MaterializedValues(tree.text(), names);
        for (Operation user : p.allOperations()) {
            // an op the text leaves implicit (an elided terminator, a named linalg body) has no use to rewire
            if (gone.contains(user) || user.isImplicit()) continue;
            for (Operand use : user.operands()) {
                Value v = use.value();
                // A block argument of a removed op's block is only used inside that op, which goes too.
                if (v == null || v.isBlockArgument() || !gone.contains(v.definingOp())) continue;
                if (!use.span().isKnown()) return null;
                Value sub = ValueSubstitutes.find(user, v.type(), gone);
                String name = sub != null ? sub.name() : fresh.argumentFor(user, v);
                if (name == null) name = made.valueFor(user, v);
                if (name == null) return null;
                edits.add(new Splice(use.span().start(), use.span().end(), name));
            }
        }
        edits.addAll(fresh.signatureSplices());
        edits.addAll(made.splices());
        String out = edits.applyTo(tree.text());
        if (out != null && made.used() && out.length() >= tree.text().length()) return null;
        return out;
    }

    private static Set<Operation> removedClosure(Set<Operation> removed) {
        Set<Operation> all = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Operation op : removed) {
            all.add(op);
            all.addAll(op.descendants());
        }
        return all;
    }
}
