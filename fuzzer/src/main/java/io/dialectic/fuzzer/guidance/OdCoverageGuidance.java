package io.dialectic.fuzzer.guidance;

import io.dialectic.fuzzer.mutate.Mutator;
import io.dialectic.fuzzer.tree.GenericPrinter;
import io.dialectic.fuzzer.tree.TreeProgram;
import io.dialectic.ir.metrics.MetricsOptions;
import io.dialectic.ir.metrics.ProgramMetrics;
import io.dialectic.ir.model.Program;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * MLIRod's guidance (ISSTA'24 Sec. 3.4, Alg. 1): pick a parent and a donor
 * from the pool uniformly, apply one ODG mutation rule (R1-R4), run the mutant
 * with a random pipeline; a mutant whose run is valid joins the pool when it
 * adds OD patterns (d = 2 by default), and so does the program the pipeline
 * printed (MLIRod keeps pass outputs as new seeds). Invalid mutants never join,
 * so the pool stays a set of programs the tool accepts. With {@link GuidanceSignal#TRIGGERS} (or BOTH) a
 * valid mutant also joins when its run triggered a pass or pattern new to the campaign (WhiteFox).
 */
public final class OdCoverageGuidance implements MutationStrategy, CoverageReport {
    /** Attempts at finding a parent a rule applies to before re-running a parent unchanged. */
    private static final int ATTEMPTS = 8;

    /** Parents drawn at most for one that fits the batch's pipeline. */
    private static final int FOCUS_DRAWS = 4;

    /**
     * @param campaign  prefix of run ids ({@code CAMPAIGN-000042})
     * @param seed      the generator seed
     * @param depth     d of the OD patterns that decide admission
     * @param signal    what admits a mutant
     */
    public record Settings(String campaign, long seed, int depth, GuidanceSignal signal) {
        public Settings(String campaign, long seed, int depth) {
            this(campaign, seed, depth, GuidanceSignal.OD);
        }
    }

    private final Settings settings;
    private final SplittableRandom rng;
    private final Mutator mutator;
    private final PipelineSampler pipelines;
    private final Function<String, Program> reader;
    private final Pool pool;
    private final OdCoverage coverage;
    private final TriggerCoverage triggers = new TriggerCoverage();
    private final PassFit fit;
    private final Map<Integer, Set<String>> dialects = new HashMap<>();
    private long seq;
    private int startPatterns;
    private int startPairs;

    public OdCoverageGuidance(
            Settings settings, Mutator mutator, PipelineSampler pipelines, Function<String, Program> reader) {
        this(settings, mutator, pipelines, reader, null);
    }

    /** @param fit learns from each observed run which passes change which dialects (null: nothing learned) */
    public OdCoverageGuidance(
            Settings settings,
            Mutator mutator,
            PipelineSampler pipelines,
            Function<String, Program> reader,
            PassFit fit) {
        this.fit = fit;
        this.settings = settings;
        this.rng = new SplittableRandom(settings.seed());
        this.mutator = mutator;
        this.pipelines = pipelines;
        this.reader = reader;
        this.pool = new Pool(reader, 256);
        this.coverage = new OdCoverage(settings.depth());
    }

    /** The metrics options used for admission: patterns up to depth d. */
    public static MetricsOptions metricsOptions(int depth) {
        return MetricsOptions.defaults().withMaxDepth(depth);
    }

    @Override
    public void start(List<PoolEntry> seeds) {
        // Metrics are a pure function of each text: computing them in parallel changes nothing but time.
        List<ProgramMetrics> metrics = seeds.parallelStream()
                .map(s -> ProgramMetrics.of(reader.apply(s.text()), metricsOptions(settings.depth())))
                .toList();
        for (int i = 0; i < seeds.size(); i++) {
            pool.add(seeds.get(i));
            coverage.add(metrics.get(i));
        }
        startPatterns = coverage.patterns();
        startPairs = coverage.dialectPairs();
    }

    @Override
    public boolean hasInput() {
        return pool.size() > 0;
    }

    @Override
    public Candidate nextInput() {
        long n = seq++;
        String runId = String.format("%s-%06d", settings.campaign(), n);
        Set<String> focus = pipelines.focus();
        int parent = parent(focus);
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            if (attempt > 0) parent = parent(focus);
            TreeProgram target = pool.tree(parent);
            if (target == null) continue;
            int donor = rng.nextInt(pool.size());
            TreeProgram donorTree = pool.tree(donor);
            if (donorTree == null) {
                donor = parent;
                donorTree = pool.tree(parent);
            }
            Optional<String> rule;
            String text;
            try {
                rule = mutator.mutate(target, donorTree, rng);
                if (rule.isEmpty()) continue;
                // printed here too: a rule that left the tree inconsistent (an operand without a value, seen in a
                // 10-minute `--guidance both` campaign) fails in the printer, not in the rule
                text = GenericPrinter.print(target);
            } catch (RuntimeException e) {
                // A rule that trips on an unusual program must not end the campaign: the half-edited tree is
                // dropped and another parent drawn, deterministically (the exception is a function of the input).
                continue;
            }
            PoolEntry p = pool.get(parent);
            boolean r1 = rule.get().equals("R1");
            PoolEntry d = pool.get(donor);
            Set<String> flags = new LinkedHashSet<>(p.flags());
            if (r1) flags.addAll(d.flags());
            PipelineSampler.Drawn drawn = pipelines.draw(rng, dialects(parent));
            return new Candidate(
                    n,
                    runId,
                    text,
                    p.id(),
                    r1 ? d.id() : null,
                    rule.get(),
                    drawn.pipeline(),
                    new ArrayList<>(flags),
                    drawn.how());
        }
        PoolEntry p = pool.get(parent);
        PipelineSampler.Drawn drawn = pipelines.draw(rng, dialects(parent));
        return new Candidate(n, runId, p.text(), p.id(), null, "none", drawn.pipeline(), p.flags(), drawn.how());
    }

    /**
     * A parent drawn uniformly; while a batch's pipeline was fitted to some dialects, up to {@link #FOCUS_DRAWS} draws
     * for one holding one of them, so the batch's programs fit the pipeline they share.
     */
    private int parent(Set<String> focus) {
        int p = rng.nextInt(pool.size());
        for (int t = 1; t < FOCUS_DRAWS && !focus.isEmpty() && Collections.disjoint(dialects(p), focus); t++)
            p = rng.nextInt(pool.size());
        return p;
    }

    private Set<String> dialects(int entry) {
        return dialects.computeIfAbsent(
                entry, k -> ProgramDialects.of(pool.get(k).text()));
    }

    @Override
    public Feedback handleResult(Candidate c, CandidateRun r) {
        List<PoolEntry> joined = new ArrayList<>();
        int added = 0;
        GuidanceSignal signal = settings.signal();
        boolean newOd = r.mutantMetrics() != null && coverage.newPatterns(r.mutantMetrics()) > 0;
        // A mutant that cannot be read cleanly cannot be mutated: it never joins, whatever it triggered.
        boolean newTriggers =
                r.mutantMetrics() != null && triggers.newItems(r.record().triggers()) > 0;
        if (r.mutantMetrics() != null) triggers.add(r.record().triggers());
        if (fit != null && r.outcome() != null)
            fit.learn(ProgramDialects.of(c.text()), c.pipeline(), r.record().passesChanged());
        if ((signal.usesOd() && newOd) || (signal.usesTriggers() && newTriggers)) {
            added += coverage.add(r.mutantMetrics());
            joined.add(new PoolEntry(c.runId(), c.text(), c.flags(), PoolEntry.Origin.MUTANT));
        }
        if (signal.usesOd()
                && r.output() != null
                && r.outputMetrics() != null
                && coverage.newPatterns(r.outputMetrics()) > 0) {
            added += coverage.add(r.outputMetrics());
            joined.add(new PoolEntry(outputId(c.runId()), r.output(), c.flags(), PoolEntry.Origin.OUTPUT));
        }
        joined.forEach(pool::add);
        return joined.isEmpty() ? Feedback.NONE : new Feedback(joined, added);
    }

    /** Pool id of the program run {@code runId} printed: used as {@code parent_id} of its mutants. */
    public static String outputId(String runId) {
        return runId + "/out";
    }

    /** Distinct trigger items (passes changed, patterns attempted) seen so far. */
    public int triggerItems() {
        return triggers.size();
    }

    @Override
    public int poolSize() {
        return pool.size();
    }

    @Override
    public int patterns() {
        return coverage.patterns();
    }

    @Override
    public int dialectPairs() {
        return coverage.dialectPairs();
    }

    @Override
    public int startPatterns() {
        return startPatterns;
    }

    @Override
    public int startPairs() {
        return startPairs;
    }

    /** Pool entries the mutator could not represent (kept for the stats; they are never parents). */
    public int unusableEntries() {
        return pool.refusedCount();
    }
}
