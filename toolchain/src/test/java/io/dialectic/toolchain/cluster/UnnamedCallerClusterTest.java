package io.dialectic.toolchain.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.CrashCases;
import io.dialectic.toolchain.crash.CrashKeys;
import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.verdict.Judge;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A utility's {@code LLVM ERROR} whose caller has no name in a Debian release build: SmallVector's "unable to grow",
 * raised in {@code SmallVectorBase::grow_pod} and called from an unnamed function of mlir-opt. The trace is the real
 * LLVM ERROR trace of ../shared/crashes v19_r1_c00203 (mlir-opt-19 19.1.7: the abort path, {@code walk}, the pass
 * manager and driver) with the frames between {@code report_fatal_error} and the walk replaced by the utility's, at
 * their real offsets in Debian's 19.1.7 binaries: {@code report_at_maximum_capacity} (libLLVM.so.19.1+0xe4613f, the
 * return address of its call to report_fatal_error, unnamed), {@code SmallVectorBase<unsigned int>::grow_pod}
 * (+0xe45d2b, named by llvm-symbolizer), and the caller mlir-opt+0x3324feb (stripped: llvm-symbolizer names nothing).
 */
class UnnamedCallerClusterTest {
    static final String MESSAGE = "LLVM ERROR: SmallVector unable to grow. Requested capacity (%d) is larger than"
            + " maximum value for size type (4294967295)";

    static final List<String> UTILITY_FRAMES = List.of(
            "0x00007f3897646140 (/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1+0xe4613f)",
            "0x00007f3897645d2b llvm::SmallVectorBase<unsigned int>::grow_pod(void*, unsigned long, unsigned long)"
                    + " (/usr/lib/llvm-19/bin/../lib/libLLVM.so.19.1+0xe45d2b)",
            "0x000055fb2b8c6feb (/usr/lib/llvm-19/bin/mlir-opt+0x3324feb)");

    static final Pattern FRAME = Pattern.compile("^ ?#(\\d+) (.*)$");

    /** c00203's trace with the utility's frames in place of #8-#13, the message asking for {@code capacity}. */
    static String trace(long capacity) {
        List<String> out = new ArrayList<>();
        int n = 0;
        for (String line : CrashCases.stderr("v19_r1_c00203").split("\n", -1)) {
            Matcher m = FRAME.matcher(line);
            if (line.startsWith("LLVM ERROR: ")) out.add(String.format(MESSAGE, capacity));
            else if (!m.matches()) out.add(line);
            else {
                int i = Integer.parseInt(m.group(1));
                if (i >= 8 && i <= 13) {
                    if (i == 8) for (String f : UTILITY_FRAMES) out.add(frame(n++, f));
                } else out.add(frame(n++, m.group(2)));
            }
        }
        return String.join("\n", out);
    }

    static String frame(int i, String rest) {
        return (i < 10 ? " #" : "#") + i + " " + rest;
    }

    static RunRecord crash(String id, String version, long capacity, List<String> pipeline) {
        return Judge.defaults()
                .stamp(RunRecord.builder()
                        .runId(id)
                        .campaign("c")
                        .fuzzer("f")
                        .programText("module {}")
                        .tool("mlir-opt-19")
                        .toolVersion(version)
                        .pipeline(pipeline)
                        .exitCode(-6)
                        .signal(6)
                        .durationMs(10)
                        .stderr(trace(capacity))
                        .build());
    }

    // the installed 19.1.7 names the caller by its function: +0x3324feb is in the function at 0x3324a50
    // (readelf --debug-dump=frames: FDE pc=0000000003324a50..0000000003327ae6); a build not installed keeps the offset
    static final String KEY = "LLVM ERROR: SmallVector unable to grow. Requested capacity (N) is larger than maximum"
            + " value for size type (N) | mlir-opt!fn@0x3324a50 [19.1.7]";

    static final String OTHER_BUILD = "LLVM ERROR: SmallVector unable to grow. Requested capacity (N) is larger than"
            + " maximum value for size type (N) | unnamed mlir-opt+0x3324feb [19.1.4]";

    @BeforeAll
    static void installed() {
        MlirRequirement.require("mlir-opt-19");
    }

    @Test
    void theUnnamedCallerIsTheKeysSiteWithItsBuild() {
        RunRecord r = crash("a", "19.1.7", 4294967296L, List.of("remove-dead-values"));
        assertEquals(KEY, r.crashKey());
        assertFalse(CrashKeys.isWeakKey(r.crashKey()));
        // before: "... | caller not in trace", a cluster of one per crash; with no build known, the place alone
        assertEquals(
                "LLVM ERROR: SmallVector unable to grow. Requested capacity (N) is larger than maximum value for size"
                        + " type (N) | unnamed mlir-opt+0x3324feb",
                CrashSignature.parse(trace(5), List.of(), 6).key());
    }

    @Test
    void crashesOfOneUnnamedCallerAreOneClusterWithEvidenceAndAnotherBuildIsAnother() {
        List<RunRecord> runs = List.of(
                crash("r1", "19.1.7", 4294967296L, List.of("remove-dead-values")),
                crash("r2", "19.1.7", 8589934592L, List.of("cse", "remove-dead-values")),
                crash("r3", "19.1.7", 4294967296L, List.of("remove-dead-values", "canonicalize")),
                // the same offset in another build of mlir-opt-19 is another place: never merged with the three
                crash("r4", "19.1.4", 4294967296L, List.of("remove-dead-values")));
        List<Cluster> cs = Clusters.of(runs, ClusterOptions.defaults());
        assertEquals(2, cs.size(), cs.toString());
        assertTrue(cs.stream().allMatch(Cluster::evidence));
        Cluster three = cs.stream().filter(c -> c.size() == 3).findFirst().orElseThrow();
        assertEquals(List.of("r1", "r2", "r3"), three.members());
        assertEquals(KEY, three.key());
        Cluster other = cs.stream().filter(c -> c.size() == 1).findFirst().orElseThrow();
        assertEquals(List.of("r4"), other.members());
        assertEquals(OTHER_BUILD, other.key());
    }
}
