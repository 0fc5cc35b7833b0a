package io.dialectic.toolchain;

import io.dialectic.base.process.PathLookup;
import io.dialectic.base.process.ProcessResult;
import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import java.io.File;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds MLIR tools: {@code mlir-opt} and {@code mlir-opt-NN} on {@code PATH}, or a
 * tool given by path. The version is read once from {@code --version}
 * ("Debian LLVM version 19.1.7").
 */
public final class ToolDiscovery {
    private static final Pattern TOOL_NAME = Pattern.compile("mlir-(opt|reduce)(-\\d+)?");
    // "Debian LLVM version 19.1.7" of --version and of ../shared/crashes' tool.txt; "version: 22.1.8" of the tool.txt
    // the fuzzer writes into its crash cases
    private static final Pattern VERSION =
            Pattern.compile("(?:LLVM version |^version: )(\\d+(?:\\.\\d+)*)", Pattern.MULTILINE);
    private static final Pattern OPT_NAME = Pattern.compile("mlir-opt(?:-(\\d+))?");
    private static final Pattern LLVM_DIR = Pattern.compile("(?:^|/)llvm-(\\d+)(?:/|$)");
    private static final Pattern MAJOR = Pattern.compile("^(\\d+)");

    private final List<Path> searchPath;

    /** Searches the directories of the {@code PATH} environment variable. */
    public ToolDiscovery() {
        this(PathLookup.directories());
    }

    public ToolDiscovery(List<Path> searchPath) {
        this.searchPath = List.copyOf(searchPath);
    }

    /**
     * A tool by name ({@code mlir-opt-19}, searched on the path) or by path
     * (anything containing a {@code /}). Empty when it does not exist or is not executable.
     */
    public Optional<Tool> find(String nameOrPath) {
        if (nameOrPath.contains(File.separator)) {
            Path p = Path.of(nameOrPath).toAbsolutePath();
            return Files.isExecutable(p) && !Files.isDirectory(p)
                    ? Optional.of(new Tool(p.getFileName().toString(), real(p), versionOf(p)))
                    : Optional.empty();
        }
        return PathLookup.find(nameOrPath, searchPath).map(p -> new Tool(nameOrPath, real(p), versionOf(p)));
    }

    /**
     * The discovered tool that a tool named by data stands for: a crash case's {@code tool.txt}, a run record's
     * {@code tool}. Data never chooses a binary: any name or path whose file name is {@code mlir-opt[-NN]} is
     * mapped by its version (the {@code -NN}, else {@code versionHint} such as a record's {@code tool_version},
     * else an {@code llvm-NN} folder of the path) to {@code mlir-opt-NN} on {@code PATH}, or to {@code mlir-opt}
     * when no version is known; {@code /usr/lib/llvm-19/bin/mlir-opt} is run as the {@code mlir-opt-19} found
     * here, never as the path given. Empty when that tool is not installed (the caller says {@link #notFound})
     * or when data names no tool and no version.
     *
     * @throws RefusedInput when the name is not an {@code mlir-opt} ({@code x.sh}, {@code /tmp/mlir-reduce})
     */
    public Optional<Tool> forData(String source, String named, String versionHint) {
        String name = named == null ? "" : named.strip();
        String standIn = standInName(name, versionHint);
        if (standIn == null && !name.isEmpty()) {
            throw new RefusedInput(
                    "refusing to run " + source + ": it names the tool '" + name + "', which is not an mlir-opt;"
                            + " Dialectic runs only the mlir-opt-NN it finds on PATH, or the tool given with --tool");
        }
        return standIn == null ? Optional.empty() : find(standIn);
    }

    /**
     * The name on {@code PATH} that a tool named by data stands for ({@code mlir-opt-19}); null when the name is
     * not an mlir-opt, or when data names neither a tool nor a version.
     */
    public static String standInName(String named, String versionHint) {
        String name = named == null ? "" : named.strip();
        String file = name.substring(name.lastIndexOf('/') + 1);
        if (!name.isEmpty() && !OPT_NAME.matcher(file).matches()) return null;
        String major = standInMajor(name, file, versionHint);
        return major != null ? "mlir-opt-" + major : name.isEmpty() ? null : "mlir-opt";
    }

    private static String standInMajor(String name, String file, String versionHint) {
        Matcher m = OPT_NAME.matcher(file);
        if (m.matches() && m.group(1) != null) return m.group(1);
        Matcher v = MAJOR.matcher(versionHint == null ? "" : versionHint.strip());
        if (v.find()) return v.group(1);
        Matcher d = LLVM_DIR.matcher(name);
        return d.find() ? d.group(1) : null;
    }

    /** The one "tool not found" message of every verb: what was looked for, how to get it, what is installed. */
    public String notFound(String nameOrPath) {
        List<String> names = installed().stream().map(Tool::name).toList();
        return "tool " + nameOrPath + " not found"
                + (nameOrPath.contains(File.separator) ? " (no executable file at that path)" : " on PATH")
                + ": install it (apt-get install mlir-19-tools mlir-22-tools) or give its path"
                + (names.isEmpty() ? "" : "; installed: " + String.join(", ", names));
    }

    /**
     * The binary behind Debian's {@code /usr/bin/mlir-opt-19 -> ../lib/llvm-19/bin/mlir-opt} link. Running
     * it by its real path makes unnamed frames read {@code mlir-opt+0x...} as in the crash corpus, whatever
     * name the user typed (a frame's module is the path the binary was started by).
     */
    static Path real(Path p) {
        try {
            return p.toRealPath();
        } catch (IOException e) {
            return p;
        }
    }

    /** Every {@code mlir-opt[-NN]} on the path, the first occurrence of each name, sorted by name. */
    public List<Tool> installed() {
        Map<String, Path> byName = new LinkedHashMap<>();
        for (Path dir : searchPath) {
            if (!Files.isDirectory(dir)) continue;
            try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, "mlir-opt*")) {
                for (Path p : ds) {
                    String n = p.getFileName().toString();
                    if (n.matches("mlir-opt(-\\d+)?") && Files.isExecutable(p)) byName.putIfAbsent(n, p);
                }
            } catch (IOException e) {
                // An unreadable PATH entry is not an error: skip it.
            }
        }
        List<Tool> tools = new ArrayList<>();
        byName.forEach((n, p) -> tools.add(new Tool(n, real(p), versionOf(p))));
        tools.sort(Comparator.comparing(Tool::name));
        return tools;
    }

    /** True for names this class looks for ({@code mlir-opt}, {@code mlir-opt-19}, {@code mlir-reduce-19}). */
    public static boolean isToolName(String name) {
        return TOOL_NAME.matcher(name).matches();
    }

    /** The LLVM version printed by {@code tool --version}, or "unknown". */
    public static String versionOf(Path tool) {
        ProcessResult r = new ProcessRunner()
                .run(ProcessSpec.of(tool.toString(), "--version")
                        .timeout(Duration.ofSeconds(10))
                        .maxOutput(64 * 1024));
        String v = versionIn(r.stdoutText() + r.stderrText());
        return v == null ? "unknown" : v;
    }

    /** The LLVM version a text names ({@code Debian LLVM version 19.1.7}: {@code 19.1.7}): a tool's {@code --version}, a case's tool.txt. */
    public static String versionIn(String text) {
        Matcher m = VERSION.matcher(text);
        return m.find() ? m.group(1) : null;
    }

    /** The first {@code llvm-symbolizer[-NN]} on the path, used so crash frames carry names. */
    public Optional<Path> symbolizer() {
        return PathLookup.find("llvm-symbolizer", searchPath);
    }
}
