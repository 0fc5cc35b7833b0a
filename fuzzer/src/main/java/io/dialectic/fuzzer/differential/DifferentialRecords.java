package io.dialectic.fuzzer.differential;

import io.dialectic.base.Sha256;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.CellResult;
import io.dialectic.semantics.run.CellStatus;
import io.dialectic.semantics.verdict.CellComparison;
import io.dialectic.semantics.verdict.DifferentialVerdict;
import io.dialectic.semantics.verdict.Judgement;
import io.dialectic.semantics.verdict.MiscompileKey;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.verdict.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Run records of a differential campaign: one per program x cell (docs/ARCHITECTURE.md "one row per program x pipeline x
 * tool"; the pipeline is the cell's, lowering included), with the program's id as the prefix of the run id
 * ({@code CAMPAIGN-000042-opt}). How a cell's result becomes an outcome:
 * <ul>
 *   <li>the compiler crashed, timed out or rejected the program: the toolchain {@link Judge} decides from exit and
 *       stderr, as for any run (a crash gets its crash key and case);</li>
 *   <li>it lowered and the compiled program printed a value the reference fixes differently: {@code miscompile},
 *       with the semantics {@link MiscompileKey}, the expected (interpreter) and the actual output;</li>
 *   <li>it lowered and the program died or hung where the reference completed UB-free: {@code miscompile} keyed
 *       {@code runtime-crash | PIPELINE} (or {@code runtime-timeout}), since no value slice names the fault;</li>
 *   <li>the outputs differ only where the reference depends on poison or reaches UB: {@code ub};</li>
 *   <li>otherwise {@code valid}.</li>
 * </ul>
 * A program that printed the reference output in every cell of its batch is {@code valid} everywhere without being
 * judged alone; its {@code duration_ms} is the cell's batch time divided by the programs of the batch.
 */
final class DifferentialRecords {
    private final String campaign;
    private final String tool;
    private final String toolVersion;
    private final Judge judge;

    DifferentialRecords(String campaign, String tool, String toolVersion, Judge judge) {
        this.campaign = campaign;
        this.tool = tool;
        this.toolVersion = toolVersion;
        this.judge = judge;
    }

    /** {@code PROGRAM-ID-SLUG}: the slug of a cell is its pipeline name (and JIT level) in lower case, dashes only. */
    static String runId(String programId, Cell c) {
        String slug = (c.pipeline().name() + (c.jitLevel() == null ? "" : "-" + c.jitLevel()))
                .toLowerCase(Locale.ROOT)
                .replaceAll("[^a-z0-9]+", "-")
                .replaceAll("^-+|-+$", "");
        return programId + "-" + (slug.isEmpty() ? "cell" : slug);
    }

    /** Every cell printed the reference output in the batch. */
    RunRecord agreed(ProgramStream.Item item, Cell c, long durationMs) {
        return base(item, c, 0, null, false, durationMs, "").withOutcome(Outcome.VALID, "");
    }

    /** The records of a program judged alone, one per cell of {@code j}. */
    List<RunRecord> judged(ProgramStream.Item item, Judgement j) {
        List<RunRecord> out = new ArrayList<>();
        for (CellComparison cc : j.cells()) out.add(judgedCell(item, j, cc));
        return out;
    }

    private RunRecord judgedCell(ProgramStream.Item item, Judgement j, CellComparison cc) {
        CellResult r = cc.result();
        Cell c = r.cell();
        long ms = r.compileMs() + r.runMs();
        boolean compilerFailed = r.status() == CellStatus.COMPILER_CRASH
                || r.status() == CellStatus.COMPILER_TIMEOUT
                || ((r.status() == CellStatus.REJECTED || r.status() == CellStatus.NOT_LOWERABLE)
                        && r.compilerExit() != null
                        && r.compilerExit() != 0);
        if (compilerFailed) {
            boolean timedOut = r.status() == CellStatus.COMPILER_TIMEOUT;
            Integer exit = timedOut ? null : r.compilerExit();
            Verdict v =
                    judge.judge(exit, null, timedOut, r.stderr(), c.pipeline().items(), toolVersion);
            return base(item, c, exit, v.signal(), timedOut, ms, r.stderr()).withOutcome(v.outcome(), v.crashKey());
        }
        RunRecord rec = base(item, c, r.compilerExit() == null ? 0 : r.compilerExit(), null, false, ms, "");
        String expected = j.expected();
        if (cc.miscompiles()) {
            return rec.withOutcome(Outcome.MISCOMPILE, "")
                    .withExecution(MiscompileKey.text(MiscompileKey.of(j, cc)), expected, r.stdout());
        }
        boolean referenceClean = j.reference() != null && j.reference().isWellDefined();
        if ((r.status() == CellStatus.RUNTIME_CRASH || r.status() == CellStatus.RUNTIME_TIMEOUT) && referenceClean) {
            return rec.withOutcome(Outcome.MISCOMPILE, "")
                    .withExecution(
                            new MiscompileKey(r.status().label(), c.pipeline().name()).toString(),
                            expected,
                            r.stdout());
        }
        if (j.verdict() == DifferentialVerdict.UB && (cc.differs() || r.status() != CellStatus.OK)) {
            return rec.withOutcome(Outcome.UB, "").withExecution(null, expected, r.stdout());
        }
        return rec.withOutcome(Outcome.VALID, "");
    }

    /** A mutant mlir-opt refuses before any pass (pipeline empty): its verifier's verdict, as any run. */
    RunRecord unverified(ProgramStream.Item item, RunResult res) {
        Verdict v = judge.judge(res, List.of());
        return of(item).runId(item.id() + "-verify")
                .pipeline(List.of())
                .result(res)
                .outcome(v.outcome())
                .crashKey(v.crashKey())
                .build();
    }

    /** What every record of {@code item} holds: the campaign, the program and its parent, this tool. */
    private RunRecord.Builder of(ProgramStream.Item item) {
        return RunRecord.builder()
                .campaign(campaign)
                .fuzzer(DifferentialFuzzer.FUZZER)
                .seq(item.seq())
                .programSha256(Sha256.ofProgram(item.program().text()))
                .programText(item.program().text())
                .tool(tool)
                .toolVersion(toolVersion)
                .parentId(item.parentId());
    }

    private RunRecord base(
            ProgramStream.Item item, Cell c, Integer exit, Integer signal, boolean timedOut, long ms, String stderr) {
        return of(item).runId(runId(item.id(), c))
                .pipeline(c.pipeline().items())
                .exitCode(exit)
                .signal(signal)
                .timedOut(timedOut)
                .durationMs(ms)
                .stderr(stderr)
                .build();
    }
}
