package io.dialectic.reducer;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.reducer.pipeline.CommandLineParser;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.ProgramBytes;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A crash case directory in the layout of the shared crash corpus:
 * {@code input.mlir}, {@code cmd.txt} (the command, first line), {@code
 * tool.txt} (tool name, first line), optionally {@code meta.json} whose
 * {@code passes} gives the pipeline items directly.
 */
public record CrashCase(String id, String program, String toolName, List<String> pipeline, List<String> extraArgs) {

    public static CrashCase load(Path dir) {
        try {
            String program = ProgramBytes.read(dir.resolve("input.mlir")).text(); // bytes that are not UTF-8 reach the tool as they are
            String cmd = Files.isRegularFile(dir.resolve("cmd.txt")) ? firstLine(Files.readString(dir.resolve("cmd.txt"))) : "";
            CommandLineParser.Parsed parsed = CommandLineParser.parse(cmd);
            String tool = Files.isRegularFile(dir.resolve("tool.txt")) ? firstLine(Files.readString(dir.resolve("tool.txt"))).strip() : parsed.tool();
            if (tool.isEmpty()) tool = parsed.tool();
            List<String> pipeline = parsed.pipeline();
            Path meta = dir.resolve("meta.json");
            if (Files.isRegularFile(meta)) {
                JsonNode passes = new ObjectMapper().readTree(meta.toFile()).path("passes");
                if (passes.isTextual() && !passes.asText().isBlank()) pipeline = PassPipeline.splitItems(passes.asText());
            }
            return new CrashCase(dir.getFileName().toString(), program, tool, pipeline, parsed.extraArgs());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read crash case " + dir + ": " + e.getMessage(), e);
        }
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).strip();
    }
}
