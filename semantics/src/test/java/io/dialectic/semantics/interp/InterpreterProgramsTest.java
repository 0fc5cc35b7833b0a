package io.dialectic.semantics.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The interpreter on hand-written programs (test resources programs/, generic
 * form; their custom-form sources are in programs/custom/). Every expected
 * output of a UB-free program was checked by hand and against
 * mlir-cpu-runner-19 and mlir-runner-22 output (O0 lowering): both print
 * exactly these lines. The poison/UB programs were checked by hand against
 * the arith documentation.
 */
class InterpreterProgramsTest {

    static String resource(String name) throws IOException {
        try (InputStream in = InterpreterProgramsTest.class.getResourceAsStream("/programs/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static Execution run(String name) throws IOException {
        return new Interpreter().run(resource(name), "main");
    }

    private static void assertOutput(String name, String... lines) throws IOException {
        Execution e = run(name);
        assertEquals(Execution.Status.COMPLETED, e.status(), e.message());
        assertEquals(String.join("\n", lines) + "\n", e.stdout());
        assertTrue(e.isWellDefined());
    }

    @Test
    void integerArithmeticAtEveryWidthWrapsAndRoundsLikeTheRunner() throws IOException {
        // 100+100 : i8 = -56; -7/2 = -3 rem -1, floor -4, ceil -3; 255/2 = 127, ceil 128 -> -128; 255%100 = 55;
        // -8>>1 = -4 (signed), 248>>1 = 124; 100<<1 = -56; maxui(-8,100) = -8; maxsi = 100; true+true : i1 = 0;
        // 100 ult 248; not 100 slt -8; extsi/extui -8 -> -8/248; trunc 300 -> 44; index prints unsigned;
        // 100*-7 = -700 = 68 mod 256; ~100 = -101; 255+2 = 1 carry 1; -700 = (-3, 68) as (hi, lo); 5 : i3 = -3.
        assertOutput(
                "int_arith.mlir",
                "-56",
                "-3",
                "-1",
                "-4",
                "-3",
                "127",
                "-128",
                "55",
                "-4",
                "124",
                "-56",
                "-8",
                "100",
                "0",
                "1",
                "0",
                "-8",
                "248",
                "44",
                "18446744073709551608",
                "248",
                "68",
                "-101",
                "1",
                "1",
                "68",
                "-3",
                "-3");
    }

    @Test
    void structuredControlFlowAndCalls() throws IOException {
        // for 0..10 step 3 sums 0+3+6+9 = 18; while doubles 1 up to 128 in 7 trips; fact(5) = 120 (recursion);
        // an i8 loop from -3 to 2 printed with comma punctuation; select false; index_switch case 3; a string.
        assertOutput("control.mlir", "18", "128", "7", "120", "-3, -2, -1, 0, 1, ", "100", "100", "done");
    }

    @Test
    void vectorsElementwiseReductionsExtractInsertBroadcast() throws IOException {
        assertOutput(
                "vectors.mlir",
                "( 11, 8, 13, 14 )",
                "6",
                "-24",
                "4",
                "-2",
                "106",
                "3",
                "( 100, -2, 3, 4 )",
                "( ( 3, 3, 3 ), ( 3, 3, 3 ) )",
                "( ( 7, 8, 9 ), ( 7, 8, 9 ) )",
                "( 7, 8, 9 )",
                "9",
                "-2",
                "( -2, 3 )",
                "( 0, 0, 0, 0 )",
                "( 10, 10, 10, 10 )",
                "-0.75",
                "-2.25",
                "( -128, -127 )");
    }

    @Test
    void floatsMathAndIndexOps() throws IOException {
        // f32 0.1+0.2 prints 0.3 (%g); 1/3; 1/0 = inf; 0/0 = nan; une/oeq on NaN; f16(1/3) = 0.333252,
        // bf16(1/3) = 0.333984; fptosi(-2.75) = -2; uitofp(-7 : i32) = 4294967289 -> 4.29497e+09; fmod(-2.75, 3) =
        // -2.75;
        // -0 max/min +0; bits of 1.0f = 0x3F800000; round(-2.75) = -3, round(2.5) = 3, roundeven(2.5) = 2;
        // fma = 7.5625 - 2.75; ctlz(40) = 26, cttz = 3, ctpop(-7) = 30; index 7 divs -2 = -3, ceildivs = -3, 7 << 7 =
        // 896.
        assertOutput(
                "floats.mlir",
                "0.3",
                "0.333333",
                "inf",
                "nan",
                "1",
                "0",
                "1e+20",
                "0.333252",
                "0.333984",
                "-2",
                "-7",
                "4.29497e+09",
                "-2.75",
                "-0",
                "0",
                "-0",
                "1065353216",
                "0.333252",
                "1.73205",
                "-3",
                "-3",
                "-3",
                "3",
                "2",
                "4.8125",
                "2.75",
                "26",
                "3",
                "30",
                "7",
                "18446744073709551613",
                "18446744073709551613",
                "18446744073709551614",
                "1",
                "896",
                "-2");
    }

    @Test
    void vectorShuffleTransposeBitcastStridedSlicesMasks() throws IOException {
        // shuffle [5, 0, 4, 3] of (1 2 3 4)(5 6); transpose of a 2x3; i32 -> i16 pairs little-endian; two i32 -> i64
        // (2 << 32 | 1 = 8589934593); a 2x2 slice at column 1; (5 6) inserted at row 0, column 1; masks.
        // 19 prints list attributes as [..], 22 as array<i64: ..>: both read.
        String[] expected = {
            "( 6, 1, 5, 4 )",
            "( ( 1, 4 ), ( 2, 5 ), ( 3, 6 ) )",
            "( 1, 0, 2, 0, 3, 0, 4, 0 )",
            "( 8589934593, 17179869187 )",
            "( ( 2, 3 ), ( 5, 6 ) )",
            "( ( 1, 5, 6 ), ( 4, 5, 6 ) )",
            "( 1, 1, 0, 0 )",
            "( ( 1, 1, 0 ), ( 0, 0, 0 ) )"
        };
        assertOutput("vector_shapes.mlir", expected);
        assertOutput("vector_shapes_22.mlir", expected);
    }

    @Test
    void rankZeroMasksAreSetOnlyByAPositiveSize() {
        // Found on the corpus (s5918, upstream's 0-d mask integration test): mlir-cpu-runner-19 prints ( 0 ) then ( 1
        // ).
        String program =
                """
                "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
                  %0 = "vector.constant_mask"() <{mask_dim_sizes = [0]}> : () -> vector<i1>
                  "vector.print"(%0) <{punctuation = #vector.punctuation<newline>}> : (vector<i1>) -> ()
                  %1 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 1>}> : () -> vector<i1>
                  "vector.print"(%1) <{punctuation = #vector.punctuation<newline>}> : (vector<i1>) -> ()
                  "func.return"() : () -> ()
                }) : () -> ()
                """;
        assertEquals("( 0 )\n( 1 )\n", new Interpreter().run(program, "main").stdout());
    }

    @Test
    void unstructuredControlFlowBetweenBlocks() throws IOException {
        // a cf.br/cf.cond_br loop printing 0..4, then cf.switch on 7 takes the case 7 block, printing 1.
        assertOutput("cf.mlir", "0", "1", "2", "3", "4", "1");
    }

    @Test
    void divisionByZeroIsImmediateUbAfterWhatWasPrinted() throws IOException {
        Execution e = run("undefined.mlir");
        assertEquals(Execution.Status.UNDEFINED, e.status());
        assertEquals("7\n", e.stdout());
        assertEquals("arith.divsi", e.ub().op());
        assertEquals("division by zero", e.ub().reason());
        assertTrue(!e.isWellDefined());
    }

    @Test
    void signedRemainderOfMinByMinusOneIsUb() throws IOException {
        Execution e = run("overflow.mlir");
        assertEquals(Execution.Status.UNDEFINED, e.status());
        assertEquals("arith.remsi", e.ub().op());
        assertTrue(e.ub().reason().contains("MIN % -1"), e.ub().reason());
    }

    @Test
    void poisonIsTrackedPerPrintedLineAndBranchingOnItIsUb() throws IOException {
        Execution e = run("poison.mlir");
        // The last op branches on ub.poison: immediate UB.
        assertEquals(Execution.Status.UNDEFINED, e.status());
        assertEquals("scf.if", e.ub().op());
        List<String> texts = new ArrayList<>();
        List<Integer> poisoned = new ArrayList<>();
        for (int i = 0; i < e.lines().size(); i++) {
            texts.add(e.lines().get(i).text());
            if (!e.lines().get(i).isDefined()) poisoned.add(i);
        }
        // 127+1 wraps (defined); under nsw poison; under nuw 128 fits (defined); 1 << 8 poison; fptosi 300.0 -> i8
        // poison;
        // select true of (127, poison) is 127 (defined); (poison * 127) & 0 is still poison; one lane of a vector
        // overflows under nsw; 7 exact-div 2 poison; 7 exact-div 7 = 1.
        assertEquals(List.of("-128", "-128", "-128", "0", "44", "127", "0", "( -128, 2 )", "3", "1"), texts);
        assertEquals(List.of(1, 3, 4, 6, 7, 8), poisoned);
        assertEquals(
                "signed overflow under nsw",
                e.lines().get(1).poisonedBy().get(0).reason());
        assertEquals(
                "shift amount 8 >= bit width 8",
                e.lines().get(3).poisonedBy().get(0).reason());
        assertEquals("arith.fptosi", e.lines().get(4).poisonedBy().get(0).op());
        assertEquals("ub.poison", e.lines().get(6).poisonedBy().get(0).op());
        assertEquals(
                "exact division with remainder 1",
                e.lines().get(8).poisonedBy().get(0).reason());
    }

    @Test
    void unknownOpsMakeTheProgramUnsupportedNotWrong() {
        String program =
                """
                "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
                  %0 = "arith.constant"() <{value = 1.0 : f32}> : () -> f32
                  %1 = "math.exp"(%0) : (f32) -> f32
                  "vector.print"(%1) <{punctuation = #vector.punctuation<newline>}> : (f32) -> ()
                  "func.return"() : () -> ()
                }) : () -> ()
                """;
        Execution e = new Interpreter().run(program, "main");
        assertEquals(Execution.Status.UNSUPPORTED, e.status());
        assertTrue(e.message().contains("math.exp"), e.message());
        assertNull(e.ub());
    }

    @Test
    void endlessLoopStopsAtTheStepLimit() {
        String program =
                """
                "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
                  %0 = "arith.constant"() <{value = true}> : () -> i1
                  "scf.while"() ({
                    "scf.condition"(%0) : (i1) -> ()
                  }, {
                    "scf.yield"() : () -> ()
                  }) : () -> ()
                  "func.return"() : () -> ()
                }) : () -> ()
                """;
        Execution e = new Interpreter(OpTable.standard(), new Limits(10_000, 100)).run(program, "main");
        assertEquals(Execution.Status.STEP_LIMIT, e.status());
    }
}
