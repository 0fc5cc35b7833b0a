package io.dialectic.toolchain.symbolize;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.cases.CaseFolder;
import io.dialectic.toolchain.cluster.ClusterDefinition;
import io.dialectic.toolchain.cluster.MissingTraces;
import io.dialectic.toolchain.crash.CrashKeys;
import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.importer.RunSources;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.verdict.Verdict;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Crashes of mlir-opt-22 that LLVM's own unwinder cannot walk (its stderr ends at the signal frame), found by the
 * project's fuzzer (test resources {@code crash/traceless/}: input.mlir, cmd.txt, stderr.txt as the fuzzer wrote them),
 * rerun by the real {@link ToolRunner} under the real gdb, and keyed by the real {@link Judge}. The expected sites
 * were read by hand off {@code gdb -batch -ex run -ex bt} of each command.
 */
class GdbRetraceTest {
    private static Tool tool;
    private static final ToolRunner RUNNER = new ToolRunner();
    private static final Judge JUDGE = Judge.defaults();

    @BeforeAll
    static void tools() {
        MlirRequirement.require("gdb");
        MlirRequirement.require("mlir-opt-22");
        tool = new ToolDiscovery().find("mlir-opt-22").orElseThrow();
    }

    private static CaseFolder traceless(String name) throws Exception {
        return CaseFolder.read(resource("io/dialectic/toolchain/crash/traceless/" + name));
    }

    private static Path resource(String path) throws URISyntaxException {
        return Path.of(GdbRetraceTest.class.getClassLoader().getResource(path).toURI());
    }

    private static RunResult run(String program, List<String> pipeline, List<String> extra) {
        List<String> args = new ArrayList<>(extra);
        args.addAll(List.of("-o", "/dev/null"));
        return RUNNER.run(new RunRequest(tool, program, pipeline, RunLimits.defaults(), args));
    }

    private static Verdict judged(RunResult r, List<String> pipeline) {
        Verdict v = JUDGE.judge(r, pipeline);
        assertTrue(v.crashed(), () -> "still crashes: " + r.stderr());
        return v;
    }

    @Test
    void crashesLlvmCouldNotUnwindGetTheirFramesFromGdb() throws Exception {
        for (String[] c : new String[][] {
            {"splitat-fold", "site: mlir::shape::SplitAtOp::fold"}, {"concat-fold", "site: mlir::shape::ConcatOp::fold"}
        }) {
            CaseFolder k = traceless(c[0]);
            assertTrue(
                    CrashSignature.parse(k.stderr(), List.of(), 11).stopsAtFault(),
                    c[0] + ": the recorded stderr stops at the signal frame");
            assertEquals(
                    "signal SIGSEGV | no trace",
                    JUDGE.crash(11, k.stderr(), k.pipeline(), "22.1.8").crashKey());
            RunResult r = run(k.program(), k.pipeline(), k.extraArgs());
            assertTrue(r.stderr().contains(CrashSignature.GDB_TRACE_HEADER), c[0] + ": " + r.stderr());
            Verdict v = judged(r, k.pipeline());
            assertTrue(v.signature().fromGdb());
            assertEquals(c[1], v.crashKey(), c[0]);
            assertTrue(ClusterDefinition.hasEvidence(v.crashKey()));
        }
    }

    @Test
    void recoveringTracesOfRecordedCrashesGoesPastTheFault() throws Exception {
        // clusters --recover-traces: the recorded run printed LLVM's handler frames and nothing past the fault
        List<RunRecord> in = RunSources.defaults(JUDGE)
                .readAll(List.of(resource("io/dialectic/toolchain/crash/traceless/concat-fold")));
        assertEquals("signal SIGSEGV | no trace", in.get(0).crashKey());
        ToolDiscovery d = new ToolDiscovery();
        List<RunRecord> out = MissingTraces.recover(in, RUNNER, d, RunLimits.defaults());
        assertEquals("site: mlir::shape::ConcatOp::fold", out.get(0).crashKey());
        assertTrue(out.get(0).stderr().contains(CrashSignature.GDB_TRACE_HEADER));
    }

    @Test
    void anUnnamedCrashSiteIsNamedByItsFunction() throws Exception {
        // flatten-memref: a pattern without a symbol, called by the greedy driver (plumbing): its function is the site
        CaseFolder k = traceless("flatten-memref");
        Verdict v = judged(run(k.program(), k.pipeline(), k.extraArgs()), k.pipeline());
        assertTrue(v.crashKey().startsWith("site: libMLIR.so.22.1!fn@0x"), v.crashKey());
        assertTrue(v.crashKey().endsWith(" [" + tool.version() + "]"), v.crashKey());
    }

    @Test
    void oneFoldReachedThroughThreePassesIsOneClusterAndAnotherFoldIsAnother() throws Exception {
        // the inliner's folder, the canonicalizer and SCCP's constant propagation each call CstrBroadcastableOp::fold,
        // which reads a null DenseElementsAttr (the frames above the fold differ: gdb shows OpBuilder::tryFold,
        // the greedy driver and SparseConstantPropagation::visitOperation)
        String program = traceless("cstr-broadcastable").program();
        List<ClusterDefinition.Member> members = new ArrayList<>();
        String key = null;
        for (String pass : List.of("inline", "canonicalize", "sccp")) {
            Verdict v = judged(run(program, List.of(pass), List.of("--allow-unregistered-dialect")), List.of(pass));
            assertEquals("site: mlir::shape::CstrBroadcastableOp::fold", v.crashKey(), pass);
            key = v.crashKey();
            members.add(new ClusterDefinition.Member(pass, program.length(), v.crashPass(), List.of(pass), null));
        }
        List<ClusterDefinition.Group> groups = ClusterDefinition.clusters(key, members);
        assertEquals(1, groups.size());
        assertEquals(3, groups.get(0).members().size());
        CaseFolder other = traceless("splitat-fold");
        String otherKey = judged(run(other.program(), other.pipeline(), other.extraArgs()), other.pipeline())
                .crashKey();
        assertNotEquals(key, otherKey);
        assertFalse(CrashKeys.isWeakKey(otherKey));
    }
}
