package io.dialectic.ir.parse;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.ods.TypeText;
import java.util.ArrayList;
import java.util.List;

/**
 * The vector ops' hand-written forms: transfer_read/write (source, indices, padding), contract
 * ({@code : lhs, rhs into acc}) and outerproduct (its result type is implied by its operands').
 */
final class VectorForms {
    private VectorForms() {}

    static boolean transferRead(FormSite s) {
        List<String> colon = s.colon();
        if (colon.size() != 2) return false;
        int indices = s.tokens().ssaInFirstBracket(s.from(), s.to());
        List<String> sig = new ArrayList<>();
        sig.add(colon.get(0));
        for (int i = 0; i < indices; i++) sig.add("index");
        sig.add(FormSite.nz(TypeText.elementTypeOrSelf(colon.get(0))));
        sig = s.padded(sig, "");
        if (sig.size() == s.uses()) s.op().setSignature(sig, List.of());
        s.setResult(0, colon.get(1));
        return true;
    }

    static boolean transferWrite(FormSite s) {
        List<String> colon = s.colon();
        if (colon.size() != 2) return false;
        int indices = s.tokens().ssaInFirstBracket(s.from(), s.to());
        List<String> sig = new ArrayList<>(List.of(colon.get(0), colon.get(1)));
        for (int i = 0; i < indices; i++) sig.add("index");
        sig = s.padded(sig, "");
        if (sig.size() == s.uses()) s.op().setSignature(sig, List.of());
        if (s.op().results().size() == 1) s.setResult(0, colon.get(1));
        return true;
    }

    static boolean contract(FormSite s) {
        List<String> t = s.tokens().typesAfterLastColonSplitBy(s.from(), s.to(), "into");
        if (t.size() != 3 || s.uses() < 3) return false;
        s.op().setSignature(s.padded(t, ""), List.of(t.get(2)));
        s.setResult(0, t.get(2));
        return true;
    }

    /** {@code lhs, rhs (, acc) : vector<M x E>, vector<N x E>} -> {@code vector<M x N x E>}; an AXPY (rhs scalar) -> lhs's type. */
    static boolean outerProduct(FormSite s) {
        List<String> colon = s.colon();
        if (colon.size() != 2) return false;
        Operation op = s.op();
        String lhs = colon.get(0), rhs = colon.get(1);
        String res;
        if (rhs.startsWith("vector<") && lhs.startsWith("vector<")) {
            String el = TypeText.elementType(rhs);
            String ldim = lhs.substring(7, lhs.indexOf('x'));
            String rdim = rhs.substring(7, rhs.indexOf('x'));
            res = el == null ? null : "vector<" + ldim + "x" + rdim + "x" + el + ">";
        } else {
            res = lhs;
        }
        List<String> sig = new ArrayList<>(List.of(lhs, rhs));
        if (s.uses() >= 3) sig.add(res == null ? "" : res);
        op.setSignature(s.padded(sig, ""), List.of());
        s.setResult(0, res);
        return true;
    }
}
