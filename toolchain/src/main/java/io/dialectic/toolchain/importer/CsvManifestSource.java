package io.dialectic.toolchain.importer;

import io.dialectic.base.Sha256;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.cases.CaseFolder;
import io.dialectic.toolchain.record.RunRecord;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/**
 * A CSV manifest with header {@code path,pipeline,exit_code,stderr_path} (optional {@code run_id},
 * {@code tool}); paths relative to the manifest's folder; pipeline items comma-separated inside the
 * quoted field. Run id = {@code run_id} if given, else {@code path} plus {@code #row}.
 */
public final class CsvManifestSource implements RunSource {
    @Override
    public boolean accepts(Path path) {
        return Files.isRegularFile(path) && path.getFileName().toString().endsWith(".csv");
    }

    @Override
    public void read(Path path, Consumer<RunRecord> sink) throws IOException {
        Path base = path.toAbsolutePath().getParent();
        CSVFormat fmt = CSVFormat.DEFAULT
                .builder()
                .setHeader()
                .setSkipHeaderRecord(true)
                .setTrim(true)
                .get();
        try (Reader in = Files.newBufferedReader(path, StandardCharsets.UTF_8)) {
            for (CSVRecord row : fmt.parse(in)) sink.accept(readRow(base, row));
        }
    }

    private static RunRecord readRow(Path base, CSVRecord row) {
        String rel = row.isMapped("path") ? row.get("path") : null;
        String id = row.isMapped("run_id") && !row.get("run_id").isBlank()
                ? row.get("run_id")
                : rel + "#" + row.getRecordNumber();
        try {
            if (rel == null || rel.isBlank())
                return RunRecord.unreadable(id, null, "row " + row.getRecordNumber() + ": no path");
            Path program = base.resolve(rel);
            String text = Files.readString(program, StandardCharsets.UTF_8);
            var pipeline = PassPipeline.splitItems(row.isMapped("pipeline") ? row.get("pipeline") : "");
            String exitText = row.isMapped("exit_code") ? row.get("exit_code") : "";
            Integer exit = exitText.isBlank() ? null : Integer.valueOf(exitText);
            String stderr = null;
            if (row.isMapped("stderr_path") && !row.get("stderr_path").isBlank()) {
                stderr = CaseFolder.readStderr(base.resolve(row.get("stderr_path")));
            }
            String tool = row.isMapped("tool") && !row.get("tool").isBlank() ? row.get("tool") : null;
            boolean timedOut = exit != null && exit == 124;
            Integer signal = exit != null && exit < 0 ? -exit : null;
            return RunRecord.builder()
                    .runId(id)
                    .seq(row.getRecordNumber())
                    .programPath(program.toString())
                    .programSha256(Sha256.ofProgram(text))
                    .programText(text)
                    .tool(tool)
                    .pipeline(pipeline)
                    .exitCode(exit)
                    .signal(signal)
                    .timedOut(timedOut)
                    .stderr(stderr)
                    .build();
        } catch (IOException | RuntimeException e) {
            return RunRecord.unreadable(id, rel, "row " + row.getRecordNumber() + ": " + e);
        }
    }
}
