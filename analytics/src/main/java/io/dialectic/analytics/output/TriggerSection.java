package io.dialectic.analytics.output;

import static io.dialectic.analytics.output.SvgCharts.esc;

import io.dialectic.analytics.aggregate.CoverageCurves;
import io.dialectic.analytics.aggregate.TriggerReport;
import io.dialectic.analytics.aggregate.TriggerTables;
import io.dialectic.analytics.result.AnalysisResult;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The "Optimization triggers" section of {@code report.html}: per campaign the passes that
 * changed the IR out of the version's pass catalog and the rewrite patterns attempted and confirmed fired,
 * trigger curves against seq, and per pass the share of the runs running it in which it changed the IR.
 */
final class TriggerSection {
    /** Rows per campaign in the pass and pattern tables (the tables trigger_passes / trigger_patterns have all). */
    static final int TOP = 30;

    private TriggerSection() {}

    static String render(AnalysisResult r) {
        TriggerReport t = r.triggers();
        StringBuilder h = new StringBuilder("<h2>Optimization triggers</h2>");
        List<TriggerReport.Campaign> observed =
                t.campaigns().stream().filter(c -> c.observedRuns() > 0).toList();
        if (observed.isEmpty()) {
            return h.append(
                            "<p>No run was observed: records without <code>passes_changed</code> (older campaigns, other fuzzers, "
                                    + "<code>run</code> without <code>--triggers</code>) say nothing about what the compiler did.</p>")
                    .toString();
        }
        h.append(
                "<p class='muted'>What the compiler did with the programs (WhiteFox's triggered optimizations): a pass that changed "
                        + "the IR in mlir-opt's own judgement (<code>--mlir-print-ir-after-change</code>), a rewrite pattern attempted "
                        + "(<code>--log-actions-to</code>) and one confirmed to fire (its <code>canonicalize</code> rerun differs from none). "
                        + "Catalog = the tool version's probed passes.</p>");
        boolean base = r.baseline() != null;
        h.append(
                        "<table><tr><th class='l'>campaign</th><th>observed runs</th><th>passes run</th><th>passes changed IR</th>")
                .append("<th>of the catalog</th><th>patterns attempted</th><th>patterns fired</th>");
        if (base) h.append("<th>new passes</th><th>new patterns attempted</th><th>new patterns fired</th>");
        h.append("</tr>");
        for (TriggerReport.Campaign c : observed) {
            h.append("<tr><td class='l'>")
                    .append(esc(c.campaign()))
                    .append("</td>")
                    .append(td(c.observedRuns()))
                    .append(td(c.passesRan()))
                    .append(td(c.passesChanged()))
                    .append("<td>")
                    .append(
                            c.catalogPasses() == null
                                    ? c.catalogPassesChanged() + " of ? (catalog not probed here)"
                                    : String.format(
                                            Locale.ROOT,
                                            "%d of %d (%.1f%%)",
                                            c.catalogPassesChanged(),
                                            c.catalogPasses(),
                                            c.catalogPasses() == 0
                                                    ? 0.0
                                                    : 100.0 * c.catalogPassesChanged() / c.catalogPasses()))
                    .append("</td>")
                    .append(td(c.patternsAttempted()))
                    .append(td(c.patternsFired()));
            if (base) {
                for (String k : TriggerTables.KINDS) {
                    Long n = c.newOverBaseline().get(k);
                    h.append(n == null ? "<td>-</td>" : td(n));
                }
            }
            h.append("</tr>");
        }
        h.append("</table><div class='row'>");
        h.append(SvgCharts.lines("Passes that changed the IR", series(r, TriggerTables.PASS)));
        h.append(SvgCharts.lines("Rewrite patterns attempted", series(r, TriggerTables.PATTERN_ATTEMPTED)));
        h.append(SvgCharts.lines("Rewrite patterns confirmed fired", series(r, TriggerTables.PATTERN_FIRED)));
        h.append("</div>");

        h.append(
                        "<h3>Passes</h3><p class='muted'>Share = observed runs in which the pass changed the IR / observed runs whose "
                                + "pipeline ran it (a pipeline pass reports its sub-passes, which then have no share). The ")
                .append(TOP)
                .append(" passes per campaign that changed the IR in most runs; the table trigger_passes has all.</p>");
        tableHead(
                h,
                "<th class='l'>campaign</th><th class='l'>pass</th><th>runs ran</th><th>runs changed</th><th>share</th>"
                        + "<th>first seq</th><th class='l'>first run</th>",
                base);
        Map<String, List<TriggerReport.Pass>> passes = byCampaign(t.passes(), TriggerReport.Pass::campaign);
        for (var e : passes.entrySet()) {
            List<TriggerReport.Pass> changed = e.getValue().stream()
                    .filter(p -> p.runsChanged() > 0)
                    .sorted(Comparator.comparingLong((TriggerReport.Pass p) -> -p.runsChanged())
                            .thenComparing(TriggerReport.Pass::pass))
                    .toList();
            for (TriggerReport.Pass p : changed.subList(0, Math.min(TOP, changed.size()))) {
                h.append("<tr><td class='l'>")
                        .append(esc(p.campaign()))
                        .append("</td><td class='l'>")
                        .append(esc(p.pass()))
                        .append("</td>")
                        .append(td(p.runsRan()))
                        .append(td(p.runsChanged()))
                        .append(
                                p.sharePercent() == null
                                        ? "<td>-</td>"
                                        : String.format(Locale.ROOT, "<td>%.1f%%</td>", p.sharePercent()))
                        .append(td(p.firstSeq()))
                        .append("<td class='l'>")
                        .append(esc(p.firstRunId()))
                        .append("</td>");
                if (base) h.append(newCell(p.newOverBaseline()));
                h.append("</tr>");
            }
        }
        h.append("</table>");
        for (var e : passes.entrySet()) {
            List<String> never = e.getValue().stream()
                    .filter(p -> p.runsChanged() == 0)
                    .map(TriggerReport.Pass::pass)
                    .toList();
            if (never.isEmpty()) continue;
            h.append("<p><b>")
                    .append(esc(e.getKey()))
                    .append("</b>: ")
                    .append(never.size())
                    .append(" passes of the pipelines used never changed a program: <code>")
                    .append(esc(String.join(", ", never.subList(0, Math.min(60, never.size())))))
                    .append(never.size() > 60 ? ", ..." : "")
                    .append("</code></p>");
        }

        h.append("<h3>Rewrite patterns</h3><p class='muted'>The ")
                .append(TOP)
                .append(
                        " patterns per campaign attempted in most runs "
                                + "(the table trigger_patterns has all); first = the first run that attempted it, fired = the run that confirmed it.</p>");
        tableHead(
                h,
                "<th class='l'>campaign</th><th class='l'>pattern</th><th>runs attempted</th><th>attempts</th>"
                        + "<th>first seq</th><th class='l'>fired (run)</th>",
                base);
        Map<String, List<TriggerReport.Pattern>> patterns = byCampaign(t.patterns(), TriggerReport.Pattern::campaign);
        for (var e : patterns.entrySet()) {
            List<TriggerReport.Pattern> top = e.getValue().stream()
                    .sorted(Comparator.comparingLong((TriggerReport.Pattern p) -> -p.runsFired())
                            .thenComparingLong(p -> -p.runsAttempted())
                            .thenComparing(TriggerReport.Pattern::pattern))
                    .toList();
            for (TriggerReport.Pattern p : top.subList(0, Math.min(TOP, top.size()))) {
                h.append("<tr><td class='l'>")
                        .append(esc(p.campaign()))
                        .append("</td><td class='l'><code>")
                        .append(esc(p.pattern()))
                        .append("</code></td>")
                        .append(td(p.runsAttempted()))
                        .append(td(p.attempts()))
                        .append(td(p.firstSeq()))
                        .append("<td class='l'>")
                        .append(p.firstFiredRunId() == null ? "" : "yes (" + esc(p.firstFiredRunId()) + ")")
                        .append("</td>");
                if (base) h.append(newCell(p.newOverBaseline()));
                h.append("</tr>");
            }
        }
        return h.append("</table>").toString();
    }

    /** The trigger curves as the coverage curves are drawn: one step line per campaign. */
    private static Map<String, List<long[]>> series(AnalysisResult r, String kind) {
        List<CoverageCurves.Point> points = r.triggers().curves().stream()
                .map(p -> new CoverageCurves.Point(p.campaign(), p.kind(), p.seq(), p.cumulative()))
                .toList();
        return ReportHtml.series(points, kind, r);
    }

    /** A table's header row; with a baseline, the column that marks what is new over it. */
    private static void tableHead(StringBuilder h, String columns, boolean base) {
        h.append("<table><tr>")
                .append(columns)
                .append(base ? "<th>new</th>" : "")
                .append("</tr>");
    }

    /** The rows of each campaign, campaigns in name order. */
    private static <T> Map<String, List<T>> byCampaign(List<T> rows, Function<T, String> campaign) {
        Map<String, List<T>> out = new TreeMap<>();
        for (T row : rows)
            out.computeIfAbsent(campaign.apply(row), k -> new ArrayList<>()).add(row);
        return out;
    }

    /** Whether a row is new over the baseline: "-" when that is unknown. */
    private static String newCell(Boolean isNew) {
        return "<td>" + (isNew == null ? "-" : isNew ? "new" : "") + "</td>";
    }

    private static String td(Long v) {
        return "<td>" + (v == null ? "" : v) + "</td>";
    }
}
