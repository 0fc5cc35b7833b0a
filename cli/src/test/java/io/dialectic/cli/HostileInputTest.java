package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.bench.faults.HostileInput;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * As a user meets it: a colleague's folder of crash cases and run records that names a script as its tool,
 * or carries plugin and output flags. Every verb that reruns data refuses it with one line, starts no binary but a
 * discovered mlir-opt (the script leaves a marker when started) and writes no file outside its output. The cases are
 * real crashes of ../shared/crashes run on the real mlir-opt-19.
 */
class HostileInputTest {
    /** A crash of mlir-opt-19 with a full stack trace (one pass: --convert-to-spirv ... see its cmd.txt). */
    private static final String CASE = "v19_r1_c00014";

    @TempDir
    Path tmp;

    private Path marker;
    private Path script;

    @BeforeEach
    void aScriptThatLeavesAMarker() throws IOException {
        MlirRequirement.require("mlir-opt-19");
        marker = tmp.resolve("script-was-started");
        script = tmp.resolve("download").resolve("x.sh");
        Files.createDirectories(script.getParent());
        Files.writeString(script, "#!/bin/sh\ntouch '" + marker + "'\nexit 139\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    /** A copy of the real case with its tool.txt and cmd.txt replaced. */
    private Path hostileCase(String name, String toolTxt, String cmdTxt) throws IOException {
        Path src = SharedData.crashes().resolve("cases").resolve(CASE);
        Path c = Files.createDirectories(tmp.resolve("download").resolve(name));
        for (String f : List.of("input.mlir", "stderr.txt", "exit_code.txt", "meta.json"))
            Files.copy(src.resolve(f), c.resolve(f));
        Files.writeString(
                c.resolve("tool.txt"), toolTxt == null ? Files.readString(src.resolve("tool.txt")) : toolTxt + "\n");
        Files.writeString(
                c.resolve("cmd.txt"), cmdTxt == null ? Files.readString(src.resolve("cmd.txt")) : cmdTxt + "\n");
        return c;
    }

    private String originalCommand(String extra) throws IOException {
        String cmd = Files.readString(
                        SharedData.crashes().resolve("cases").resolve(CASE).resolve("cmd.txt"))
                .lines()
                .findFirst()
                .orElseThrow();
        return cmd.replace(" -o /dev/null", "") + " " + extra;
    }

    private String refused(String... args) {
        String err = CapturedRun.dialectic(ErrorReport.EXIT, args).err();
        assertTrue(err.contains("refusing to run"), err);
        assertEquals(1, err.strip().lines().count(), err);
        return err;
    }

    private void nothingStartedOrWritten(Path... forbidden) {
        assertFalse(Files.exists(marker), "the case's script was started");
        for (Path p : forbidden) assertFalse(Files.exists(p), p + " was written");
    }

    @Test
    void rerunRefusesACaseThatNamesAScriptAsItsTool() throws Exception {
        Path c = hostileCase("script-tool", script.toString(), null);
        String err = refused("rerun", c.toString(), "--times", "1");
        assertTrue(err.contains("'" + script + "', which is not an mlir-opt"), err);
        nothingStartedOrWritten();
        // an mlir-opt path in tool.txt runs as the discovered mlir-opt-19, never as the path given
        Path mapped = hostileCase(
                "opt-path", tmp.resolve("download").resolve("mlir-opt") + "\nDebian LLVM version 19.1.7", null);
        String out = CapturedRun.dialectic(0, "rerun", mapped.toString(), "--times", "1")
                .out();
        assertTrue(out.contains("on mlir-opt-19 19.1.7"), out);
    }

    @Test
    void reduceRefusesScriptToolsAndPluginOrOutputFlagsInBothSpellings() throws Exception {
        Path out = tmp.resolve("red");
        refused(
                "reduce",
                hostileCase("script-tool", script.toString(), null).toString(),
                "--budget",
                "20s",
                "--out",
                out.toString());
        Path reproducer = tmp.resolve("elsewhere").resolve("reproducer.mlir");
        Path tree = tmp.resolve("elsewhere").resolve("tree");
        Path plugin = tmp.resolve("download").resolve("plugin.so");
        Files.writeString(plugin, "not really a library");
        int k = 0;
        for (String flag : List.of(
                "--mlir-pass-pipeline-crash-reproducer=" + reproducer,
                "-mlir-pass-pipeline-crash-reproducer=" + reproducer,
                "--load-pass-plugin=" + plugin,
                "-load-pass-plugin=" + plugin,
                "--load-dialect-plugin=" + plugin,
                "-load-dialect-plugin=" + plugin,
                "--mlir-print-ir-tree-dir=" + tree,
                "-log-actions-to=" + reproducer,
                "-o " + reproducer)) {
            Path c = hostileCase("flags" + k++, null, originalCommand(flag));
            String err = refused("reduce", c.toString(), "--budget", "20s", "--out", out.toString());
            assertTrue(err.contains(flag.replace(" ", "=")), err);
        }
        nothingStartedOrWritten(reproducer, tree, out);
    }

    /** Records from another harness: a real crash that printed no frames, named as run by the script. */
    private Path hostileRecords(String tool, List<String> pipeline) throws IOException {
        Path src = SharedData.crashes().resolve("cases").resolve(CASE);
        String program = Files.readString(src.resolve("input.mlir"));
        RunRecord r = HostileInput.foreignCrash(program, tool, pipeline);
        Path f = tmp.resolve("download").resolve("runs.jsonl");
        Files.writeString(f, RunRecordsJsonl.toLine(r) + "\n");
        return f;
    }

    @Test
    void clustersRecoverTracesAndRerunRefuseForeignToolsAndFlagsAndMatchRunsNothing() throws Exception {
        List<String> realPipeline = List.of(Files.readString(
                        SharedData.crashes().resolve("cases").resolve(CASE).resolve("meta.json"))
                .replaceAll("(?s).*\"passes\"\\s*:\\s*\"([^\"]*)\".*", "$1")
                .split(","));
        Path scriptRuns = hostileRecords(script.toString(), realPipeline);
        String err = CapturedRun.dialectic(0, "clusters", scriptRuns.toString(), "--recover-traces")
                .err();
        assertTrue(err.contains("refusing to run run r1") && err.contains("0 crash traces recovered"), err);
        CapturedRun.dialectic(0, "clusters", scriptRuns.toString(), "--rerun", "1");
        Path reproducer = tmp.resolve("elsewhere").resolve("r.mlir");
        Path flagRuns = hostileRecords(
                "mlir-opt-19", List.of("mlir-pass-pipeline-crash-reproducer{" + reproducer + "}", "cse"));
        err = CapturedRun.dialectic(0, "clusters", flagRuns.toString(), "--recover-traces")
                .err();
        assertTrue(err.contains("pipeline item 'mlir-pass-pipeline-crash-reproducer{"), err);
        // match only reads: the hostile records are matched against known ones and nothing runs
        CapturedRun.dialectic(
                0, "match", scriptRuns.toString(), SharedData.crashes().toString());
        nothingStartedOrWritten(reproducer);
    }

    @Test
    void reduceAllClustersRefusesARepresentativeRunOfAScriptAsARowAndGoesOn() throws Exception {
        Path runs = hostileRecords(script.toString(), List.of("cse"));
        Path analysis = tmp.resolve("analysis");
        CapturedRun.dialectic(
                0, "analyze", "night=" + runs, "--engine", "embedded", "--quiet", "--out", analysis.toString());
        Path out = tmp.resolve("red-all");
        CapturedRun.dialectic(
                0, "reduce", "--all-clusters", analysis.toString(), "--budget", "20s", "--out", out.toString());
        String index = Files.readString(out.resolve("index.csv"));
        assertTrue(
                index.contains(
                        "refused: refusing to run cluster cluster-001 (run r1): it names the tool '" + script + "'"),
                index);
        nothingStartedOrWritten();
    }

    @Test
    void aMiscompileRecordWithAnOutputFlagIsRefused() throws Exception {
        Path runs = hostileRecords(
                "mlir-opt-19",
                List.of("canonicalize", "--mlir-pass-pipeline-crash-reproducer=" + tmp.resolve("r.mlir")));
        String err = refused(
                "reduce",
                "--keep",
                "same-miscompile",
                "--run",
                runs + ":r1",
                "--budget",
                "20s",
                "--out",
                tmp.resolve("mc").toString());
        assertTrue(err.contains("--mlir-pass-pipeline-crash-reproducer="), err);
        nothingStartedOrWritten(tmp.resolve("r.mlir"), tmp.resolve("mc"));
    }

    @Test
    void runAndFuzzRefuseACorpusIndexWithPluginFlags() throws Exception {
        Path corpus = Files.createDirectories(tmp.resolve("download").resolve("corpus"));
        Files.createDirectories(corpus.resolve("generic"));
        Files.copy(
                SharedData.crashes().resolve("cases").resolve(CASE).resolve("input.mlir"),
                corpus.resolve("generic").resolve("s1.mlir"));
        Files.writeString(
                corpus.resolve("index.json"),
                "[{\"id\": \"s1\", \"flags\": [\"--allow-unregistered-dialect\", \"-load-pass-plugin="
                        + tmp.resolve("p.so") + "\"]}]\n");
        String err = refused(
                "run",
                corpus.resolve("generic").toString(),
                "--tool",
                "mlir-opt-19",
                "--pipelines",
                "cse",
                "--out",
                tmp.resolve("runs.jsonl").toString());
        assertTrue(err.contains("program s1 of") && err.contains("-load-pass-plugin="), err);
        assertFalse(Files.exists(tmp.resolve("runs.jsonl")));
        err = refused(
                "fuzz",
                "--seeds",
                corpus.toString(),
                "--tool",
                "mlir-opt-19",
                "--budget",
                "5",
                "--out",
                tmp.resolve("camp").toString());
        assertTrue(err.contains("-load-pass-plugin="), err);
        nothingStartedOrWritten(tmp.resolve("camp"));
        try (Stream<Path> s = Files.list(tmp.resolve("download"))) {
            assertEquals(
                    List.of("corpus", "x.sh"),
                    s.map(p -> p.getFileName().toString()).sorted().toList(),
                    "nothing written beside the data");
        }
    }
}
