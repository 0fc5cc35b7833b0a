package io.dialectic.ir.parse;

import static io.dialectic.ir.parse.MLIRLexer.*;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.ods.OpDefinition;
import java.util.Collections;
import java.util.List;

/**
 * The rules for a hand-written op that no form of its own names, read from its ODS definition and
 * the header's common shapes: linalg structured ops, results after '->', one type for all
 * (SameOperandsAndResultType / SameTypeOperands), {@code : operand types -> result type}, and a
 * terminator or store-like op's {@code %a, %b : t1, t2}.
 */
final class DefinedForms {
    private DefinedForms() {}

    static boolean apply(FormSite s, OpDefinition def) {
        Operation op = s.op();
        HeaderTokens tk = s.tokens();
        List<String> colon = s.colon();
        int uses = s.uses(), from = s.from(), to = s.to();
        if (LinalgStructuredForm.serves(s)) return LinalgStructuredForm.apply(s);
        boolean typed = false;
        if (!op.results().isEmpty() && !op.regions().isEmpty()) typed = s.arrowResults();
        if (!typed
                && colon.size() == 1
                && (def.hasTrait("SameOperandsAndResultType") || def.hasTrait("SameTypeOperands"))) {
            // %r = spirv.IAdd %a, %b : i32 -- one type for all
            String t = colon.get(0);
            op.setSignature(Collections.nCopies(uses, t), List.of());
            if (def.hasTrait("SameOperandsAndResultType"))
                for (int i = 0; i < op.results().size(); i++) s.setResult(i, t);
            return true;
        }
        if (!typed && op.results().size() == 1 && op.regions().isEmpty()) {
            // %r = spirv.AccessChain %p[%i] : !spirv.ptr<..>, i32 -> !spirv.ptr<..>: operand types, then the result's
            int c = tk.lastTopColon(from, to);
            int arrow = c < 0 ? -1 : tk.findTop(c, to, ARROW);
            if (arrow > c) {
                List<String> ins = tk.splitTypes(c + 1, arrow);
                int e = tk.skipType(arrow + 1);
                if (ins.size() == uses && tk.stripLoc(arrow + 1, to) == e) {
                    op.setSignature(ins, List.of());
                    s.setResult(0, tk.text(arrow + 1, e));
                    return true;
                }
            }
        }
        if (op.results().isEmpty() && uses > 0 && colon.size() == uses) {
            op.setSignature(colon, List.of()); // a terminator or store-like op: %a, %b : t1, t2
            typed = true;
        }
        return typed;
    }
}
