package io.dialectic.ir.parse;

import static io.dialectic.ir.parse.MLIRLexer.*;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The operands of an affine map written inline are distinct values: MLIR's
 * parser (parseAffineMapOfSSAIds) binds a value written twice in one map
 * ({@code %A[%i, %i + 1]}, {@code affine.parallel ... to (%n, %n)}) to one
 * dimension, so the op has it once per map; each top-level group opened by
 * the op's opener ('[' subscripts, '(' bounds) is one map. A
 * {@code #map(%i, %i)} of affine.apply/min/max is positional and keeps both.
 */
final class AffineMapOperands {
    /** The ops whose inline maps dedupe, with the token that opens each map. */
    private static final Map<String, Integer> OPENERS = Map.of(
            "affine.load", LBRACKET,
            "affine.vector_load", LBRACKET,
            "affine.store", LBRACKET,
            "affine.vector_store", LBRACKET,
            "affine.dma_start", LBRACKET,
            "affine.dma_wait", LBRACKET,
            "affine.prefetch", LBRACKET,
            "affine.parallel", LPAREN);

    private final HeaderTokens tk;

    AffineMapOperands(HeaderTokens tk) {
        this.tk = tk;
    }

    /** Drops the repeated uses of {@code rec} when its op writes inline maps; returns the number of uses. */
    int distinctUses(OpRecord rec, int from, int to) {
        Integer open = OPENERS.get(rec.op.name());
        return open == null ? rec.uses.size() : distinctUses(rec, from, to, open);
    }

    private int distinctUses(OpRecord rec, int from, int to, int open) {
        Set<Integer> drop = new HashSet<>();
        for (int i = from; i < to; ) {
            int t = tk.type(i);
            if (t == LBRACE) { // a region: not the op's own operands
                i = tk.skipGroup(i);
                continue;
            }
            if (t == open) {
                int close = tk.skipGroup(i);
                Set<String> seen = new HashSet<>();
                for (int k = i + 1; k < close; k++) {
                    if (tk.type(k) == SSA_ID && !seen.add(tk.text(k))) drop.add(k);
                }
                i = close;
                continue;
            }
            i++;
        }
        if (drop.isEmpty()) return rec.uses.size();
        IntStack kept = new IntStack();
        for (int k = 0; k < rec.uses.size(); k++) if (!drop.contains(rec.uses.get(k))) kept.push(rec.uses.get(k));
        rec.uses.clear();
        for (int k = 0; k < kept.size(); k++) rec.uses.push(kept.get(k));
        return kept.size();
    }
}
