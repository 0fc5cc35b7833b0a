package io.dialectic.analytics.config;

import io.dialectic.base.RecordFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * One input of an analysis and the campaign it stands for.
 *
 * <p>Written {@code NAME=PATH} on the command line to tag every record of PATH
 * with campaign NAME (and fuzzer NAME unless the record names its fuzzer);
 * a bare PATH keeps the campaign written in the records, or the file name
 * when they have none.
 *
 * @param name campaign tag, or null when the records carry their own
 * @param path file or directory
 */
public record InputSpec(String name, Path path) {

    /** Parses {@code NAME=PATH} or {@code PATH}. A path containing '=' can be written {@code NAME=PATH} to be unambiguous. */
    public static InputSpec parse(String arg) {
        int eq = arg.indexOf('=');
        if (eq > 0 && !Files.exists(Path.of(arg))) {
            return new InputSpec(arg.substring(0, eq), Path.of(arg.substring(eq + 1)));
        }
        return new InputSpec(null, Path.of(arg));
    }

    /** The campaign name used when neither the tag nor the records give one: the file name without extensions. */
    public String defaultCampaign() {
        if (name != null) return name;
        Path f = path.toAbsolutePath().normalize().getFileName();
        String s = f == null ? "input" : f.toString();
        for (String ext : new String[] {".gz", ".jsonl", ".json", ".ndjson", ".parquet", ".mlir"}) {
            if (s.endsWith(ext)) s = s.substring(0, s.length() - ext.length());
        }
        return s.isEmpty() ? "input" : s;
    }

    /** What kind of input this is, decided from the path alone (see {@link InputKind}). */
    public InputKind kind() {
        Path p = path;
        if (!Files.exists(p)) return InputKind.MISSING;
        String n = p.getFileName() == null ? "" : p.getFileName().toString();
        if (Files.isRegularFile(p)) {
            if (n.endsWith(".parquet")) return InputKind.PARQUET;
            if (n.endsWith(".mlir")) return InputKind.MLIR_FILES;
            return InputKind.JSONL;
        }
        if (Files.exists(p.resolve("input.mlir")) || Files.isDirectory(p.resolve("cases"))) return InputKind.CASE_DIRS;
        try (Stream<Path> children = Files.list(p)) {
            boolean[] seen = new boolean[4];
            children.forEach(c -> {
                String cn = c.getFileName().toString();
                if (cn.endsWith(".parquet") || cn.equals("_SUCCESS")) seen[0] = true;
                else if (RecordFiles.isRecordFileName(cn)) seen[1] = true;
                else if (Files.isDirectory(c) && Files.exists(c.resolve("input.mlir"))) seen[2] = true;
            });
            if (seen[0]) return InputKind.PARQUET;
            if (seen[1]) return InputKind.JSONL;
            if (seen[2]) return InputKind.CASE_DIRS;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return InputKind.MLIR_FILES;
    }

    @Override
    public String toString() {
        return name == null ? path.toString() : name + "=" + path;
    }
}
