package io.dialectic.ir.parse;

import static io.dialectic.ir.parse.MLIRLexer.*;

import java.util.List;

/**
 * The SPIR-V ops' hand-written forms: {@code spirv.Constant true} (an {@code i1}) and
 * {@code spirv.Load/Store "StorageClass" %ptr : T}, whose pointer is {@code !spirv.ptr<T, StorageClass>}.
 */
final class SpirvForms {
    private SpirvForms() {}

    static boolean constant(FormSite s) {
        HeaderTokens tk = s.tokens();
        int from = s.from();
        if (s.colon().isEmpty() && (tk.isWord(from, "true") || tk.isWord(from, "false"))) {
            s.setResult(0, "i1");
            return true;
        }
        return false;
    }

    static boolean loadStore(FormSite s) {
        List<String> colon = s.colon();
        HeaderTokens tk = s.tokens();
        if (colon.size() != 1 || tk.type(s.from()) != STRING) return false;
        String sc = tk.text(s.from());
        String ptr = "!spirv.ptr<" + colon.get(0) + ", " + sc.substring(1, sc.length() - 1) + ">";
        if (s.name().equals("spirv.Load") && s.uses() == 1) {
            s.op().setSignature(List.of(ptr), List.of(colon.get(0)));
            s.setResult(0, colon.get(0));
        } else if (s.uses() == 2) {
            s.op().setSignature(List.of(ptr, colon.get(0)), List.of());
        }
        return true;
    }
}
