package io.dialectic.ir.parse;

import static io.dialectic.ir.parse.MLIRLexer.*;

import java.util.Collections;
import java.util.List;

/**
 * bufferization's hand-written forms: {@code alloc_tensor(%dynamic sizes) copy(%t)? size_hint=%n? : tensor<...>},
 * whose dynamic sizes are {@code index}.
 */
final class BufferizationForms {
    private BufferizationForms() {}

    static boolean allocTensor(FormSite s) {
        if (s.colon().size() != 1) return false;
        HeaderTokens tk = s.tokens();
        int from = s.from();
        s.setResult(0, s.colon().get(0));
        int close = tk.type(from) == LPAREN ? tk.skipGroup(from) : from;
        int dyn = 0;
        for (int i = from; i < close; i++) if (tk.type(i) == SSA_ID) dyn++;
        if (dyn == s.uses()) s.op().setSignature(Collections.nCopies(s.uses(), "index"), List.of());
        return true;
    }
}
