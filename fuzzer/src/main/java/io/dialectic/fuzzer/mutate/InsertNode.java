package io.dialectic.fuzzer.mutate;

import io.dialectic.fuzzer.tree.Scopes;
import io.dialectic.fuzzer.tree.TreeBlock;
import io.dialectic.fuzzer.tree.TreeCopy;
import io.dialectic.fuzzer.tree.TreeOp;
import io.dialectic.fuzzer.tree.TreeProgram;
import io.dialectic.fuzzer.tree.TreeValue;
import io.dialectic.ir.ods.OpCatalog;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * R1, node insertion (MLIRod ISSTA'24 Sec. 3.3): copy an op (with its nested
 * ops) from a donor program into the target, bind each value it uses from
 * outside to an accessible value of the same type at the insertion point, or
 * to a fresh constant when there is none, and place it preferably inside a
 * control op's region (3 times in 4 when the target has one).
 *
 * <pre>
 * donor:   %2 = "arith.muli"(%0, %1) : (i32, i32) -&gt; i32
 * before:  "scf.for"(%lb, %ub, %st) ({
 *          ^bb0(%iv: index):
 *            %x = "arith.addi"(%a, %a) : (i32, i32) -&gt; i32
 *            "scf.yield"() : () -&gt; ()
 *          }) : (index, index, index) -&gt; ()
 * after:   ... %x = "arith.addi"(%a, %a) : (i32, i32) -&gt; i32
 *              %y = "arith.muli"(%x, %a) : (i32, i32) -&gt; i32      // operands bound to accessible i32 values
 *              "scf.yield"() : () -&gt; ()
 * </pre>
 * Donor ops that refer to symbols ({@code @f}), have successors, or are
 * modules, functions or terminators are not taken: they would not verify out
 * of their context.
 *
 * <p>With op signatures ({@link CatalogSignatures}), half of the insertions
 * build an op from MLIR's own definition instead of copying one: an op whose
 * operand and result types the ODS catalog pins (fixed types, or one type T
 * tied by {@code SameOperandsAndResultType}, {@code AllTypesMatch}, ...), with
 * T the type of an accessible value in a class the real tool verifies the op
 * with, its T operands bound to accessible values of exactly T and its fixed
 * operands to accessible values of that type or fresh constants:
 * <pre>
 * accessible: %x : vector&lt;4xf32&gt;     inserted: %y = "math.exp"(%x) : (vector&lt;4xf32&gt;) -&gt; vector&lt;4xf32&gt;
 * </pre>
 * This reaches ops no donor holds, typed as the op's definition requires.
 */
public final class InsertNode implements MutationRule {
    private final CatalogSignatures signatures;

    /** R1 with the signatures of the reader's MLIR version ({@link OpCatalog#READER_VERSION}). */
    public InsertNode() {
        this(CatalogSignatures.of(OpCatalog.READER_VERSION));
    }

    /** R1 with {@code signatures} (null or empty: donor copies only, MLIRod's R1). */
    public InsertNode(CatalogSignatures signatures) {
        this.signatures = signatures == null || signatures.all().isEmpty() ? null : signatures;
    }

    /** MLIRod's R1: donor copies only. */
    public static InsertNode donorOnly() {
        return new InsertNode(null);
    }

    @Override
    public String id() {
        return "R1";
    }

    @Override
    public boolean apply(TreeProgram target, TreeProgram donor, SplittableRandom rng) {
        List<TreeOp> candidates = transplantable(donor);
        List<TreeBlock> blocks = Choice.bodyBlocks(target);
        if ((candidates.isEmpty() && signatures == null) || blocks.isEmpty()) return false;
        List<TreeBlock> control = new ArrayList<>();
        for (TreeBlock b : blocks) if (!Scopes.isIsolatedFromAbove(b.parentOp())) control.add(b);
        TreeBlock block =
                !control.isEmpty() && rng.nextInt(4) != 0 ? Choice.one(control, rng) : Choice.one(blocks, rng);
        int at = rng.nextInt(Choice.insertLimit(block) + 1);
        List<TreeValue> accessible = Scopes.accessibleAt(block, at);
        if (signatures != null && (candidates.isEmpty() || rng.nextBoolean())) {
            if (insertFromCatalog(block, at, accessible, rng)) return true;
            if (candidates.isEmpty()) return false;
        }
        TreeOp src = Choice.one(candidates, rng);

        Map<TreeValue, TreeValue> binding = new IdentityHashMap<>();
        List<TreeOp> fresh = new ArrayList<>();
        for (TreeValue v : TreeCopy.freeValues(src)) {
            List<TreeValue> same = Choice.ofType(accessible, v.type());
            if (!same.isEmpty()) {
                binding.put(v, Choice.one(same, rng));
            } else {
                TreeOp c = FreshValues.of(v.type());
                fresh.add(c);
                binding.put(v, c.results().get(0));
            }
        }
        TreeOp copy = TreeCopy.copy(src, binding::get);
        for (TreeOp c : fresh) block.insert(at++, c);
        block.insert(at, copy);
        return true;
    }

    /**
     * Builds a catalog op at {@code at}: T from a random accessible value whose type class some signature
     * accepts, or an op of fixed types only when no accessible value has one. False when neither exists.
     */
    private boolean insertFromCatalog(TreeBlock block, int at, List<TreeValue> accessible, SplittableRandom rng) {
        TreeOp owner = block.parentOp();
        if (owner != null && RESTRICTED_BODIES.contains(owner.name())) return false;
        String only = enclosingOwnOpsDialect(block);
        List<TreeValue> typed = new ArrayList<>();
        for (TreeValue v : accessible) {
            String c = CatalogSignatures.typeClass(v.type());
            if (c != null && !fitting(signatures.accepting(c), only).isEmpty()) typed.add(v);
        }
        CatalogSignatures.Signature sig;
        String t = null;
        List<CatalogSignatures.Signature> fixed = fitting(signatures.accepting(CatalogSignatures.FIXED), only);
        if (!typed.isEmpty()) {
            TreeValue v = Choice.one(typed, rng);
            t = v.type();
            sig = Choice.one(fitting(signatures.accepting(CatalogSignatures.typeClass(t)), only), rng);
        } else if (!fixed.isEmpty()) {
            sig = Choice.one(fixed, rng);
        } else {
            return false;
        }
        TreeOp op = new TreeOp(sig.op(), "", "");
        List<TreeOp> fresh = new ArrayList<>();
        for (String slot : sig.operands()) {
            String type = slot == null ? t : slot;
            List<TreeValue> same = Choice.ofType(accessible, type);
            if (!same.isEmpty()) {
                op.addOperand(Choice.one(same, rng));
            } else {
                if (only != null) return false; // a fresh arith/memref/ub value may not stand there
                TreeOp c = FreshValues.of(type);
                fresh.add(c);
                op.addOperand(c.results().get(0));
            }
        }
        for (TreeOp c : fresh) block.insert(at++, c);
        for (String slot : sig.results()) op.addResult(slot == null ? t : slot);
        block.insert(at, op);
        return true;
    }

    /** Dialects whose ops' regions hold only ops of the same dialect (transform.sequence, spirv.func, pdl.pattern...). */
    private static final Set<String> OWN_OPS_ONLY = Set.of("transform", "spirv", "pdl", "pdl_interp");
    /**
     * Ops whose body takes only particular ops, no op built from a signature: one masked op (vector.mask),
     * omp.section ops, tensor.parallel_insert_slice ops (scf.forall.in_parallel), comdat selectors, and pdl
     * patterns (whose matcher ops need a user).
     */
    private static final Set<String> RESTRICTED_BODIES =
            Set.of("vector.mask", "omp.sections", "scf.forall.in_parallel", "llvm.comdat", "pdl.pattern");

    /** The dialect of the nearest enclosing op whose regions take only its own dialect's ops, or null. */
    private static String enclosingOwnOpsDialect(TreeBlock block) {
        for (TreeOp o = block.parentOp(); o != null; o = o.parentOp()) {
            if (OWN_OPS_ONLY.contains(o.dialect())) return o.dialect();
        }
        return null;
    }

    private static List<CatalogSignatures.Signature> fitting(
            List<CatalogSignatures.Signature> all, String onlyDialect) {
        if (onlyDialect == null) return all;
        List<CatalogSignatures.Signature> out = new ArrayList<>();
        for (CatalogSignatures.Signature s : all) if (s.op().startsWith(onlyDialect + ".")) out.add(s);
        return out;
    }

    /** Donor ops that can live outside their program. */
    static List<TreeOp> transplantable(TreeProgram donor) {
        List<TreeOp> out = new ArrayList<>();
        for (TreeOp op : Choice.ordinaryOps(donor)) {
            if (!op.successors().isEmpty() || Scopes.isIsolatedFromAbove(op)) continue;
            boolean refersToSymbol = false;
            for (TreeOp o : op.selfAndDescendants()) {
                if (o.attributeText().indexOf('@') >= 0) {
                    refersToSymbol = true;
                    break;
                }
            }
            if (!refersToSymbol) out.add(op);
        }
        return out;
    }
}
