package io.dialectic.ir.parse;

import io.dialectic.ir.ods.OpDefinition;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Readers for the ops whose custom form MLIR parses with hand-written C++
 * ({@code hasCustomAssemblyFormat}), for the ones most frequent in the
 * MLIR testsuite corpus: the table of forms, one family per class
 * ({@link AffineForms}, {@link VectorForms}, {@link SpirvForms}, {@link ControlForms},
 * {@link ArithForms}, {@link BufferizationForms}), and {@link DefinedForms} for an op no form
 * names. Each rule follows the op's C++ parser: which types its syntax writes and which it
 * implies (an affine.load's result is its memref's element type; every affine map
 * operand is an {@code index}). Region arguments bound in the op's header
 * ({@code scf.for %i = ...}) get their types after names are resolved
 * ({@link RegionArguments}).
 */
final class HandWrittenForms {
    private static final Map<String, HandWrittenForm> FORMS = new HashMap<>();

    static {
        register(AffineForms::load, "affine.load");
        register(AffineForms::store, "affine.store");
        register(AffineForms::vectorLoad, "affine.vector_load");
        register(AffineForms::vectorStore, "affine.vector_store");
        register(
                AffineForms::indexMap,
                "affine.apply",
                "affine.min",
                "affine.max",
                "affine.delinearize_index",
                "affine.linearize_index");
        register(VectorForms::transferRead, "vector.transfer_read");
        register(VectorForms::transferWrite, "vector.transfer_write");
        register(VectorForms::contract, "vector.contract");
        register(VectorForms::outerProduct, "vector.outerproduct");
        register(ArithForms::select, "arith.select");
        register(BufferizationForms::allocTensor, "bufferization.alloc_tensor");
        register(SpirvForms::constant, "spirv.Constant");
        register(SpirvForms::loadStore, "spirv.Load", "spirv.Store");
        register(ControlForms::condBranch, "spirv.BranchConditional", "cf.cond_br");
        register(ControlForms::gpuLaunch, "gpu.launch");
        register(ControlForms::asyncExecute, "async.execute");
    }

    private static void register(HandWrittenForm form, String... ops) {
        for (String op : ops) if (FORMS.put(op, form) != null) throw new IllegalStateException("two forms for " + op);
    }

    private final HeaderTokens tokens;
    private final AffineMapOperands affineMaps;

    HandWrittenForms(TokenBuffer tk, CanonicalTypes canonical) {
        this.tokens = new HeaderTokens(tk, canonical);
        this.affineMaps = new AffineMapOperands(tokens);
    }

    /**
     * Types of the op of {@code rec} (tokens {@code [from, to)} after its name); false when no rule
     * applies. {@code def} is null for an op MLIR defines in C++ only (affine.dma_start).
     */
    boolean apply(OpRecord rec, OpDefinition def, int from, int to) {
        for (int k = 0; k < rec.uses.size(); k++) if (rec.uses.get(k) < 0) return false;
        List<String> colon = tokens.typesAfterLastColon(from, to);
        int uses = affineMaps.distinctUses(rec, from, to);
        FormSite site = new FormSite(rec.op, uses, colon, from, to, tokens);
        HandWrittenForm form = FORMS.get(rec.op.name());
        if (form != null) return form.apply(site);
        return def != null && DefinedForms.apply(site, def);
    }
}
