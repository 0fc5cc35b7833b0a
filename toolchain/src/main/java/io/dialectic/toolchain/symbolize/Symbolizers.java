package io.dialectic.toolchain.symbolize;

import io.dialectic.base.process.ProcessRunner;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The long-lived symbolizers of this JVM, one per tool (and symbolizer binary), shared by every {@code ToolRunner}: a
 * campaign, a rerun and a reduction of the same tool ask the same process and share its answers. Each ends with the JVM
 * (its stdin closes; a shutdown hook also closes it, removing its folder).
 */
public final class Symbolizers {
    private static final Map<List<Path>, FrameSymbolizer> BY_TOOL = new ConcurrentHashMap<>();

    static {
        Runtime.getRuntime()
                .addShutdownHook(new Thread(() -> BY_TOOL.values().forEach(FrameSymbolizer::close), "symbolizers"));
    }

    private Symbolizers() {}

    /** The symbolizer for {@code tool}'s crashes. */
    public static FrameSymbolizer forTool(ProcessRunner processes, Path symbolizer, Path tool) {
        return BY_TOOL.computeIfAbsent(List.of(symbolizer, tool), k -> new FrameSymbolizer(processes, symbolizer));
    }
}
