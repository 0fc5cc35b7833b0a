package io.dialectic.ir.compare;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.base.Json;
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

    public double parsedRate() {
        return rate(parsed, files);
    }

    public double cleanRate() {
        return rate(clean, files);
    }

    public double agreeRate() {
        return rate(agree, compared);
    }

    private static double rate(int n, int of) {
        return of == 0 ? 0 : (double) n / of;
    }

    /** The report as the JSON object {@code dialectic parse-check --json} prints (the one JSON configuration, {@link Json}). */
    public String toJson() {
        ObjectNode o = Json.object();
        o.put("files", files)
                .put("parsed", parsed)
                .put("clean", clean)
                .put("compared", compared)
                .put("agree", agree);
        ArrayNode fs = o.putArray("failures");
        for (var f : failures) fs.addObject().put("file", f.file()).put("diagnostic", f.diagnostic());
        try {
            return Json.MAPPER.writeValueAsString(o);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}
