package io.dialectic.ir.parse;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * One op a hand-written form types: the op, its number of operand uses, the types after its last
 * top-level ':' and its header's tokens {@code [from, to)}. The setters never overwrite a type
 * already known.
 */
record FormSite(Operation op, int uses, List<String> colon, int from, int to, HeaderTokens tokens) {

    String name() {
        return op.name();
    }

    /** Sets the type of result {@code i}, when it exists, has no type yet and {@code type} is known. */
    void setResult(int i, String type) {
        if (type == null || i >= op.results().size()) return;
        Value v = op.results().get(i);
        if (v.type() == null) v.setType(type);
    }

    /** Operand types: {@code first}, then {@code rest} for every further use. */
    void setOperands(String first, String rest) {
        if (uses == 0) return;
        List<String> sig = new ArrayList<>(uses);
        sig.add(first);
        while (sig.size() < uses) sig.add(rest);
        op.setSignature(sig, List.of());
    }

    /** Result types written after '->' in the op's header; false when none or not one per result. */
    boolean arrowResults() {
        List<String> out = tokens.arrowTypes(from, to);
        if (out == null || out.size() != op.results().size()) return false;
        for (int i = 0; i < out.size(); i++) setResult(i, out.get(i));
        return true;
    }

    /** {@code sig} grown with {@code fill} to one type per use. */
    List<String> padded(List<String> sig, String fill) {
        List<String> out = new ArrayList<>(sig);
        while (out.size() < uses) out.add(fill);
        return out;
    }

    static String nz(String s) {
        return s == null ? "" : s;
    }
}
