package io.dialectic.analytics.output;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The report's charts as inline SVG: no script, no network, readable without a browser plug-in. */
final class SvgCharts {
    static final String[] PALETTE = {
        "#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"
    };

    private SvgCharts() {}

    /** One horizontal bar per row, split into segments (values as percentages), with a legend. */
    static String stackedBars(Map<String, Map<String, Double>> rows, Map<String, String> colors) {
        int labelW = 170, barW = 640, rowH = 26, top = 30;
        int h = top + rows.size() * rowH + 10;
        StringBuilder s = new StringBuilder();
        s.append(String.format(
                Locale.ROOT,
                "<svg xmlns='http://www.w3.org/2000/svg' width='%d' height='%d' role='img'>",
                labelW + barW + 20,
                h));
        int lx = labelW;
        for (var c : colors.entrySet()) {
            s.append(String.format(
                    Locale.ROOT,
                    "<rect x='%d' y='6' width='12' height='12' fill='%s'/><text x='%d' y='16' font-size='11'>%s</text>",
                    lx,
                    c.getValue(),
                    lx + 16,
                    esc(c.getKey())));
            lx += 20 + 7 * c.getKey().length();
        }
        int y = top;
        for (var row : rows.entrySet()) {
            s.append(String.format(
                    Locale.ROOT,
                    "<text x='%d' y='%d' font-size='12' text-anchor='end'>%s</text>",
                    labelW - 6,
                    y + 16,
                    esc(row.getKey())));
            double x = labelW;
            for (var seg : row.getValue().entrySet()) {
                double w = barW * seg.getValue() / 100.0;
                if (w <= 0) continue;
                s.append(String.format(
                        Locale.ROOT,
                        "<rect x='%.1f' y='%d' width='%.1f' height='%d' fill='%s'><title>%s: %.1f%%</title></rect>",
                        x,
                        y + 2,
                        w,
                        rowH - 6,
                        colors.getOrDefault(seg.getKey(), "#999"),
                        esc(seg.getKey()),
                        seg.getValue()));
                if (w > 34) {
                    s.append(String.format(
                            Locale.ROOT,
                            "<text x='%.1f' y='%d' font-size='10' fill='#fff'>%.0f%%</text>",
                            x + 3,
                            y + 16,
                            seg.getValue()));
                }
                x += w;
            }
            y += rowH;
        }
        return s.append("</svg>").toString();
    }

    /** Step lines (x = seq, y = cumulative distinct items), one per series, with axes and a legend. */
    static String lines(String title, Map<String, List<long[]>> series) {
        int w = 660, h = 300, left = 60, bottom = 40, top = 28, right = 175;
        long maxX = 1, maxY = 1;
        for (List<long[]> pts : series.values()) {
            for (long[] p : pts) {
                maxX = Math.max(maxX, p[0]);
                maxY = Math.max(maxY, p[1]);
            }
        }
        double sx = (double) (w - left - right) / maxX, sy = (double) (h - top - bottom) / maxY;
        StringBuilder s = new StringBuilder();
        s.append(String.format(
                Locale.ROOT, "<svg xmlns='http://www.w3.org/2000/svg' width='%d' height='%d' role='img'>", w, h));
        s.append(String.format(
                Locale.ROOT, "<text x='%d' y='16' font-size='13' font-weight='bold'>%s</text>", left, esc(title)));
        int x0 = left, y0 = h - bottom;
        s.append(String.format(
                Locale.ROOT, "<line x1='%d' y1='%d' x2='%d' y2='%d' stroke='#333'/>", x0, y0, w - right, y0));
        s.append(String.format(Locale.ROOT, "<line x1='%d' y1='%d' x2='%d' y2='%d' stroke='#333'/>", x0, y0, x0, top));
        for (int i = 0; i <= 4; i++) {
            long yv = Math.round(maxY * i / 4.0);
            double yy = y0 - yv * sy;
            s.append(String.format(
                    Locale.ROOT,
                    "<line x1='%d' y1='%.1f' x2='%d' y2='%.1f' stroke='#ddd'/><text x='%d' y='%.1f' font-size='10' text-anchor='end'>%d</text>",
                    x0,
                    yy,
                    w - right,
                    yy,
                    x0 - 4,
                    yy + 3,
                    yv));
            long xv = Math.round(maxX * i / 4.0);
            double xx = x0 + xv * sx;
            s.append(String.format(
                    Locale.ROOT,
                    "<text x='%.1f' y='%d' font-size='10' text-anchor='middle'>%d</text>",
                    xx,
                    y0 + 14,
                    xv));
        }
        s.append(String.format(
                Locale.ROOT,
                "<text x='%d' y='%d' font-size='11' text-anchor='middle'>seq (order of generation)</text>",
                (x0 + w - right) / 2,
                h - 6));
        int i = 0;
        for (var e : series.entrySet()) {
            String color = PALETTE[i % PALETTE.length];
            StringBuilder d = new StringBuilder();
            long prevY = 0;
            boolean firstPt = true;
            for (long[] p : e.getValue()) {
                double xx = x0 + p[0] * sx;
                if (firstPt) {
                    d.append(String.format(Locale.ROOT, "M%.1f,%.1f", xx, y0 - p[1] * sy));
                    firstPt = false;
                } else {
                    d.append(String.format(
                            Locale.ROOT, " L%.1f,%.1f L%.1f,%.1f", xx, y0 - prevY * sy, xx, y0 - p[1] * sy));
                }
                prevY = p[1];
            }
            s.append(String.format(
                    Locale.ROOT,
                    "<path d='%s' fill='none' stroke='%s' stroke-width='2'><title>%s</title></path>",
                    d,
                    color,
                    esc(e.getKey())));
            int ly = top + 14 + 16 * i;
            s.append(String.format(
                    Locale.ROOT,
                    "<rect x='%d' y='%d' width='12' height='3' fill='%s'/><text x='%d' y='%d' font-size='11'>%s (%d)</text>",
                    w - right + 10,
                    ly - 4,
                    color,
                    w - right + 26,
                    ly,
                    esc(e.getKey()),
                    prevY));
            i++;
        }
        return s.append("</svg>").toString();
    }

    /**
     * A dialect x dialect grid; a cell's shade is log(programs holding the pair).
     * Unordered pairs ({@code a|b}) fill both halves; ordered ones ({@code a->b}) row = from, column = to.
     */
    static String heatmap(Map<String, Long> pairs, int maxDialects) {
        Map<String, Long> weight = new LinkedHashMap<>();
        Map<String, Long> cells = new LinkedHashMap<>();
        for (var e : pairs.entrySet()) {
            String[] ab = split(e.getKey());
            if (ab == null) continue;
            weight.merge(ab[0], e.getValue(), Long::sum);
            weight.merge(ab[1], e.getValue(), Long::sum);
        }
        List<String> dialects = new ArrayList<>(weight.keySet());
        dialects.sort((a, b) -> Long.compare(weight.get(b), weight.get(a)) != 0
                ? Long.compare(weight.get(b), weight.get(a))
                : a.compareTo(b));
        if (dialects.size() > maxDialects) dialects = dialects.subList(0, maxDialects);
        dialects.sort(String::compareTo);
        long max = 1;
        for (var e : pairs.entrySet()) {
            String[] ab = split(e.getKey());
            if (ab == null) continue;
            cells.put(ab[0] + "\t" + ab[1], e.getValue());
            if (!e.getKey().contains("->")) cells.put(ab[1] + "\t" + ab[0], e.getValue());
            max = Math.max(max, e.getValue());
        }
        int cell = 22, label = 110, n = dialects.size();
        int size = label + n * cell + 10;
        StringBuilder s = new StringBuilder();
        s.append(String.format(
                Locale.ROOT,
                "<svg xmlns='http://www.w3.org/2000/svg' width='%d' height='%d' role='img'>",
                size + 160,
                size));
        for (int i = 0; i < n; i++) {
            s.append(String.format(
                    Locale.ROOT,
                    "<text x='%d' y='%d' font-size='10' text-anchor='end'>%s</text>",
                    label - 4,
                    label + i * cell + 15,
                    esc(dialects.get(i))));
            s.append(String.format(
                    Locale.ROOT,
                    "<text transform='translate(%d,%d) rotate(-60)' font-size='10'>%s</text>",
                    label + i * cell + 14,
                    label - 4,
                    esc(dialects.get(i))));
        }
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                Long v = cells.get(dialects.get(r) + "\t" + dialects.get(c));
                String fill = v == null ? "#f4f4f4" : shade(Math.log1p(v) / Math.log1p(max));
                s.append(String.format(
                        Locale.ROOT,
                        "<rect x='%d' y='%d' width='%d' height='%d' fill='%s' stroke='#fff'>",
                        label + c * cell,
                        label + r * cell,
                        cell,
                        cell,
                        fill));
                if (v != null)
                    s.append(String.format(
                            Locale.ROOT,
                            "<title>%s / %s: %d programs</title>",
                            esc(dialects.get(r)),
                            esc(dialects.get(c)),
                            v));
                s.append("</rect>");
            }
        }
        int lx = label + n * cell + 20;
        for (int i = 0; i <= 4; i++) {
            s.append(String.format(
                    Locale.ROOT,
                    "<rect x='%d' y='%d' width='14' height='14' fill='%s'/>",
                    lx,
                    label + i * 18,
                    shade(i / 4.0)));
            long v = Math.round(Math.expm1(Math.log1p(max) * i / 4.0));
            s.append(String.format(
                    Locale.ROOT,
                    "<text x='%d' y='%d' font-size='10'>%d programs</text>",
                    lx + 18,
                    label + i * 18 + 11,
                    v));
        }
        return s.append("</svg>").toString();
    }

    private static String[] split(String pair) {
        int i = pair.indexOf("->");
        if (i > 0) return new String[] {pair.substring(0, i), pair.substring(i + 2)};
        i = pair.indexOf('|');
        if (i > 0) return new String[] {pair.substring(0, i), pair.substring(i + 1)};
        return null;
    }

    private static String shade(double t) {
        t = Math.max(0, Math.min(1, t));
        int r = (int) Math.round(230 - t * (230 - 8)),
                g = (int) Math.round(240 - t * (240 - 48)),
                b = (int) Math.round(250 - t * (250 - 107));
        return String.format(Locale.ROOT, "#%02x%02x%02x", r, g, b);
    }

    static String esc(String s) {
        if (s == null) return "";
        return s.replace("&", "&amp;")
                .replace("<", "&lt;")
                .replace(">", "&gt;")
                .replace("'", "&#39;")
                .replace("\"", "&quot;");
    }
}
