package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Value;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.tree.OpTree;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The last resort of use rewiring: a removed value becomes a new argument of
 * the function that holds its user, appended to the argument list (one
 * argument per removed value, shared by all its uses). Only for a
 * custom-form function whose symbol nothing else names, and a value of known
 * type.
 *
 * <pre>
 * before: func.func @f() -&gt; tensor&lt;?xf32&gt; {
 *           %n = arith.constant 4 : index
 *           %t = tensor.empty(%n) : tensor&lt;?xf32&gt;
 * after removing the constant:
 *         func.func @f(%r0: index) -&gt; tensor&lt;?xf32&gt; {
 *           %t = tensor.empty(%r0) : tensor&lt;?xf32&gt;
 * </pre>
 */
final class FreshArguments {
    private final String text;
    private final Map<Value, String> names = new IdentityHashMap<>();
    private final Map<Operation, List<String>> added = new LinkedHashMap<>();
    private final Map<Operation, FunctionSignature> signatures = new IdentityHashMap<>();
    private final FreshNames fresh;

    FreshArguments(String text, FreshNames fresh) {
        this.text = text;
        this.fresh = fresh;
    }

    /** The name of the new argument standing for {@code v} at {@code user}, or null when none can be added. */
    String argumentFor(Operation user, Value v) {
        if (v.type() == null) return null;
        String known = names.get(v);
        if (known != null) return known;
        Operation function = user.parentOp();
        while (function != null && !OpTree.isIsolatedFromAbove(function)) function = function.parentOp();
        if (function == null) return null;
        Optional<FunctionSignature> sig = FunctionSignature.of(text, function);
        if (sig.isEmpty() || sig.get().referencedElsewhere()) return null;
        String name = fresh.next();
        names.put(v, name);
        signatures.put(function, sig.get());
        added.computeIfAbsent(function, k -> new ArrayList<>()).add(name + ": " + v.type());
        return name;
    }

    /** One insertion per function, before its closing parenthesis. */
    List<Splice> signatureSplices() {
        List<Splice> out = new ArrayList<>();
        for (var e : added.entrySet()) {
            FunctionSignature sig = signatures.get(e.getKey());
            String joined = String.join(", ", e.getValue());
            out.add(new Splice(sig.close(), sig.close(), sig.entries().isEmpty() ? joined : ", " + joined));
        }
        return out;
    }
}
