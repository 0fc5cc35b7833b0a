package io.dialectic.reducer;

import io.dialectic.base.Sha256;
import io.dialectic.base.storage.AtomicFiles;
import io.dialectic.base.storage.OutputFolder;
import io.dialectic.base.storage.OutputLock;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.reducer.algorithm.HierarchicalDeltaDebugging;
import io.dialectic.reducer.algorithm.RewriteApplier;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.oracle.BatchJudge;
import io.dialectic.reducer.oracle.CachingOracle;
import io.dialectic.reducer.oracle.Candidate;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.reducer.oracle.MajorityVerdict;
import io.dialectic.reducer.oracle.Observation;
import io.dialectic.reducer.oracle.ToolOracle;
import io.dialectic.reducer.oracle.Vote;
import io.dialectic.reducer.pipeline.PipelineMinimizer;
import io.dialectic.reducer.report.IssueReport;
import io.dialectic.reducer.report.StatsJson;
import io.dialectic.reducer.result.ReduceRequest;
import io.dialectic.reducer.result.ReduceResult;
import io.dialectic.reducer.store.BestSoFar;
import io.dialectic.reducer.transform.OpRemoval;
import io.dialectic.reducer.transform.Transformations;
import io.dialectic.reducer.tree.CrashFocus;
import io.dialectic.reducer.tree.ToolTypes;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.DoubleSupplier;
import java.util.function.Function;
import java.util.function.LongSupplier;

/**
 * The library entry point behind {@code dialectic reduce}, the batch
 * minimiser and the desktop app. Order of work:
 * <ol>
 *   <li>confirm: run the original {@code confirmRuns} times; a disagreement is
 *       flakiness, retried with {@code --mlir-disable-threading}; the majority
 *       crash signature is the one to keep;</li>
 *   <li>pipeline: ddmin the pass list, then each pass's options;</li>
 *   <li>program, to a fixpoint: an HDD sweep over the op tree in ODG-aware
 *       order, then the simplifying transformations;</li>
 *   <li>re-check the result with a fresh uncached run, try it on every other
 *       installed mlir-opt, write reduced.mlir, pipeline.txt, stats.json and
 *       report.md.</li>
 * </ol>
 * The best-so-far program is saved after every improvement ({@link BestSoFar}). The output folder
 * follows {@link OutputFolder}'s rule, checked first ({@link #claimOutput}).
 */
public final class Reducer {
    private final ToolRunner runner;
    private final OutcomeClassifier classifier;
    private final ToolDiscovery discovery;
    private final Function<String, Program> parser;
    private final ReductionPolicy policy;

    public Reducer(ToolRunner runner, OutcomeClassifier classifier, ToolDiscovery discovery) {
        this(runner, classifier, discovery, MlirReader::read);
    }

    public Reducer(
            ToolRunner runner,
            OutcomeClassifier classifier,
            ToolDiscovery discovery,
            Function<String, Program> parser) {
        this(runner, classifier, discovery, parser, ReductionPolicy.DEFAULT);
    }

    /** A reducer whose ddmin split and round of transformations are {@code policy}'s. */
    public Reducer(
            ToolRunner runner,
            OutcomeClassifier classifier,
            ToolDiscovery discovery,
            Function<String, Program> parser,
            ReductionPolicy policy) {
        this.runner = runner;
        this.classifier = classifier;
        this.discovery = discovery;
        this.parser = parser;
        this.policy = policy;
    }

    /** Default toolchain: tools on PATH, the default outcome rules, the ir parser. */
    public static Reducer withDefaults() {
        ToolDiscovery d = new ToolDiscovery();
        return new Reducer(new ToolRunner(d), OutcomeClassifier.defaults(), d);
    }

    public ReduceResult reduce(ReduceRequest req, ReduceProgress.Listener listener) {
        try (OutputLock lock = OutputLock.acquire(req.outDir(), "dialectic reduce")) {
            return reduceLocked(req, listener);
        }
    }

    private ReduceResult reduceLocked(ReduceRequest req, ReduceProgress.Listener listener) {
        long t0 = System.nanoTime();
        RunLimits limits = RunLimits.defaults().withTimeout(req.runTimeout());
        String inputSha = Sha256.ofProgram(req.program());
        claimOutput(req, inputSha);
        int opsBefore = opsOf(req.program());
        ExecutorService pool = Executors.newFixedThreadPool(req.jobs());
        ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "reduce-progress");
            t.setDaemon(true);
            return t;
        });
        try {
            // 1. Confirm.
            Confirmation confirmed = confirm(req, limits, pool);
            if (confirmed.key() == null) {
                ReduceResult r = new ReduceResult(
                        false,
                        confirmed.flaky(),
                        "",
                        req.program(),
                        req.pipeline(),
                        req.extraArgs(),
                        opsBefore,
                        opsBefore,
                        bytes(req.program()),
                        bytes(req.program()),
                        confirmed.runs(),
                        seconds(t0),
                        false,
                        List.of(),
                        confirmed.lastStderr(),
                        "the original did not show the crash in " + req.confirmRuns() + " runs: "
                                + confirmed.summary());
                writeOutputs(req, r);
                return r;
            }
            Instant deadline = Instant.now().plus(req.budget());
            BestSoFar best = new BestSoFar(
                    req.outDir(),
                    new BestSoFar.State(inputSha, req.program(), req.pipeline(), confirmed.key(), confirmed.runs(), 0));
            long priorCalls = 0;
            double priorSeconds = 0;
            Screening screening = screening(req, confirmed, limits, pool);
            CachingOracle oracle = new CachingOracle(screening.oracle());
            BatchJudge judge = new BatchJudge(oracle, screening.interestingness(), pool, deadline);
            if (req.resume()) {
                Optional<BestSoFar.State> saved = BestSoFar.load(req.outDir(), inputSha);
                if (saved.isPresent()
                        && judge.isInteresting(
                                new Candidate(saved.get().program(), saved.get().pipeline()))) {
                    best = new BestSoFar(req.outDir(), saved.get());
                    priorCalls = saved.get().oracleCalls();
                    priorSeconds = saved.get().seconds();
                }
            }
            best.save();
            final BestSoFar store = best;
            final long carriedCalls = priorCalls + confirmed.runs() + screening.runs();
            final double carriedSeconds = priorSeconds;
            String[] phase = {"pipeline"};
            long[] slowCalls = {0};
            CachingOracle[] current = {oracle};
            Runnable tick = () -> listener.progress(new ReduceProgress(
                    phase[0],
                    bytes(store.program()),
                    store.pipeline().size(),
                    carriedCalls + slowCalls[0] + current[0].runs(),
                    carriedSeconds + seconds(t0)));
            ticker.scheduleAtFixedRate(tick, 1, 1, TimeUnit.SECONDS);

            minimize(
                    req,
                    confirmed,
                    store,
                    judge,
                    phase,
                    tick,
                    () -> carriedCalls + slowCalls[0] + current[0].runs(),
                    () -> carriedSeconds + seconds(t0));
            ToolOracle fresh =
                    new ToolOracle(new ToolRunner(discovery), classifier, req.tool(), limits, confirmed.extraArgs());
            int minRuns = confirmed.flaky() ? 3 : 2;
            // A flaky crash's result gets all its runs at once: three runs that agree on "valid" would end a batch
            // early
            // for a result that crashes only as often as the original.
            int firstRuns = confirmed.flaky() ? MAX_RECHECK_RUNS : minRuns;
            MajorityVerdict recheck = MajorityVerdict.of(
                    fresh,
                    new Candidate(store.program(), store.pipeline()),
                    confirmed.key(),
                    firstRuns,
                    MAX_RECHECK_RUNS,
                    pool);
            String key = confirmed.key();
            String recheckNote = "";
            if (!recheck.shows(key)) {
                // Is the original flaky between this key and the result's (a crash at one of two offsets of one
                // function, a use-after-free showing one of several top frames)? Keys that
                // alternate across runs of one program are one cluster (toolchain FlakyCrashes, `clusters --rerun`),
                // so a result showing one of the original's keys by majority shows the same bug: keep its key.
                MajorityVerdict original = MajorityVerdict.of(
                        fresh,
                        new Candidate(req.program(), req.pipeline()),
                        key,
                        MAX_RECHECK_RUNS,
                        MAX_RECHECK_RUNS,
                        pool);
                if (recheck.key() != null
                        && original.votes()
                                .containsKey(Vote.crash(recheck.key()).toString())) {
                    recheckNote = "the original is flaky over " + original.runs() + " fresh runs (" + original.votes()
                            + "); the result shows " + recheck.key()
                            + " by majority, one of the original's keys, which is kept";
                    key = recheck.key();
                }
            }
            if (screening.fast() && !recheck.shows(key) && !judge.outOfTime()) {
                // The unsymbolized proxy let the crash slip: start over from the input with the symbolized oracle.
                slowCalls[0] = oracle.runs();
                current[0] = new CachingOracle(
                        new ToolOracle(runner, classifier, req.tool(), limits, confirmed.extraArgs()));
                judge = new BatchJudge(current[0], req.keep().bind(key), pool, deadline);
                store.reset(req.program(), req.pipeline());
                minimize(
                        req,
                        confirmed,
                        store,
                        judge,
                        phase,
                        tick,
                        () -> carriedCalls + slowCalls[0] + current[0].runs(),
                        () -> carriedSeconds + seconds(t0));
                recheck = MajorityVerdict.of(
                        fresh, new Candidate(store.program(), store.pipeline()), key, minRuns, MAX_RECHECK_RUNS, pool);
            }
            ticker.shutdownNow();
            phase[0] = "check";
            if (!recheck.shows(key)) {
                MajorityVerdict walked = walkBack(store, fresh, key, minRuns, pool);
                recheckNote = walked != null
                        ? "the smallest result did not show the crash key by majority over " + recheck.runs()
                                + " fresh runs (" + recheck.votes() + "); the latest larger step that does is kept"
                        : "the result did not show the crash key by majority over " + recheck.runs() + " fresh runs ("
                                + recheck.votes() + ")";
                if (walked != null) recheck = walked;
            }
            store.save();

            // Independent re-check (done above, symbolized and uncached), other versions, outputs.
            String finalProgram = store.program();
            List<String> finalPipeline = store.pipeline();
            boolean same = recheck.shows(key);
            List<ReduceResult.VersionCheck> versions = req.otherVersions()
                    ? versions(finalProgram, finalPipeline, confirmed.extraArgs(), key, limits, minRuns, pool)
                    : List.of();
            long calls = carriedCalls + slowCalls[0] + current[0].runs() + fresh.runs();
            String note = judge.outOfTime()
                    ? "budget of " + req.budget().toSeconds() + " s used up; result is the best found"
                    : "";
            if (!recheckNote.isEmpty()) note = note.isEmpty() ? recheckNote : note + "; " + recheckNote;
            ReduceResult r = new ReduceResult(
                    true,
                    confirmed.flaky() || recheck.flaky(),
                    key,
                    finalProgram,
                    finalPipeline,
                    confirmed.extraArgs(),
                    opsBefore,
                    opsOf(finalProgram),
                    bytes(req.program()),
                    bytes(finalProgram),
                    calls,
                    carriedSeconds + seconds(t0),
                    same,
                    versions,
                    recheck.stderr(),
                    note);
            store.offer(finalProgram, finalPipeline, calls, r.seconds());
            writeOutputs(req, r);
            listener.progress(new ReduceProgress("done", r.bytesAfter(), finalPipeline.size(), calls, r.seconds()));
            return r;
        } finally {
            ticker.shutdownNow();
            pool.shutdownNow();
        }
    }

    /**
     * Pipeline, then program to a fixpoint, improving {@code store}. The order is the class's contract:
     * pipeline ddmin, tool reprint, then rounds of an HDD sweep followed by every transformation of the policy.
     */
    private void minimize(
            ReduceRequest req,
            Confirmation confirmed,
            BestSoFar store,
            BatchJudge judge,
            String[] phase,
            Runnable tick,
            LongSupplier calls,
            DoubleSupplier secs) {
        phase[0] = "pipeline";
        String program = store.program();
        List<String> pipeline = PipelineMinimizer.minimize(program, store.pipeline(), policy.split(), judge, p -> {
            store.offer(store.program(), p, calls.getAsLong(), secs.getAsDouble());
            tick.run();
        });
        store.offer(program, pipeline, calls.getAsLong(), secs.getAsDouble());
        final List<String> fixed = store.pipeline();
        Consumer<String> accept = text -> {
            store.offer(text, fixed, calls.getAsLong(), secs.getAsDouble());
            tick.run();
        };
        CrashFocus focus = new CrashFocus(fixed, frameNames(confirmed.stderr()));
        HierarchicalDeltaDebugging hdd = new HierarchicalDeltaDebugging(
                parser,
                new ToolTypes(runner, req.tool(), confirmed.extraArgs()),
                judge,
                focus,
                OpRemoval::new,
                policy.split());
        RewriteApplier applier = new RewriteApplier(parser, judge, policy.split());
        Transformations.Context context = new Transformations.Context(runner, req.tool(), confirmed.extraArgs());
        Transformation reprint = Transformations.REPRINT.make(context);
        // Custom form first (a generic-form crasher as the tool prints it): HDD then works on readable text.
        phase[0] = reprint.name();
        applier.apply(reprint, store.program(), fixed, accept);
        while (!judge.outOfTime()) {
            String before = store.program();
            phase[0] = "hdd";
            hdd.sweep(store.program(), fixed, accept);
            for (Transformation t : Transformations.make(policy.transformations(), context)) {
                phase[0] = t.name();
                applier.apply(t, store.program(), fixed, accept);
            }
            if (store.program().equals(before)) break;
        }
    }

    /**
     * The cheap confirmation for {@code same-signature}: {@code confirmRuns} unsymbolized runs and one
     * symbolized run of the original, in parallel. When every run crashes and the unsymbolized ones
     * agree on their key, the crash is deterministic: its key is the symbolized run's and the
     * unsymbolized key becomes the screening proxy. Otherwise null (the full confirmation follows).
     */
    private Confirmation quickConfirm(ReduceRequest req, RunLimits limits, ExecutorService pool) {
        if (req.keep().keep() != Interestingness.Keep.SAME_SIGNATURE) return null;
        List<String> fastArgs = new ArrayList<>(req.extraArgs());
        fastArgs.add(DISABLE_SYMBOLICATION);
        ToolOracle fast = new ToolOracle(runner, classifier, req.tool(), limits, fastArgs);
        ToolOracle slow = new ToolOracle(runner, classifier, req.tool(), limits, req.extraArgs());
        Candidate original = new Candidate(req.program(), req.pipeline());
        try {
            var symbolized = pool.submit(() -> slow.observe(original));
            List<Future<Observation>> fs = new ArrayList<>();
            for (int i = 0; i < req.confirmRuns(); i++) fs.add(pool.submit(() -> fast.observe(original)));
            Set<String> fastKeys = new HashSet<>();
            boolean allCrash = true;
            for (var f : fs) {
                Observation o = f.get();
                allCrash &= o.isCrash();
                fastKeys.add(o.crashKey());
            }
            Observation s = symbolized.get();
            if (!allCrash || !s.isCrash() || fastKeys.size() != 1) return null;
            return new Confirmation(
                    s.crashKey(),
                    false,
                    req.extraArgs(),
                    s.stderr(),
                    req.confirmRuns() + 1L,
                    "{" + Vote.crash(s.crashKey()) + "=" + (req.confirmRuns() + 1) + "}",
                    s.stderr(),
                    fastKeys.iterator().next());
        } catch (Exception e) {
            return null;
        }
    }

    /** The oracle candidates are judged by during the reduction, and whether it is the fast proxy. */
    record Screening(ToolOracle oracle, Interestingness interestingness, boolean fast, long runs) {}

    /**
     * Most of a crashing run's time is llvm-symbolizer reading libLLVM's debug info. With
     * {@code --keep same-signature}, candidates are screened with {@code --disable-symbolication},
     * whose crash key (frames named from the dynamic symbol table) is a proxy for the real one; it is
     * used only when the unsymbolized confirmation runs of the original agree on it ({@link #quickConfirm}). The result is always re-checked
     * with the symbolized key, and a slip makes the reduction start over with the symbolized oracle.
     */
    private Screening screening(ReduceRequest req, Confirmation confirmed, RunLimits limits, ExecutorService pool) {
        if (confirmed.fastKey() == null) {
            return new Screening(
                    new ToolOracle(runner, classifier, req.tool(), limits, confirmed.extraArgs()),
                    req.keep().bind(confirmed.key()),
                    false,
                    0);
        }
        List<String> args = new ArrayList<>(confirmed.extraArgs());
        args.add(DISABLE_SYMBOLICATION);
        return new Screening(
                new ToolOracle(runner, classifier, req.tool(), limits, args),
                new Interestingness.SameSignature(confirmed.fastKey()),
                true,
                0);
    }

    /** LLVM's option (every LLVM tool has it) that prints the stack without running llvm-symbolizer. */
    static final String DISABLE_SYMBOLICATION = "--disable-symbolication";

    /** The crash as confirmed: its key (null when it did not reproduce), whether runs disagreed, the args that make it show. */
    record Confirmation(
            String key,
            boolean flaky,
            List<String> extraArgs,
            String stderr,
            long runs,
            String summary,
            String lastStderr,
            String fastKey) {}

    private Confirmation confirm(ReduceRequest req, RunLimits limits, ExecutorService pool) {
        Confirmation quick = quickConfirm(req, limits, pool);
        if (quick != null) return quick;
        Confirmation plain = confirmWith(req, limits, pool, req.extraArgs(), 0);
        if (!plain.flaky() || req.extraArgs().contains(RunRequest.DISABLE_THREADING)) return plain;
        List<String> single = new ArrayList<>(req.extraArgs());
        single.add(RunRequest.DISABLE_THREADING);
        Confirmation serial = confirmWith(req, limits, pool, single, plain.runs());
        // Deterministic with threading off and the same crash: reduce that way (the report says so).
        if (!serial.flaky()
                && serial.key() != null
                && (plain.key() == null || serial.key().equals(plain.key()))) {
            return new Confirmation(
                    serial.key(),
                    true,
                    single,
                    serial.stderr(),
                    serial.runs(),
                    serial.summary(),
                    serial.lastStderr(),
                    null);
        }
        return new Confirmation(
                plain.key(),
                true,
                plain.extraArgs(),
                plain.stderr(),
                serial.runs(),
                plain.summary(),
                plain.lastStderr(),
                null);
    }

    private Confirmation confirmWith(
            ReduceRequest req, RunLimits limits, ExecutorService pool, List<String> args, long priorRuns) {
        ToolOracle o = new ToolOracle(runner, classifier, req.tool(), limits, args);
        Candidate c = new Candidate(req.program(), req.pipeline());
        List<Future<Observation>> fs = new ArrayList<>();
        for (int i = 0; i < req.confirmRuns(); i++) fs.add(pool.submit(() -> o.observe(c)));
        List<Observation> obs = new ArrayList<>();
        for (var f : fs) {
            try {
                obs.add(f.get());
            } catch (Exception e) {
                throw new IllegalStateException("cannot run " + req.tool().name() + ": " + e.getMessage(), e);
            }
        }
        Map<String, Integer> votes = new LinkedHashMap<>();
        for (Observation ob : obs) votes.merge(label(ob), 1, Integer::sum);
        boolean flaky = votes.size() > 1;
        // The majority among the runs that show the bug as --keep defines it (same-signature: any crash).
        String key = null;
        String stderr = "";
        int bestVotes = 0;
        for (Observation ob : obs) {
            if (!req.keep().bind(ob.crashKey()).accepts(ob)) continue;
            int v = votes.get(label(ob));
            if (v > bestVotes) {
                bestVotes = v;
                key = ob.crashKey();
                stderr = ob.stderr();
            }
        }
        String summary = votes.toString();
        return new Confirmation(
                key,
                flaky,
                List.copyOf(args),
                stderr,
                priorRuns + obs.size(),
                summary,
                obs.isEmpty() ? "" : obs.get(obs.size() - 1).stderr(),
                null);
    }

    private static String label(Observation o) {
        return Vote.of(o).toString();
    }

    /** At most this many fresh runs judge a result (a flaky crash needs several, {@link MajorityVerdict}). */
    static final int MAX_RECHECK_RUNS = 7;

    /**
     * The last improvement does not show {@code key} by majority (a flaky crash accepted on one
     * lucky run): walk back through the accepted states, newest first at doubling steps, to the
     * latest one that does, and make it the result. Null when none does.
     */
    private MajorityVerdict walkBack(BestSoFar store, ToolOracle fresh, String key, int minRuns, ExecutorService pool) {
        List<BestSoFar.State> history = store.history();
        int n = history.size();
        List<Integer> tries = new ArrayList<>();
        for (int back = 1; n - 1 - back > 0; back *= 2) tries.add(n - 1 - back);
        if (n > 1) tries.add(0);
        for (int i : tries) {
            BestSoFar.State s = history.get(i);
            MajorityVerdict v = MajorityVerdict.of(
                    fresh, new Candidate(s.program(), s.pipeline()), key, minRuns, MAX_RECHECK_RUNS, pool);
            if (v.shows(key)) {
                store.reset(s.program(), s.pipeline());
                return v;
            }
        }
        return null;
    }

    private List<ReduceResult.VersionCheck> versions(
            String program,
            List<String> pipeline,
            List<String> args,
            String key,
            RunLimits limits,
            int minRuns,
            ExecutorService pool) {
        List<ReduceResult.VersionCheck> out = new ArrayList<>();
        for (Tool t : discovery.installed()) {
            if (!t.name().startsWith("mlir-opt")) continue;
            ToolOracle o = new ToolOracle(runner, classifier, t, limits, args);
            MajorityVerdict v =
                    MajorityVerdict.of(o, new Candidate(program, pipeline), key, minRuns, MAX_RECHECK_RUNS, pool);
            String outcome = v.votes().entrySet().stream()
                    .max(Map.Entry.comparingByValue())
                    .map(Map.Entry::getKey)
                    .map(vote -> Vote.parse(vote).outcome())
                    .map(Outcome::label)
                    .orElse("");
            out.add(new ReduceResult.VersionCheck(
                    t.name(), t.version(), v.key() != null ? "crash" : outcome, v.shows(key), v.key() != null));
        }
        return out;
    }

    /** The marker of a reduction folder: the verb and the program it reduces (its sha256), so --resume never continues another program's. */
    public static OutputFolder.Writer writer(String programSha256) {
        return new OutputFolder.Writer("reduce", "sha256:" + programSha256);
    }

    /** The marker of the folder that reduces {@code program}. */
    public static OutputFolder.Writer writerFor(String program) {
        return writer(Sha256.ofProgram(program));
    }

    /**
     * {@link OutputFolder}'s rule, before anything runs: --resume continues only a folder holding this program's
     * reduction (or a new one); without it the folder must be new, empty, or an earlier reduction, which is cleared.
     */
    private static void claimOutput(ReduceRequest req, String inputSha) {
        if (req.resume()
                && OutputFolder.readMarker(req.outDir()).isEmpty()
                && BestSoFar.load(req.outDir(), inputSha).isPresent()) {
            // a reduction of this very program from before markers (its state.json names the input's hash): adopt it
            OutputFolder.mark(req.outDir(), writer(inputSha));
        }
        if (req.resume()) OutputFolder.claimContinue(req.outDir(), writer(inputSha), List.of());
        else OutputFolder.claimFresh(req.outDir(), writer(inputSha), List.of());
    }

    private void writeOutputs(ReduceRequest req, ReduceResult r) {
        AtomicFiles.writeUnchecked(req.outDir().resolve("reduced.mlir"), r.program());
        AtomicFiles.writeUnchecked(
                req.outDir().resolve("pipeline.txt"),
                IssueReport.command(req.tool(), r.pipeline(), r.extraArgs(), "reduced.mlir") + "\n");
        AtomicFiles.writeUnchecked(req.outDir().resolve("stats.json"), StatsJson.of(r, req));
        AtomicFiles.writeUnchecked(req.outDir().resolve("report.md"), IssueReport.markdown(r, req));
    }

    private List<String> frameNames(String stderr) {
        try {
            return CrashSignature.parse(stderr).frames().stream()
                    .map(f -> f.name() == null ? "" : f.name())
                    .toList();
        } catch (RuntimeException e) {
            return List.of();
        }
    }

    /** Operation count of a program text as the ir parser sees it ({@link OpCount}). */
    public int opsOf(String text) {
        return OpCount.of(parser.apply(text));
    }

    static int bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8).length;
    }

    private static double seconds(long t0) {
        return (System.nanoTime() - t0) / 1e9;
    }
}
