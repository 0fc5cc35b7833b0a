package io.dialectic.bench.reduce;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The benchmark's table (one line per case, one column group per reducer),
 * the medians of final ops, final bytes, wall time and oracle calls per
 * reducer, and the targets checked: Dialectic's final ops no more
 * than the best other reducer on at least 90% of cases, median bytes no more
 * than the best other median, median wall time at most 0.2x cvise's, and no
 * case where another reducer succeeds and Dialectic does not. A failed
 * reducer is scored with the input's size on that case.
 */
public final class BenchTable {
    private BenchTable() {}

    public static String markdown(List<BenchRow> rows, List<String> reducers) {
        Map<String, Map<String, BenchRow>> byCase = new LinkedHashMap<>();
        for (BenchRow r : rows)
            byCase.computeIfAbsent(r.caseId(), k -> new LinkedHashMap<>()).put(r.reducer(), r);
        StringBuilder sb = new StringBuilder("| case | ops in | bytes in |");
        for (String red : reducers) sb.append(' ').append(red).append(" ops / bytes / s / calls |");
        sb.append("\n|---|---|---|").append("---|".repeat(reducers.size())).append('\n');
        for (var e : byCase.entrySet()) {
            BenchRow any = e.getValue().values().iterator().next();
            sb.append("| ")
                    .append(e.getKey())
                    .append(" | ")
                    .append(any.opsBefore())
                    .append(" | ")
                    .append(any.bytesBefore())
                    .append(" |");
            for (String red : reducers) {
                BenchRow r = e.getValue().get(red);
                if (r == null) sb.append(" - |");
                else if (!r.ok()) sb.append(' ').append(r.status()).append(String.format(" (%.0f s) |", r.seconds()));
                else
                    sb.append(String.format(
                            " %d / %d / %.1f / %d%s |",
                            r.opsAfter(),
                            r.bytesAfter(),
                            r.seconds(),
                            r.oracleCalls(),
                            r.hitTimeLimit() ? " (limit)" : ""));
            }
            sb.append('\n');
        }
        sb.append(
                "\nMedians over reproducing cases (a reducer that failed counts with the input size):\n\n| reducer | ok | final ops | final bytes | wall s | oracle calls |\n|---|---|---|---|---|---|\n");
        for (String red : reducers) {
            List<BenchRow> rs = rows.stream()
                    .filter(r -> r.reducer().equals(red)
                            && !r.status().equals("not-reproducing")
                            && !r.status().equals("not-installed"))
                    .toList();
            if (rs.isEmpty()) continue;
            sb.append(String.format(
                    "| %s | %d/%d | %.1f | %.1f | %.1f | %.0f |%n",
                    red,
                    rs.stream().filter(BenchRow::ok).count(),
                    rs.size(),
                    median(rs, BenchTable::scoredOps),
                    median(rs, BenchTable::scoredBytes),
                    median(rs, BenchRow::seconds),
                    median(rs, r -> r.oracleCalls())));
        }
        sb.append('\n').append(targets(byCase, reducers)).append(medianTargets(rows, reducers));
        return sb.toString();
    }

    static double scoredOps(BenchRow r) {
        return r.ok() ? r.opsAfter() : r.opsBefore();
    }

    static double scoredBytes(BenchRow r) {
        return r.ok() ? r.bytesAfter() : r.bytesBefore();
    }

    static String targets(Map<String, Map<String, BenchRow>> byCase, List<String> reducers) {
        int compared = 0;
        int opsWins = 0;
        int lostWhereOtherSucceeded = 0;
        List<String> losses = new ArrayList<>();
        for (var e : byCase.entrySet()) {
            BenchRow d = e.getValue().get("dialectic");
            if (d == null || d.status().equals("not-reproducing")) continue;
            double bestOther = Double.MAX_VALUE;
            boolean otherOk = false;
            for (String red : reducers) {
                BenchRow r = e.getValue().get(red);
                if (red.equals("dialectic") || r == null || r.status().equals("not-installed")) continue;
                bestOther = Math.min(bestOther, scoredOps(r));
                otherOk |= r.ok();
            }
            if (bestOther == Double.MAX_VALUE) continue;
            compared++;
            if (scoredOps(d) <= bestOther) opsWins++;
            else losses.add(e.getKey() + " (" + (int) scoredOps(d) + " vs " + (int) bestOther + ")");
            if (otherOk && !d.ok()) lostWhereOtherSucceeded++;
        }
        if (compared == 0) return "Targets: no other reducer ran on these cases, nothing to compare.\n";
        StringBuilder sb = new StringBuilder("Targets:\n\n");
        sb.append(asSmallAsCvise(byCase));
        sb.append(String.format(
                "- final ops <= best other reducer: %d of %d cases (%.0f%%; target >= 90%%)%s%n",
                opsWins,
                compared,
                compared == 0 ? 0.0 : 100.0 * opsWins / compared,
                losses.isEmpty() ? "" : "; larger on " + String.join(", ", losses)));
        sb.append(String.format(
                "- cases where another reducer succeeded and Dialectic failed: %d (target 0)%n",
                lostWhereOtherSucceeded));
        return sb.toString();
    }

    /** The "done when": the result at least as small as cvise's, in ops and in bytes (a failed run counts with its input). */
    private static String asSmallAsCvise(Map<String, Map<String, BenchRow>> byCase) {
        int compared = 0, ops = 0, bytes = 0;
        for (var e : byCase.values()) {
            BenchRow d = e.get("dialectic");
            BenchRow c = e.get("cvise");
            if (d == null
                    || c == null
                    || d.status().equals("not-reproducing")
                    || c.status().equals("not-installed")) continue;
            compared++;
            if (scoredOps(d) <= scoredOps(c)) ops++;
            if (scoredBytes(d) <= scoredBytes(c)) bytes++;
        }
        if (compared == 0) return "";
        return String.format(
                "- at least as small as cvise: %d of %d cases in ops (%.0f%%), %d of %d in bytes (%.0f%%; target >= 90%%)%n",
                ops, compared, 100.0 * ops / compared, bytes, compared, 100.0 * bytes / compared);
    }

    /** Median bytes against the best other median, median wall time against 0.2x cvise's. */
    static String medianTargets(List<BenchRow> rows, List<String> reducers) {
        Map<String, List<BenchRow>> by = new LinkedHashMap<>();
        for (BenchRow r : rows) {
            if (r.status().equals("not-reproducing") || r.status().equals("not-installed")) continue;
            by.computeIfAbsent(r.reducer(), k -> new ArrayList<>()).add(r);
        }
        List<BenchRow> d = by.get("dialectic");
        if (d == null) return "";
        StringBuilder sb = new StringBuilder();
        double bestOtherBytes = Double.MAX_VALUE;
        String bestName = "";
        for (var e : by.entrySet()) {
            if (e.getKey().equals("dialectic")) continue;
            double m = median(e.getValue(), BenchTable::scoredBytes);
            if (m < bestOtherBytes) {
                bestOtherBytes = m;
                bestName = e.getKey();
            }
        }
        if (!bestName.isEmpty()) {
            sb.append(String.format(
                    "- median final bytes: %.0f vs best other median %.0f (%s; target <=)%n",
                    median(d, BenchTable::scoredBytes), bestOtherBytes, bestName));
        }
        List<BenchRow> cvise = by.get("cvise");
        if (cvise != null) {
            double dw = median(d, BenchRow::seconds);
            double cw = median(cvise, BenchRow::seconds);
            sb.append(String.format(
                    "- median wall time: %.1f s vs cvise %.1f s = %.2fx (target <= 0.2x; cvise runs stopped at the time limit count at the limit)%n",
                    dw, cw, dw / cw));
        }
        return sb.toString();
    }

    static double median(List<BenchRow> rows, ToDoubleFunction<BenchRow> f) {
        List<Double> v = new ArrayList<>(rows.stream().map(f::applyAsDouble).toList());
        if (v.isEmpty()) return Double.NaN;
        v.sort(Comparator.naturalOrder());
        int n = v.size();
        return n % 2 == 1 ? v.get(n / 2) : (v.get(n / 2 - 1) + v.get(n / 2)) / 2;
    }
}
