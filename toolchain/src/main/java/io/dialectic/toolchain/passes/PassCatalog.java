package io.dialectic.toolchain.passes;

import io.dialectic.base.process.ProcessResult;
import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import io.dialectic.base.storage.AtomicFiles;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.StepProgress;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The passes of one tool version, and which op each must be nested under.
 *
 * <p>Names come from {@code --help} (the "Compiler passes to run" section). The anchor is learned by
 * probing once per tool version: each pass alone in {@code --pass-pipeline=builtin.module(PASS)} on a
 * module holding one {@code func.func}. mlir-opt-19/22 answer "Can't add pass 'X' restricted to
 * 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?" for an
 * op-anchored pass (anchor = the quoted op), and "unable to schedule pass 'X' on a PassManager intended
 * to run on 'builtin.module'!" for a pass anchored on an interface (FunctionOpInterface: anchor
 * {@code func.func}, confirmed by a nested probe). Plain {@code --PASS} flags nest implicitly, which is
 * why only the textual pipeline needs this. The result is cached as TSV in the cache directory
 * ({@code ~/.cache/dialectic} by default), one file per tool name and version.
 */
public final class PassCatalog {
    private static final Pattern RESTRICTED = Pattern.compile("Can't add pass '[^']*' restricted to '([^']+)'");
    private static final Pattern UNSCHEDULABLE = Pattern.compile("unable to schedule pass '[^']*'");
    private static final String PROBE_PROGRAM = "func.func @f() {\n  return\n}\n";

    private final Tool tool;
    private final Map<String, PassInfo> passes;
    private final Map<String, List<PassOption>> options;

    public PassCatalog(Tool tool, List<PassInfo> passes) {
        this(tool, passes, Map.of());
    }

    /** @param options each pass's options ({@link PassOptions}), by pass name */
    public PassCatalog(Tool tool, List<PassInfo> passes, Map<String, List<PassOption>> options) {
        this.tool = tool;
        Map<String, PassInfo> m = new TreeMap<>();
        for (PassInfo p : passes) m.put(p.name(), p);
        this.passes = m;
        Map<String, List<PassOption>> o = new TreeMap<>();
        options.forEach((k, v) -> o.put(k, List.copyOf(v)));
        this.options = o;
    }

    public static Path defaultCacheDir() {
        return Path.of(System.getProperty("user.home"), ".cache", "dialectic");
    }

    /** The catalog from the cache, or by reading {@code --help} and probing (then cached). */
    public static PassCatalog load(Tool tool, ToolRunner runner, Path cacheDir) throws IOException {
        return load(tool, runner, cacheDir, StepProgress.NONE);
    }

    /** As {@link #load(Tool, ToolRunner, Path)}, saying on {@code steps} what the probing (minutes on a first run) is doing. */
    public static PassCatalog load(Tool tool, ToolRunner runner, Path cacheDir, Consumer<String> steps)
            throws IOException {
        Path cache = cacheFile(cacheDir, tool.name(), tool.version());
        Path optionsCache = cacheDir.resolve("pass-options-" + tool.name() + "-" + tool.version() + ".tsv");
        Map<String, List<PassOption>> options;
        String help = null;
        if (Files.isRegularFile(optionsCache)) options = PassOptions.read(optionsCache);
        else {
            help = help(tool);
            options = PassOptions.parseHelp(help);
            Files.createDirectories(cacheDir);
            PassOptions.write(optionsCache, options);
        }
        if (Files.isRegularFile(cache)) return new PassCatalog(tool, readTsv(cache), options);
        Map<String, Boolean> names = parseHelp(help != null ? help : help(tool));
        StepProgress step = StepProgress.start(
                steps,
                "probing the " + names.size() + " passes of " + tool.name() + " " + tool.version()
                        + " for their anchors (once per tool version; cached in " + cache + ")",
                "probing passes",
                names.size());
        List<PassInfo> probed = probe(tool, runner, names, step);
        step.finish();
        Files.createDirectories(cacheDir);
        StringBuilder sb = new StringBuilder("# pass\tanchor\ttest_only\tpipeline\n");
        for (PassInfo p : probed)
            sb.append(p.name())
                    .append('\t')
                    .append(p.anchor())
                    .append('\t')
                    .append(p.testOnly())
                    .append('\t')
                    .append(p.pipeline())
                    .append('\n');
        AtomicFiles.write(cache, sb.toString());
        return new PassCatalog(tool, probed, options);
    }

    private static Path cacheFile(Path cacheDir, String toolName, String version) {
        return cacheDir.resolve("passes-" + toolName + "-" + version + ".tsv");
    }

    /**
     * The passes of a tool version probed earlier on this machine, read from the cache without running
     * anything (readers of records, such as the analysis, may not have the tool); empty when that version was
     * never probed here or its cache cannot be read.
     */
    public static Optional<List<PassInfo>> cached(Path cacheDir, String toolName, String version) {
        if (toolName == null || version == null || toolName.contains("/") || version.contains("/"))
            return Optional.empty();
        Path cache = cacheFile(cacheDir, toolName, version);
        try {
            return Files.isRegularFile(cache) ? Optional.of(readTsv(cache)) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Pass names (and whether each is a pipeline) listed by {@code tool --help}. */
    public static Map<String, Boolean> listFromHelp(Tool tool) throws IOException {
        return parseHelp(help(tool));
    }

    /** The tool's {@code --help} text. */
    private static String help(Tool tool) throws IOException {
        // A bounded wait: a hung tool must not hang the first run of a campaign.
        ProcessResult r = new ProcessRunner()
                .run(ProcessSpec.of(tool.path().toString(), "--help")
                        .timeout(Duration.ofSeconds(60))
                        .maxOutput(32 << 20));
        if (!r.ok())
            throw new IOException(tool.path() + " --help failed"
                    + (r.timedOut()
                            ? " (no answer in 60 s)"
                            : r.error() != null ? ": " + r.error() : " with exit " + r.exitCode()));
        return r.stdoutText();
    }

    /** Passes are the 6-space-indented {@code --name} lines of the "Compiler passes to run" section. */
    public static Map<String, Boolean> parseHelp(String help) {
        Map<String, Boolean> out = new TreeMap<>();
        boolean in = false;
        boolean pipelines = false;
        for (String line : help.split("\n")) {
            if (line.startsWith("  Compiler passes to run")) {
                in = true;
                continue;
            }
            if (!in) continue;
            if (line.matches("  \\S.*")) break;
            if (line.startsWith("    Pass Pipelines:")) pipelines = true;
            if (line.startsWith("    Passes:")) pipelines = false;
            Matcher m = Pattern.compile("^      --([\\w.-]+)").matcher(line);
            if (m.find()) out.put(m.group(1), pipelines);
        }
        return out;
    }

    static List<PassInfo> probe(Tool tool, ToolRunner runner, Map<String, Boolean> names) throws IOException {
        return probe(tool, runner, names, StepProgress.silent());
    }

    static List<PassInfo> probe(Tool tool, ToolRunner runner, Map<String, Boolean> names, StepProgress step)
            throws IOException {
        RunLimits limits = RunLimits.defaults().withTimeout(Duration.ofSeconds(20));
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<PassInfo>> fs = new ArrayList<>();
            for (var e : names.entrySet()) {
                fs.add(pool.submit(() -> {
                    PassInfo p = probeOne(tool, runner, limits, e.getKey(), e.getValue());
                    step.tick();
                    return p;
                }));
            }
            List<PassInfo> out = new ArrayList<>();
            for (Future<PassInfo> f : fs) out.add(f.get());
            return out;
        } catch (Exception e) {
            throw new IOException("probing passes of " + tool.name() + ": " + e, e);
        } finally {
            pool.shutdownNow();
        }
    }

    private static PassInfo probeOne(Tool tool, ToolRunner runner, RunLimits limits, String name, boolean pipeline) {
        boolean test = name.startsWith("test-");
        RunResult r = runner.run(new RunRequest(
                tool,
                PROBE_PROGRAM,
                List.of(),
                limits,
                List.of("--pass-pipeline=builtin.module(" + name + ")", "-o", "/dev/null")));
        Matcher m = RESTRICTED.matcher(r.stderr());
        if (m.find()) return new PassInfo(name, m.group(1), test, pipeline);
        if (UNSCHEDULABLE.matcher(r.stderr()).find()) {
            RunResult nested = runner.run(new RunRequest(
                    tool, PROBE_PROGRAM, List.of("func.func:" + name), limits, List.of("-o", "/dev/null")));
            if (!UNSCHEDULABLE.matcher(nested.stderr()).find()
                    && !RESTRICTED.matcher(nested.stderr()).find())
                return new PassInfo(name, "func.func", test, pipeline);
        }
        return new PassInfo(name, PassInfo.MODULE, test, pipeline);
    }

    static List<PassInfo> readTsv(Path file) throws IOException {
        List<PassInfo> out = new ArrayList<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] f = line.split("\t");
            if (f.length < 4) continue;
            out.add(new PassInfo(f[0], f[1], Boolean.parseBoolean(f[2]), Boolean.parseBoolean(f[3])));
        }
        return out;
    }

    public Tool tool() {
        return tool;
    }

    public List<PassInfo> all() {
        return List.copyOf(passes.values());
    }

    /** The options {@code --help} lists for pass {@code name}, in its order; empty when none. */
    public List<PassOption> options(String name) {
        return options.getOrDefault(name, List.of());
    }

    public Optional<PassInfo> get(String name) {
        return Optional.ofNullable(passes.get(name));
    }

    /** Passes that must be nested under {@code func.func}. */
    public List<PassInfo> functionPasses() {
        return passes.values().stream()
                .filter(p -> "func.func".equals(p.anchor()))
                .toList();
    }

    /** Pipeline item for {@code name}, nested as the catalog says ({@code func.func:buffer-hoisting}). */
    public String item(String name) {
        PassInfo p = passes.get(name);
        return p == null ? name : p.item();
    }
}
