package io.dialectic.toolchain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import io.dialectic.toolchain.verdict.OutcomeRule;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every rule of outcome-rules.tsv against real stderr: of ../shared/crashes, of mlir-opt-19 run here
 * on small inputs, and (for debug-build-only messages) the exact LLVM output format. Each sample must
 * be decided with its hand-given category, and every rule must decide at least one sample.
 */
class OutcomeRulesTest {
    private final OutcomeClassifier oc = OutcomeClassifier.defaults();

    /** A real stderr with its known category. Crash samples are also given without their signal so the stderr rules are reached. */
    record Sample(String name, Integer exit, Integer signal, boolean timedOut, String stderr, Outcome expected) {}

    @Test
    void everyRuleDecidesARealSample() {
        Path19 tool = new Path19(MlirRequirement.require("mlir-opt-19"));
        List<Sample> samples = new ArrayList<>();
        samples.add(new Sample("killed at timeout", -9, 9, true, "", Outcome.TIMEOUT));
        samples.add(new Sample(
                "v22_r2_t00024 (exit 124 of timeout(1))",
                CrashCases.exit("v22_r2_t00024"),
                null,
                false,
                CrashCases.stderr("v22_r2_t00024"),
                Outcome.TIMEOUT));
        samples.add(corpus("v19_r1_c00006", Outcome.CRASH));
        samples.add(stderrOnly("v19_r1_c00006", Outcome.CRASH)); // Stack dump:
        samples.add(stderrOnly("v19_r1_c00235", Outcome.CRASH)); // frames but no "Stack dump:" header
        samples.add(stderrOnly("v19_r1_c00095", Outcome.CRASH)); // only the PLEASE banner
        samples.add(new Sample(
                "LLVM ERROR line",
                null,
                null,
                false,
                CrashCases.stderr("v19_r1_c00035")
                        .lines()
                        .filter(l -> l.startsWith("LLVM ERROR"))
                        .findFirst()
                        .orElseThrow(),
                Outcome.CRASH));
        samples.add(new Sample(
                "glibc line",
                null,
                null,
                false,
                CrashCases.stderr("v19_r1_c00132")
                                .lines()
                                .filter(l -> l.startsWith("malloc()"))
                                .findFirst()
                                .orElseThrow()
                        + "\n",
                Outcome.CRASH));
        // Debug builds only (the corpus is release builds): the format of assert.h and llvm_unreachable_internal.
        samples.add(new Sample(
                "assertion (LLVM format)",
                null,
                null,
                false,
                "mlir-opt: /build/llvm-project/mlir/lib/IR/Operation.cpp:123: void mlir::Operation::setOperand(unsigned int, mlir::Value): Assertion `idx < getNumOperands() && \"invalid operand index\"' failed.\n",
                Outcome.CRASH));
        samples.add(new Sample(
                "unreachable (LLVM format)",
                null,
                null,
                false,
                "unexpected type kind\nUNREACHABLE executed at /build/llvm-project/mlir/lib/IR/Types.cpp:42!\n",
                Outcome.CRASH));
        samples.add(corpus("v19_r1_o00000", Outcome.VALID));
        samples.add(corpus("v22_x_v19_r1_c00018", Outcome.INVALID_OPTIONS));
        samples.add(corpus("v22_x_v19_r1_c00009", Outcome.INVALID_OPTIONS));
        samples.add(corpus("v19_r1_e00001", Outcome.INVALID_OPTIONS));
        samples.add(tool.run(
                "unable to schedule",
                "func.func @f() {\n  return\n}\n",
                "--pass-pipeline=builtin.module(mesh-spmdization)",
                Outcome.INVALID_OPTIONS));
        samples.add(tool.run(
                "no such option",
                "func.func @f() {\n  return\n}\n",
                "--pass-pipeline=builtin.module(canonicalize{nope=1})",
                Outcome.INVALID_OPTIONS));
        samples.add(tool.run(
                "bad option value",
                "func.func @f() {\n  return\n}\n",
                "--pass-pipeline=builtin.module(canonicalize{max-iterations=abc})",
                Outcome.INVALID_OPTIONS));
        samples.add(tool.run(
                "unwrapped pipeline",
                "func.func @f() {\n  return\n}\n",
                "--pass-pipeline=cse",
                Outcome.INVALID_OPTIONS));
        samples.add(tool.run(
                "unbalanced pipeline",
                "func.func @f() {\n  return\n}\n",
                "--pass-pipeline=builtin.module(cse))",
                Outcome.INVALID_OPTIONS));
        samples.add(tool.run(
                "unknown pass in pipeline",
                "func.func @f() {\n  return\n}\n",
                "--pass-pipeline=builtin.module(nope)",
                Outcome.INVALID_OPTIONS));
        samples.add(tool.run(
                "bool flag value",
                "func.func @f() {\n  return\n}\n",
                "--mlir-disable-threading=maybe",
                Outcome.INVALID_OPTIONS));
        samples.add(tool.run("two inputs", "func.func @f() {\n  return\n}\n", "input.mlir", Outcome.INVALID_OPTIONS));
        samples.add(tool.run(
                "expected token", "func.func @f() {\n  %0 = arith.constant 1 : i32\n", null, Outcome.GENERAL_MLIR));
        samples.add(corpus("v22_r2_e00004", Outcome.GENERAL_MLIR));
        samples.add(tool.run(
                "undeclared SSA", "func.func @f() -> i32 {\n  return %x : i32\n}\n", null, Outcome.GENERAL_MLIR));
        samples.add(tool.run(
                "redefined SSA",
                "func.func @f() {\n  %0 = arith.constant 1 : i32\n  %0 = arith.constant 2 : i32\n  return\n}\n",
                null,
                Outcome.GENERAL_MLIR));
        samples.add(tool.run(
                "type at use",
                "func.func @f() {\n  %0 = arith.constant 1 : i32\n  %1 = arith.addi %0, %0 : i64\n  return\n}\n",
                null,
                Outcome.GENERAL_MLIR));
        samples.add(tool.run(
                "dominance",
                "func.func @f() {\n  %1 = arith.addi %0, %0 : i32\n  %0 = arith.constant 1 : i32\n  return\n}\n",
                null,
                Outcome.GENERAL_MLIR));
        samples.add(tool.run("undefined block", "func.func @f() {\n  cf.br ^bb9\n}\n", null, Outcome.GENERAL_MLIR));
        samples.add(corpus("v19_r1_e00129", Outcome.GENERAL_MLIR));
        samples.add(tool.run(
                "undefined symbol",
                "func.func @f() {\n  func.call @nope() : () -> ()\n  return\n}\n",
                null,
                Outcome.GENERAL_MLIR));
        samples.add(tool.run(
                "redefined symbol",
                "func.func @f() {\n  return\n}\nfunc.func @f() {\n  return\n}\n",
                null,
                Outcome.GENERAL_MLIR));
        samples.add(tool.run(
                "unregistered dialect",
                "func.func @f() {\n  \"foo.bar\"() : () -> ()\n  return\n}\n",
                null,
                Outcome.GENERAL_MLIR));
        samples.add(tool.run(
                "unknown dialect custom op",
                "func.func @f() {\n  %0 = foo.bar : i32\n  return\n}\n",
                null,
                Outcome.GENERAL_MLIR));
        samples.add(tool.run(
                "lexer",
                "func.func @f() {\n  %0 = arith.constant 1 : i32 $\n  return\n}\n",
                null,
                Outcome.GENERAL_MLIR));
        samples.add(tool.run(
                "op verifier",
                "func.func @f() {\n  %0 = memref.alloc() : memref<4xf32>\n  %1 = memref.load %0[] : memref<4xf32>\n  return\n}\n",
                null,
                Outcome.DIALECT_SPECIFIC));
        samples.add(corpus("v19_r1_e00069", Outcome.DIALECT_SPECIFIC));
        samples.add(corpus("v19_r1_e00001", Outcome.INVALID_OPTIONS));
        samples.add(new Sample("unlocated failure", 1, null, false, "<unknown>:0: error: \n", Outcome.GENERAL_MLIR));

        Set<String> decided = new LinkedHashSet<>();
        for (Sample s : samples) {
            var rule = oc.firstMatch(s.exit(), s.signal(), s.timedOut(), s.stderr());
            assertTrue(rule.isPresent(), s.name());
            assertEquals(
                    s.expected(),
                    rule.get().outcome(),
                    s.name() + " decided by " + rule.get().origin() + " ("
                            + rule.get().comment() + ")");
            decided.add(rule.get().origin());
        }
        List<String> undecided = oc.rules().stream()
                .map(OutcomeRule::origin)
                .filter(o -> !decided.contains(o))
                .toList();
        assertEquals(List.of(), undecided, "rules with no real sample");
    }

    private static Sample corpus(String id, Outcome expected) {
        int exit = CrashCases.exit(id);
        return new Sample(id, exit, exit < 0 ? -exit : null, exit == 124, CrashCases.stderr(id), expected);
    }

    private static Sample stderrOnly(String id, Outcome expected) {
        return new Sample(id + " (stderr only)", null, null, false, CrashCases.stderr(id), expected);
    }

    /** Runs mlir-opt-19 on a small program and keeps its real stderr. */
    private record Path19(Path path) {
        Sample run(String name, String program, String arg, Outcome expected) {
            Tool t = new Tool("mlir-opt-19", path, "19");
            List<String> args = new ArrayList<>();
            if (arg != null) args.add(arg);
            args.add("-o");
            args.add("/dev/null");
            RunResult r = new ToolRunner().run(new RunRequest(t, program, List.of(), RunLimits.defaults(), args));
            return new Sample(
                    name + ": " + r.stderr().lines().findFirst().orElse(""),
                    r.exitCode(),
                    r.signal(),
                    r.timedOut(),
                    r.stderr(),
                    expected);
        }
    }
}
