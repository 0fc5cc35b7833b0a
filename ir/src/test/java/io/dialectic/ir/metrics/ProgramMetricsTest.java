package io.dialectic.ir.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.dialectic.ir.odg.OdgIndex;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Metrics of the hand-counted programs in {@link HandCountedPrograms}; every number counted by hand. */
class ProgramMetricsTest {

    @Test
    void figure1cDialectsAndPairsAsCountedByHand() {
        ProgramMetrics m = ProgramMetrics.of(HandCountedPrograms.figure1c(false));
        // Nodes Fn A B F L D S Y R.
        assertEquals(9, m.ops());
        // Control: Fn->A,B,F,R; F->L,D,S,Y.
        assertEquals(8, m.controlEdges());
        // Data: A->F(%c0) Fn->F(%n) B->F(%c1) Fn->L(%arg0) F->L(%i) L->D(%v, used twice: one edge)
        //       D->S(%w) Fn->S(%arg0) F->S(%i).
        assertEquals(9, m.dataEdges());
        assertEquals(Set.of("arith", "func", "memref", "scf"), m.dialects());
        assertEquals(
                Set.of(
                        "func.func",
                        "arith.constant",
                        "scf.for",
                        "memref.load",
                        "arith.addf",
                        "memref.store",
                        "scf.yield",
                        "func.return"),
                m.opNames());
        // Control, any ancestor: A,B under Fn: arith|func; F,Y under Fn: func|scf; L,S under F and Fn:
        // memref|scf, func|memref; D under F and Fn: arith|scf, arith|func. R and Y under their own dialect.
        assertEquals(Set.of("arith|func", "func|scf", "memref|scf", "func|memref", "arith|scf"), m.controlPairs());
        // Data: A->F, B->F arith|scf; Fn->F func|scf; Fn->L, Fn->S func|memref; F->L, F->S memref|scf;
        // L->D, D->S arith|memref.
        assertEquals(Set.of("arith|scf", "func|scf", "func|memref", "memref|scf", "arith|memref"), m.dataPairs());
        // Union: the 5 control pairs + arith|memref.
        assertEquals(6, m.unionPairs().size());
        // Op pairs: control 11 (arith.constant|func.func, func.func|scf.for, func.func|func.return,
        // memref.load|scf.for, func.func|memref.load, arith.addf|scf.for, arith.addf|func.func,
        // memref.store|scf.for, func.func|memref.store, scf.for|scf.yield, func.func|scf.yield)
        // + data-only 3 (arith.constant|scf.for, arith.addf|memref.load, arith.addf|memref.store).
        assertEquals(14, m.opPairs().size());
    }

    @Test
    void figure1cOrderedPairs() {
        ProgramMetrics m = ProgramMetrics.of(
                HandCountedPrograms.figure1c(false), MetricsOptions.defaults().withOrderedPairs(true));
        // Control ancestor->descendant: func->arith, func->scf, scf->memref, func->memref, scf->arith.
        assertEquals(Set.of("func->arith", "func->scf", "scf->memref", "func->memref", "scf->arith"), m.controlPairs());
        // Data producer->user: arith->scf, func->scf, func->memref, scf->memref, memref->arith (L->D),
        // arith->memref (D->S).
        assertEquals(
                Set.of("arith->scf", "func->scf", "func->memref", "scf->memref", "memref->arith", "arith->memref"),
                m.dataPairs());
        assertEquals(8, m.unionPairs().size());
    }

    @Test
    void figure1cInstancesAndPatterns() {
        ProgramMetrics m = ProgramMetrics.of(HandCountedPrograms.figure1c(false));
        // A and B are both arith.constant() (no operands): 8 instances for 9 ops.
        assertEquals(
                Set.of(
                        "func.func()",
                        "arith.constant()",
                        "scf.for(index, index, index)",
                        "memref.load(memref<10xf32>, index)",
                        "arith.addf(f32, f32)",
                        "memref.store(f32, memref<10xf32>, index)",
                        "scf.yield()",
                        "func.return()"),
                m.opInstances());
        // d=0: one pattern per distinct instance.
        assertEquals(8, m.patterns(0).size());
        // d=1: A's {A->F} and B's {B->F} are the same labelled graph; all others differ: 8.
        assertEquals(8, m.patterns(1).size());
        // d=2: A's and B's grow to {A/B, F, L, D, S, Y}, still equal to each other; 8.
        assertEquals(8, m.patterns(2).size());
        assertEquals(8, m.patterns(3).size());
    }

    @Test
    void instancesWithResultTypes() {
        ProgramMetrics m = ProgramMetrics.of(
                HandCountedPrograms.figure1c(false),
                MetricsOptions.defaults().withInstanceKind(InstanceKind.NAME_OPERANDS_RESULTS));
        // A and B now both print arith.constant() -> (index): still one instance.
        assertEquals(8, m.opInstances().size());
        assertEquals(true, m.opInstances().contains("memref.load(memref<10xf32>, index) -> (f32)"));
    }

    @Test
    void instanceRecordPrintsItsLabel() {
        var load = OdgIndex.of(HandCountedPrograms.figure1c(false)).node(4);
        assertEquals("memref.load", load.name());
        OperationInstance i = OperationInstance.of(load, InstanceKind.NAME_OPERANDS_RESULTS);
        assertEquals(List.of("memref<10xf32>", "index"), i.operandTypes());
        assertEquals(List.of("f32"), i.resultTypes());
        assertEquals(OperationInstance.label(load, InstanceKind.NAME_OPERANDS_RESULTS), i.label());
        assertEquals(
                "memref.load(memref<10xf32>, index)",
                OperationInstance.of(load, InstanceKind.NAME_OPERANDS).label());
    }

    @Test
    void explicitTopModuleIsNotANode() {
        ProgramMetrics implicit = ProgramMetrics.of(HandCountedPrograms.figure1c(false));
        ProgramMetrics explicit = ProgramMetrics.of(HandCountedPrograms.figure1c(true));
        assertEquals(implicit.ops(), explicit.ops());
        assertEquals(implicit.dialects(), explicit.dialects());
        assertEquals(implicit.unionPairs(), explicit.unionPairs());
        assertEquals(implicit.opPairs(), explicit.opPairs());
        for (int d = 0; d <= 3; d++) assertEquals(implicit.patterns(d), explicit.patterns(d));
    }

    @Test
    void mixedProgramAsCountedByHand() {
        ProgramMetrics m = ProgramMetrics.of(HandCountedPrograms.mixed());
        // Nodes G C1 C2 ADD MUL E ADD2 Y R.
        assertEquals(9, m.ops());
        // Control: G->C1,C2,ADD,MUL,E,R; E->ADD2,Y.
        assertEquals(8, m.controlEdges());
        // Data: G->ADD(%a) C1->ADD C2->MUL(%k twice: one edge) ADD->ADD2 MUL->ADD2 ADD2->Y E->R.
        assertEquals(7, m.dataEdges());
        // Control any ancestor: C1,C2,ADD,MUL under G: arith|func; E under G: func|scf;
        // ADD2 under E and G: arith|scf, arith|func; Y under G: func|scf.
        assertEquals(Set.of("arith|func", "func|scf", "arith|scf"), m.controlPairs());
        // Data: G->ADD arith|func; ADD2->Y arith|scf; E->R func|scf; the rest arith->arith.
        assertEquals(Set.of("arith|func", "arith|scf", "func|scf"), m.dataPairs());
        // Instances: func.func(), arith.constant() (C1 = C2), arith.addi(i32, i32) (ADD = ADD2),
        // arith.muli(i32, i32), scf.execute_region(), scf.yield(i32), func.return(i32).
        assertEquals(7, m.opInstances().size());
        assertEquals(7, m.patterns(0).size());
        // d=1: C1 {C1->ADD} vs C2 {C2->MUL}; ADD {ADD->ADD2} vs ADD2 {ADD2->Y}: all 9 differ.
        assertEquals(9, m.patterns(1).size());
        assertEquals(9, m.patterns(2).size());
    }

    @Test
    void survivesJavaSerialization() throws Exception {
        ProgramMetrics m = ProgramMetrics.of(HandCountedPrograms.mixed());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(m);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            assertEquals(m, in.readObject());
        }
    }

    @Test
    void depthBeyondOptionsIsRefused() {
        ProgramMetrics m = ProgramMetrics.of(
                HandCountedPrograms.mixed(), MetricsOptions.defaults().withMaxDepth(2));
        assertEquals(9, m.patterns(2).size());
        assertThrows(IllegalArgumentException.class, () -> m.patterns(3));
        assertThrows(IllegalArgumentException.class, () -> new MetricsOptions(4, false, InstanceKind.NAME_OPERANDS));
    }
}
