package io.dialectic.reducer;

import io.dialectic.toolchain.ForeignArgs;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.cases.CaseFolder;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * A crash case to reduce, read by the one case reader ({@link CaseFolder}) in the layout of the shared crash corpus:
 * {@code input.mlir}, {@code cmd.txt} (the command, first line), {@code
 * tool.txt} (tool name, first line; a line "LLVM version N.M" gives its version), optionally {@code meta.json}
 * whose {@code passes} gives the pipeline items directly.
 *
 * <p>A case is data from someone else: its tool name only says which discovered {@code mlir-opt} stands in for
 * it ({@link #standIn}), and its pipeline and flags pass {@link ForeignArgs} when it is loaded.
 */
public record CrashCase(
        String id, String program, String toolName, String toolVersion, List<String> pipeline, List<String> extraArgs) {
    /**
     * Reads the case.
     *
     * @throws io.dialectic.toolchain.RefusedInput when its pipeline or flags would load code or write a file
     */
    public static CrashCase load(Path dir) {
        try {
            CaseFolder f = CaseFolder.read(dir); // bytes that are not UTF-8 reach the tool as they are
            ForeignArgs.check("crash case " + dir, f.pipeline(), f.extraArgs());
            return new CrashCase(
                    f.id(),
                    f.program(),
                    f.toolName() == null ? "" : f.toolName(),
                    f.toolVersion(),
                    f.pipeline(),
                    f.extraArgs());
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
}
