package io.dialectic.toolchain.irbug;

import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.batch.BatchRunner;
import io.dialectic.toolchain.record.RunRecord;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A campaign's IR-bug checks at batch cost: an errored run is checked for invalid IR (two batches per batch of runs)
 * unless its observation shows that no pass ran ({@link PassFailure}); one that failed in a known pass is checked up to
 * that pass, which is then the bad pass, and any other has its whole pipeline checked, the bad pass then found by
 * prefixes only for a shape (the op's dialect and the message's shape) not yet seen with a pass of the run's pipeline,
 * so attribution runs once per new key, not once per run. A valid run's output is round-tripped only for the first
 * valid run of each pass. Thread-safe: workers share one checker.
 */
public final class IrBugChecker {
    private final boolean searchPrefixes;

    /** A checker of the whole pipeline's output (the crash oracle's: its pipelines are a few passes). */
    public IrBugChecker() {
        this(false);
    }

    /**
     * @param searchPrefixes an errored run whose whole pipeline, unverified, prints IR that verifies has its prefixes
     *                       checked as well ({@link InvalidIrCheck}): for pipelines that end in a lowering, which
     *                       converts what a pass broke away (the differential oracle's cells)
     */
    public IrBugChecker(boolean searchPrefixes) {
        this.searchPrefixes = searchPrefixes;
    }

    /** Shape -> the pass names already found to leave it. */
    private final Map<String, Set<String>> passesOfShape = new ConcurrentHashMap<>();

    private final Set<String> roundTripped = ConcurrentHashMap.newKeySet();
    private final Map<String, ShapeTally> tallies = new ConcurrentHashMap<>();
    private final AtomicLong checked = new AtomicLong();
    private final AtomicLong backedOff = new AtomicLong();
    private final AtomicLong beforePasses = new AtomicLong();
    private final AtomicLong attributions = new AtomicLong();
    private final AtomicLong roundTrips = new AtomicLong();
    private final AtomicLong invalidIrNanos = new AtomicLong();
    private final AtomicLong roundTripNanos = new AtomicLong();

    /**
     * A judged run to check: its record (outcome, exit code, stderr), what it was (to run it again), what it printed
     * (null where it printed none: the round trip then runs it again) and where it failed.
     */
    public record Run(RunRecord record, RunRequest request, String output, PassFailure failure) {
        /** A run that printed nothing kept and was not observed. */
        public static Run of(RunRecord record, RunRequest request) {
            return new Run(record, request, null, PassFailure.UNKNOWN);
        }
    }

    /**
     * The verdicts of a batch of judged runs, by index, null where there is none: the runs that ended in an error they
     * reported (exit 1, judged {@code general-mlir} or {@code dialect-specific}) in a pass (or where it is not known)
     * are checked for invalid IR ({@link #invalidIr(List, List, List, BatchRunner)}, with their stderr), the valid ones
     * for round trips ({@link #roundTrip}, each sampled). A run the parser or the input's verifier stopped before any
     * pass ({@link PassFailure#BEFORE_PASSES}: two in five errored runs of a campaign on mlir-opt-22) needs no check.
     * Every mode of the fuzzer picks its runs here, so the crash and the differential oracle check the same runs alike.
     */
    public IrBug[] verdicts(List<Run> runs, BatchRunner batches) {
        List<Integer> errored = new ArrayList<>();
        List<Integer> valid = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            Run run = runs.get(i);
            RunRecord r = run.record();
            if (r.outcome() == Outcome.VALID) valid.add(i);
            else if ((r.outcome() == Outcome.DIALECT_SPECIFIC || r.outcome() == Outcome.GENERAL_MLIR)
                    && Integer.valueOf(1).equals(r.exitCode())
                    && !run.request().pipeline().isEmpty()) {
                if (run.failure().where() == PassFailure.Where.BEFORE_PASSES) beforePasses.incrementAndGet();
                else errored.add(i);
            }
        }
        IrBug[] out = new IrBug[runs.size()];
        if (!errored.isEmpty())
            spread(
                    out,
                    errored,
                    invalidIr(
                            errored.stream().map(i -> runs.get(i).request()).toList(),
                            errored.stream()
                                    .map(i -> runs.get(i).record().stderr())
                                    .toList(),
                            errored.stream().map(i -> runs.get(i).failure()).toList(),
                            batches));
        if (!valid.isEmpty())
            spread(
                    out,
                    valid,
                    roundTrip(
                            valid.stream().map(i -> runs.get(i).request()).toList(),
                            valid.stream().map(i -> runs.get(i).output()).toList(),
                            batches));
        return out;
    }

    private static void spread(IrBug[] out, List<Integer> at, IrBug[] bugs) {
        for (int k = 0; k < at.size(); k++) out[at.get(k)] = bugs[k];
    }

    /**
     * For each errored run, its invalid-IR bug, null where there is none; every run checked. Its message is the plain
     * parse's: without the run's stderr ({@link #invalidIr(List, List, BatchRunner)}) there is no other.
     */
    public IrBug[] invalidIr(List<RunRequest> errored, BatchRunner batches) {
        return checkInvalidIr(errored, null, unknown(errored.size()), batches);
    }

    private static List<PassFailure> unknown(int n) {
        return Collections.nCopies(n, PassFailure.UNKNOWN);
    }

    /** @param own each run's own first error (null for none), null when the runs' stderr is not known */
    private IrBug[] checkInvalidIr(
            List<RunRequest> errored, List<VerifierMessage> own, List<PassFailure> failures, BatchRunner batches) {
        checked.addAndGet(errored.size());
        long start = System.nanoTime();
        try {
            return invalidIrOf(errored, own, failures, batches);
        } finally {
            invalidIrNanos.addAndGet(System.nanoTime() - start);
        }
    }

    /**
     * For each errored run and the stderr it printed, its invalid-IR bug; null where there is none or the run was not
     * checked. The error a run printed is, for a pass that left invalid IR, the verifier's own: so an error shape
     * (dialect and message shape, as keyed) that a check has proved is always checked, and one that has not backs off
     * (its first 16 runs checked, then its 32nd, 64th, ...). Most errored runs of a campaign are mutants the verifier
     * rejects before any pass, in a few shapes that never prove anything; checking each cost a 2-minute campaign on
     * mlir-opt-22 half its throughput.
     *
     * <p>A bug's message is the run's own first error when the stderr names one: the pass manager's verifier right
     * after the bad pass, while the plain parse of the whole pipeline's output may stop earlier, at something a later
     * pass printed that does not parse (a {@code #tosa.target_env} with no profiles) or at an operand the bad pass
     * erased and left in use (a null operand): those keys named the printing, not the cause.
     */
    public IrBug[] invalidIr(List<RunRequest> errored, List<String> stderrs, BatchRunner batches) {
        return invalidIr(errored, stderrs, unknown(errored.size()), batches);
    }

    /**
     * As {@link #invalidIr(List, List, BatchRunner)}, each run with where it failed: a run that failed in a known pass is
     * checked up to that pass, which then is the bad pass (every pass before it passed the verifier in the run itself),
     * and its shape is the pass's: a pass that fails on its own ("failed to legalize") backs off, apart from the same
     * message left by another pass.
     */
    public IrBug[] invalidIr(
            List<RunRequest> errored, List<String> stderrs, List<PassFailure> failures, BatchRunner batches) {
        List<Integer> sampled = new ArrayList<>();
        List<String> shapes = new ArrayList<>();
        List<VerifierMessage> own = new ArrayList<>(errored.size());
        for (int i = 0; i < errored.size(); i++) {
            VerifierMessage m =
                    VerifierMessage.of(stderrs.get(i), errored.get(i).programText());
            own.add(m);
            PassFailure f = failures.get(i);
            String shape = (f.pass() == null ? "" : f.pass() + " | ") + (m == null ? "?" : shapeOf(m));
            ShapeTally t = tallies.computeIfAbsent(shape, k -> new ShapeTally());
            long seen = t.seen.incrementAndGet();
            if (t.proved.get() > 0 || seen <= 16 || Long.bitCount(seen) == 1) {
                sampled.add(i);
                shapes.add(shape);
            } else {
                backedOff.incrementAndGet();
            }
        }
        IrBug[] out = new IrBug[errored.size()];
        if (sampled.isEmpty()) return out;
        IrBug[] found = checkInvalidIr(
                sampled.stream().map(errored::get).toList(),
                sampled.stream().map(own::get).toList(),
                sampled.stream().map(failures::get).toList(),
                batches);
        for (int k = 0; k < found.length; k++) {
            out[sampled.get(k)] = found[k];
            if (found[k] != null) tallies.get(shapes.get(k)).proved.incrementAndGet();
        }
        return out;
    }

    /** How often an error shape was seen in errored runs and proved to be invalid IR. */
    private static final class ShapeTally {
        final AtomicLong seen = new AtomicLong();
        final AtomicLong proved = new AtomicLong();
    }

    private static String shapeOf(VerifierMessage m) {
        return IrBugKey.errorShape(m);
    }

    private IrBug[] invalidIrOf(
            List<RunRequest> errored, List<VerifierMessage> own, List<PassFailure> failures, BatchRunner batches) {
        List<List<Integer>> failedItems = new ArrayList<>();
        for (int i = 0; i < errored.size(); i++)
            failedItems.add(failures.get(i).items(errored.get(i).pipeline()));
        InvalidIrCheck.Found[] found = InvalidIrCheck.check(errored, failedItems, batches, searchPrefixes);
        IrBug[] out = new IrBug[found.length];
        for (int i = 0; i < found.length; i++) {
            InvalidIrCheck.Found f = found[i];
            if (f == null) continue;
            RunRequest req = errored.get(i);
            VerifierMessage m = own == null || own.get(i) == null ? f.message() : own.get(i);
            int bad = f.badPass() >= 0
                    ? known(m, req, f.badPass())
                    : req.pipeline().isEmpty() ? -1 : badPass(req, m, batches);
            String item = bad < 0 ? null : req.pipeline().get(bad);
            String pass = item == null ? null : PassPipeline.passName(item);
            out[i] =
                    new IrBug(IrBugKind.INVALID_IR, IrBugKey.invalidIr(pass, m), item, m.op(), m.message(), f.output());
        }
        return out;
    }

    /** {@code k}, the bad pass a prefix check found, now known to leave {@code m}'s shape. */
    private int known(VerifierMessage m, RunRequest req, int k) {
        passesOfShape
                .computeIfAbsent(shapeOf(m), s -> ConcurrentHashMap.newKeySet())
                .add(PassPipeline.passName(req.pipeline().get(k)));
        return k;
    }

    /** The index of the bad pass: a pass already known for this shape when the pipeline holds one, else by prefixes. */
    private int badPass(RunRequest req, VerifierMessage m, BatchRunner batches) {
        String shape = shapeOf(m);
        Set<String> known = passesOfShape.computeIfAbsent(shape, s -> ConcurrentHashMap.newKeySet());
        List<String> items = req.pipeline();
        for (int k = 0; k < items.size(); k++) if (known.contains(PassPipeline.passName(items.get(k)))) return k;
        attributions.incrementAndGet();
        int k = FirstBadPass.of(req, batches);
        known.add(PassPipeline.passName(items.get(k)));
        return k;
    }

    /**
     * For each valid run and the output it printed (null for none: the run is then made again, printing it), its
     * round-trip bug; null where there is none or the run was not sampled. A run is sampled when its pipeline holds a
     * pass no sampled run held: the first valid run of each pass, which is what prints the ops a pass makes. (Sampling
     * on new input ops too sampled 757 of 5,498 valid runs of a 2-minute campaign and, with the checks of the errored
     * runs, halved its throughput.)
     */
    public IrBug[] roundTrip(List<RunRequest> valid, List<String> outputs, BatchRunner batches) {
        long start = System.nanoTime();
        try {
            return roundTripOf(valid, outputs, batches);
        } finally {
            roundTripNanos.addAndGet(System.nanoTime() - start);
        }
    }

    private IrBug[] roundTripOf(List<RunRequest> valid, List<String> outputs, BatchRunner batches) {
        IrBug[] out = new IrBug[valid.size()];
        List<Integer> sampled = new ArrayList<>();
        for (int i = 0; i < valid.size(); i++) if (fresh(valid.get(i))) sampled.add(i);
        if (sampled.isEmpty()) return out;
        roundTrips.addAndGet(sampled.size());
        String[] printed = new String[sampled.size()];
        List<Integer> missing = new ArrayList<>();
        for (int k = 0; k < sampled.size(); k++) {
            printed[k] = outputs.get(sampled.get(k));
            if (printed[k] == null) missing.add(k);
        }
        if (!missing.isEmpty()) {
            List<String> again = InvalidIrCheck.outputs(batches.run(missing.stream()
                    .map(k -> Reruns.printing(valid.get(sampled.get(k))))
                    .toList()));
            for (int j = 0; j < missing.size(); j++) printed[missing.get(j)] = again.get(j);
        }
        List<Integer> checkable = new ArrayList<>();
        for (int k = 0; k < sampled.size(); k++) if (printed[k] != null) checkable.add(k);
        RoundTripCheck.Found[] found = RoundTripCheck.check(
                checkable.stream().map(k -> valid.get(sampled.get(k))).toList(),
                checkable.stream().map(k -> printed[k]).toList(),
                batches);
        for (int j = 0; j < found.length; j++) {
            RoundTripCheck.Found f = found[j];
            if (f == null) continue;
            out[sampled.get(checkable.get(j))] = new IrBug(
                    IrBugKind.ROUNDTRIP,
                    IrBugKey.roundTrip(f.message()),
                    null,
                    f.message().op(),
                    f.message().message(),
                    f.custom());
        }
        return out;
    }

    /** Whether {@code req}'s pipeline holds a pass no sampled run held (and records its passes as seen). */
    private boolean fresh(RunRequest req) {
        boolean fresh = false;
        for (String item : req.pipeline()) fresh |= roundTripped.add(PassPipeline.passName(item));
        return fresh;
    }

    /** What the checks did and cost, the line a campaign ends with. */
    public String summary() {
        return String.format(
                Locale.ROOT,
                "IR-bug checks: %d errored runs checked for invalid IR (%d not: stopped before any pass; %d not: their"
                        + " error shape never proved anything),"
                        + " %d first bad passes searched (%.1f s), %d valid runs round-tripped (%.1f s; wall time summed"
                        + " over workers)",
                checked(),
                beforePasses(),
                backedOff(),
                attributions(),
                invalidIrMillis() / 1000.0,
                roundTrips(),
                roundTripMillis() / 1000.0);
    }

    /** Errored runs not checked because the parser or the input's verifier stopped them before any pass. */
    public long beforePasses() {
        return beforePasses.get();
    }

    /** Errored runs not checked because their error shape never proved anything. */
    public long backedOff() {
        return backedOff.get();
    }

    /** Errored runs checked, attributions by prefixes made, valid outputs round-tripped. */
    public long checked() {
        return checked.get();
    }

    public long attributions() {
        return attributions.get();
    }

    public long roundTrips() {
        return roundTrips.get();
    }

    /** Wall time of the invalid-IR checks and of the round trips, summed over the threads that made them. */
    public long invalidIrMillis() {
        return invalidIrNanos.get() / 1_000_000;
    }

    public long roundTripMillis() {
        return roundTripNanos.get() / 1_000_000;
    }
}
