package io.dialectic.ir.parse;

import static io.dialectic.ir.parse.MLIRLexer.*;

import io.dialectic.ir.model.Operation;
import java.util.List;

/**
 * The hand-written forms of ops that branch or run a region: conditional branches (an {@code i1}
 * condition), {@code gpu.launch async} (a {@code !gpu.async.token}) and {@code async.execute} (a
 * {@code !async.token}, then the values written after '->').
 */
final class ControlForms {
    private ControlForms() {}

    /** Types the condition only: false, so that successor operand types still come from the signature rule, if any. */
    static boolean condBranch(FormSite s) {
        if (s.uses() >= 1 && s.colon().isEmpty()) {
            s.op().setSignature(s.padded(List.of("i1"), ""), List.of());
        }
        return false;
    }

    static boolean gpuLaunch(FormSite s) {
        if (s.tokens().isWord(s.from(), "async")) s.setResult(0, "!gpu.async.token");
        return !s.op().results().isEmpty();
    }

    /** {@code %token, %values... = async.execute ... -> !async.value<T>, ...}. */
    static boolean asyncExecute(FormSite s) {
        Operation op = s.op();
        HeaderTokens tk = s.tokens();
        s.setResult(0, "!async.token");
        int arrow = tk.findTop(s.from(), s.to(), ARROW);
        if (arrow >= 0) {
            int end = tk.findTop(arrow, s.to(), LBRACE);
            List<String> vals = tk.splitTypes(arrow + 1, end < 0 ? s.to() : end);
            if (vals.size() == op.results().size() - 1)
                for (int i = 0; i < vals.size(); i++) s.setResult(i + 1, vals.get(i));
        }
        return true;
    }
}
