package io.dialectic.reducer.batch;

import io.dialectic.base.Csv;
import io.dialectic.base.storage.AtomicFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** A batch's index of its clusters, rewritten after every cluster: {@code index.csv}, {@code miscompiles.csv}, {@code index.md}. */
final class BatchIndex {
    private BatchIndex() {}

    /**
     * index.csv (crash clusters), miscompiles.csv (miscompile clusters, when there are any) and index.md (a table of each
     * kind; the crash table also when there is neither), rewritten atomically after every cluster. A row without a
     * reduction has empty sizes, not zeros.
     */
    static void write(Path outDir, List<CrashRow> rows, List<MiscompileRow> mrows) {
        List<List<String>> csv = new ArrayList<>();
        StringBuilder md = new StringBuilder(
                "# Reduced crash clusters\n\n| cluster | status | ops before | ops after | bytes before | bytes after | reproduces on | report | cluster key |\n|---|---|---|---|---|---|---|---|---|\n");
        for (CrashRow r : rows) {
            List<String> sizes = sizes(r.report(), r.sizes());
            csv.add(fields(
                    List.of(r.cluster(), r.clusterKey(), r.crashKey(), r.runId(), r.tool(), r.status()),
                    sizes,
                    List.of(r.reproducesOn(), r.report())));
            mdLine(md, r.cluster(), r.status(), sizes, r.reproducesOn(), r.report(), List.of(code(r.clusterKey())));
        }
        AtomicFiles.writeUnchecked(
                outDir.resolve("index.csv"),
                Csv.table(
                        fields(
                                List.of("cluster", "cluster_key", "crash_key", "run_id", "tool", "status"),
                                ReductionSizes.COLUMNS,
                                List.of("reproduces_on", "report")),
                        csv));
        if (!mrows.isEmpty()) {
            if (rows.isEmpty()) md.setLength(0);
            else md.append('\n');
            List<List<String>> mcsv = new ArrayList<>();
            md.append(
                            "# Reduced miscompile clusters\n\n| cluster | status | ops before | ops after | bytes before | bytes after | reproduces on | report | miscompile key | key after |\n")
                    .append("|---|---|---|---|---|---|---|---|---|---|\n");
            for (MiscompileRow r : mrows) {
                List<String> sizes = sizes(r.report(), r.sizes());
                mcsv.add(fields(
                        List.of(r.cluster(), r.miscompileKey(), r.runId(), r.tool(), r.cell(), r.status()),
                        sizes,
                        List.of(r.reproducesOn(), r.keyAfter(), r.report())));
                mdLine(
                        md,
                        r.cluster(),
                        r.status(),
                        sizes,
                        r.reproducesOn(),
                        r.report(),
                        List.of(code(r.miscompileKey()), r.keyAfter().isEmpty() ? "-" : code(r.keyAfter())));
            }
            AtomicFiles.writeUnchecked(
                    outDir.resolve("miscompiles.csv"),
                    Csv.table(
                            fields(
                                    List.of("cluster", "miscompile_key", "run_id", "tool", "cell", "status"),
                                    ReductionSizes.COLUMNS,
                                    List.of("reproduces_on", "key_after", "report")),
                            mcsv));
        }
        AtomicFiles.writeUnchecked(outDir.resolve("index.md"), md.toString());
    }

    /** The sizes of a row: empty, not zeros, when there is no reduction (no report). */
    private static List<String> sizes(String report, ReductionSizes sizes) {
        return report.isEmpty() ? List.of("", "", "", "") : sizes.cells();
    }

    /** One CSV record: the {@code head} fields, the sizes, the {@code tail} fields. */
    private static List<String> fields(List<String> head, List<String> sizes, List<String> tail) {
        List<String> fields = new ArrayList<>(head);
        fields.addAll(sizes);
        fields.addAll(tail);
        return fields;
    }

    /** One markdown table row: cluster, status, sizes ("-" when empty), versions, a link to the report, then the key cells. */
    private static void mdLine(
            StringBuilder md,
            String cluster,
            String status,
            List<String> sizes,
            String reproducesOn,
            String report,
            List<String> keys) {
        md.append("| ").append(cluster).append(" | ").append(mdCell(status));
        for (String size : sizes) md.append(" | ").append(size.isEmpty() ? "-" : size);
        md.append(" | ")
                .append(reproducesOn.isEmpty() ? "-" : reproducesOn)
                .append(" | ")
                .append(report.isEmpty() ? "-" : "[report](" + report + ")");
        for (String key : keys) md.append(" | ").append(key);
        md.append(" |\n");
    }

    /** A key as inline code in a markdown cell. */
    private static String code(String key) {
        return "`" + mdCell(key).replace("`", "'") + "`";
    }

    private static String mdCell(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }
}
