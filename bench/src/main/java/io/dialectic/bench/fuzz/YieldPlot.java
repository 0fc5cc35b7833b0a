package io.dialectic.bench.fuzz;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToIntBiFunction;

/**
 * The yield curves as an SVG drawn by hand (no plotting library): distinct crash clusters with evidence, and OD
 * patterns, over fuzzing time; one colour per configuration, each repetition a thin line, their mean a thick one.
 */
final class YieldPlot {
    private static final String[] COLOURS = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd"};
    private static final int PANEL_W = 420;
    private static final int PANEL_H = 280;
    private static final int LEFT = 60;
    private static final int TOP = 40;
    private static final int GAP = 90;

    private YieldPlot() {}

    static String svg(Map<String, List<YieldBenchmark.Campaign>> byConfig, long[] at, String tool) {
        int width = LEFT + 2 * PANEL_W + GAP + 30;
        int height = TOP + PANEL_H + 90;
        StringBuilder s = new StringBuilder();
        s.append(String.format(
                Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family=\"sans-serif\""
                        + " font-size=\"12\">%n<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>%n",
                width,
                height));
        s.append(String.format(
                Locale.ROOT, "<text x=\"%d\" y=\"20\" font-size=\"14\">bench yield on %s</text>%n", LEFT, esc(tool)));
        panel(s, LEFT, "distinct crash clusters (with evidence)", byConfig, at, YieldBenchmark.Campaign::clustersAt);
        panel(
                s,
                LEFT + PANEL_W + GAP,
                "OD patterns in the pool (d = 2)",
                byConfig,
                at,
                YieldBenchmark.Campaign::patternsAt);
        int k = 0;
        int y = TOP + PANEL_H + 55;
        for (String name : byConfig.keySet()) {
            String c = COLOURS[k++ % COLOURS.length];
            int x = LEFT + (k - 1) * 260;
            s.append(String.format(
                    Locale.ROOT,
                    "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"3\"/>"
                            + "<text x=\"%d\" y=\"%d\">%s (mean; thin: each repetition)</text>%n",
                    x,
                    y,
                    x + 24,
                    y,
                    c,
                    x + 30,
                    y + 4,
                    esc(name)));
        }
        return s.append("</svg>\n").toString();
    }

    private static void panel(
            StringBuilder s,
            int x0,
            String title,
            Map<String, List<YieldBenchmark.Campaign>> byConfig,
            long[] at,
            ToIntBiFunction<YieldBenchmark.Campaign, Long> value) {
        long tMax = at[at.length - 1];
        double yMax = 1;
        for (List<YieldBenchmark.Campaign> cs : byConfig.values())
            for (YieldBenchmark.Campaign c : cs) for (long t : at) yMax = Math.max(yMax, value.applyAsInt(c, t));
        yMax = niceCeil(yMax);
        int y0 = TOP + PANEL_H;
        s.append(String.format(
                Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-weight=\"bold\">%s</text>%n", x0, TOP - 8, esc(title)));
        s.append(String.format(
                Locale.ROOT,
                "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#444\"/>%n",
                x0,
                TOP,
                PANEL_W,
                PANEL_H));
        for (int i = 0; i <= 4; i++) {
            double v = yMax * i / 4;
            double y = y0 - PANEL_H * i / 4.0;
            s.append(String.format(
                    Locale.ROOT,
                    "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>"
                            + "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>%n",
                    x0,
                    y,
                    x0 + PANEL_W,
                    y,
                    x0 - 6,
                    y + 4,
                    trim(v)));
        }
        for (int i = 0; i <= 4; i++) {
            double t = tMax * i / 4.0;
            double x = x0 + PANEL_W * i / 4.0;
            s.append(String.format(
                    Locale.ROOT,
                    "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>%n",
                    x,
                    y0 + 16,
                    trim(t / 60_000.0)));
        }
        s.append(String.format(
                Locale.ROOT,
                "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">fuzzing minutes</text>%n",
                x0 + PANEL_W / 2,
                y0 + 32));
        int k = 0;
        for (List<YieldBenchmark.Campaign> cs : byConfig.values()) {
            String colour = COLOURS[k++ % COLOURS.length];
            double[] mean = new double[at.length];
            for (YieldBenchmark.Campaign c : cs) {
                StringBuilder pts = new StringBuilder(point(x0, y0, 0, 0, tMax, yMax));
                for (int i = 0; i < at.length; i++) {
                    int v = value.applyAsInt(c, at[i]);
                    mean[i] += v / (double) cs.size();
                    pts.append(' ').append(point(x0, y0, at[i], v, tMax, yMax));
                }
                s.append(String.format(
                        Locale.ROOT,
                        "<polyline points=\"%s\" fill=\"none\" stroke=\"%s\" stroke-opacity=\"0.45\"/>%n",
                        pts,
                        colour));
            }
            if (cs.isEmpty()) continue;
            StringBuilder pts = new StringBuilder(point(x0, y0, 0, 0, tMax, yMax));
            for (int i = 0; i < at.length; i++) pts.append(' ').append(point(x0, y0, at[i], mean[i], tMax, yMax));
            s.append(String.format(
                    Locale.ROOT,
                    "<polyline points=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"3\"/>%n",
                    pts,
                    colour));
        }
    }

    private static String point(int x0, int y0, long t, double v, long tMax, double yMax) {
        return String.format(Locale.ROOT, "%.1f,%.1f", x0 + PANEL_W * (double) t / tMax, y0 - PANEL_H * v / yMax);
    }

    /** 1, 2, 5 x 10^k at or above {@code v}. */
    static double niceCeil(double v) {
        double p = Math.pow(10, Math.floor(Math.log10(v)));
        for (double m : new double[] {1, 2, 5, 10}) if (m * p >= v) return m * p;
        return 10 * p;
    }

    private static String trim(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.format(Locale.ROOT, "%.1f", v);
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
