package io.dialectic.analytics.output;

import static io.dialectic.analytics.output.SvgCharts.esc;

import io.dialectic.analytics.aggregate.CoverageCurves;
import io.dialectic.analytics.aggregate.Overlap;
import io.dialectic.analytics.result.AnalysisResult;
import io.dialectic.analytics.result.CampaignSummary;
import io.dialectic.ir.metrics.richness.RichnessEstimate;
import io.dialectic.ir.ods.OpCatalog;
import io.dialectic.ir.ods.OpUniverse;
import io.dialectic.toolchain.Outcome;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code report.html}: one self-contained page (inline CSS and SVG, no script,
 * no network) with the per-campaign table, validity stacked bars, coverage
 * curves, richness estimates, the op universe, the dialect-pair heatmap,
 * overlap and the crash cluster table.
 */
public final class ReportHtml {
    /** The outcomes' colours, in their order: the one definition ({@link Outcome#color}). */
    private static final Map<String, String> OUTCOME_COLORS = new LinkedHashMap<>();

    static {
        for (Outcome o : Outcome.values()) OUTCOME_COLORS.put(o.label(), o.color());
    }

    /** The bars' colours: the outcomes, and a campaign whose programs were never run. */
    private static final Map<String, String> BAR_COLORS = new LinkedHashMap<>(OUTCOME_COLORS);

    static {
        BAR_COLORS.put(Outcome.NOT_RUN, Outcome.NOT_RUN_COLOR);
    }

    private ReportHtml() {}

    public static void write(AnalysisResult r, Path file) {
        try {
            Files.writeString(file, render(r));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static String render(AnalysisResult r) {
        String pk = "pattern_d" + r.d();
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>Dialectic report</title><style>")
                .append("body{font-family:system-ui,sans-serif;margin:24px;color:#222;max-width:1340px}")
                .append("table{border-collapse:collapse;margin:8px 0 20px;font-size:13px}")
                .append("th,td{border:1px solid #ccc;padding:3px 7px;text-align:right}th{background:#f0f0f0}")
                .append("td.l,th.l{text-align:left}h2{margin-top:28px;border-bottom:1px solid #ddd}")
                .append(".row{display:flex;flex-wrap:wrap;gap:20px}.muted{color:#666;font-size:12px}")
                .append("code{font-size:11px}</style></head><body>");
        h.append("<h1>Dialectic report</h1>");
        h.append(String.format(
                Locale.ROOT,
                "<p>%d runs, %d distinct programs, %d campaigns, %s, %d miscompile clusters, %d error rows. "
                        + "OD patterns with d = %d (MLIRod Def. 6). Baseline: %s. Inputs: %s. Took %.1f s.</p>",
                r.runs(),
                r.programs(),
                r.campaigns().size(),
                esc(r.clusterCount().sentence()),
                r.miscompileClusters(),
                r.errors(),
                r.d(),
                r.baseline() == null ? "none" : esc(r.baseline()),
                esc(String.join(", ", r.inputs())),
                r.seconds()));

        h.append(
                        "<h2>Campaigns</h2><table><tr><th class='l'>campaign</th><th class='l'>fuzzers</th><th>runs</th><th>programs</th>")
                .append(
                        "<th>parsed</th><th>mean tokens</th><th>dialects</th><th>ops</th><th>op instances</th><th>control pairs</th>")
                .append(
                        "<th>data pairs</th><th>union pairs</th><th>op pairs</th><th>patterns d0</th><th>d1</th><th>d2</th><th>d3</th>")
                .append("<th>crash clusters</th><th>errors</th></tr>");
        for (CampaignSummary c : r.campaigns()) {
            h.append("<tr><td class='l'>")
                    .append(esc(c.campaign()))
                    .append("</td><td class='l'>")
                    .append(esc(String.join(", ", c.fuzzers())))
                    .append("</td>")
                    .append(td(c.runs()))
                    .append(td(c.programs()))
                    .append(td(c.parsed()))
                    .append(String.format(Locale.ROOT, "<td>%.1f</td>", c.meanTokens()));
            for (String k : List.of(
                    "dialect",
                    "op",
                    "op_instance",
                    "control_pair",
                    "data_pair",
                    "union_pair",
                    "op_pair",
                    "pattern_d0",
                    "pattern_d1",
                    "pattern_d2",
                    "pattern_d3")) {
                h.append(td(c.covered(k)));
            }
            h.append(td(c.crashClusters())).append(td(c.errors())).append("</tr>");
        }
        h.append("</table>");

        h.append(opUniverse(r));

        h.append(
                "<h2>Validity of the runs</h2><p class='muted'>SynthFuzz Table IV categories, extended; share of the runs with an outcome.</p>");
        // a campaign whose programs were never run (seeds only) is "not run", never "valid 0.0%"
        Map<String, Map<String, Double>> bars = new LinkedHashMap<>();
        for (CampaignSummary c : r.campaigns())
            bars.put(c.campaign(), c.executedRuns() > 0 ? c.validityPercent() : Map.of(Outcome.NOT_RUN, 100.0));
        h.append(bars.isEmpty() ? "<p>No runs.</p>" : SvgCharts.stackedBars(bars, BAR_COLORS));
        h.append("<table><tr><th class='l'>campaign</th>");
        for (String o : OUTCOME_COLORS.keySet()) h.append("<th>").append(o).append("</th>");
        h.append("</tr>");
        for (CampaignSummary c : r.campaigns()) {
            h.append("<tr><td class='l'>").append(esc(c.campaign())).append("</td>");
            if (c.executedRuns() == 0) {
                h.append("<td class='l' colspan='")
                        .append(OUTCOME_COLORS.size())
                        .append("'>not run (")
                        .append(c.runs())
                        .append(" programs, none run)</td></tr>");
                continue;
            }
            for (String o : OUTCOME_COLORS.keySet()) {
                h.append(String.format(
                        Locale.ROOT,
                        "<td>%d (%.1f%%)</td>",
                        c.validity().get(o),
                        c.validityPercent().get(o)));
            }
            h.append("</tr>");
        }
        h.append("</table>");

        h.append("<h2>Coverage over the order of generation</h2><div class='row'>");
        h.append(SvgCharts.lines("Distinct OD patterns (d = " + r.d() + ")", series(r.curves(), pk, r)));
        h.append(SvgCharts.lines("Distinct dialect pairs (control + data)", series(r.curves(), "union_pair", r)));
        h.append("</div>");

        h.append(
                "<h2>Estimated richness</h2><p class='muted'>Chao1 bias-corrected with a log-normal 95% interval (Chao 1987), "
                        + "iChao1 (Chiu et al. 2014), ACE (Chao &amp; Lee 1992), over programs as sampling units; estimated coverage = observed / Chao1.</p>");
        h.append(
                        "<table><tr><th class='l'>campaign</th><th class='l'>items</th><th>observed</th><th>programs</th><th>f1</th><th>f2</th>")
                .append("<th>Chao1</th><th>95% CI</th><th>iChao1</th><th>ACE</th><th>estimated coverage</th></tr>");
        for (CampaignSummary c : r.campaigns()) {
            for (String k : List.of(pk, "union_pair")) {
                RichnessEstimate e = c.richness().get(k);
                if (e == null) continue;
                h.append("<tr><td class='l'>")
                        .append(esc(c.campaign()))
                        .append("</td><td class='l'>")
                        .append(k)
                        .append("</td>")
                        .append(td(e.observed()))
                        .append(td(e.units()))
                        .append(td(e.f1()))
                        .append(td(e.f2()))
                        .append(String.format(
                                Locale.ROOT,
                                "<td>%.1f</td><td>%.1f - %.1f</td><td>%.1f</td><td>%s</td><td>%.1f%%</td></tr>",
                                e.chao1(),
                                e.chao1Lower(),
                                e.chao1Upper(),
                                e.iChao1(),
                                e.ace() == null ? "n/a" : String.format(Locale.ROOT, "%.1f", e.ace()),
                                e.coveragePercent()));
            }
        }
        h.append("</table>");

        if (r.baseline() != null) {
            h.append("<h2>New over baseline '")
                    .append(esc(r.baseline()))
                    .append("'</h2><table><tr><th class='l'>campaign</th>");
            List<String> kinds = List.of("dialect", "op", "op_instance", "union_pair", "op_pair", pk);
            for (String k : kinds) h.append("<th>").append(k).append("</th>");
            h.append("</tr>");
            for (CampaignSummary c : r.campaigns()) {
                if (c.campaign().equals(r.baseline())) continue;
                h.append("<tr><td class='l'>").append(esc(c.campaign())).append("</td>");
                for (String k : kinds) h.append(td(c.newOverBaseline().getOrDefault(k, 0L)));
                h.append("</tr>");
            }
            h.append("</table>");
        }

        h.append(
                "<h2>Dialect pairs (all campaigns)</h2><p class='muted'>Pairs linked by a control or data dependency "
                        + "(SynthFuzz / MLIRSmith); shade = programs holding the pair, log scale; the 24 most connected dialects.</p>");
        h.append(
                r.dialectPairPrograms().isEmpty()
                        ? "<p>No dialect pairs.</p>"
                        : SvgCharts.heatmap(r.dialectPairPrograms(), 24));

        h.append("<h2>Overlap between campaigns</h2>");
        if (r.overlap().isEmpty()) h.append("<p>One campaign only.</p>");
        else {
            h.append(
                    "<table><tr><th class='l'>items</th><th class='l'>A</th><th class='l'>B</th><th>|A|</th><th>|B|</th><th>shared</th><th>Jaccard</th></tr>");
            for (Overlap.Row2 o : r.overlap()) {
                h.append("<tr><td class='l'>")
                        .append(o.kind())
                        .append("</td><td class='l'>")
                        .append(esc(o.campaignA()))
                        .append("</td><td class='l'>")
                        .append(esc(o.campaignB()))
                        .append("</td>")
                        .append(td(o.itemsA()))
                        .append(td(o.itemsB()))
                        .append(td(o.shared()))
                        .append(String.format(Locale.ROOT, "<td>%.3f</td></tr>", o.jaccard()));
            }
            h.append("</table>");
        }

        h.append(TriggerSection.render(r));

        h.append("<h2>Crash clusters</h2>");
        if (r.topClusters().isEmpty()) h.append("<p>No crashes.</p>");
        else {
            h.append("<p>").append(esc(r.clusterCount().sentence())).append(".");
            if (r.clusterCount().without() > 0)
                h.append(" A crash without evidence names no crash site: it is a cluster of its own, never a bug"
                        + " counted with the others.");
            if (r.crashesToRecover() > 0)
                h.append(String.format(
                        Locale.ROOT,
                        " %,d of them printed no trace and their programs are in the run records:"
                                + " <code>dialectic clusters INPUT --recover-traces</code> reruns each once,"
                                + " single-threaded, on its recorded tool, and clusters it on the trace it then prints.",
                        r.crashesToRecover()));
            h.append("</p>");
            h.append(
                            "<table><tr><th class='l'>cluster key</th><th>runs</th><th>programs</th><th class='l'>fuzzers</th>")
                    .append(
                            "<th>first seq</th><th class='l'>representative run</th><th>chars</th><th class='l'>pass</th><th class='l'>bug location</th></tr>");
            for (AnalysisResult.Cluster c :
                    r.topClusters().subList(0, Math.min(50, r.topClusters().size()))) {
                String key = c.clusterKey().isEmpty() ? "(no signature)" : c.clusterKey();
                String shortKey = key.length() > 110 ? key.substring(0, 110) + "..." : key;
                h.append("<tr><td class='l'><code title='")
                        .append(esc(key))
                        .append("'>")
                        .append(esc(shortKey))
                        .append("</code></td>")
                        .append(td(c.runs()))
                        .append(td(c.programs()))
                        .append("<td class='l'>")
                        .append(esc(String.join(", ", c.fuzzers())))
                        .append("</td>")
                        .append(td(c.firstSeq()))
                        .append("<td class='l'>")
                        .append(esc(c.representativeRunId()))
                        .append("</td>")
                        .append(td(c.representativeChars()))
                        .append("<td class='l'>")
                        .append(esc(c.pass()))
                        .append("</td><td class='l'>")
                        .append(esc(c.bugLocation()))
                        .append("</td></tr>");
            }
            h.append("</table>");
        }

        miscompileClusters(r, h);
        irBugClusters(r, h);

        h.append("<h2>Errors</h2>");
        if (r.errorsByReason().isEmpty()) h.append("<p>None.</p>");
        else {
            h.append("<table><tr><th class='l'>reason</th><th>rows</th></tr>");
            for (var e : r.errorsByReason().entrySet())
                h.append("<tr><td class='l'>")
                        .append(esc(e.getKey()))
                        .append("</td>")
                        .append(td(e.getValue()))
                        .append("</tr>");
            h.append("</table><p class='muted'>Details in the errors table.</p>");
        }
        h.append(
                "<p class='muted'>Made by dialectic analyze. Tables: runs, programs, items, coverage, coverage_curve, validity, "
                        + "richness, clusters, cluster_members, cluster_campaigns, miscompile_clusters, ir_bug_clusters, overlap, errors, trigger_coverage, trigger_passes, trigger_patterns, trigger_curve (Parquet, CSV copies in csv/).</p></body></html>\n");
        return h.toString();
    }

    /** Unregistered op names listed in a cell, at most; the rest are counted. */
    private static final int UNREGISTERED_SHOWN = 30;

    /** Registered ops and dialects covered, per campaign and catalog (the runs' tool versions), unregistered ops named. */
    private static String opUniverse(AnalysisResult r) {
        StringBuilder h = new StringBuilder(
                "<h2 id='op-universe'>Op universe</h2><p class='muted'>Ops covered out of those the "
                        + "compiler registers: the op catalog generated from MLIR's own ODS definitions of the runs' tool version "
                        + "(programs never run: the reader's catalog, MLIR " + OpCatalog.READER_VERSION + "). "
                        + "Op names a version does not register are listed, with their dialect when the version has no such dialect.</p>");
        for (OpUniverse.Entry e : r.opUniverse())
            h.append("<p>All campaigns: <b>").append(esc(e.toString())).append("</b></p>");
        h.append(
                        "<table><tr><th class='l'>campaign</th><th>catalog</th><th class='l'>tools</th><th>registered ops covered</th>")
                .append(
                        "<th>%</th><th>dialects covered</th><th class='l'>unregistered ops seen</th><th class='l'>unregistered dialects</th></tr>");
        for (CampaignSummary c : r.campaigns()) {
            for (OpUniverse.Entry e : c.opUniverse()) {
                List<String> un = e.unregisteredOps();
                String shown = String.join(", ", un.subList(0, Math.min(UNREGISTERED_SHOWN, un.size())))
                        + (un.size() > UNREGISTERED_SHOWN
                                ? ", ... (" + (un.size() - UNREGISTERED_SHOWN) + " more)"
                                : "");
                h.append("<tr><td class='l'>")
                        .append(esc(c.campaign()))
                        .append("</td><td>MLIR ")
                        .append(e.catalog())
                        .append(
                                OpUniverse.BY_TOOL.equals(e.catalogBasis())
                                        ? ""
                                        : " <span class='muted'>(" + esc(e.catalogBasis()) + ")</span>")
                        .append("</td><td class='l'>")
                        .append(esc(String.join(", ", e.tools())))
                        .append("</td>")
                        .append("<td>")
                        .append(e.coveredOps())
                        .append(" of ")
                        .append(e.registeredOps())
                        .append("</td>")
                        .append(String.format(
                                Locale.ROOT,
                                "<td>%.1f%%</td>",
                                e.registeredOps() == 0 ? 0.0 : 100.0 * e.coveredOps() / e.registeredOps()))
                        .append("<td>")
                        .append(e.coveredDialects())
                        .append(" of ")
                        .append(e.registeredDialects())
                        .append("</td>")
                        .append("<td class='l'>")
                        .append(un.isEmpty() ? "none" : un.size() + ": <code>" + esc(shown) + "</code>")
                        .append("</td><td class='l'>")
                        .append(esc(String.join(", ", e.unregisteredDialects())))
                        .append("</td></tr>");
            }
        }
        return h.append("</table>").toString();
    }

    /** Executed programs: one row per miscompile key, with its representative's expected and actual output. */
    private static void miscompileClusters(AnalysisResult r, StringBuilder h) {
        h.append("<h2>Miscompile clusters</h2>");
        if (r.topMiscompileClusters().isEmpty()) {
            h.append(
                    "<p>No miscompiles (only programs executed by <code>fuzz --oracle differential</code> can have one).</p>");
            return;
        }
        h.append(
                "<p class='muted'>Runs whose compiled program printed a value the reference interpreter fixes differently, with no UB "
                        + "on it (Ratte's DT-R), grouped by miscompile key: attributed pass | ops on the differing value's slice.</p>");
        h.append(
                        "<table><tr><th class='l'>miscompile key</th><th class='l'>pass</th><th>runs</th><th>programs</th><th class='l'>campaigns</th>")
                .append(
                        "<th>first seq</th><th class='l'>representative run</th><th>chars</th><th class='l'>expected</th><th class='l'>actual</th></tr>");
        for (AnalysisResult.MiscompileCluster c : r.topMiscompileClusters()
                .subList(0, Math.min(50, r.topMiscompileClusters().size()))) {
            h.append("<tr><td class='l'><code>")
                    .append(esc(c.miscompileKey()))
                    .append("</code></td><td class='l'>")
                    .append(esc(c.pass()))
                    .append("</td>")
                    .append(td(c.runs()))
                    .append(td(c.programs()))
                    .append("<td class='l'>")
                    .append(esc(String.join(", ", c.campaigns())))
                    .append("</td>")
                    .append(td(c.firstSeq()))
                    .append("<td class='l'>")
                    .append(esc(c.representativeRunId()))
                    .append("</td><td>")
                    .append(c.representativeChars() == null ? "" : c.representativeChars())
                    .append("</td><td class='l'><code>")
                    .append(esc(shortOutput(c.expectedOutput())))
                    .append("</code></td><td class='l'><code>")
                    .append(esc(shortOutput(c.actualOutput())))
                    .append("</code></td></tr>");
        }
        h.append("</table>");
    }

    /** Bugs a rerun proved (invalid IR left by a pass, printer round trips): one row per kind and key. */
    private static void irBugClusters(AnalysisResult r, StringBuilder h) {
        h.append("<h2>IR-bug clusters</h2>");
        if (r.topIrBugClusters().isEmpty()) {
            h.append(
                    "<p>No invalid IR and no round-trip failure in the records (<code>fuzz</code> checks its runs).</p>");
            return;
        }
        h.append(
                "<p class='muted'>invalid-ir: a run that errored succeeds with <code>--verify-each=false</code> and its output "
                        + "fails to verify: the pass left invalid IR (key: pass | dialect | message shape). roundtrip: a valid "
                        + "output printed in custom form does not read back (key: op | message shape).</p>");
        h.append("<table><tr><th class='l'>kind</th><th class='l'>key</th><th>runs</th><th>programs</th>")
                .append(
                        "<th class='l'>pass</th><th class='l'>op</th><th class='l'>message</th><th class='l'>representative run</th></tr>");
        for (AnalysisResult.IrBugCluster c : r.topIrBugClusters()
                .subList(0, Math.min(50, r.topIrBugClusters().size()))) {
            h.append("<tr><td class='l'>")
                    .append(esc(c.kind()))
                    .append("</td><td class='l'><code>")
                    .append(esc(c.key()))
                    .append("</code></td>")
                    .append(td(c.runs()))
                    .append(td(c.programs()))
                    .append("<td class='l'>")
                    .append(esc(c.pass() == null ? "" : c.pass()))
                    .append("</td><td class='l'>")
                    .append(esc(c.op() == null ? "" : c.op()))
                    .append("</td><td class='l'><code>")
                    .append(esc(shortOutput(c.message())))
                    .append("</code></td><td class='l'>")
                    .append(esc(c.representativeRunId()))
                    .append("</td></tr>");
        }
        h.append("</table>");
    }

    private static String shortOutput(String s) {
        if (s == null) return "";
        String one = s.strip().replace("\n", " / ");
        return one.length() > 80 ? one.substring(0, 80) + "..." : one;
    }

    /** One step line per campaign, drawn on to the campaign's last seq. */
    static Map<String, List<long[]>> series(List<CoverageCurves.Point> points, String kind, AnalysisResult r) {
        Map<String, List<long[]>> out = new TreeMap<>();
        for (CoverageCurves.Point p : points) {
            if (p.kind().equals(kind))
                out.computeIfAbsent(p.campaign(), k -> new ArrayList<>()).add(new long[] {p.seq(), p.cumulative()});
        }
        for (CampaignSummary c : r.campaigns()) {
            List<long[]> s = out.get(c.campaign());
            if (s != null && s.get(s.size() - 1)[0] < c.lastSeq())
                s.add(new long[] {c.lastSeq(), s.get(s.size() - 1)[1]});
        }
        return out;
    }

    private static String td(long v) {
        return "<td>" + v + "</td>";
    }
}
