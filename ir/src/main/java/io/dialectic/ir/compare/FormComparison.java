package io.dialectic.ir.compare;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operand;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.model.Region;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Decides whether two programs are the same program written in two forms
 * (typically custom and generic): same ops by name in the same nesting
 * (which gives the same op-name multiset and the same nesting edges), and the
 * same multiset of def-use edges {@code producer op name -> user op name}
 * (a block argument's producer is the op owning its region, as in the ODG).
 * SSA names are not compared: the generic printer renames values.
 *
 * <p>Before comparing, the sugar of the custom form is undone on both sides
 * (so the comparison is symmetric):
 * <ul>
 *   <li>default-dialect names ({@code return} in {@code func.func}) are already
 *       full names in the model ({@link io.dialectic.ir.parse.MlirReader});</li>
 *   <li>the implicit top-level module: a program whose top level is exactly one
 *       {@code builtin.module} is that module; any other top level is wrapped in
 *       one (the generic printer prints {@code "builtin.module"() ({...})});</li>
 *   <li>elided terminators: when a custom-form block has one op fewer than its
 *       counterpart and that op is a trailing terminator (no results or
 *       successors, no ops nested: {@code scf.yield}, {@code affine.yield},
 *       {@code vector.yield %r} under {@code vector.mask}), it is ignored;</li>
 *   <li>implicit regions: when a custom-form op has no region holding ops and
 *       its counterpart has some (named linalg ops such as {@code linalg.matmul},
 *       whose body the generic form prints in full), what is nested in the
 *       counterpart is ignored, including def-use edges into it;</li>
 *   <li>regions left out by custom form (an absent {@code else},
 *       {@code left=identity} of {@code sparse_tensor.binary}) are empty: when
 *       the two ops have different numbers of regions, their regions that hold
 *       ops are compared in order;</li>
 *   <li>values bound in custom syntax are block arguments of the op's region in
 *       the model already ({@code scf.for %i = ...}).</li>
 * </ul>
 * The walk is iterative (explicit stack), like the reader.
 */
public final class FormComparison {
    private FormComparison() {}

    /** The outcome: whether the programs agree and, if not, the first difference. */
    public record Result(boolean agree, String difference) {
        static final Result AGREE = new Result(true, "");
    }

    /** Two blocks' ops to compare, with the ops owning the blocks (null at top level). */
    private record Pair(List<Operation> a, List<Operation> b, Operation ownerA, Operation ownerB, String path) {}

    public static Result compare(Program a, Program b) {
        Set<Operation> skippedA = Collections.newSetFromMap(new IdentityHashMap<>());
        Set<Operation> skippedB = Collections.newSetFromMap(new IdentityHashMap<>());
        List<Operation> keptA = new ArrayList<>();
        List<Operation> keptB = new ArrayList<>();
        ArrayDeque<Pair> work = new ArrayDeque<>();
        work.push(new Pair(moduleBody(a), moduleBody(b), null, null, "builtin.module"));
        while (!work.isEmpty()) {
            Pair pr = work.pop();
            List<Operation> la = pr.a();
            List<Operation> lb = pr.b();
            if (la.size() == lb.size() + 1 && elidable(la, pr.ownerB())) {
                skippedA.add(la.get(lb.size()));
                skippedA.addAll(la.get(lb.size()).descendants());
                la = la.subList(0, lb.size());
            } else if (lb.size() == la.size() + 1 && elidable(lb, pr.ownerA())) {
                skippedB.add(lb.get(la.size()));
                skippedB.addAll(lb.get(la.size()).descendants());
                lb = lb.subList(0, la.size());
            }
            int n = Math.min(la.size(), lb.size());
            for (int i = 0; i < n; i++) {
                if (!la.get(i).name().equals(lb.get(i).name())) {
                    return new Result(
                            false,
                            pr.path() + ": op #" + (i + 1) + " is " + la.get(i).name()
                                    + " (line " + la.get(i).span().line() + ") vs "
                                    + lb.get(i).name()
                                    + " (line " + lb.get(i).span().line() + ")");
                }
            }
            if (la.size() != lb.size()) {
                List<Operation> longer = la.size() > lb.size() ? la : lb;
                Operation extra = longer.get(n);
                return new Result(
                        false,
                        pr.path() + ": " + la.size() + " vs " + lb.size() + " ops; first extra " + extra.name()
                                + " (line " + extra.span().line() + ")");
            }
            for (int i = n - 1; i >= 0; i--) {
                Operation oa = la.get(i);
                Operation ob = lb.get(i);
                keptA.add(oa);
                keptB.add(ob);
                String path = pr.path() + "/" + oa.name() + "#" + (i + 1);
                boolean aHas = hasOps(oa), bHas = hasOps(ob);
                if (aHas != bHas && implicitRegions(aHas ? ob : oa)) {
                    (aHas ? skippedA : skippedB).addAll((aHas ? oa : ob).descendants());
                    continue;
                }
                List<Region> ra = oa.regions();
                List<Region> rb = ob.regions();
                if (ra.size() != rb.size()) { // custom syntax may leave empty regions out: left=identity
                    ra = withOps(ra);
                    rb = withOps(rb);
                }
                int regions = Math.max(ra.size(), rb.size());
                for (int r = regions - 1; r >= 0; r--) {
                    List<Block> ba = r < ra.size() ? ra.get(r).blocks() : List.of();
                    List<Block> bb = r < rb.size() ? rb.get(r).blocks() : List.of();
                    int blocks = Math.max(ba.size(), bb.size());
                    for (int k = blocks - 1; k >= 0; k--) {
                        work.push(new Pair(
                                opsOf(ba, k),
                                opsOf(bb, k),
                                oa,
                                ob,
                                path + (regions > 1 ? "/region" + r : "") + (blocks > 1 ? "/block" + k : "")));
                    }
                }
            }
        }
        Map<String, Integer> edgesA = defUseEdges(keptA, skippedA);
        Map<String, Integer> edgesB = defUseEdges(keptB, skippedB);
        if (!edgesA.equals(edgesB)) return new Result(false, "def-use edges differ: " + edgeDifference(edgesA, edgesB));
        return Result.AGREE;
    }

    /** The ops of the (possibly implicit) top-level module. */
    static List<Operation> moduleBody(Program p) {
        List<Operation> top = p.topLevelOperations();
        if (top.size() == 1 && top.get(0).name().equals("builtin.module")) {
            Operation m = top.get(0);
            List<Operation> out = new ArrayList<>();
            for (Region r : m.regions()) for (Block b : r.blocks()) out.addAll(b.operations());
            return out;
        }
        return top;
    }

    /**
     * Whether the last op of {@code longer} is a terminator that the other
     * side left out: a trailing op with no results, no successors and no ops
     * in its regions ({@code scf.yield}, {@code "scf.forall.in_parallel"() ({})},
     * {@code vector.yield %r} elided by {@code vector.mask}), missing from a
     * block whose owning op is written in custom form (the custom printer is
     * what elides it). Never at module level: modules have no terminator.
     */
    private static boolean elidable(List<Operation> longer, Operation shorterOwner) {
        Operation last = longer.get(longer.size() - 1);
        if (!last.results().isEmpty() || !last.successors().isEmpty() || hasOps(last)) return false;
        return shorterOwner != null && shorterOwner.form() == Operation.Form.CUSTOM;
    }

    /** Whether {@code op} (the side without ops in regions) may leave its regions implicit. */
    private static boolean implicitRegions(Operation op) {
        return op.form() == Operation.Form.CUSTOM && !hasOps(op);
    }

    /** Whether any region of {@code op} holds an op other than a lone elidable terminator. */
    private static boolean hasOps(Operation op) {
        for (Region r : op.regions()) {
            for (Block b : r.blocks()) {
                List<Operation> ops = b.operations();
                if (ops.size() > 1) return true;
                if (ops.size() == 1) {
                    Operation only = ops.get(0);
                    if (!only.results().isEmpty()
                            || !only.operands().isEmpty()
                            || !only.successors().isEmpty()
                            || !only.regions().isEmpty()) return true;
                }
            }
        }
        return false;
    }

    /** The regions that hold at least one op. */
    private static List<Region> withOps(List<Region> regions) {
        List<Region> out = new ArrayList<>();
        for (Region r : regions) {
            for (Block b : r.blocks()) {
                if (!b.operations().isEmpty()) {
                    out.add(r);
                    break;
                }
            }
        }
        return out;
    }

    private static List<Operation> opsOf(List<Block> blocks, int k) {
        return k < blocks.size() ? blocks.get(k).operations() : List.of();
    }

    /**
     * Multiset, by op names, of the data edges of the ODG (docs/ARCHITECTURE.md): one edge
     * per distinct (producer op, user op) pair, however many operands link them
     * (so {@code affine.load %A[%c0, %c0]}, whose generic form lists {@code %c0}
     * once, agrees). Edges touching skipped ops are left out.
     */
    static Map<String, Integer> defUseEdges(List<Operation> kept, Set<Operation> skipped) {
        Map<String, Integer> edges = new HashMap<>();
        for (Operation user : kept) {
            Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
            for (Operand o : user.operands()) {
                Operation producer = o.value() == null ? null : o.value().producer();
                if (producer != null && skipped.contains(producer)) continue;
                Object key = o.value() == null ? o.reference() : producer == null ? (Object) o.value() : producer;
                if (!seen.add(key)) continue;
                String from = o.value() == null ? "<undefined>" : producer == null ? "<top>" : producer.name();
                edges.merge(from + " -> " + user.name(), 1, Integer::sum);
            }
        }
        return edges;
    }

    private static String edgeDifference(Map<String, Integer> a, Map<String, Integer> b) {
        for (Map.Entry<String, Integer> e : a.entrySet()) {
            int other = b.getOrDefault(e.getKey(), 0);
            if (other != e.getValue()) return e.getKey() + " x" + e.getValue() + " vs x" + other;
        }
        for (Map.Entry<String, Integer> e : b.entrySet()) {
            if (!a.containsKey(e.getKey())) return e.getKey() + " x0 vs x" + e.getValue();
        }
        return "";
    }
}
