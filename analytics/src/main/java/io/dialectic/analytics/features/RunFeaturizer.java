package io.dialectic.analytics.features;

import static io.dialectic.analytics.schema.RunSchema.*;

import io.dialectic.analytics.schema.RunSchema;
import io.dialectic.analytics.schema.SparkValues;
import io.dialectic.base.Sha256;
import io.dialectic.ir.metrics.MetricsOptions;
import io.dialectic.ir.metrics.PairConvention;
import io.dialectic.ir.ods.OpCatalog;
import io.dialectic.ir.ods.OpUniverse;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.cluster.ClusterDefinition;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.verdict.Verdict;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;

/**
 * Turns {@link RunSchema#RAW} rows into {@link RunSchema#FEATURES} rows, one
 * task at a time: one reader, one judge and a program cache per
 * task ({@link ProgramCache}: runs of one program parse it once).
 *
 * <p>Per row: the program hash if missing; the run's outcome, crash key, IR-bug key, crash pass, bug location and
 * crash site (what {@link ClusterDefinition} splits a key by) from the toolchain's {@link Judge#stampJudged} ({@link Judge#stamp} and {@link Judge#verdictOfStamped} in one), the same verdict
 * {@code dialectic clusters} and the app see (so the whole stderr is judged, before any cut); then
 * stderr longer than the limit cut to its head and tail for the tables; then the program's features, its custom
 * form read with the op catalog of the run's tool version ({@link OpUniverse#catalogFor}). Whatever fails
 * for one row is written into its {@code row_errors}; nothing is thrown.
 */
public final class RunFeaturizer {
    /** The columns of {@link RunSchema#READING_COLUMNS}, by position in {@link RunSchema#FEATURES}: filled on carriers only. */
    private static final boolean[] READING = new boolean[FEATURES.size()];

    static {
        for (String c : READING_COLUMNS) READING[FEATURES.fieldIndex(c)] = true;
    }

    private final MetricsOptions options;
    private final int maxStderr;
    private final Judge judge = Judge.defaults();
    private final ProgramCache cache;

    public RunFeaturizer(MetricsOptions options, int maxStderr) {
        this(options, maxStderr, new ProgramCache(ProgramCache.DEFAULT_BYTES));
    }

    /** A featurizer sharing {@code cache} with others (the embedded engine's threads: a program parsed once for all). */
    RunFeaturizer(MetricsOptions options, int maxStderr, ProgramCache cache) {
        this.options = options;
        this.maxStderr = maxStderr;
        this.cache = cache;
    }

    /**
     * The mapPartitions body: a fresh featurizer per task. Takes plain values,
     * not {@link MetricsOptions} (a {@link PairConvention} is a small serializable record), because the closure is shipped to executors.
     */
    public static Iterator<Row> featurize(
            Iterator<Row> rows, PairConvention pairs, boolean withResultTypes, int maxStderr) {
        RunFeaturizer f = new RunFeaturizer(ProgramFeatures.options(pairs, withResultTypes), maxStderr);
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return rows.hasNext();
            }

            @Override
            public Row next() {
                return f.apply(rows.next());
            }
        };
    }

    public Row apply(Row raw) {
        Object[] v = new Object[FEATURES.size()];
        for (int i = 0; i < RAW.size(); i++) v[i] = raw.get(i);
        List<String> errors = new ArrayList<>();
        String text = SparkValues.str(raw, IDX_TEXT);
        String textSha =
                text == null ? null : Sha256.ofProgram(text); // the text's own hash, whatever sha the record names
        ProgramFeatures pf = null;
        String crashPass = null, bugLocation = null;
        ClusterDefinition.Site site = null;
        try {
            if (text != null && v[IDX_SHA] == null) v[IDX_SHA] = textSha;
            Judge.Stamped judged = judge.stampJudged(record(v, SparkValues.list(raw, IDX_PIPELINE)));
            RunRecord stamped = judged.record();
            v[IDX_OUTCOME] =
                    stamped.outcome() == null ? null : stamped.outcome().label();
            v[IDX_CRASH_KEY] = stamped.crashKey();
            v[RunSchema.IDX_IR_BUG_KEY] = stamped.irBugKey();
            // a miscompile key belongs to a miscompile only, as a crash key to a crash
            if (stamped.outcome() != Outcome.MISCOMPILE) v[RunSchema.IDX_MISCOMPILE_KEY] = null;
            Verdict verdict = judged.verdict().orElse(null);
            if (verdict != null && verdict.crashed()) {
                crashPass = verdict.crashPass();
                bugLocation = verdict.bugLocation();
                site = ClusterDefinition.Site.of(verdict.signature());
            }
            String stderr = SparkValues.str(raw, IDX_STDERR);
            if (stderr != null && stderr.length() > maxStderr) {
                errors.add("huge stderr: " + stderr.length() + " chars, kept the first and last " + (maxStderr / 2));
                stderr = stderr.substring(0, maxStderr / 2) + "\n[... cut by dialectic analyze ...]\n"
                        + stderr.substring(stderr.length() - maxStderr / 2);
                v[IDX_STDERR] = stderr;
                v[IDX_STDERR_TRUNC] = true;
            }
            if (v[IDX_CRASH_KEY] == null) v[IDX_CRASH_KEY] = "";
        } catch (RuntimeException e) {
            errors.add("outcome/crash signature failed: " + e);
        }
        Long reading = null;
        boolean carries = false;
        if (text != null) {
            try {
                // Custom form is read with the op catalog of the run's tool version (the reader's when unknown).
                int version = OpUniverse.catalogFor(
                                SparkValues.str(raw, IDX_TOOL), SparkValues.str(raw, IDX_TOOL_VERSION))
                        .getKey();
                reading = reading(textSha, text.length(), version);
                ProgramCache.Lookup found = features((String) v[IDX_SHA], text, version, reading);
                pf = found.features();
                carries = found.put();
                if (!pf.parsed()) errors.add("unparseable program: " + pf.parseError());
            } catch (RuntimeException | StackOverflowError e) {
                errors.add("metrics failed: " + e);
                // nothing cached: this run carries its (empty) reading, under a key whatever failed
                if (reading == null) reading = reading(textSha, text.length(), 0);
                carries = true;
            }
        } else if (v[IDX_ERROR] == null) {
            errors.add("no program text");
        }
        // the text and the reading's lists once per reading (RunSchema.READING_COLUMNS), not on every run of it; a
        // miscompile keeps its text (its cluster's representative is the shortest program, in code points)
        if (!carries && READING[IDX_TEXT] && !Outcome.MISCOMPILE.label().equals(v[IDX_OUTCOME])) v[IDX_TEXT] = null;
        int j = RAW.size();
        v[j++] = crashPass;
        v[j++] = bugLocation;
        v[j++] = site == null ? null : site.text();
        v[j++] = site == null ? null : site.named();
        v[j++] = pf != null && pf.parsed();
        v[j++] = pf == null ? null : pf.parseError();
        v[j++] = pf == null ? null : pf.tokens();
        v[j++] = pf == null ? null : pf.ops();
        for (List<?> l : listColumns(pf)) {
            v[j] = carries || !READING[j]
                    ? SparkValues.seqOfUnmodifiable(l)
                    : null; // ProgramFeatures' lists are List.of
            j++;
        }
        v[j++] = text == null ? null : text.length();
        v[j++] = reading;
        v[j++] = text != null && carries;
        v[j] = SparkValues.seq(errors);
        return RowFactory.create(v);
    }

    private ProgramCache.Lookup features(String sha, String text, int version, long reading) {
        // the text's length and hash beside the record's sha: a record whose sha does not match its text (hand-edited,
        // another harness's) never gets the features of the program the sha names
        return cache.lookup(
                new ProgramCache.Key(sha, reading),
                () -> ProgramFeatures.of(text, options, OpCatalog.of(version)),
                RunFeaturizer::forOtherRuns);
    }

    /**
     * A reading's key beside the program's sha: what its features are a function of, the text (the head of its own
     * SHA-256 and its length: a record whose sha does not match its text never shares another text's reading) and the
     * catalog version its custom form was read with. The text's hash is the one computed for the record's sha anyway
     * (a second hash over every run's text would cost more than the SHA-256 itself).
     */
    static long reading(String textSha, int length, int version) {
        return ((long) Integer.parseUnsignedInt(textSha, 0, 8, 16) << 32)
                | (((long) length << 8 ^ version) & 0xFFFF_FFFFL);
    }

    /** The program's list columns, {@code dialects} to {@code patterns_d3} in {@link RunSchema#FEATURES}' order. */
    private static List<List<?>> listColumns(ProgramFeatures pf) {
        if (pf == null) return NO_LISTS;
        return List.of(
                pf.dialects(),
                pf.opNames(),
                pf.opInstances(),
                pf.controlPairs(),
                pf.dataPairs(),
                pf.unionPairs(),
                pf.opPairs(),
                pf.patterns().get(0),
                pf.patterns().get(1),
                pf.patterns().get(2),
                pf.patterns().get(3));
    }

    /**
     * What the cache keeps of a program's features for the runs that do not carry its reading: all but the lists of
     * {@link RunSchema#READING_COLUMNS}, which only the carrier writes: most of a program's features, which would go through the
     * the young collections into the old generation with every cached program, and out again.
     */
    @SuppressWarnings("unchecked")
    static ProgramFeatures forOtherRuns(ProgramFeatures pf) {
        List<List<?>> l = new ArrayList<>(listColumns(pf));
        for (int k = 0; k < l.size(); k++) if (READING[FIRST_LIST + k]) l.set(k, List.of());
        return new ProgramFeatures(
                pf.parsed(),
                pf.parseError(),
                pf.tokens(),
                pf.ops(),
                (List<String>) l.get(0),
                (List<String>) l.get(1),
                (List<String>) l.get(2),
                (List<String>) l.get(3),
                (List<String>) l.get(4),
                (List<String>) l.get(5),
                (List<String>) l.get(6),
                List.of((List<Long>) l.get(7), (List<Long>) l.get(8), (List<Long>) l.get(9), (List<Long>) l.get(10)));
    }

    /** The position of {@code dialects}, the first of the list columns, in {@link RunSchema#FEATURES}. */
    private static final int FIRST_LIST = FEATURES.fieldIndex("dialects");

    private static final List<List<?>> NO_LISTS =
            Collections.nCopies(FEATURES.fieldIndex("patterns_d3") - FIRST_LIST + 1, List.of());

    private static RunRecord record(Object[] v, List<String> pipeline) {
        return RunRecord.builder()
                .runId((String) v[IDX_RUN_ID])
                .campaign((String) v[IDX_CAMPAIGN])
                .fuzzer((String) v[IDX_FUZZER])
                .seq(v[IDX_SEQ] == null ? 0 : (Long) v[IDX_SEQ])
                .programPath((String) v[IDX_PROGRAM_PATH])
                .programSha256((String) v[IDX_SHA])
                .tool((String) v[IDX_TOOL])
                .toolVersion((String) v[IDX_TOOL_VERSION])
                .pipeline(pipeline)
                .exitCode((Integer) v[IDX_EXIT])
                .signal((Integer) v[IDX_SIGNAL])
                .timedOut(Boolean.TRUE.equals(v[IDX_TIMED_OUT]))
                .durationMs(v[IDX_DURATION] == null ? 0 : (Long) v[IDX_DURATION])
                .stderr((String) v[IDX_STDERR])
                .stderrTruncated(Boolean.TRUE.equals(v[IDX_STDERR_TRUNC]))
                .parentId((String) v[IDX_PARENT])
                .outcome(Outcome.ofLabel((String) v[IDX_OUTCOME]))
                .crashKey((String) v[IDX_CRASH_KEY])
                .error((String) v[IDX_ERROR])
                // what an IR-bug key is computed from; the invalid output is not read
                .irBugKind((String) v[RunSchema.IDX_IR_BUG_KIND])
                .irBugKey((String) v[RunSchema.IDX_IR_BUG_KEY])
                .irBugPass((String) v[RunSchema.IDX_IR_BUG_PASS])
                .irBugOp((String) v[RunSchema.IDX_IR_BUG_OP])
                .irBugMessage((String) v[RunSchema.IDX_IR_BUG_MESSAGE])
                .build();
    }
}
