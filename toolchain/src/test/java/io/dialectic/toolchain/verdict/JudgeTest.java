package io.dialectic.toolchain.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.importer.CaseDirectorySource;
import io.dialectic.toolchain.record.RunRecord;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

class JudgeTest {
    private final Judge judge = Judge.defaults();

    /** A shell or CI system reports a death by SIGSEGV/SIGABRT as 139/134 and keeps no signal. */
    @Test
    void exitStatus139And134WithoutSignalAreDeathsBySegvAndAbrt() {
        Verdict segv = judge.judge(139, null, false, "", List.of("cse"));
        assertEquals(Outcome.CRASH, segv.outcome());
        assertEquals(11, segv.signal());
        assertEquals("signal SIGSEGV | no trace", segv.crashKey());
        Verdict abrt = judge.judge(134, null, false, "", List.of());
        assertEquals(Outcome.CRASH, abrt.outcome());
        assertEquals("signal SIGABRT | no trace", abrt.crashKey());
        // an ordinary failing exit stays what the rules say; 137 (SIGKILL: OOM killer, wrappers) is no crash signal
        assertEquals(
                Outcome.GENERAL_MLIR,
                judge.judge(1, null, false, "error: x", List.of()).outcome());
        assertNull(Signals.of(137, null));
        assertEquals(6, Signals.of(-6, null));
        assertEquals(9, Signals.of(-9, 9));
    }

    /** The key is the trace's: a frameless crash run through one pass (as a reduction leaves it) keys as through five. */
    @Test
    void keyDoesNotDependOnThePipelineButThePassDoes() {
        Verdict five = judge.judge(-11, 11, false, "", List.of("canonicalize", "cse", "inline", "sccp", "symbol-dce"));
        Verdict one = judge.judge(-11, 11, false, "", List.of("cse"));
        assertEquals(five.crashKey(), one.crashKey());
        assertNull(five.crashPass());
        assertEquals("cse", one.crashPass());
    }

    /** A pass's runOnOperation frame is named by the pipeline item it matches, as the signature does with the pipeline. */
    @Test
    void passOfARunOnOperationFrameIsThePipelineItem() {
        String stderr = String.join(
                "\n",
                "Stack dump:",
                " #0 0x00007f0000000001 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/usr/lib/llvm-19/lib/libLLVM.so.19.1+0xeb73c6)",
                " #1 0x00007f0000000002 (/lib/x86_64-linux-gnu/libc.so.6+0x3c050)",
                " #2 0x0000550000000003 mlir::Operation::getContext() (/usr/lib/llvm-19/bin/mlir-opt+0x100)",
                " #3 0x0000550000000004 (anonymous namespace)::ConvertToLLVMPass::runOnOperation() (/usr/lib/llvm-19/bin/mlir-opt+0x200)",
                "");
        Verdict v = judge.judge(-11, 11, false, stderr, List.of("cse", "convert-to-llvm"));
        assertEquals("convert-to-llvm", v.crashPass());
        assertEquals(judge.judge(-11, 11, false, stderr, List.of()).crashKey(), v.crashKey());
    }

    @Test
    void stampFillsAMissingVerdictAndRekeysAStoredCrash() {
        RunRecord fresh = record(null, "", false);
        RunRecord stamped = judge.stamp(fresh);
        assertEquals(Outcome.CRASH, stamped.outcome());
        assertEquals("signal SIGSEGV | no trace", stamped.crashKey());
        // a key written by an older signature is replaced by today's, computed from the stderr ...
        assertEquals(
                "signal SIGSEGV | no trace",
                judge.stamp(record(Outcome.CRASH, "old key", false)).crashKey());
        // ... unless the stderr was cut when recorded: the stored key saw more of the trace
        RunRecord cut = record(Outcome.CRASH, "key of the whole trace", true);
        assertSame(cut, judge.stamp(cut));
        // a non-crash keeps no key
        assertEquals("", judge.stamp(record(Outcome.VALID, "stray", false)).crashKey());
    }

    /**
     * {@link Judge#stampJudged} parses a trace once where stamp and verdictOfStamped parsed it twice each: on every
     * real crash of ../shared/crashes, as recorded and in each state a record can come in, it says the same.
     */
    @Test
    void stampJudgedSaysWhatStampThenVerdictOfStampedSay() throws IOException {
        List<RunRecord> cases = new ArrayList<>();
        new CaseDirectorySource().read(SharedData.crashes(), cases::add);
        Assertions.assertTrue(cases.size() > 100, "crash cases read: " + cases.size());
        int crashes = 0;
        for (RunRecord c : cases) {
            String stderr = c.stderr() == null ? "" : c.stderr();
            Integer sig = Signals.of(c.exitCode(), c.signal());
            assertEquals(
                    CrashSignature.parse(stderr, c.pipeline(), sig).pass(),
                    CrashSignature.parse(stderr, List.of(), sig).passIn(c.pipeline()),
                    c.runId());
            List<RunRecord> states = List.of(
                    c,
                    c.withOutcome(null, ""),
                    c.withOutcome(Outcome.CRASH, "a key of an older signature"),
                    c.withOutcome(Outcome.VALID, "stray"),
                    RunRecord.builder()
                            .runId(c.runId())
                            .programText(c.programText())
                            .tool(c.tool())
                            .toolVersion(c.toolVersion())
                            .pipeline(c.pipeline())
                            .exitCode(c.exitCode())
                            .signal(c.signal())
                            .timedOut(c.timedOut())
                            .durationMs(5)
                            .stderr(c.stderr())
                            .stderrTruncated(true)
                            .outcome(Outcome.CRASH)
                            .crashKey("key of the whole trace")
                            .build());
            for (RunRecord r : states) {
                RunRecord stamped = judge.stamp(r);
                Optional<Verdict> verdict = judge.verdictOfStamped(stamped);
                Judge.Stamped both = judge.stampJudged(r);
                assertEquals(stamped, both.record(), r.runId());
                assertEquals(verdict.isPresent(), both.verdict().isPresent(), r.runId());
                if (verdict.isEmpty()) continue;
                Verdict a = verdict.get(), b = both.verdict().get();
                assertEquals(
                        List.of(
                                a.outcome(),
                                String.valueOf(a.signal()),
                                a.crashKey(),
                                String.valueOf(a.crashPass()),
                                String.valueOf(a.bugLocation()),
                                a.miscompileKey()),
                        List.of(
                                b.outcome(),
                                String.valueOf(b.signal()),
                                b.crashKey(),
                                String.valueOf(b.crashPass()),
                                String.valueOf(b.bugLocation()),
                                b.miscompileKey()),
                        r.runId());
                assertEquals(
                        a.signature() == null ? null : a.signature().key(),
                        b.signature() == null ? null : b.signature().key(),
                        r.runId());
                if (a.outcome() == Outcome.CRASH) crashes++;
            }
        }
        Assertions.assertTrue(crashes > 100, "crash verdicts compared: " + crashes);
    }

    private static RunRecord record(Outcome outcome, String key, boolean truncated) {
        return RunRecord.builder()
                .runId("r1")
                .programText("module {}")
                .tool("mlir-opt-19")
                .toolVersion("19.1.7")
                .pipeline(List.of("cse"))
                .exitCode(139)
                .durationMs(5)
                .stderr("")
                .stderrTruncated(truncated)
                .outcome(outcome)
                .crashKey(key)
                .build();
    }
}
