package io.dialectic.toolchain;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What a case or record may pass to the compiler, in both spellings LLVM's command line reads. */
class ForeignArgsTest {
    @Test
    void flagsThatLoadCodeOrWriteFilesAreRefusedAndNamed() {
        for (String flag : List.of(
                "--load-pass-plugin=/case/plugin.so",
                "-load-pass-plugin=/case/plugin.so",
                "--load-dialect-plugin=d.so",
                "-load-dialect-plugin=d.so",
                "--mlir-pass-pipeline-crash-reproducer=/some/path",
                "-mlir-pass-pipeline-crash-reproducer=/some/path",
                "--log-actions-to=/tmp/a.log",
                "-log-actions-to=a.log",
                "--mlir-print-ir-tree-dir=/tmp/t",
                "-mlir-print-ir-tree-dir=/tmp/t",
                "-o=/tmp/out.mlir",
                "--o=/tmp/out.mlir",
                "--info-output-file=/tmp/stats",
                "--mlir-generate-reproducer=/tmp/r")) {
            Optional<String> p = ForeignArgs.argProblem(flag);
            assertTrue(p.isPresent(), flag);
            assertTrue(p.get().contains(flag), p.get());
            assertTrue(p.get().contains("loads code") || p.get().contains("file"), p.get());
        }
        assertTrue(ForeignArgs.argProblem("@/tmp/options.rsp").orElseThrow().contains("read its options from a file"));
        assertTrue(ForeignArgs.argProblem("/etc/passwd").orElseThrow().contains("not a flag"));
        // a tool option that is harmless but not about reading or printing the program is refused all the same: an
        // allow-list
        assertTrue(ForeignArgs.argProblem("--aarch64-enable-ccmp").orElseThrow().contains("not taken from data"));
    }

    @Test
    void flagsThatOnlyChangeHowAProgramIsReadOrPrintedPass() {
        for (String flag : List.of(
                "--allow-unregistered-dialect",
                "-allow-unregistered-dialect",
                "--mlir-disable-threading",
                "--split-input-file",
                "--mlir-print-op-generic",
                "--mlir-print-ir-after-all",
                "--mlir-print-ir-after=cse",
                "--verify-each=false",
                "--mlir-elide-elementsattrs-if-larger=16")) {
            assertEquals(Optional.empty(), ForeignArgs.argProblem(flag), flag);
        }
    }

    @Test
    void everyAllowedFlagIsARealOptionOfMlirOpt19Or22() {
        // mlir-opt-options.txt is generated from both tools' --help-hidden: a misspelt allow-list entry would allow
        // nothing
        for (String name : ForeignArgs.ALLOWED) assertTrue(ForeignArgs.isToolOption(name), name);
        for (String name : ForeignArgs.WRITES_FILES) assertTrue(ForeignArgs.isToolOption(name), name);
        assertTrue(ForeignArgs.isToolOption("load-pass-plugin"));
        assertFalse(ForeignArgs.isToolOption("canonicalize"), "passes are not tool options");
    }

    @Test
    void pipelineItemsMustBePassesWithoutPaths() {
        for (String item : List.of(
                "load-pass-plugin{/case/plugin.so}",
                "--load-pass-plugin=/case/plugin.so",
                "-load-dialect-plugin=d.so",
                "mlir-pass-pipeline-crash-reproducer{/some/path}",
                "log-actions-to{/tmp/a}",
                "mlir-print-ir-tree-dir{/tmp/t}",
                "info-output-file{/tmp/s}",
                "o{/tmp/out}",
                "as-secure-log-file{/tmp/x}",
                // pass options that write a file, start a program or link a library
                "snapshot-op-locations{filename=/tmp/snap.mlir}",
                "snapshot-op-locations{filename=snap.mlir}",
                "gpu-module-to-binary{toolkit=/case/cuda}",
                "nvvm-attach-target{l=lib.bc}",
                "gpu-module-to-binary{opts=-v}",
                "transform-preload-library{transform-library-paths=lib.mlir}",
                "func.func:some-pass{dir=/tmp}",
                "a-future-pass-plugin{x}",
                "--canonicalize=x=/etc/passwd")) {
            Optional<String> p = ForeignArgs.itemProblem(item);
            assertTrue(p.isPresent(), item);
            assertTrue(p.get().contains(item), p.get());
        }
        for (String item : List.of(
                "cse",
                "canonicalize{max-iterations=1 test-convergence=true}",
                "func.func:mesh-spmdization",
                "gpu.module/gpu.func:cse",
                "convert-gpu-to-nvvm",
                "tosa-validate{profile=bi}",
                "sparsifier",
                "test-written-to",
                "inline{default-pipeline=canonicalize max-iterations=4}",
                "--canonicalize",
                // nested, a name is only ever looked up as a pass: never a flag
                "func.func:load-pass-plugin")) {
            assertEquals(Optional.empty(), ForeignArgs.itemProblem(item), item);
        }
    }

    @Test
    void checkThrowsOneLineNamingTheSourceAndTheFlag() {
        RefusedInput e = assertThrows(
                RefusedInput.class,
                () -> ForeignArgs.check(
                        "crash case c1",
                        List.of("cse"),
                        List.of("--allow-unregistered-dialect", "-load-pass-plugin=c1/p.so")));
        assertTrue(
                e.getMessage().startsWith("refusing to run crash case c1: '-load-pass-plugin=c1/p.so' loads code"),
                e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    @Test
    void theRunnersLastCheckLetsDialecticsOwnArgumentsThroughOnly() {
        assertEquals(Optional.empty(), ForeignArgs.unsafeArgv(List.of("input.mlir", "--cse", "-o", "/dev/null")));
        assertEquals(
                Optional.empty(), ForeignArgs.unsafeArgv(List.of("input.mlir", "--mlir-print-op-generic", "-o", "-")));
        assertEquals(
                Optional.empty(),
                ForeignArgs.unsafeArgv(
                        List.of("input.mlir", "--log-actions-to=actions.log", "--mlir-print-ir-after-change")));
        assertEquals(Optional.empty(), ForeignArgs.unsafeArgv(List.of("input.mlir", "--cse", "-o", "low.mlir")));
        assertTrue(ForeignArgs.unsafeArgv(List.of("input.mlir", "-o", "../low.mlir"))
                .isPresent());
        assertTrue(ForeignArgs.unsafeArgv(List.of("input.mlir", "-o", "/tmp/x"))
                .orElseThrow()
                .contains("writes a file"));
        assertTrue(ForeignArgs.unsafeArgv(List.of("input.mlir", "--log-actions-to=/tmp/x"))
                .isPresent());
        assertTrue(ForeignArgs.unsafeArgv(List.of("input.mlir", "--log-actions-to=../x"))
                .isPresent());
        assertTrue(ForeignArgs.unsafeArgv(List.of("input.mlir", "--mlir-pass-pipeline-crash-reproducer=r.mlir"))
                .isPresent());
        assertTrue(ForeignArgs.unsafeArgv(List.of("input.mlir", "-load-pass-plugin=p.so"))
                .orElseThrow()
                .contains("loads code"));
        assertTrue(ForeignArgs.unsafeArgv(List.of("input.mlir", "@opts")).isPresent());
    }

    @Test
    void everyPipelineAndFlagOfTheSharedCrashCorpusPasses() throws Exception {
        // The real cases must still run: 311 commands of mlir-opt-19 and -22, their meta.json pipelines and their
        // flags.
        List<String> ids = CrashCases.ids();
        assertFalse(ids.isEmpty());
        for (String id : ids) {
            List<String> items =
                    PassPipeline.splitItems(CrashCases.index().get(id).get("passes"));
            List<String> flags = new ArrayList<>();
            String cmd = Files.readString(CrashCases.dir(id).resolve("cmd.txt"))
                    .lines()
                    .findFirst()
                    .orElse("");
            if (cmd.contains(RunRequest.ALLOW_UNREGISTERED)) flags.add(RunRequest.ALLOW_UNREGISTERED);
            assertEquals(Optional.empty(), ForeignArgs.problem(items, flags), id);
        }
    }
}
