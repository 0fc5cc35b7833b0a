package io.dialectic.reducer.transform;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.reducer.CrashCase;
import io.dialectic.reducer.oracle.Candidate;
import io.dialectic.reducer.oracle.Observation;
import io.dialectic.reducer.oracle.ToolOracle;
import io.dialectic.reducer.tree.OpTree;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.nio.file.Path;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The last fallback of {@link OpRemoval}: when no visible value of the type
 * exists and the function signature cannot change (@callee is called), the
 * removed value is made anew. Expected texts written by hand; {@link
 * #acceptedByMlirOpt19And22} checks them with the real tools.
 */
class MaterializedValuesTest {
    static final String MAIN =
            """
            func.func @main(%x: i32) -> index {
              %0 = call @callee(%x) : (i32) -> index
              return %0 : index
            }
            """;

    static final String NESTED =
            """
            func.func @callee(%x: i32, %c: i1) -> index {
              %c4 = arith.constant 4 : index
              %j = scf.if %c -> (index) {
                %k = arith.addi %c4, %c4 : index
                scf.yield %k : index
              } else {
                scf.yield %c4 : index
              }
              return %j : index
            }
            func.func @main(%x: i32, %c: i1) -> index {
              %0 = call @callee(%x, %c) : (i32, i1) -> index
              return %0 : index
            }
            """;

    /** One poison where the constant stood, before the scf.if: not inside its regions, and shared by all uses. */
    static final String NESTED_POISONED =
            """
            func.func @callee(%x: i32, %c: i1) -> index {
              %r0 = ub.poison : index
              %j = scf.if %c -> (index) {
                %k = arith.addi %r0, %r0 : index
                scf.yield %k : index
              } else {
                scf.yield %r0 : index
              }
              return %j : index
            }
            func.func @main(%x: i32, %c: i1) -> index {
              %0 = call @callee(%x, %c) : (i32, i1) -> index
              return %0 : index
            }
            """;

    static final String UNREACHABLE =
            """
            func.func @callee(%x: i32) -> index {
              %c0 = arith.constant 0 : index
              return %c0 : index
            ^bb1:
              %c4 = arith.constant 4 : index
              %j = arith.addi %c4, %c4 : index
              return %j : index
            }
            """
                    + MAIN;

    /** No branch reaches ^bb1, so it can take the value as an argument (%c0 does not dominate ^bb1). */
    static final String UNREACHABLE_ARGUMENT =
            """
            func.func @callee(%x: i32) -> index {
              %c0 = arith.constant 0 : index
              return %c0 : index
            ^bb1(%r0: index):
              %j = arith.addi %r0, %r0 : index
              return %j : index
            }
            """
                    + MAIN;

    /** A value of every kind of type ub.poison stands for (the class documentation's claim). */
    static final String POISONS =
            """
            func.func @f() -> (i32, f32, index, tensor<4x?xf32>, memref<2xi8>, vector<4xf16>, !llvm.ptr, complex<f32>, i1, tuple<i32>, none) {
              %0 = ub.poison : i32
              %1 = ub.poison : f32
              %2 = ub.poison : index
              %3 = ub.poison : tensor<4x?xf32>
              %4 = ub.poison : memref<2xi8>
              %5 = ub.poison : vector<4xf16>
              %6 = ub.poison : !llvm.ptr
              %7 = ub.poison : complex<f32>
              %8 = ub.poison : i1
              %9 = ub.poison : tuple<i32>
              %10 = ub.poison : none
              return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i32, f32, index, tensor<4x?xf32>, memref<2xi8>, vector<4xf16>, !llvm.ptr, complex<f32>, i1, tuple<i32>, none
            }
            """;

    private static Set<Operation> named(OpTree tree, String resultName) {
        Set<Operation> r = Collections.newSetFromMap(new IdentityHashMap<>());
        tree.program().allOperations().stream()
                .filter(o -> !o.results().isEmpty() && o.results().get(0).name().equals(resultName))
                .forEach(r::add);
        assertEquals(1, r.size(), resultName);
        return r;
    }

    private static String without(String text, String resultName) {
        OpTree tree = new OpTree(MlirReader.read(text));
        return OpRemoval.textWithout(tree, named(tree, resultName));
    }

    @Test
    void aPoisonStandsWhereTheRemovedValueWasDefined() {
        assertEquals(NESTED_POISONED, without(NESTED, "%c4"));
    }

    @Test
    void anUnreachableBlockTakesTheValueAsAnArgument() {
        assertEquals(UNREACHABLE_ARGUMENT, without(UNREACHABLE, "%c4"));
    }

    @Test
    void aPoisonIsNotTradedForAnotherOne() {
        // Removing the poison needs a new one of the same size: no progress, so no candidate (rounds end).
        assertNull(without(NESTED_POISONED, "%r0"));
    }

    @Test
    void acceptedByMlirOpt19And22() throws Exception {
        for (String binary : List.of("mlir-opt-19", "mlir-opt-22")) {
            Path tool = MlirRequirement.require(binary);
            for (String text : List.of(NESTED, NESTED_POISONED, UNREACHABLE, UNREACHABLE_ARGUMENT, POISONS)) {
                DropUnusedResultsTest.assertAccepted(tool, text);
                DropUnusedResultsTest.assertAccepted(tool, text, "--allow-unregistered-dialect");
            }
        }
    }

    /**
     * v19_r1_c00230: a generic-form function (its signature is a property, so no argument can be added)
     * whose two constants have no other value of their types in sight. Before the fallback, removing
     * them was no candidate; with poison in their place the program still crashes with the same key.
     */
    @Test
    void aRealGenericFormCrashKeepsItsKeyWithPoisonForItsConstants() throws Exception {
        MlirRequirement.require("mlir-opt-19");
        CrashCase c = CrashCase.load(SharedData.crashes().resolve("cases").resolve("v19_r1_c00230"));
        OpTree tree = new OpTree(MlirReader.read(c.program()));
        Set<Operation> constants = Collections.newSetFromMap(new IdentityHashMap<>());
        tree.program().allOperations().stream()
                .filter(o -> o.name().equals("arith.constant"))
                .forEach(constants::add);
        assertEquals(2, constants.size());
        String out = OpRemoval.textWithout(tree, constants);
        assertTrue(
                out.contains("  ^bb0(%arg0: memref<5x4x3x2xi8, strided<[24, 6, 2, 1], offset: ?>>):\n"
                        + "    %r0 = ub.poison : index\n    %r1 = ub.poison : i8\n"
                        + "    %2 = \"vector.transfer_read\"(%arg0, %r0, %r0, %r0, %r0, %r1)"),
                out);
        assertTrue(out.length() < c.program().length());

        Tool tool = new ToolDiscovery().find("mlir-opt-19").orElseThrow();
        ToolOracle oracle = new ToolOracle(
                new ToolRunner(), OutcomeClassifier.defaults(), tool, RunLimits.defaults(), c.extraArgs());
        Observation before = oracle.observe(new Candidate(c.program(), c.pipeline()));
        Observation after = oracle.observe(new Candidate(out, c.pipeline()));
        assertTrue(before.isCrash(), before.outcome().toString());
        assertTrue(after.isCrash(), after.outcome() + "\n" + after.stderr());
        assertNotEquals("", before.crashKey());
        assertEquals(before.crashKey(), after.crashKey());
    }
}
