package io.dialectic.analytics.aggregate;

import io.dialectic.analytics.tables.RowOrder;
import io.dialectic.analytics.tables.TableWriter;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.passes.PassInfo;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BiFunction;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;

/**
 * Optimization-trigger coverage per campaign (after WhiteFox's "triggered optimizations"): which
 * passes changed the IR, which rewrite patterns were attempted and confirmed fired, when each was first
 * triggered, and per pass the share of runs in which it changed the IR.
 *
 * <p>The observed runs (every run of a fuzz campaign) become one event per (run, item), aggregated as they are streamed
 * by (campaign, tool, version, kind, item) into a few thousand rows at most; everything else (the "N of M
 * passes" against each version's probed {@code PassCatalog}, first runs, curves, new over baseline) is
 * computed from those rows on the driver. A pass is named without its anchor and options
 * ({@code func.func:canonicalize{max-iterations=1}} is {@code canonicalize}, toolchain {@link PassPipeline#passName}),
 * as the catalog names it.
 */
public final class TriggerTables {
    private TriggerTables() {}

    /** Trigger kinds, as in {@code trigger_curve} and {@code new_over_baseline}. */
    public static final String PASS = "pass", PATTERN_ATTEMPTED = "pattern_attempted", PATTERN_FIRED = "pattern_fired";

    public static final List<String> KINDS = List.of(PASS, PATTERN_ATTEMPTED, PATTERN_FIRED);
    /** Event kinds that are not triggers: the run itself, and each pass its pipeline ran. */
    static final String OBSERVED = "observed", PASS_RAN = "pass_ran";

    /** The columns of an observed run that its events are made of, in the order {@link #events} reads them. */
    private static final List<String> OBSERVED_COLUMNS = List.of(
            "campaign",
            "tool",
            "tool_version",
            "seq",
            "run_id",
            "pipeline",
            "passes_changed",
            "patterns_attempted",
            "patterns_fired");

    /**
     * The observed runs (a trigger observation), only the columns their events need: a campaign of the fuzzer observes
     * every run, so these are as many as the input's runs, and they are streamed ({@link #aggregate}), never collected.
     */
    public static final String SQL =
            "SELECT " + String.join(", ", OBSERVED_COLUMNS) + " FROM features WHERE passes_changed IS NOT NULL";

    /**
     * The aggregate of the observed runs of {@link #SQL}, read one at a time: (campaign, tool, tool_version, kind, item,
     * runs, attempts, first_seq, first_run_id), one row per group (a few thousand), whatever the number of runs.
     */
    public static List<Row> aggregate(Iterator<Row> observed) {
        Map<List<Object>, Object[]> by = new LinkedHashMap<>();
        while (observed.hasNext()) {
            Row f = observed.next();
            if (f.isNullAt(6)) continue;
            for (Iterator<Row> it = events(f); it.hasNext(); ) {
                Row e = it.next();
                Object[] g = by.computeIfAbsent(Arrays.asList(e.get(0), e.get(1), e.get(2), e.get(3), e.get(4)), k ->
                        new Object[] {0L, 0L, null, null});
                g[0] = (Long) g[0] + 1;
                g[1] = (Long) g[1] + e.getLong(7);
                // min of the struct (seq, run id)
                if (g[2] == null
                        || RowOrder.compare(e.get(5), g[2]) < 0
                        || (RowOrder.compare(e.get(5), g[2]) == 0 && RowOrder.compare(e.get(6), g[3]) < 0)) {
                    g[2] = e.get(5);
                    g[3] = e.get(6);
                }
            }
        }
        List<Row> out = new ArrayList<>(by.size());
        for (var e : by.entrySet()) {
            List<Object> k = e.getKey();
            Object[] g = e.getValue();
            out.add(RowFactory.create(k.get(0), k.get(1), k.get(2), k.get(3), k.get(4), g[0], g[1], g[2], g[3]));
        }
        return out;
    }

    /** One observed run as events: the run, each pass its pipeline ran, each pass changed, pattern attempted, pattern fired. */
    static Iterator<Row> events(Row r) {
        String campaign = r.getString(0), tool = r.getString(1), version = r.getString(2);
        long seq = r.isNullAt(3) ? 0 : r.getLong(3);
        String runId = r.getString(4);
        List<Row> out = new ArrayList<>();
        BiFunction<String, String, Row> ev =
                (kind, item) -> RowFactory.create(campaign, tool, version, kind, item, seq, runId, 0L);
        out.add(ev.apply(OBSERVED, ""));
        for (String p : passNames(list(r, 5))) out.add(ev.apply(PASS_RAN, p));
        for (String p : passNames(list(r, 6))) out.add(ev.apply(PASS, p));
        if (!r.isNullAt(7)) {
            Map<String, Integer> attempted = r.getJavaMap(7);
            for (var e : new TreeMap<>(attempted).entrySet()) {
                out.add(RowFactory.create(
                        campaign,
                        tool,
                        version,
                        PATTERN_ATTEMPTED,
                        e.getKey(),
                        seq,
                        runId,
                        e.getValue() == null ? 0L : e.getValue().longValue()));
            }
        }
        for (String p : new LinkedHashSet<>(list(r, 8))) out.add(ev.apply(PATTERN_FIRED, p));
        return out.iterator();
    }

    /** Distinct pass names of pipeline items ({@code func.func:cse} -> {@code cse}). */
    static Set<String> passNames(List<String> items) {
        Set<String> out = new LinkedHashSet<>();
        for (String i : items) {
            if (i != null && !i.isBlank()) out.add(PassPipeline.passName(i));
        }
        return out;
    }

    private static List<String> list(Row r, int i) {
        return r.isNullAt(i) ? List.of() : r.getList(i);
    }

    /** What the aggregate rows hold for one campaign. */
    private static final class Acc {
        long observed;
        final Map<String, Long> observedByVersion = new TreeMap<>();
        final Map<String, Set<String>> changedByVersion = new TreeMap<>();
        final Map<String, long[]> ran = new TreeMap<>(); // pass -> runs
        final Map<String, Item> changed = new TreeMap<>();
        final Map<String, Item> attempted = new TreeMap<>();
        final Map<String, Item> fired = new TreeMap<>();
    }

    /** An item merged over tool versions: runs, attempts, first (seq, run id). */
    private static final class Item {
        long runs, attempts;
        Long firstSeq;
        String firstRunId;

        void add(long runs, long attempts, long seq, String runId) {
            this.runs += runs;
            this.attempts += attempts;
            if (firstSeq == null
                    || seq < firstSeq
                    || (seq == firstSeq && runId != null && (firstRunId == null || runId.compareTo(firstRunId) < 0))) {
                firstSeq = seq;
                firstRunId = runId;
            }
        }
    }

    /**
     * The report from the aggregate rows.
     *
     * @param campaigns every campaign of the analysis, in order (unobserved ones get zeros)
     * @param catalogs  the probed passes of a (tool, version), empty when never probed here
     * @param baseline  the baseline campaign, or null
     */
    public static TriggerReport report(
            List<Row> agg,
            List<String> campaigns,
            BiFunction<String, String, Optional<List<PassInfo>>> catalogs,
            String baseline) {
        Map<String, Acc> by = new TreeMap<>();
        for (Row r : agg) {
            String c = r.getString(0),
                    version = versionKey(r.getString(1), r.getString(2)),
                    kind = r.getString(3),
                    item = r.getString(4);
            long runs = r.getLong(5),
                    attempts = r.isNullAt(6) ? 0 : r.getLong(6),
                    seq = r.isNullAt(7) ? 0 : r.getLong(7);
            String runId = r.getString(8);
            Acc a = by.computeIfAbsent(c, k -> new Acc());
            switch (kind) {
                case OBSERVED -> {
                    a.observed += runs;
                    a.observedByVersion.merge(version, runs, Long::sum);
                }
                case PASS_RAN -> a.ran.computeIfAbsent(item, k -> new long[1])[0] += runs;
                case PASS -> {
                    a.changed.computeIfAbsent(item, k -> new Item()).add(runs, 0, seq, runId);
                    a.changedByVersion
                            .computeIfAbsent(version, k -> new HashSet<>())
                            .add(item);
                }
                case PATTERN_ATTEMPTED -> a.attempted
                        .computeIfAbsent(item, k -> new Item())
                        .add(runs, attempts, seq, runId);
                case PATTERN_FIRED -> a.fired
                        .computeIfAbsent(item, k -> new Item())
                        .add(runs, 0, seq, runId);
                default -> throw new IllegalStateException("unknown trigger event " + kind);
            }
        }
        Map<String, Set<String>> catalogNames = new HashMap<>();
        for (Acc a : by.values()) {
            for (String v : a.observedByVersion.keySet()) {
                catalogNames.computeIfAbsent(v, k -> {
                    String[] tv = k.split("\t", -1);
                    return catalogs.apply(tv[0].isEmpty() ? null : tv[0], tv[1].isEmpty() ? null : tv[1])
                            .map(l -> {
                                Set<String> s = new HashSet<>();
                                l.forEach(p -> s.add(p.name()));
                                return s;
                            })
                            .orElse(null);
                });
            }
        }
        Acc base = baseline == null ? null : by.get(baseline);

        List<TriggerReport.Campaign> cs = new ArrayList<>();
        List<TriggerReport.Pass> passes = new ArrayList<>();
        List<TriggerReport.Pattern> patterns = new ArrayList<>();
        List<TriggerReport.CurvePoint> curves = new ArrayList<>();
        for (String c : campaigns) {
            Acc a = by.getOrDefault(c, new Acc());
            boolean compare = baseline != null && !baseline.equals(c);
            List<TriggerReport.Version> versions = new ArrayList<>();
            Set<String> catalogOfCampaign = null;
            boolean allProbed = true;
            for (var v : a.observedByVersion.entrySet()) {
                String[] tv = v.getKey().split("\t", -1);
                Set<String> cat = catalogNames.get(v.getKey());
                Set<String> changed = a.changedByVersion.getOrDefault(v.getKey(), Set.of());
                long inCat = cat == null
                        ? changed.size()
                        : changed.stream().filter(cat::contains).count();
                versions.add(new TriggerReport.Version(
                        tv[0].isEmpty() ? null : tv[0],
                        tv[1].isEmpty() ? null : tv[1],
                        v.getValue(),
                        inCat,
                        cat == null ? null : (long) cat.size(),
                        changed.size() - inCat));
                if (cat != null) {
                    if (catalogOfCampaign == null) catalogOfCampaign = new HashSet<>();
                    catalogOfCampaign.addAll(cat);
                } else {
                    allProbed = false;
                }
            }
            Set<String> union = catalogOfCampaign;
            Long catalogPasses = allProbed && union != null ? (long) union.size() : null;
            long changedInCatalog = union == null
                    ? a.changed.size()
                    : a.changed.keySet().stream().filter(union::contains).count();
            Map<String, Long> fresh = new TreeMap<>();
            if (compare) {
                fresh.put(PASS, newCount(a.changed.keySet(), base == null ? null : base.changed.keySet()));
                fresh.put(
                        PATTERN_ATTEMPTED,
                        newCount(a.attempted.keySet(), base == null ? null : base.attempted.keySet()));
                fresh.put(PATTERN_FIRED, newCount(a.fired.keySet(), base == null ? null : base.fired.keySet()));
            }
            cs.add(new TriggerReport.Campaign(
                    c,
                    a.observed,
                    a.ran.size(),
                    a.changed.size(),
                    changedInCatalog,
                    catalogPasses,
                    versions,
                    a.attempted.size(),
                    a.fired.size(),
                    fresh));

            Set<String> passNames = new TreeSet<>(a.ran.keySet());
            passNames.addAll(a.changed.keySet());
            for (String p : passNames) {
                long ran = a.ran.containsKey(p) ? a.ran.get(p)[0] : 0;
                Item ch = a.changed.get(p);
                long changed = ch == null ? 0 : ch.runs;
                passes.add(new TriggerReport.Pass(
                        c,
                        p,
                        catalogOfCampaign == null ? null : catalogOfCampaign.contains(p),
                        ran,
                        changed,
                        ran == 0 ? null : 100.0 * changed / ran,
                        ch == null ? null : ch.firstSeq,
                        ch == null ? null : ch.firstRunId,
                        compare && ch != null ? !(base != null && base.changed.containsKey(p)) : null));
            }
            Set<String> patternNames = new TreeSet<>(a.attempted.keySet());
            patternNames.addAll(a.fired.keySet());
            for (String p : patternNames) {
                Item at = a.attempted.get(p), fi = a.fired.get(p);
                patterns.add(new TriggerReport.Pattern(
                        c,
                        p,
                        at == null ? 0 : at.runs,
                        at == null ? 0 : at.attempts,
                        fi == null ? 0 : fi.runs,
                        at == null ? null : at.firstSeq,
                        at == null ? null : at.firstRunId,
                        fi == null ? null : fi.firstSeq,
                        fi == null ? null : fi.firstRunId,
                        compare && at != null ? !(base != null && base.attempted.containsKey(p)) : null));
            }
            curves.addAll(curve(c, PASS, a.changed.values()));
            curves.addAll(curve(c, PATTERN_ATTEMPTED, a.attempted.values()));
            curves.addAll(curve(c, PATTERN_FIRED, a.fired.values()));
        }
        return new TriggerReport(cs, passes, patterns, curves);
    }

    /** Writes {@code trigger_coverage}, {@code trigger_passes}, {@code trigger_patterns} and {@code trigger_curve} (analytics/OUTPUTS.md). */
    public static void write(TableWriter tables, TriggerReport r) {
        List<Row> cov = new ArrayList<>();
        for (TriggerReport.Campaign c : r.campaigns()) {
            if (c.observedRuns() == 0) continue;
            List<String> versions = c.versions().stream()
                    .map(v -> v.tool() + " " + v.toolVersion())
                    .toList();
            Map<String, Long> n = c.newOverBaseline();
            cov.add(RowFactory.create(
                    c.campaign(),
                    String.join(";", versions),
                    c.observedRuns(),
                    c.passesRan(),
                    c.passesChanged(),
                    c.catalogPassesChanged(),
                    c.catalogPasses(),
                    c.patternsAttempted(),
                    c.patternsFired(),
                    n.get(PASS),
                    n.get(PATTERN_ATTEMPTED),
                    n.get(PATTERN_FIRED)));
        }
        tables.writeLocal(
                "trigger_coverage",
                cov,
                TableWriter.schema(
                        "campaign:s",
                        "tool_versions:s",
                        "observed_runs:l",
                        "passes_ran:l",
                        "passes_changed:l",
                        "catalog_passes_changed:l",
                        "catalog_passes:l",
                        "patterns_attempted:l",
                        "patterns_fired:l",
                        "new_passes:l",
                        "new_patterns_attempted:l",
                        "new_patterns_fired:l"),
                "campaign");
        List<Row> passes = new ArrayList<>();
        for (TriggerReport.Pass p : r.passes()) {
            passes.add(RowFactory.create(
                    p.campaign(),
                    p.pass(),
                    p.inCatalog(),
                    p.runsRan(),
                    p.runsChanged(),
                    p.sharePercent(),
                    p.firstSeq(),
                    p.firstRunId(),
                    p.newOverBaseline()));
        }
        tables.writeLocal(
                "trigger_passes",
                passes,
                TableWriter.schema(
                        "campaign:s",
                        "pass:s",
                        "in_catalog:b",
                        "runs_ran:l",
                        "runs_changed:l",
                        "share_pct:d",
                        "first_seq:l",
                        "first_run_id:s",
                        "new_over_baseline:b"),
                "campaign",
                "pass");
        List<Row> patterns = new ArrayList<>();
        for (TriggerReport.Pattern p : r.patterns()) {
            patterns.add(RowFactory.create(
                    p.campaign(),
                    p.pattern(),
                    p.runsAttempted(),
                    p.attempts(),
                    p.runsFired(),
                    p.firstSeq(),
                    p.firstRunId(),
                    p.firstFiredSeq(),
                    p.firstFiredRunId(),
                    p.newOverBaseline()));
        }
        tables.writeLocal(
                "trigger_patterns",
                patterns,
                TableWriter.schema(
                        "campaign:s",
                        "pattern:s",
                        "runs_attempted:l",
                        "attempts:l",
                        "runs_fired:l",
                        "first_seq:l",
                        "first_run_id:s",
                        "first_fired_seq:l",
                        "first_fired_run_id:s",
                        "new_over_baseline:b"),
                "campaign",
                "pattern");
        tables.writeLocal(
                "trigger_curve",
                curveRows(r),
                TableWriter.schema("campaign:s", "kind:s", "seq:l", "new_items:l", "cumulative:l"),
                "campaign",
                "kind",
                "seq");
    }

    private static String versionKey(String tool, String version) {
        return (tool == null ? "" : tool) + "\t" + (version == null ? "" : version);
    }

    private static long newCount(Set<String> mine, Set<String> base) {
        return base == null
                ? mine.size()
                : mine.stream().filter(x -> !base.contains(x)).count();
    }

    /** Cumulative distinct items against seq: each item counts at the first seq it was triggered (as {@link CoverageCurves}). */
    private static List<TriggerReport.CurvePoint> curve(String campaign, String kind, Collection<Item> items) {
        Map<Long, Long> newAt = new TreeMap<>();
        for (Item i : items) newAt.merge(i.firstSeq, 1L, Long::sum);
        List<TriggerReport.CurvePoint> all = new ArrayList<>();
        long cum = 0;
        for (var e : newAt.entrySet()) {
            cum += e.getValue();
            all.add(new TriggerReport.CurvePoint(campaign, kind, e.getKey(), cum));
        }
        return all;
    }

    /** The report with at most about {@code maxPoints} points per curve (evenly spaced, first and last kept), for summary.json. */
    public static TriggerReport thinned(TriggerReport r, int maxPoints) {
        Map<String, List<TriggerReport.CurvePoint>> byCurve = new LinkedHashMap<>();
        for (TriggerReport.CurvePoint p : r.curves())
            byCurve.computeIfAbsent(p.campaign() + "\t" + p.kind(), k -> new ArrayList<>())
                    .add(p);
        List<TriggerReport.CurvePoint> out = new ArrayList<>();
        for (List<TriggerReport.CurvePoint> all : byCurve.values()) out.addAll(CoverageCurves.thin(all, maxPoints));
        return new TriggerReport(r.campaigns(), r.passes(), r.patterns(), out);
    }

    /** The full curve rows (campaign, kind, seq, new_items, cumulative) for the {@code trigger_curve} table. */
    public static List<Row> curveRows(TriggerReport unthinned) {
        List<Row> out = new ArrayList<>();
        Map<String, Long> prev = new HashMap<>();
        for (TriggerReport.CurvePoint p : unthinned.curves()) {
            String k = p.campaign() + "\t" + p.kind();
            long before = prev.getOrDefault(k, 0L);
            out.add(RowFactory.create(p.campaign(), p.kind(), p.seq(), p.cumulative() - before, p.cumulative()));
            prev.put(k, p.cumulative());
        }
        out.sort(Comparator.comparing((Row r) -> r.getString(0))
                .thenComparing(r -> r.getString(1))
                .thenComparingLong(r -> r.getLong(2)));
        return out;
    }
}
