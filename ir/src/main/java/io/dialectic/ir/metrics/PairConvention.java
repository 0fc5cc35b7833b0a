package io.dialectic.ir.metrics;

import java.io.Serializable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Which dependencies make a dialect pair (docs/ARCHITECTURE.md "Dialect-pair coverage").
 * The anchors count pairs differently, and a number is only comparable with
 * theirs when it is counted their way; each way is one named convention.
 *
 * <table>
 *   <caption>The named conventions</caption>
 *   <tr><th></th><th>control</th><th>data from a block argument</th><th>order</th><th>same dialect</th><th>top-level module</th></tr>
 *   <tr><td>{@link #DIALECTIC}</td><td>any ancestor</td><td>yes, from the op owning the region</td><td>unordered</td><td>excluded</td><td>not an op</td></tr>
 *   <tr><td>{@link #MLIRSMITH}</td><td>direct parent</td><td>no</td><td>ordered</td><td>kept</td><td>an op</td></tr>
 *   <tr><td>{@link #SYNTHFUZZ}</td><td>any ancestor</td><td>yes, from the op owning the region</td><td>ordered</td><td>kept</td><td>an op</td></tr>
 * </table>
 *
 * <ul>
 *   <li><b>dialectic</b>: Dialectic's default (docs/ARCHITECTURE.md). Same-dialect pairs say nothing about
 *       interaction between dialects, and the module, implicit in most custom-form files, would
 *       make a pair depend on the printed form.</li>
 *   <li><b>mlirsmith</b>: MLIRSmith's own coverage dumps (its {@code OpPrinterPass} walks the
 *       {@code ModuleOp} itself, then for every op records {@code op->getParentOp()} and, per
 *       operand, {@code operand.getDefiningOp()}, which is null for a block argument). So the
 *       module is an op (explicit or implicit: MLIR wraps top-level ops in one), control is the
 *       direct parent only, data edges start at op results only, pairs are ordered
 *       (parent->child, producer->user) and {@code arith->arith} counts. mlir-opt's
 *       {@code --test-print-nesting} and {@code --test-print-defuse} print the same two
 *       relations; {@code MlirSmithConventionTest} checks this convention against them.</li>
 *   <li><b>synthfuzz</b>: SynthFuzz's {@code computepairs} tool (UCLA-SEAL/SynthFuzz,
 *       {@code computepairs/main.go}) over the generic print of {@code mlir-opt
 *       --mlir-print-op-generic}: each op line records every op on its stack of enclosing
 *       op lines ({@code "builtin.module"} included) and, per operand, the op that defined
 *       the value, where a block argument is defined by the op whose region it opens.
 *       Pairs are kept as maps child->parents and user->producers (ordered), same names kept.
 *       Artefacts of its line-based reading are not reproduced: a dedent of several
 *       levels at once pops only one enclosing op, arguments of a block whose label does
 *       not follow its op's line are attributed to the op line just before the label, the
 *       line of an op name without a dialect prefix ({@code "foo"}) is skipped, and a
 *       forward reference is dropped when no dedent follows it. {@code SynthFuzzConventionTest}
 *       checks this convention against a port of that tool on programs without them.</li>
 * </ul>
 * The same rules apply at op-name level ({@link DialectPairs#opPairs()}).
 * Operation counts, instances and OD patterns do not depend on the convention (MLIRod's:
 * the module is never an ODG node, {@link io.dialectic.ir.odg.ModuleScope}).
 *
 * @param name               the name {@code --convention} takes
 * @param directParentOnly   control pairs from the direct parent only (else every ancestor)
 * @param blockArgumentData  a use of a block argument is a data edge from the op owning its region
 * @param ordered            pairs as {@code a->b} (control: outer->inner, data: producer->user), else {@code a|b}
 * @param sameKeyPairs       pairs of a dialect (op name) with itself count
 * @param moduleIsOp         the top-level {@code builtin.module}, explicit or implicit, is an op
 */
public record PairConvention(
        String name,
        boolean directParentOnly,
        boolean blockArgumentData,
        boolean ordered,
        boolean sameKeyPairs,
        boolean moduleIsOp)
        implements Serializable {

    /** Dialectic's default: any ancestor, block arguments belong to the region's op, unordered, same dialect excluded, no module. */
    public static final PairConvention DIALECTIC = new PairConvention("dialectic", false, true, false, false, false);
    /** MLIRSmith's coverage dumps: direct parent, op results only, ordered, same dialect kept, module counted. */
    public static final PairConvention MLIRSMITH = new PairConvention("mlirsmith", true, false, true, true, true);
    /** SynthFuzz's computepairs: any ancestor, block arguments belong to the region's op, ordered, same dialect kept, module counted. */
    public static final PairConvention SYNTHFUZZ = new PairConvention("synthfuzz", false, true, true, true, true);

    /** The named conventions, in the order help texts list them. */
    public static final List<PairConvention> NAMED = List.of(DIALECTIC, MLIRSMITH, SYNTHFUZZ);

    /** The op name the top-level module has when {@link #moduleIsOp}. */
    public static final String MODULE_OP = "builtin.module";

    /** The convention called {@code name} (case-insensitive); throws naming the known ones otherwise. */
    public static PairConvention named(String name) {
        for (PairConvention c : NAMED) if (c.name.equalsIgnoreCase(name.trim())) return c;
        throw new IllegalArgumentException("unknown pair convention '" + name + "'; known: " + names());
    }

    /** "dialectic, mlirsmith, synthfuzz". */
    public static String names() {
        StringBuilder sb = new StringBuilder();
        for (PairConvention c : NAMED) sb.append(sb.length() == 0 ? "" : ", ").append(c.name);
        return sb.toString();
    }

    /** This convention with pairs ordered or not; a changed convention is named {@code NAME+ordered}/{@code NAME+unordered}. */
    public PairConvention withOrdered(boolean o) {
        if (o == ordered) return this;
        String base = name.replace("+ordered", "").replace("+unordered", "");
        PairConvention plain =
                new PairConvention(base, directParentOnly, blockArgumentData, o, sameKeyPairs, moduleIsOp);
        for (PairConvention c : NAMED) if (c.equals(plain)) return c;
        return new PairConvention(
                base + (o ? "+ordered" : "+unordered"),
                directParentOnly,
                blockArgumentData,
                o,
                sameKeyPairs,
                moduleIsOp);
    }

    /** The rules in words, as {@code inspect --json} and {@code summary.json} document them (snake_case keys). */
    public Map<String, Object> describe() {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("name", name);
        m.put(
                "control",
                directParentOnly
                        ? "op nested directly in a region of another op (direct parent only)"
                        : "op nested at any depth in another op (every ancestor)");
        m.put(
                "data",
                blockArgumentData
                        ? "op using a value: an op result, or a block argument (from the op owning the block's region)"
                        : "op using a result of another op (a use of a block argument is no data edge)");
        m.put("ordered", ordered);
        m.put(
                "order",
                ordered
                        ? "a->b: control from the enclosing op to the nested op, data from the producer to the user"
                        : "a|b with a < b (string order)");
        m.put("same_dialect_pairs", sameKeyPairs ? "kept (e.g. arith->arith)" : "excluded");
        m.put(
                "top_level_module",
                moduleIsOp
                        ? MODULE_OP + " (explicit, or the implicit one MLIR wraps around top-level ops) is an op"
                        : "not an op (top-level ops have no parent)");
        return m;
    }

    @Override
    public String toString() {
        return name.toLowerCase(Locale.ROOT);
    }
}
