package io.dialectic.reducer;

import io.dialectic.base.Json;
import com.fasterxml.jackson.databind.JsonNode;
import io.dialectic.reducer.pipeline.CommandLineParser;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.base.ProgramBytes;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ForeignArgs;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A crash case directory in the layout of the shared crash corpus:
 * {@code input.mlir}, {@code cmd.txt} (the command, first line), {@code
 * tool.txt} (tool name, first line; a line "LLVM version N.M" gives its version), optionally {@code meta.json}
 * whose {@code passes} gives the pipeline items directly.
 *
 * <p>A case is data from someone else: its tool name only says which discovered {@code mlir-opt} stands in for
 * it ({@link #standIn}), and its pipeline and flags pass {@link ForeignArgs} when it is loaded.
 */
public record CrashCase(String id, String program, String toolName, String toolVersion, List<String> pipeline, List<String> extraArgs) {
    private static final Pattern VERSION = Pattern.compile("LLVM version (\\d+(?:\\.\\d+)*)");

    /**
     * Reads the case.
     *
     * @throws io.dialectic.toolchain.RefusedInput when its pipeline or flags would load code or write a file
     */
    public static CrashCase load(Path dir) {
        try {
            String program = ProgramBytes.read(dir.resolve("input.mlir")).text(); // bytes that are not UTF-8 reach the tool as they are
            String cmd = Files.isRegularFile(dir.resolve("cmd.txt")) ? firstLine(Files.readString(dir.resolve("cmd.txt"))) : "";
            CommandLineParser.Parsed parsed = CommandLineParser.parse(cmd);
            String toolTxt = Files.isRegularFile(dir.resolve("tool.txt")) ? Files.readString(dir.resolve("tool.txt")) : "";
            String tool = firstLine(toolTxt);
            if (tool.isEmpty()) tool = parsed.tool();
            Matcher v = VERSION.matcher(toolTxt);
            String version = v.find() ? v.group(1) : null;
            List<String> pipeline = parsed.pipeline();
            Path meta = dir.resolve("meta.json");
            if (Files.isRegularFile(meta)) {
                JsonNode passes = Json.MAPPER.readTree(meta.toFile()).path("passes");
                if (passes.isTextual() && !passes.asText().isBlank()) pipeline = PassPipeline.splitItems(passes.asText());
            }
            String id = dir.getFileName().toString();
            ForeignArgs.check("crash case " + dir, pipeline, parsed.extraArgs());
            return new CrashCase(id, program, tool, version, pipeline, parsed.extraArgs());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read crash case " + dir + ": " + e.getMessage(), e);
        }
    }

    /**
     * The discovered tool that stands in for the case's own ({@link ToolDiscovery#forData}); empty when that
     * version is not installed.
     *
     * @throws io.dialectic.toolchain.RefusedInput when the case names a tool that is not an mlir-opt
     */
    public Optional<Tool> standIn(ToolDiscovery discovery) {
        return discovery.forData("crash case " + id, toolName, toolVersion);
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).strip();
    }
}
