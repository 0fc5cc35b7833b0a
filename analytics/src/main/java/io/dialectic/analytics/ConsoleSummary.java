package io.dialectic.analytics;

import io.dialectic.analytics.result.AnalysisResult;
import io.dialectic.analytics.result.CampaignSummary;
import io.dialectic.ir.metrics.richness.RichnessEstimate;
import java.io.PrintStream;
import java.util.Locale;

/** The short summary printed after an analysis: one line per campaign, the op universe per catalog, then the crash and error totals. */
public final class ConsoleSummary {
    private ConsoleSummary() {}

    public static void print(AnalysisResult r, PrintStream out) {
        String pk = "pattern_d" + r.d();
        out.printf(
                Locale.ROOT,
                "%-18s %8s %8s %6s %5s %6s %7s %9s %8s %7s %8s %7s%n",
                "campaign",
                "runs",
                "programs",
                "parsed",
                "dial",
                "pairs",
                "od(d=" + r.d() + ")",
                "chao1",
                "est.cov",
                "valid%",
                "crash%",
                "clusters");
        for (CampaignSummary c : r.campaigns()) {
            RichnessEstimate e = c.richness().get(pk);
            out.printf(
                    Locale.ROOT,
                    "%-18s %8d %8d %6d %5d %6d %7d %9s %8s %7s %8.1f %7d%n",
                    trim(c.campaign()),
                    c.runs(),
                    c.programs(),
                    c.parsed(),
                    c.covered("dialect"),
                    c.covered("union_pair"),
                    c.covered(pk),
                    e == null ? "-" : String.format(Locale.ROOT, "%.0f", e.chao1()),
                    e == null ? "-" : String.format(Locale.ROOT, "%.1f%%", e.coveragePercent()),
                    // a campaign whose programs never ran (seeds only): "not run", never 0.0
                    c.executedRuns() == 0
                            ? "not run"
                            : String.format(
                                    Locale.ROOT, "%.1f", c.validityPercent().get("valid")),
                    c.validityPercent().get("crash"),
                    c.crashClusters());
        }
        for (var u : r.opUniverse()) out.println("op universe: " + u);
        String miscompiles = r.miscompileClusters() == 0
                ? ""
                : String.format(Locale.ROOT, ", %d miscompile clusters", r.miscompileClusters());
        out.printf(
                Locale.ROOT,
                "%d runs, %d programs, %s%s, %d error rows; %.1f s -> %s%n",
                r.runs(),
                r.programs(),
                r.clusterCount().sentence(),
                miscompiles,
                r.errors(),
                r.seconds(),
                r.out().resolve("report.html"));
    }

    private static String trim(String s) {
        return s.length() <= 18 ? s : s.substring(0, 17) + "~";
    }
}
