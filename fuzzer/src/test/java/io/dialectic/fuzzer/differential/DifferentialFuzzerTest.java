package io.dialectic.fuzzer.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.fuzzer.FuzzBudget;
import io.dialectic.semantics.gen.GeneratedProgram;
import io.dialectic.semantics.gen.UbFreeGenerator;
import io.dialectic.semantics.interp.Execution;
import io.dialectic.semantics.interp.Interpreter;
import io.dialectic.semantics.interp.Limits;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.run.JitPipelines;
import io.dialectic.semantics.run.ToolVersion;
import io.dialectic.semantics.verdict.DifferentialExecution;
import io.dialectic.semantics.verdict.ExecOptions;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import io.dialectic.toolchain.verdict.Judge;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code fuzz --oracle differential}: the program stream, the records of a judged program, a campaign and its resume. */
class DifferentialFuzzerTest {
    private static void requireJit19() {
        MlirRequirement.requireJit(
                ToolVersion.V19.optBinary, ToolVersion.V19.runnerBinary, JitExecutor.available(ToolVersion.V19));
    }

    @Test
    void keptMutantsAreUbFreeByTheInterpreterAndTheStreamIsDeterministic() {
        ProgramStream a = new ProgramStream("t", 3, UbFreeGenerator.Options.DEFAULT, 100);
        ProgramStream b = new ProgramStream("t", 3, UbFreeGenerator.Options.DEFAULT, 100);
        Interpreter interpreter = new Interpreter();
        Map<String, GeneratedProgram> byId = new HashMap<>();
        Set<String> rules = new TreeSet<>();
        int mutants = 0;
        for (int i = 0; i < 80; i++) {
            ProgramStream.Item x = a.next();
            ProgramStream.Item y = b.next();
            assertEquals(x.program().text(), y.program().text(), "same seed, same program " + i);
            byId.put(x.id(), x.program());
            Execution e = interpreter.run(x.program().text(), "main");
            assertEquals(Execution.Status.COMPLETED, e.status(), x.id());
            assertTrue(e.isWellDefined(), x.id() + " prints a value that depends on poison");
            assertEquals(x.program().expected(), e.stdout(), x.id());
            if (x.parentId() == null) {
                assertEquals("gen", x.rule());
                continue;
            }
            mutants++;
            rules.add(x.rule());
            assertNotEquals(
                    byId.get(x.parentId()).functionTemplate(), x.program().functionTemplate(), x.id());
        }
        // 100%: every program after the first is a mutant unless 4 attempts were all dropped
        assertTrue(mutants >= 60, "mutants " + mutants);
        assertTrue(rules.size() >= 3 && Set.of("R1", "R2", "R3", "R4").containsAll(rules), rules.toString());
    }

    /** index_cast(index_cast(300 : index) : i8) = 44; canonicalize of 19 folds the pair away and prints 300 (llvm #90296). */
    @Test
    void aMiscompiledCellBecomesAMiscompileRecordWithKeyAndBothOutputs() {
        requireJit19();
        String function =
                """
                  "func.func"() <{function_type = (index) -> (), sym_name = "__NAME__"}> ({
                  ^bb0(%arg0: index):
                    %0 = "arith.index_cast"(%arg0) : (index) -> i8
                    %1 = "arith.index_cast"(%0) : (i8) -> index
                    "vector.print"(%1) <{punctuation = #vector.punctuation<newline>}> : (index) -> ()
                    "func.return"() : () -> ()
                  }) : () -> ()
                """;
        GeneratedProgram p = new GeneratedProgram(
                function,
                "    %__NAME___a0 = \"arith.constant\"() <{value = 300 : index}> : () -> index\n",
                "    \"func.call\"(%__NAME___a0) <{callee = @__NAME__}> : (index) -> ()\n",
                "44\n");
        List<Cell> cells = List.of(
                new Cell(ToolVersion.V19, JitPipelines.O0),
                new Cell(ToolVersion.V19, JitPipelines.parse("--canonicalize")));
        var j = new DifferentialExecution(new ExecOptions(cells, Limits.DEFAULT, JitExecutor.Timeouts.DEFAULT, true))
                .run(p.text());
        DifferentialRecords records = new DifferentialRecords("t", "mlir-opt-19", "19.1.7", Judge.defaults());
        List<RunRecord> rs = records.judged(new ProgramStream.Item(7, "t-000007", p, null, "gen"), j);
        assertEquals(2, rs.size());
        RunRecord o0 = rs.get(0), canon = rs.get(1);
        assertEquals("t-000007-o0", o0.runId());
        assertEquals(Outcome.VALID, o0.outcome());
        assertNull(o0.miscompileKey());
        assertEquals("t-000007-canonicalize", canon.runId());
        assertEquals(Outcome.MISCOMPILE, canon.outcome());
        // what canonicalize did on the printed value's slice: the cast pair is gone
        assertEquals("--canonicalize | arith.index_cast : iN -> iN => (none)", canon.miscompileKey());
        assertEquals("44\n", canon.expectedOutput());
        assertEquals("300\n", canon.actualOutput());
        assertEquals("canonicalize", canon.pipeline().get(0));
        assertEquals(JitPipelines.LOWERING.size() + 1, canon.pipeline().size());
        assertEquals(0, canon.exitCode());
    }

    @Test
    void aCampaignRecordsEveryProgramInEveryCellAndResumesWhereItStopped(@TempDir Path tmp) throws Exception {
        requireJit19();
        Path out = tmp.resolve("camp");
        List<String> pipelines = List.of("O0", "--canonicalize");
        DifferentialConfig first = new DifferentialConfig(
                out, "mlir-opt-19", FuzzBudget.parse("30"), 5, pipelines, 15, 50, 2, false, null, true);
        DifferentialFuzzer.Summary s1 = DifferentialFuzzer.run(first, st -> {}, () -> false);
        assertEquals(30, s1.stats().programs());
        assertTrue(DifferentialManifest.isDifferential(out));
        List<RunRecord> afterFirst = records(out);

        // resume with a larger budget: the recorded settings (seed, pipelines, batch) win, the first 30 are not run
        // again
        DifferentialConfig more = new DifferentialConfig(
                out, "mlir-opt-19", FuzzBudget.parse("45"), 99, List.of("OPT"), 7, 0, 1, true, null, true);
        DifferentialFuzzer.Summary s2 = DifferentialFuzzer.run(more, st -> {}, () -> false);
        assertEquals(45, s2.stats().programs());
        assertEquals(15, s2.stats().newPrograms());
        List<RunRecord> all = records(out);
        assertEquals(
                afterFirst, all.subList(0, afterFirst.size()), "the first session's records are kept as they were");
        Set<String> ids = new HashSet<>();
        Map<Long, List<RunRecord>> bySeq = new HashMap<>();
        for (RunRecord r : all) {
            assertTrue(ids.add(r.runId()), "run id twice: " + r.runId());
            bySeq.computeIfAbsent(r.seq(), k -> new ArrayList<>()).add(r);
            assertEquals(DifferentialFuzzer.FUZZER, r.fuzzer());
        }
        assertEquals(45, bySeq.size());
        for (var e : bySeq.entrySet()) {
            List<RunRecord> rs = e.getValue();
            boolean refused = rs.size() == 1 && rs.get(0).runId().endsWith("-verify");
            assertTrue(refused || rs.size() == 2, "program " + e.getKey() + ": " + rs.size() + " records");
            if (!refused) {
                assertTrue(
                        rs.get(0).runId().endsWith("-o0") && rs.get(1).runId().endsWith("-canonicalize"),
                        rs.get(0).runId());
            }
            // the reference decides; a UB-free generated program is never ub
            for (RunRecord r : rs) assertNotEquals(Outcome.UB, r.outcome(), r.runId());
        }
    }

    /**
     * The suspects of a batch are judged on the workers: two jobs give the records one job gives (outcome, key,
     * outputs), on a campaign of mlir-opt-22 where fold-memref-alias-ops miscompiles the reshaped reads.
     */
    @Test
    void suspectsJudgedInParallelGiveTheRecordsOfOneJob(@TempDir Path tmp) throws Exception {
        MlirRequirement.requireJit(
                ToolVersion.V22.optBinary, ToolVersion.V22.runnerBinary, JitExecutor.available(ToolVersion.V22));
        List<List<String>> views = new ArrayList<>();
        for (int jobs : new int[] {1, 2}) {
            Path out = tmp.resolve("jobs" + jobs);
            DifferentialFuzzer.run(
                    new DifferentialConfig(
                            out,
                            "mlir-opt-22",
                            FuzzBudget.parse("100"),
                            4,
                            List.of("--fold-memref-alias-ops"),
                            50,
                            0,
                            jobs,
                            false,
                            "j",
                            true),
                    st -> {},
                    () -> false);
            // the compiled output is left out: a miscompiled read of memory past a buffer prints what lies there
            List<String> view = new ArrayList<>();
            for (RunRecord r : records(out))
                view.add(r.runId() + " " + r.outcome() + " " + r.miscompileKey() + " " + r.expectedOutput());
            views.add(view);
        }
        assertEquals(100, views.get(0).size());
        assertTrue(
                views.get(0).stream().anyMatch(v -> v.contains(" " + Outcome.MISCOMPILE + " ")),
                "no miscompile among 100 programs: nothing judged alone");
        // a live bug of the campaign is found and attributed to the pass that has it, not to the lowering after it
        assertTrue(
                views.get(0).stream()
                        .anyMatch(v -> v.contains(" " + Outcome.MISCOMPILE + " --fold-memref-alias-ops | ")),
                views.get(0).toString());
        assertEquals(views.get(0), views.get(1));
    }

    private static List<RunRecord> records(Path campaign) throws Exception {
        List<RunRecord> out = new ArrayList<>();
        RunRecordsJsonl.read(campaign.resolve("runs.jsonl"), l -> out.add(l.record()));
        return out;
    }
}
