package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Region;
import io.dialectic.ir.model.Value;
import io.dialectic.reducer.edit.Splice;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The fallback of use rewiring when no visible value of the type exists and
 * no function argument can be added (the function is called elsewhere, is in
 * generic form, or the use is outside a function): the removed value is made
 * anew where it was defined, so the candidate is valid by construction.
 * <ul>
 *   <li>In a block no branch names (an unreachable {@code ^bb}), as a new
 *       argument of that block: nothing defines it, no branch must pass it.</li>
 *   <li>Elsewhere as {@code ub.poison} of the type, inserted in the removed
 *       op's block just before the first surviving user (or the op that
 *       holds it): it dominates every use the removed op did, and it does
 *       not land in a region that admits only certain ops (the body of
 *       {@code scf.forall.in_parallel}). A user in a later block of the same
 *       region gets its own poison just before it.</li>
 * </ul>
 * Not inside {@code spirv}, {@code pdl} or {@code pdl_interp} ops, whose
 * bodies admit only their own dialect's ops.
 *
 * <p>Why poison rather than a typed constant ({@code arith.constant 0 :
 * i32}): it exists for every type (tensors, memrefs, vectors, {@code
 * !llvm.ptr}, types of unregistered dialects; mlir-opt 19 and 22 accept them
 * all, with and without {@code --allow-unregistered-dialect}), so one rule
 * covers every use; and a known constant invites the folders and
 * canonicalizers of the crashing pipeline to fold the user away or take
 * another path, which can make the crash go away or turn it into another
 * one, while poison is an opaque value most patterns leave alone. The
 * candidate still goes through the in-process re-parse and the oracle.
 *
 * <pre>
 * before: func.func @f(%x: i32) -&gt; index {        (@f is called elsewhere)
 *           %i = arith.index_cast %x : i32 to index
 *           %j = arith.addi %i, %i : index
 * after removing the index_cast:
 *         func.func @f(%x: i32) -&gt; index {
 *           %r0 = ub.poison : index
 *           %j = arith.addi %r0, %r0 : index
 * </pre>
 */
final class MaterializedValues {
    private static final Set<String> CLOSED_DIALECTS = Set.of("spirv", "pdl", "pdl_interp");
    /** Stands for the program's top-level block, which the model gives as null. */
    private static final Object TOP = new Object();

    private final String text;
    private final FreshNames fresh;
    private final Map<Value, Map<Object, String>> names = new IdentityHashMap<>();
    private final Map<Block, List<String>> blockArguments = new LinkedHashMap<>();
    private final List<Splice> poisons = new ArrayList<>();

    MaterializedValues(String text, FreshNames fresh) {
        this.text = text;
        this.fresh = fresh;
    }

    /** The name of the value standing for {@code v} (an op result) at {@code user}, or null when none can be made. */
    String valueFor(Operation user, Value v) {
        if (v.type() == null || v.definingOp() == null) return null;
        Block home = v.definingOp().parent();
        Operation anchor = user;
        while (anchor != null && anchor.parent() != home) anchor = anchor.parentOp();
        if (anchor == null) anchor = user;
        if (!anchor.span().isKnown()) return null;
        for (Operation o = anchor.parentOp(); o != null; o = o.parentOp())
            if (CLOSED_DIALECTS.contains(o.dialect())) return null;
        Block b = anchor.parent();
        Map<Object, String> made = names.computeIfAbsent(v, k -> new IdentityHashMap<>());
        String known = made.get(b == null ? TOP : b);
        if (known != null) return known;
        String name = fresh.next();
        if (b != null && unreachable(b)) {
            blockArguments.computeIfAbsent(b, k -> new ArrayList<>()).add(name + ": " + v.type());
        } else {
            int at = anchor.span().start();
            int lineStart = text.lastIndexOf('\n', at - 1) + 1;
            String indent = text.substring(lineStart, at);
            poisons.add(
                    new Splice(at, at, name + " = ub.poison : " + v.type() + (indent.isBlank() ? "\n" + indent : " ")));
        }
        made.put(b == null ? TOP : b, name);
        return name;
    }

    /** Whether any value was made. */
    boolean used() {
        return !poisons.isEmpty() || !blockArguments.isEmpty();
    }

    /** The poison insertions and one argument-list edit per block. */
    List<Splice> splices() {
        List<Splice> out = new ArrayList<>(poisons);
        for (var e : blockArguments.entrySet()) {
            String added = String.join(", ", e.getValue());
            int labelEnd = e.getKey().span().start() + e.getKey().label().length();
            if (labelEnd < text.length() && text.charAt(labelEnd) == '(') {
                int close = Brackets.matchParen(text, labelEnd);
                boolean empty = text.substring(labelEnd + 1, close).isBlank();
                out.add(new Splice(close, close, empty ? added : ", " + added));
            } else {
                out.add(new Splice(labelEnd, labelEnd, "(" + added + ")"));
            }
        }
        return out;
    }

    /** A labelled block other than the entry whose label nothing else in its region names: no branch reaches it. */
    private boolean unreachable(Block b) {
        Region r = b.parent();
        if (b.label() == null
                || r == null
                || r.blocks().get(0) == b
                || !b.span().isKnown()
                || !r.span().isKnown()) return false;
        if (!text.startsWith(b.label(), b.span().start())) return false;
        int labelEnd = b.span().start() + b.label().length();
        if (labelEnd < text.length() && text.charAt(labelEnd) == '(' && Brackets.matchParen(text, labelEnd) < 0)
            return false;
        var m = Pattern.compile(Pattern.quote(b.label()) + "(?![\\w$.\\-])")
                .matcher(text.substring(r.span().start(), r.span().end()));
        int mentions = 0;
        while (m.find()) mentions++;
        return mentions == 1;
    }
}
