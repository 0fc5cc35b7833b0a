package io.dialectic.toolchain.cases;

import com.fasterxml.jackson.databind.JsonNode;
import io.dialectic.base.Json;
import io.dialectic.base.ProgramBytes;
import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.irbug.IrBug;
import io.dialectic.toolchain.irbug.IrBugKind;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The one reader of a crash-case folder in the layout of the shared crash corpus, for every module: {@code input.mlir}
 * (the program, its exact bytes), {@code cmd.txt} (the command, first line), {@code tool.txt} (the tool's name, first
 * line; a line {@code LLVM version N.M} gives its version), {@code meta.json} ({@code passes}: the pipeline items,
 * {@code secs}), {@code stderr.txt} and {@code exit_code.txt} (-11 = SIGSEGV, 124 = timeout). Only {@code input.mlir}
 * is required; what a file does not say is null or empty. The case of a run with an IR-bug verdict (a fuzz campaign
 * writes one per key) says it in {@code meta.json} ({@code ir_bug_kind}, {@code ir_bug_key}, {@code ir_bug_pass},
 * {@code ir_bug_op}, {@code ir_bug_message}) and {@code ir_bug_output.mlir} (the invalid output, or the custom form that
 * does not read back). It reads and parses only: what may be run from a case is
 * judged by {@code ForeignArgs} and {@code ToolDiscovery.forData}.
 *
 * @param program    the program as the tool reads it ({@link ProgramBytes}: bytes that are not UTF-8 kept as they are)
 * @param pipeline   {@code meta.json}'s passes when it gives them, else the pipeline of {@code cmd.txt}
 * @param extraArgs  the flags of {@code cmd.txt} that are not passes, as written
 * @param exitCode   null without {@code exit_code.txt}
 * @param irBug      the IR-bug verdict the case was written with, null for none
 */
public record CaseFolder(
        Path dir,
        String id,
        String program,
        int malformedBytes,
        String command,
        String toolName,
        String toolVersion,
        List<String> pipeline,
        List<String> extraArgs,
        String stderr,
        Integer exitCode,
        long durationMs,
        IrBug irBug) {
    /** In the case of an IR bug: the invalid output, or the custom form that does not read back. */
    public static final String IR_BUG_OUTPUT = "ir_bug_output.mlir";

    /** Whether {@code dir} looks like a case: it has an {@code exit_code.txt} or a {@code cmd.txt}. */
    public static boolean isCase(Path dir) {
        return Files.isRegularFile(dir.resolve("exit_code.txt")) || Files.isRegularFile(dir.resolve("cmd.txt"));
    }

    public static CaseFolder read(Path dir) throws IOException {
        ProgramBytes.Read input = ProgramBytes.read(dir.resolve("input.mlir"));
        String cmd =
                Files.isRegularFile(dir.resolve("cmd.txt")) ? firstLine(Files.readString(dir.resolve("cmd.txt"))) : "";
        CommandLineParser.Parsed parsed = CommandLineParser.parse(cmd);
        String toolTxt = Files.isRegularFile(dir.resolve("tool.txt")) ? Files.readString(dir.resolve("tool.txt")) : "";
        String tool = firstLine(toolTxt);
        if (tool.isEmpty()) tool = parsed.tool();
        String version = ToolDiscovery.versionIn(toolTxt);
        List<String> pipeline = parsed.pipeline();
        long ms = 0;
        IrBug irBug = null;
        Path meta = dir.resolve("meta.json");
        if (Files.isRegularFile(meta)) {
            JsonNode m = Json.MAPPER.readTree(meta.toFile());
            String passes = m.path("passes").asText("");
            if (!passes.isBlank()) pipeline = PassPipeline.splitItems(passes);
            ms = Math.round(m.path("secs").asDouble(0) * 1000);
            IrBugKind kind = IrBugKind.of(m.path("ir_bug_kind").asText(null));
            if (kind != null) {
                Path out = dir.resolve(IR_BUG_OUTPUT);
                irBug = new IrBug(
                        kind,
                        m.path("ir_bug_key").asText(null),
                        m.path("ir_bug_pass").asText(null),
                        m.path("ir_bug_op").asText(null),
                        m.path("ir_bug_message").asText(null),
                        Files.isRegularFile(out) ? Files.readString(out) : null);
            }
        }
        String stderr = Files.isRegularFile(dir.resolve("stderr.txt")) ? readStderr(dir.resolve("stderr.txt")) : "";
        Integer exit = Files.isRegularFile(dir.resolve("exit_code.txt"))
                ? Integer.valueOf(Files.readString(dir.resolve("exit_code.txt")).strip())
                : null;
        return new CaseFolder(
                dir,
                dir.getFileName().toString(),
                input.text(),
                input.malformedBytes(),
                cmd,
                tool.isEmpty() ? null : tool,
                version,
                List.copyOf(pipeline),
                List.copyOf(parsed.extraArgs()),
                stderr,
                exit,
                ms,
                irBug);
    }

    /**
     * A tool's stderr as text: UTF-8 with any invalid byte replaced by U+FFFD. A crashing tool may print garbage bytes
     * (a corrupted string, a miscompiled program's output); the report around them must still be read and keyed, not
     * lost to "Input length = 1".
     */
    public static String readStderr(Path f) throws IOException {
        return StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPLACE)
                .onUnmappableCharacter(CodingErrorAction.REPLACE)
                .decode(ByteBuffer.wrap(Files.readAllBytes(f)))
                .toString();
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).strip();
    }
}
