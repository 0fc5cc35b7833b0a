package io.dialectic.toolchain.importer;

import io.dialectic.base.Json;
import io.dialectic.base.Sha256;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.record.RunRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The case-directory layout of {@code ../shared/crashes}: {@code cases/<id>/} with {@code input.mlir},
 * {@code stderr.txt}, {@code exit_code.txt} (-11 = SIGSEGV, 124 = timeout), {@code tool.txt},
 * {@code meta.json} (passes as pipeline items, {@code secs}). Run id = directory name. Accepts the
 * corpus root (with {@code cases/}), the {@code cases} directory, or one case directory.
 */
public final class CaseDirectorySource implements RunSource {
    private static final ObjectMapper JSON = Json.MAPPER;
    private static final Pattern VERSION = Pattern.compile("LLVM version (\\d+(?:\\.\\d+)*)");

    @Override
    public boolean accepts(Path path) {
        return isCase(path) || Files.isDirectory(path.resolve("cases")) || firstChildIsCase(path);
    }

    @Override
    public void read(Path path, Consumer<RunRecord> sink) throws IOException {
        if (isCase(path)) {
            sink.accept(readCase(path));
            return;
        }
        Path dir = Files.isDirectory(path.resolve("cases")) ? path.resolve("cases") : path;
        List<Path> cases;
        try (Stream<Path> s = Files.list(dir)) {
            cases = s.filter(Files::isDirectory).sorted().toList();
        }
        for (Path c : cases) sink.accept(readCase(c));
    }

    static boolean isCase(Path p) {
        return Files.isRegularFile(p.resolve("exit_code.txt")) || Files.isRegularFile(p.resolve("cmd.txt"));
    }

    private static boolean firstChildIsCase(Path p) {
        if (!Files.isDirectory(p)) return false;
        try (Stream<Path> s = Files.list(p)) {
            return s.filter(Files::isDirectory).findFirst().map(CaseDirectorySource::isCase).orElse(false);
        } catch (IOException e) {
            return false;
        }
    }

    /** One case; any missing or malformed file becomes the record's {@code error}. */
    public static RunRecord readCase(Path c) {
        String id = c.getFileName().toString();
        try {
            String program = Files.readString(c.resolve("input.mlir"), StandardCharsets.UTF_8);
            String stderr = Files.isRegularFile(c.resolve("stderr.txt")) ? ErrorRecords.readStderr(c.resolve("stderr.txt")) : "";
            int exit = Integer.parseInt(Files.readString(c.resolve("exit_code.txt")).strip());
            String tool = null;
            String version = null;
            if (Files.isRegularFile(c.resolve("tool.txt"))) {
                List<String> lines = Files.readAllLines(c.resolve("tool.txt"));
                tool = lines.isEmpty() ? null : lines.get(0).strip();
                for (String l : lines) {
                    Matcher m = VERSION.matcher(l);
                    if (m.find()) {
                        version = m.group(1);
                        break;
                    }
                }
            }
            List<String> pipeline = List.of();
            long ms = 0;
            if (Files.isRegularFile(c.resolve("meta.json"))) {
                JsonNode meta = JSON.readTree(c.resolve("meta.json").toFile());
                pipeline = PassPipeline.splitItems(meta.path("passes").asText(""));
                ms = Math.round(meta.path("secs").asDouble(0) * 1000);
            }
            boolean timedOut = exit == 124;
            Integer signal = exit < 0 ? -exit : null;
            String sha = Sha256.ofProgram(program);
            return new RunRecord(id, null, null, 0, c.resolve("input.mlir").toString(), sha, program, tool, version, pipeline,
                    exit, signal, timedOut, ms, stderr, false, null, null, "", null);
        } catch (IOException | RuntimeException e) {
            return ErrorRecords.of(id, c.toString(), "bad case directory: " + e);
        }
    }
}
