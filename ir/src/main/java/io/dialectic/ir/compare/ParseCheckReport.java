package io.dialectic.ir.compare;

import java.util.List;

/**
 * The counts of one parse-check run.
 *
 * <ul>
 *   <li>{@code files}: .mlir files read;</li>
 *   <li>{@code parsed}: the reader built the complete op/region/block tree
 *       (no {@link io.dialectic.ir.model.Diagnostic.Kind#SYNTAX} diagnostic) with
 *       at least one operation; name diagnostics (an undefined value, ...) are
 *       allowed;</li>
 *   <li>{@code clean}: parsed with no diagnostic at all;</li>
 *   <li>{@code compared}: files that have a counterpart in the compare folder;</li>
 *   <li>{@code agree}: compared pairs that both parse and are the same program
 *       by {@link FormComparison}.</li>
 * </ul>
 * {@code failures} lists, in file order, each file that is not clean or does
 * not agree, with the first diagnostic or difference.
 */
public record ParseCheckReport(int files, int parsed, int clean, int compared, int agree, List<Failure> failures) {
    /** One file that is not clean or does not agree with its counterpart. */
    public record Failure(String file, String diagnostic) {}

    public ParseCheckReport {
        failures = List.copyOf(failures);
    }

    public double parsedRate() { return rate(parsed, files); }

    public double cleanRate() { return rate(clean, files); }

    public double agreeRate() { return rate(agree, compared); }

    private static double rate(int n, int of) { return of == 0 ? 0 : (double) n / of; }

    /** The report as the JSON object {@code dialectic parse-check --json} prints. */
    public String toJson() {
        StringBuilder b = new StringBuilder();
        b.append("{\"files\":").append(files).append(",\"parsed\":").append(parsed).append(",\"clean\":").append(clean)
                .append(",\"compared\":").append(compared).append(",\"agree\":").append(agree).append(",\"failures\":[");
        for (int i = 0; i < failures.size(); i++) {
            if (i > 0) b.append(',');
            b.append("{\"file\":").append(quote(failures.get(i).file())).append(",\"diagnostic\":")
                    .append(quote(failures.get(i).diagnostic())).append('}');
        }
        return b.append("]}").toString();
    }

    public static String quote(String s) {
        StringBuilder b = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20) b.append(String.format("\\u%04x", (int) c)); else b.append(c);
                }
            }
        }
        return b.append('"').toString();
    }
}
