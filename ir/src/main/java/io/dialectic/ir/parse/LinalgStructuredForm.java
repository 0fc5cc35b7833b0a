package io.dialectic.ir.parse;

import static io.dialectic.ir.parse.MLIRLexer.*;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.SourceSpan;
import io.dialectic.ir.model.Value;
import io.dialectic.ir.ods.TypeText;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * linalg structured ops: {@code ins(%a, %b : t1, t2) outs(%c : t3) -> t4}, and the short form of
 * linalg.map/reduce whose body MLIR builds from the one op it names.
 */
final class LinalgStructuredForm {
    private LinalgStructuredForm() {}

    /** Whether the op is a linalg op written with {@code ins(...)}. */
    static boolean serves(FormSite s) {
        return s.name().startsWith("linalg.") && s.tokens().findWord(s.from(), s.to(), "ins") >= 0;
    }

    static boolean apply(FormSite s) {
        Operation op = s.op();
        HeaderTokens tk = s.tokens();
        List<String> sig = new ArrayList<>();
        List<String> outs = List.of();
        for (String kw : new String[] {"ins", "outs"}) {
            int at = tk.findWord(s.from(), s.to(), kw);
            if (at < 0 || tk.type(at + 1) != LPAREN) continue;
            int close = tk.skipGroup(at + 1);
            int c = tk.findTop(at + 2, close - 1, COLON);
            if (c < 0) return false;
            List<String> types = tk.splitTypes(c + 1, close - 1);
            sig.addAll(types);
            if (kw.equals("outs")) outs = types;
        }
        if (sig.size() == s.uses()) op.setSignature(sig, List.of());
        if (!s.arrowResults() && !outs.isEmpty() && op.results().size() <= outs.size()) {
            // linalg.map/reduce/transpose/broadcast print no '->': each tensor init is a result
            List<String> tensors = new ArrayList<>();
            for (String t : outs) if (t.startsWith("tensor<")) tensors.add(t);
            if (tensors.size() == op.results().size())
                for (int i = 0; i < tensors.size(); i++) s.setResult(i, tensors.get(i));
        }
        shortFormBody(op, sig, sig.size() - outs.size());
        return true;
    }

    /**
     * {@code linalg.map { arith.addf } ins(..) outs(..)} / {@code linalg.reduce { arith.addf } ...}:
     * the region names one op, and MLIR builds the block: one argument per input element
     * (and, for reduce, the init's), the op applied to them (reduce: init first), its result yielded.
     */
    private static void shortFormBody(Operation op, List<String> sig, int inputs) {
        boolean map = op.name().equals("linalg.map"), reduce = op.name().equals("linalg.reduce");
        if (!(map || reduce)
                || op.regions().size() != 1
                || op.regions().get(0).blocks().size() != 1) return;
        Block b = op.regions().get(0).blocks().get(0);
        if (!b.arguments().isEmpty() || b.operations().size() != 1) return;
        Operation f = b.operations().get(0);
        if (!f.operands().isEmpty() || !f.results().isEmpty() || !f.regions().isEmpty() || inputs < 1) return;
        List<Value> args = new ArrayList<>();
        int count = reduce ? inputs + 1 : inputs;
        for (int i = 0; i < count && i < sig.size(); i++) {
            args.add(b.addArgument("%in" + i, TypeText.elementTypeOrSelf(sig.get(i))));
        }
        if (args.size() != count) return;
        List<Value> applied = new ArrayList<>(args);
        if (reduce) Collections.reverse(applied); // combiner(init, in)
        for (Value a : applied) f.addOperand(a.name(), SourceSpan.NONE).resolve(a);
        String out = TypeText.elementTypeOrSelf(sig.get(sig.size() - 1));
        Value r = f.addResult("%0", out);
        Operation y = new Operation("linalg.yield", Operation.Form.CUSTOM, b);
        y.setImplicit(true);
        y.setSpan(new SourceSpan(
                f.span().end(), f.span().end(), f.span().line(), f.span().column()));
        y.addOperand(r.name(), SourceSpan.NONE).resolve(r);
        b.addOperation(y);
    }
}
