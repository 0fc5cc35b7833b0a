package io.dialectic.reducer.report;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.base.Json;
import io.dialectic.reducer.result.MiscompileResult;
import io.dialectic.semantics.run.Cell;
import io.dialectic.toolchain.cases.ShellCommand;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code report.md} of a miscompile reduction, ready to paste into an llvm-project issue: the program, the exact
 * commands (mlir-opt with the cell's pipeline, then the JIT runner), the expected output (Dialectic's reference
 * semantics) beside the actual one, the attributed pass, and on which installed versions it reproduces.
 */
public final class MiscompileReport {
    /** The original's key in the slice-key form (pass + op names on the differing value's slice). */
    public static final String SLICE_KEY = "miscompile_slice_key";
    /**
     * The name {@link #SLICE_KEY} had in the {@code stats.json} of reductions written before it said what it holds;
     * still read, so a batch continued over such folders compares their keys.
     */
    public static final String SLICE_KEY_BEFORE = "miscompile_key_issue15";

    private MiscompileReport() {}

    /** The two commands that show the bug, the program read from {@code file}. */
    public static String commands(Cell cell, String file) {
        List<String> opt = new ArrayList<>();
        opt.add(cell.tool().optBinary);
        opt.addAll(cell.pipeline().flags());
        opt.addAll(List.of(file, "-o", "low.mlir"));
        // the runtime libraries' folder differs from machine to machine: a placeholder the reader fills in
        List<String> run = new ArrayList<>(List.of(
                cell.tool().runnerBinary,
                "-e",
                "main",
                "-entry-point-result=void",
                "-shared-libs=<lib dir>/libmlir_c_runner_utils.so,<lib dir>/libmlir_runner_utils.so"));
        if (cell.jitLevel() != null) run.add(cell.jitLevel());
        run.add("low.mlir");
        return ShellCommand.line(opt) + "\n" + ShellCommand.line(run);
    }

    public static String markdown(MiscompileResult r) {
        StringBuilder b = new StringBuilder();
        if (!r.reproduced()) {
            b.append("# Not reproduced\n\n")
                    .append(r.note())
                    .append("\n\n## Program\n\n```mlir\n")
                    .append(r.original().strip())
                    .append("\n```\n");
            return b.toString();
        }
        String pass = r.suspectPass() == null ? "the " + r.faultStage() : "`" + r.suspectPass() + "`";
        b.append("# Miscompile: ")
                .append(pass)
                .append(" changes the value a program prints (")
                .append(r.cell().tool().optBinary)
                .append(")\n\n");
        b.append(
                        "The program below has no undefined behaviour on the value that differs (checked by Dialectic's reference interpreter: ")
                .append(
                        "no division by zero or `MIN / -1`, no out-of-range shift, no overflow under `nsw`/`nuw`, no poison), ")
                .append("yet compiled and run it prints something else. The difference is first seen after ")
                .append(pass)
                .append(r.faultStage() == null ? "" : " (" + r.faultStage() + " stage)")
                .append(".\n\n");
        if (r.miscompileKey() != null)
            b.append("Miscompile key: `").append(r.miscompileKey()).append("`\n\n");
        b.append(String.format(
                        Locale.ROOT, "## Program (%d ops; reduced from %d)\n\n```mlir\n", r.opsAfter(), r.opsBefore()))
                .append(r.program().strip())
                .append("\n```\n\n");
        b.append("## Pipeline\n\n```sh\n")
                .append(commands(r.cell(), "reduced.mlir"))
                .append("\n```\n\n");
        b.append("## Expected vs actual output\n\n| expected (reference semantics) | actual (")
                .append(r.cell().label())
                .append(") |\n|---|---|\n");
        String[] want = lines(r.expected());
        String[] got = lines(r.actual());
        for (int i = 0; i < Math.max(want.length, got.length); i++) {
            String w = i < want.length ? want[i] : "";
            String g = i < got.length ? got[i] : "";
            b.append("| `")
                    .append(w)
                    .append("` | `")
                    .append(g)
                    .append("`")
                    .append(w.equals(g) ? "" : " **differs**")
                    .append(" |\n");
        }
        b.append(
                "\n## Versions\n\n| tool | verdict | same miscompile | suspect pass | prints |\n|---|---|---|---|---|\n");
        for (MiscompileResult.VersionRun v : r.versions()) {
            b.append("| ")
                    .append(v.tool())
                    .append(" | ")
                    .append(v.verdict())
                    .append(" | ")
                    .append(v.reproduces() ? "yes" : "no")
                    .append(" | ")
                    .append(v.suspectPass() == null ? "" : "`" + v.suspectPass() + "`")
                    .append(" | `")
                    .append(v.actual() == null ? "" : v.actual().strip().replace("\n", " / "))
                    .append("` |\n");
        }
        b.append(String.format(
                Locale.ROOT,
                "\nReduced by `dialectic reduce --keep same-miscompile` in %.0f s with %d oracle calls%s.\n",
                r.seconds(),
                r.oracleCalls(),
                r.note().isEmpty() ? "" : "; " + r.note()));
        return b.toString();
    }

    /**
     * {@code stats.json} of a miscompile reduction, snake_case like the crash reducer's: whether the original
     * miscompiled, its key and the result's, the sizes before and after, the cell, and per installed version the
     * verdict and whether it is the same miscompile.
     */
    public static String statsJson(MiscompileResult r) {
        ObjectNode o = Json.MAPPER.createObjectNode();
        o.put("reproduced", r.reproduced());
        o.put("verdict", r.originalVerdict());
        o.put("miscompile_key", r.originalKey());
        o.put(SLICE_KEY, r.originalSliceKey());
        o.put("key_after", r.miscompileKey());
        o.put("suspect_pass", r.suspectPass());
        o.put("ops_before", r.opsBefore());
        o.put("ops_after", r.opsAfter());
        o.put("bytes_before", r.original().getBytes(StandardCharsets.UTF_8).length);
        o.put("bytes_after", r.program().getBytes(StandardCharsets.UTF_8).length);
        o.put("oracle_calls", r.oracleCalls());
        o.put("seconds", Math.round(r.seconds() * 1000) / 1000.0);
        o.put("tool", r.cell().tool().optBinary);
        o.put("cell", r.cell().label());
        var pipeline = o.putArray("pipeline");
        r.cell().pipeline().flags().forEach(pipeline::add);
        o.put("keep", "same-miscompile");
        var versions = o.putArray("versions");
        for (MiscompileResult.VersionRun v : r.versions()) {
            var n = versions.addObject();
            n.put("tool", v.tool());
            n.put("verdict", v.verdict());
            n.put("same_miscompile", v.reproduces());
        }
        if (!r.note().isEmpty()) o.put("note", r.note());
        return o.toPrettyString() + "\n";
    }

    private static String[] lines(String s) {
        return s == null || s.isEmpty() ? new String[0] : s.strip().split("\n");
    }
}
