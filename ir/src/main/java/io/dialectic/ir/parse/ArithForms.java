package io.dialectic.ir.parse;

import java.util.List;

/** arith's hand-written forms: {@code arith.select %c, %a, %b : [cond type,] T} (the condition defaults to {@code i1}). */
final class ArithForms {
    private ArithForms() {}

    static boolean select(FormSite s) {
        List<String> colon = s.colon();
        if (colon.isEmpty() || colon.size() > 2 || s.uses() != 3) return false;
        String t = colon.get(colon.size() - 1);
        s.op().setSignature(List.of(colon.size() == 2 ? colon.get(0) : "i1", t, t), List.of(t));
        s.setResult(0, t);
        return true;
    }
}
