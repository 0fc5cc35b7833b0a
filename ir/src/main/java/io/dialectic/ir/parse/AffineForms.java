package io.dialectic.ir.parse;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.ods.TypeText;
import java.util.Collections;
import java.util.List;

/**
 * The affine ops' hand-written forms: memory accesses ({@code affine.load %m[%i] : memref<..>}: the
 * result is the memref's element type) and the map ops (apply, min, max, (de)linearize_index): every
 * affine map operand and result is an {@code index}.
 */
final class AffineForms {
    private AffineForms() {}

    static boolean load(FormSite s) {
        if (s.colon().size() != 1) return false;
        String mem = s.colon().get(0);
        s.setOperands(mem, "index");
        s.setResult(0, TypeText.elementType(mem));
        return true;
    }

    static boolean store(FormSite s) {
        if (s.colon().size() != 1 || s.uses() < 2) return false;
        String mem = s.colon().get(0);
        s.op().setSignature(s.padded(List.of(FormSite.nz(TypeText.elementType(mem)), mem), "index"), List.of());
        return true;
    }

    static boolean vectorLoad(FormSite s) {
        if (s.colon().size() != 2) return false;
        s.setOperands(s.colon().get(0), "index");
        s.setResult(0, s.colon().get(1));
        return true;
    }

    static boolean vectorStore(FormSite s) {
        if (s.colon().size() != 2 || s.uses() < 2) return false;
        s.op().setSignature(s.padded(List.of(s.colon().get(1), s.colon().get(0)), "index"), List.of());
        return true;
    }

    static boolean indexMap(FormSite s) {
        Operation op = s.op();
        op.setSignature(Collections.nCopies(s.uses(), "index"), List.of());
        for (int i = 0; i < op.results().size(); i++) s.setResult(i, "index");
        return true;
    }
}
