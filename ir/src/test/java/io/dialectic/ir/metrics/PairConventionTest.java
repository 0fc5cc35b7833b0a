package io.dialectic.ir.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.model.Program;
import io.dialectic.ir.odg.OdgIndex;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.testing.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Dialect pairs under each {@link PairConvention}, on the real program of
 * {@link HandCountedTextsTest#FIGURE_1C_GENERIC} (what mlir-opt-19 printed for
 * MLIRod's Figure 1(c)). Every expected set below was counted by hand from the
 * program text, op by op, as written in the comments. The ops are:
 * <pre>
 * M  builtin.module                       (an op only for mlirsmith / synthfuzz)
 * Fn func.func     ^bb0(%arg0, %arg1)
 * A  %0 = arith.constant
 * B  %1 = arith.constant
 * F  scf.for(%0, %arg1, %1)  ^bb0(%arg2)
 * L  %2 = memref.load(%arg0, %arg2)       in F
 * D  %3 = arith.addf(%2, %2)              in F
 * S  memref.store(%3, %arg0, %arg2)       in F
 * Y  scf.yield                            in F
 * R  func.return                          in Fn
 * </pre>
 */
class PairConventionTest {

    /** The same program in custom form, module left implicit, scf.yield written out (mlir-opt-19 accepts it). */
    static final String FIGURE_1C_CUSTOM_IMPLICIT_MODULE =
            """
            func.func @f(%arg0: memref<10xf32>, %n: index) {
              %c0 = arith.constant 0 : index
              %c1 = arith.constant 1 : index
              scf.for %i = %c0 to %n step %c1 {
                %v = memref.load %arg0[%i] : memref<10xf32>
                %w = arith.addf %v, %v : f32
                memref.store %w, %arg0[%i] : memref<10xf32>
                scf.yield
              }
              return
            }
            """;

    private static ProgramMetrics read(String text, PairConvention c) {
        Program p = MlirReader.read(text);
        assertTrue(p.isClean(), () -> p.diagnostics().toString());
        return ProgramMetrics.of(p, MetricsOptions.defaults().withPairs(c));
    }

    @Test
    void mlirsmithCountsDirectParentsResultsOnlyOrderedWithSameDialectAndModule() {
        ProgramMetrics m = read(HandCountedTextsTest.FIGURE_1C_GENERIC, PairConvention.MLIRSMITH);
        // Control, direct parent -> child: M->Fn builtin->func; Fn->A,B func->arith; Fn->F func->scf;
        // Fn->R func->func; F->L,S scf->memref; F->D scf->arith; F->Y scf->scf.
        assertEquals(
                Set.of(
                        "builtin->func",
                        "func->arith",
                        "func->scf",
                        "func->func",
                        "scf->memref",
                        "scf->arith",
                        "scf->scf"),
                m.controlPairs());
        // Data, producer -> user, results only: A->F, B->F arith->scf; L->D memref->arith; D->S arith->memref.
        // Uses of %arg0, %arg1, %arg2 (block arguments) give nothing.
        assertEquals(Set.of("arith->scf", "memref->arith", "arith->memref"), m.dataPairs());
        // No ordered pair is in both: 7 + 3.
        assertEquals(10, m.unionPairs().size());
        // Op names: control 8 (M->Fn, Fn->{arith.constant, scf.for, func.return}, F->{load, addf, store, yield}),
        // data 3 (arith.constant->scf.for, memref.load->arith.addf, arith.addf->memref.store).
        assertEquals(11, m.opPairs().size());
        assertTrue(m.opPairs().contains("builtin.module->func.func"));
        assertTrue(m.opPairs().contains("scf.for->scf.yield"));
        // Ops, instances and patterns stay MLIRod's: the module is no ODG node.
        assertEquals(9, m.ops());
    }

    @Test
    void synthfuzzCountsEveryAncestorAndBlockArgumentsOrderedWithSameDialectAndModule() {
        ProgramMetrics m = read(HandCountedTextsTest.FIGURE_1C_GENERIC, PairConvention.SYNTHFUZZ);
        // Control, every enclosing op -> op: M->{Fn..R} builtin->{func, arith, scf, memref};
        // Fn->{A,B,F,R,L,D,S,Y} func->{arith, scf, func, memref}; F->{L,D,S,Y} scf->{memref, arith, scf}.
        assertEquals(
                Set.of(
                        "builtin->func",
                        "builtin->arith",
                        "builtin->scf",
                        "builtin->memref",
                        "func->arith",
                        "func->scf",
                        "func->func",
                        "func->memref",
                        "scf->memref",
                        "scf->arith",
                        "scf->scf"),
                m.controlPairs());
        // Data: A->F, B->F arith->scf; %arg1: Fn->F func->scf; %arg0: Fn->L, Fn->S func->memref;
        // %arg2: F->L, F->S scf->memref; L->D memref->arith; D->S arith->memref.
        assertEquals(
                Set.of("arith->scf", "func->scf", "func->memref", "scf->memref", "memref->arith", "arith->memref"),
                m.dataPairs());
        // func->scf, func->memref, scf->memref are in both: 11 + 6 - 3.
        assertEquals(14, m.unionPairs().size());
        // Op-name control: M->8 distinct names (A and B are both arith.constant), Fn->7, F->4.
        DialectPairs ops = DialectPairs.of(
                OdgIndex.of(MlirReader.read(HandCountedTextsTest.FIGURE_1C_GENERIC)), PairConvention.SYNTHFUZZ);
        assertEquals(19, ops.opControlPairs().size());
        // Op-name data 8: arith.constant->scf.for, func.func->{scf.for, memref.load, memref.store},
        // scf.for->{memref.load, memref.store}, memref.load->arith.addf, arith.addf->memref.store;
        // the 5 with func.func or scf.for first are control pairs too: 19 + 3.
        assertEquals(8, ops.opDataPairs().size());
        assertEquals(22, m.opPairs().size());
    }

    @Test
    void dialecticDefaultIsUnchanged() {
        ProgramMetrics m = read(HandCountedTextsTest.FIGURE_1C_GENERIC, PairConvention.DIALECTIC);
        // As ProgramMetricsTest counts it on the model: any ancestor, no same-dialect pair, no module.
        assertEquals(Set.of("arith|func", "func|scf", "memref|scf", "func|memref", "arith|scf"), m.controlPairs());
        assertEquals(Set.of("arith|scf", "func|scf", "func|memref", "memref|scf", "arith|memref"), m.dataPairs());
        assertEquals(
                m.unionPairs(),
                read(HandCountedTextsTest.FIGURE_1C_GENERIC, null).unionPairs());
    }

    @Test
    void theImplicitModuleCountsLikeTheExplicitOne() {
        for (PairConvention c : PairConvention.NAMED) {
            ProgramMetrics generic = read(HandCountedTextsTest.FIGURE_1C_GENERIC, c);
            ProgramMetrics custom = read(FIGURE_1C_CUSTOM_IMPLICIT_MODULE, c);
            assertEquals(generic.controlPairs(), custom.controlPairs(), c.name());
            assertEquals(generic.dataPairs(), custom.dataPairs(), c.name());
            assertEquals(generic.opPairs(), custom.opPairs(), c.name());
        }
    }

    @Test
    void namesAndOrdering() {
        assertSame(PairConvention.MLIRSMITH, PairConvention.named("MLIRSmith"));
        assertSame(PairConvention.DIALECTIC, PairConvention.named("dialectic"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> PairConvention.named("flex"));
        assertTrue(e.getMessage().contains("dialectic, mlirsmith, synthfuzz"), e.getMessage());
        // --ordered on the default is Dialectic's rules written a->b; mlirsmith is ordered already.
        PairConvention ordered = PairConvention.DIALECTIC.withOrdered(true);
        assertEquals("dialectic+ordered", ordered.name());
        assertSame(PairConvention.DIALECTIC, ordered.withOrdered(false));
        assertSame(PairConvention.MLIRSMITH, PairConvention.MLIRSMITH.withOrdered(true));
        assertEquals(ordered, MetricsOptions.defaults().withOrderedPairs(true).pairs());
    }

    @Test
    void witnessesNameExactlyTheCountedPairsOnRealPrograms() throws IOException {
        // Two implementations of each convention (the fast key-id one and the parent-chain walk
        // that finds witnesses) must agree pair for pair, on every 20th program of both forms.
        Path root = SharedData.testsuite();
        int programs = 0;
        for (String form : List.of("custom", "generic")) {
            List<Path> files;
            try (var s = Files.list(root.resolve(form))) {
                files = s.filter(p -> p.toString().endsWith(".mlir")).sorted().toList();
            }
            for (int i = 0; i < files.size(); i += 20) {
                OdgIndex odg = OdgIndex.of(MlirReader.read(Files.readString(files.get(i))));
                for (PairConvention c : PairConvention.NAMED) {
                    for (PairConvention v : List.of(c, c.withOrdered(!c.ordered()))) {
                        DialectPairs pairs = DialectPairs.of(odg, v);
                        var why = DialectPairs.witnesses(odg, v, 0);
                        assertEquals(pairs.controlPairs(), why.get(0).keySet(), files.get(i) + " " + v);
                        assertEquals(pairs.dataPairs(), why.get(1).keySet(), files.get(i) + " " + v);
                    }
                }
                programs++;
            }
        }
        assertTrue(programs > 500, programs + " programs");
    }
}
