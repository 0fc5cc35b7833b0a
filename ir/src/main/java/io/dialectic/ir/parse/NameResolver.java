package io.dialectic.ir.parse;

import static io.dialectic.ir.parse.MLIRLexer.COLON;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operand;
import io.dialectic.ir.model.Region;
import io.dialectic.ir.model.SourceSpan;
import io.dialectic.ir.model.Value;
import java.util.List;

/**
 * Turns the SSA references and successor labels of every op into model links,
 * after the whole text is parsed (so forward references resolve).
 *
 * <p>Lookup is lexical: the innermost region that defines the name, outward
 * (IsolatedFromAbove cannot be known from text, so it is not modelled; in
 * valid MLIR a name visible from outside an isolated op is never reused
 * inside it without being redefined there first, so the innermost rule gives
 * the same answer).
 *
 * <p>Values bound by custom syntax ({@code scf.for %i = ...},
 * {@code iter_args(%acc = %init)}, {@code func.func @f(%arg0: i32)},
 * {@code gpu.launch blocks(%bx, ...)}, {@code linalg.reduce ... (%in: f32, ...)})
 * are block arguments of the op's region in MLIR. From text alone they are
 * recognised by this rule: a reference written in a custom-form op that has a
 * region, and that names no value visible where the op stands, binds a new
 * argument of the entry block of the op's first region (typed when written
 * {@code %x: type}). MLIR forbids using a value that is not visible and
 * forbids redefining one that is, so for valid input the rule is exact; for
 * invalid input it may take an undefined use for a binding. In an op without
 * a region, {@code %x: type} inside the parentheses right after a symbol
 * ({@code func.func private @f(%arg0: i32)}) names a signature argument: a
 * declaration, neither a use nor a diagnostic.
 */
final class NameResolver {
    private final TokenBuffer tk;
    private final Diagnostics diags;
    private final BalancedScanner silent;

    NameResolver(TokenBuffer tk, Diagnostics diags) {
        this.tk = tk;
        this.diags = diags;
        this.silent = new BalancedScanner(tk, null);
    }

    void resolve(List<OpRecord> records) {
        for (OpRecord r : records) {
            for (int k = 0; k < r.uses.size(); k++) {
                int raw = r.uses.get(k);
                resolveUse(r, raw < 0 ? ~raw : raw, raw < 0);
            }
            for (int k = 0; k < r.successors.size(); k++) {
                int t = r.successors.get(k);
                String label = tk.text(t);
                r.op.addSuccessor(label);
                if (r.scope.block(label) == null) diags.name(t, "reference to an undefined block " + label);
            }
        }
    }

    private void resolveUse(OpRecord r, int tok, boolean signatureName) {
        String ref = tk.text(tok);
        int hash = ref.indexOf('#');
        String name = hash < 0 ? ref : ref.substring(0, hash);
        int index = 0;
        if (hash >= 0) {
            try {
                index = Integer.parseInt(ref.substring(hash + 1));
            } catch (NumberFormatException e) {
                index = Integer.MAX_VALUE;
            }
        }
        Value[] group = r.scope.lookup(name);
        // regionScopes, not regions: a region added from the definitions (a named linalg body) binds nothing
        if (group == null && r.customSyntax && hash < 0 && !r.regionScopes.isEmpty()) {
            bind(r, tok, name);
            return;
        }
        if (group == null && signatureName) {
            // func.func private @f(%arg0: i32): an argument name of a signature
            // without a body declares a name and uses nothing.
            return;
        }
        Operand o = r.op.addOperand(ref, span(tok));
        if (group == null) {
            diags.name(tok, "use of undefined value " + ref);
        } else if (index >= group.length) {
            diags.name(
                    tok, ref + " refers to result #" + index + " but " + name + " has " + group.length + " result(s)");
        } else {
            o.resolve(group[index]);
        }
    }

    private void bind(OpRecord r, int tok, String name) {
        Scope inner = r.regionScopes.get(0);
        if (inner.definesLocally(name)) return; // written twice in the header: one argument
        Region region = r.op.regions().get(0);
        Block entry = region.blocks().isEmpty()
                ? region.addBlock(null)
                : region.blocks().get(0);
        String type = null;
        if (tk.type(tok + 1) == COLON) {
            int end = silent.skipType(tok + 2);
            if (end > tok + 2) type = tk.text().substring(tk.start(tok + 2), tk.end(end - 1));
        }
        inner.define(name, new Value[] {entry.addArgument(name, type)});
    }

    private SourceSpan span(int tok) {
        return new SourceSpan(tk.start(tok), tk.end(tok), tk.line(tok), tk.column(tok));
    }
}
