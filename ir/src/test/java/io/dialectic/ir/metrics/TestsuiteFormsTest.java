package io.dialectic.ir.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.model.Program;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.testing.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Real testsuite cases, parsed from their custom and their generic form: the
 * top-level module rule ({@link io.dialectic.ir.odg.ModuleScope}) must make
 * both give the same dialects and pairs. Two cases were also counted by hand.
 */
class TestsuiteFormsTest {

    private static ProgramMetrics metrics(String form, String id) throws IOException {
        Path file = SharedData.testsuite().resolve(form).resolve(id + ".mlir");
        Program p = MlirReader.read(Files.readString(file));
        assertTrue(p.isClean(), () -> form + "/" + id + ": " + p.diagnostics());
        return ProgramMetrics.of(p);
    }

    @ParameterizedTest
    @ValueSource(strings = {"custom", "generic"})
    void s0002AsCountedByHand(String form) throws IOException {
        // func.func @void_return(%ptr) { return }
        // func.func @test_call_void_return() { %ptr = memref.alloc; %c0 = arith.constant;
        //   memref.store %c0, %ptr; func.call @void_return(%ptr); memref.load %ptr; return }
        ProgramMetrics m = metrics(form, "s0002");
        assertEquals(9, m.ops());
        assertEquals(7, m.controlEdges()); // 1 + 6 nested ops
        assertEquals(4, m.dataEdges()); // alloc->store, constant->store, alloc->call, alloc->load
        assertEquals(Set.of("arith", "func", "memref"), m.dialects());
        assertEquals(Set.of("arith|func", "func|memref"), m.controlPairs());
        assertEquals(Set.of("arith|memref", "func|memref"), m.dataPairs());
    }

    @ParameterizedTest
    @ValueSource(strings = {"custom", "generic"})
    void s0011AsCountedByHand(String form) throws IOException {
        // func F { C0 C1 C2 = arith.constant; W = scf.while(C0, C1, C2, C2) { S = memref.store %arg4, %arg0;
        //   COND = scf.condition(%arg1) %arg2, %arg3, %arg5 } do { ADD = arith.addi %arg8, %arg8; C3;
        //   Y = scf.yield %arg6, %arg7, %arg8, %c3 }; R = return %0#0 }
        ProgramMetrics m = metrics(form, "s0011");
        assertEquals(11, m.ops());
        assertEquals(10, m.controlEdges()); // F->C0,C1,C2,W,R; W->S,COND,ADD,C3,Y
        // C0,C1,C2->W (C2 used twice: 1 edge) 3; W->S, F->S, F->COND; W->COND x3 (three block args);
        // W->ADD (%arg8 twice) 1; W->Y x3 + C3->Y; W->R: 15.
        assertEquals(15, m.dataEdges());
        assertEquals(Set.of("arith|func", "func|scf", "memref|scf", "func|memref", "arith|scf"), m.controlPairs());
        assertEquals(Set.of("arith|scf", "memref|scf", "func|memref", "func|scf"), m.dataPairs());
    }

    /** Cases over many dialects (affine, gpu, async, cf, llvm, vector, tensor, x86vector) that need no linalg sugar. */
    @ParameterizedTest
    @ValueSource(strings = {"s0007", "s0051", "s0112", "s0176", "s0304", "s0312", "s0767", "s5913"})
    void customAndGenericGiveTheSameDialectsAndPairs(String id) throws IOException {
        ProgramMetrics custom = metrics("custom", id);
        ProgramMetrics generic = metrics("generic", id);
        assertEquals(generic.dialects(), custom.dialects());
        assertEquals(generic.controlPairs(), custom.controlPairs());
        assertEquals(generic.dataPairs(), custom.dataPairs());
        assertEquals(generic.unionPairs(), custom.unionPairs());
        assertTrue(generic.unionPairs().size() >= 3, "a case with something to compare");
    }
}
