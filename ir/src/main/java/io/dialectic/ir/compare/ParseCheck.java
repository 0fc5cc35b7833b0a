package io.dialectic.ir.compare;

import io.dialectic.ir.model.Diagnostic;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.parse.MlirReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * Parses every {@code .mlir} file of a folder and, optionally, compares each
 * with the file of the same name in a second folder (the same program in the
 * other form). The library behind {@code dialectic parse-check}. A file that
 * cannot be read is a failure row, never an aborted run.
 */
public final class ParseCheck {
    /** Told after each file; {@code done} of {@code total}. */
    public interface Progress {
        void update(int done, int total);

        Progress NONE = (done, total) -> {};
    }

    private ParseCheck() {}

    public static ParseCheckReport run(ParseCheckOptions options, Progress progress) throws IOException {
        List<Path> files = mlirFiles(options.dir());
        if (options.limit() > 0 && files.size() > options.limit()) files = files.subList(0, options.limit());
        int parsed = 0, clean = 0, compared = 0, agree = 0;
        List<ParseCheckReport.Failure> failures = new ArrayList<>();
        int done = 0;
        for (Path f : files) {
            String name = f.getFileName().toString();
            String problem = null;
            Program p = null;
            try {
                p = MlirReader.read(readLenient(f));
            } catch (IOException e) {
                problem = "cannot read: " + e.getMessage();
            }
            if (p != null) {
                // clean = parsed with no diagnostic at all, so clean <= parsed: a file with no op has no
                // diagnostic either, yet is not parsed (ParseCheckReport), hence not clean.
                boolean ok = isParsed(p);
                if (ok) parsed++;
                if (ok && p.isClean()) clean++;
                else if (!p.isClean()) problem = p.diagnostics().get(0).toString();
                else problem = "no operation (empty, or only comments)";
            }
            if (options.compareDir() != null) {
                Path other = options.compareDir().resolve(name);
                if (Files.isRegularFile(other)) {
                    compared++;
                    String difference = compareWith(p, other);
                    if (difference == null) agree++;
                    else if (problem == null) problem = difference;
                }
            }
            if (problem != null) failures.add(new ParseCheckReport.Failure(name, problem));
            progress.update(++done, files.size());
        }
        return new ParseCheckReport(files.size(), parsed, clean, compared, agree, failures);
    }

    /** Null when the two agree, else why not. */
    private static String compareWith(Program p, Path other) {
        if (p == null || !isParsed(p)) return "not parsed, not compared";
        Program q;
        try {
            q = MlirReader.read(readLenient(other));
        } catch (IOException e) {
            return "cannot read counterpart: " + e.getMessage();
        }
        if (!isParsed(q)) return "counterpart not parsed: " + q.diagnostics().get(0);
        FormComparison.Result r = FormComparison.compare(p, q);
        return r.agree() ? null : "differs from counterpart: " + r.difference();
    }

    /** See {@link ParseCheckReport}: a complete tree with at least one op. */
    public static boolean isParsed(Program p) {
        if (p.topLevelOperations().isEmpty()) return false;
        for (Diagnostic d : p.diagnostics()) if (d.kind() == Diagnostic.Kind.SYNTAX) return false;
        return true;
    }

    /** The .mlir files directly in {@code dir}, sorted by name. */
    public static List<Path> mlirFiles(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(f -> f.getFileName().toString().endsWith(".mlir") && Files.isRegularFile(f))
                    .sorted()
                    .toList();
        }
    }

    /** Reads a file as UTF-8, replacing malformed bytes rather than failing (fuzzer output is arbitrary bytes). */
    public static String readLenient(Path f) throws IOException {
        return new String(Files.readAllBytes(f), StandardCharsets.UTF_8);
    }
}
