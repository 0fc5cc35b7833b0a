package io.dialectic.bench.faults;

import io.dialectic.base.process.ProcessResult;
import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The hostile-input scenario of {@code bench faults}: a downloaded folder of crash cases, run records and a
 * corpus index that name a script as their tool (the script leaves a marker when started) and carry plugin and output
 * flags in both spellings, pointing at a folder outside every output. Each verb that reruns data is started on it as
 * a child JVM, as the launcher starts it, and checked: the expected exit code, the refusal said (on stderr, or for
 * {@code reduce --all-clusters} in its index), the script never started, and no file appeared outside the verb's
 * output (in the work folder and, when asked, in the system's temporary folder).
 */
public final class HostileInput {
    /** One verb on hostile data and what was wrong (empty: nothing). */
    public record Attempt(String what, int exit, boolean refused, List<String> problems) {
        public boolean ok() {
            return problems.isEmpty();
        }
    }

    /** A real crash of mlir-opt-19 with a full stack trace. */
    private static final String CASE = "v19_r1_c00014";

    private final Path work;
    private final Path shared;
    private final boolean watchTempDir;
    private final Consumer<String> log;
    private Path download;
    private Path outside;
    private Path marker;
    private Path script;

    public HostileInput(Path work, Path shared, boolean watchTempDir, Consumer<String> log) {
        this.work = work;
        this.shared = shared;
        this.watchTempDir = watchTempDir;
        this.log = log;
    }

    /** Prepares the hostile folder, runs every verb on it, checks each. */
    public List<Attempt> run() throws IOException {
        download = Files.createDirectories(work.resolve("download"));
        outside = Files.createDirectories(work.resolve("outside"));
        marker = work.resolve("SCRIPT-WAS-STARTED");
        script = download.resolve("x.sh");
        Files.writeString(script, "#!/bin/sh\ntouch '" + marker + "'\nexit 139\n");
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path plugin = Files.writeString(download.resolve("plugin.so"), "a shared library would be here\n");
        Path out = Files.createDirectories(work.resolve("out"));

        List<Attempt> attempts = new ArrayList<>();
        Path scriptCase = caseWith("script-tool", script.toString(), null, null);
        attempts.add(attempt(
                "rerun: tool.txt names a script",
                1,
                true,
                out,
                List.of("rerun", scriptCase.toString(), "--times", "1")));
        attempts.add(attempt("reduce: tool.txt names a script", 1, true, out, reduce(scriptCase, out.resolve("r0"))));
        Path meta = caseWith(
                "meta-flag",
                null,
                null,
                "mlir-pass-pipeline-crash-reproducer{" + outside.resolve("meta.mlir") + "},cse");
        attempts.add(attempt(
                "rerun: meta.json pipeline writes a reproducer",
                1,
                true,
                out,
                List.of("rerun", meta.toString(), "--times", "1")));
        int k = 0;
        for (String flag : List.of(
                "--load-pass-plugin=" + plugin,
                "-load-pass-plugin=" + plugin,
                "--load-dialect-plugin=" + plugin,
                "-load-dialect-plugin=" + plugin,
                "--mlir-pass-pipeline-crash-reproducer=" + outside.resolve("r1.mlir"),
                "-mlir-pass-pipeline-crash-reproducer=" + outside.resolve("r2.mlir"),
                "--mlir-print-ir-tree-dir=" + outside.resolve("tree"),
                "-log-actions-to=" + outside.resolve("actions.log"),
                "-o " + outside.resolve("out.mlir"))) {
            Path c = caseWith("flag-" + k, null, command(flag), null);
            attempts.add(attempt(
                    "reduce: cmd.txt "
                            + flag.replace(outside.toString(), "OUTSIDE").replace(download.toString(), "CASE"),
                    1,
                    true,
                    out,
                    reduce(c, out.resolve("r" + ++k))));
        }

        Path scriptRuns = records("script-runs.jsonl", script.toString(), List.of("cse"));
        Path flagRuns = records(
                "flag-runs.jsonl",
                "mlir-opt-19",
                List.of("canonicalize", "--mlir-pass-pipeline-crash-reproducer=" + outside.resolve("r4.mlir")));
        attempts.add(attempt(
                "clusters --recover-traces: runs of a script",
                0,
                true,
                out,
                List.of("clusters", scriptRuns.toString(), "--recover-traces")));
        attempts.add(attempt(
                "clusters --recover-traces: a reproducer in the pipeline",
                0,
                true,
                out,
                List.of("clusters", flagRuns.toString(), "--recover-traces")));
        attempts.add(attempt(
                "clusters --rerun: runs of a script",
                0,
                true,
                out,
                List.of("clusters", scriptRuns.toString(), "--rerun", "1")));
        attempts.add(attempt(
                "match: runs of a script (reads only)",
                0,
                false,
                out,
                List.of(
                        "match",
                        scriptRuns.toString(),
                        shared.resolve("crashes").toString())));
        Path analysis = out.resolve("analysis");
        attempts.add(attempt(
                "analyze: runs of a script (reads only)",
                0,
                false,
                out,
                List.of(
                        "analyze",
                        "night=" + scriptRuns,
                        "--engine",
                        "embedded",
                        "--quiet",
                        "--out",
                        analysis.toString())));
        attempts.add(attempt(
                "reduce --all-clusters: its representative ran a script",
                0,
                true,
                out,
                List.of(
                        "reduce",
                        "--all-clusters",
                        analysis.toString(),
                        "--budget",
                        "20s",
                        "--out",
                        out.resolve("all").toString())));
        attempts.add(attempt(
                "reduce --run: a miscompile record writes a reproducer",
                1,
                true,
                out,
                List.of(
                        "reduce",
                        "--keep",
                        "same-miscompile",
                        "--run",
                        flagRuns + ":r1",
                        "--budget",
                        "20s",
                        "--out",
                        out.resolve("mc").toString())));
        Path corpus = corpus();
        attempts.add(attempt(
                "run: a corpus index loads a plugin",
                1,
                true,
                out,
                List.of(
                        "run",
                        corpus.resolve("generic").toString(),
                        "--tool",
                        "mlir-opt-19",
                        "--pipelines",
                        "cse",
                        "--out",
                        out.resolve("runs.jsonl").toString())));
        attempts.add(attempt(
                "fuzz: seeds whose index loads a plugin",
                1,
                true,
                out,
                List.of(
                        "fuzz",
                        "--seeds",
                        corpus.toString(),
                        "--tool",
                        "mlir-opt-19",
                        "--budget",
                        "5",
                        "--out",
                        out.resolve("camp").toString())));
        return attempts;
    }

    private List<String> reduce(Path c, Path out) {
        return List.of(
                "reduce",
                c.toString(),
                "--budget",
                "20s",
                "--confirm-runs",
                "1",
                "--no-other-versions",
                "--out",
                out.toString());
    }

    /** A copy of the real case with some of its files replaced. */
    private Path caseWith(String name, String toolTxt, String cmdTxt, String passes) throws IOException {
        Path src = shared.resolve("crashes").resolve("cases").resolve(CASE);
        Path c = Files.createDirectories(download.resolve(name));
        for (String f : List.of("input.mlir", "stderr.txt", "exit_code.txt", "meta.json", "tool.txt", "cmd.txt"))
            Files.copy(src.resolve(f), c.resolve(f));
        if (toolTxt != null) Files.writeString(c.resolve("tool.txt"), toolTxt + "\n");
        if (cmdTxt != null) Files.writeString(c.resolve("cmd.txt"), cmdTxt + "\n");
        if (passes != null) Files.writeString(c.resolve("meta.json"), "{\"passes\": \"" + passes + "\"}\n");
        return c;
    }

    private String command(String extra) throws IOException {
        String cmd = Files.readString(
                        shared.resolve("crashes").resolve("cases").resolve(CASE).resolve("cmd.txt"))
                .lines()
                .findFirst()
                .orElseThrow();
        return cmd.replace(" -o /dev/null", "") + " " + extra;
    }

    /** Records of another harness: the case's crash, printed without frames (so --recover-traces reruns it). */
    private Path records(String name, String tool, List<String> pipeline) throws IOException {
        String program = Files.readString(
                shared.resolve("crashes").resolve("cases").resolve(CASE).resolve("input.mlir"));
        RunRecord r = foreignCrash(program, tool, pipeline);
        return Files.writeString(download.resolve(name), RunRecordsJsonl.toLine(r) + "\n");
    }

    /**
     * A crash of the case's program as another harness records it: named as run by the script, and printed without frames
     * (so {@code --recover-traces} reruns it). Public: the CLI's tests feed the same record to the verbs.
     */
    public static RunRecord foreignCrash(String program, String tool, List<String> pipeline) {
        return RunRecord.builder()
                .runId("r1")
                .campaign("night")
                .fuzzer("other-harness")
                .programPath("r1.mlir")
                .programText(program)
                .tool(tool)
                .toolVersion("19.1.7")
                .pipeline(pipeline)
                .exitCode(-11)
                .signal(11)
                .durationMs(10)
                .stderr(
                        "PLEASE submit a bug report to https://github.com/llvm/llvm-project/issues/ and include the crash backtrace.\n")
                .build();
    }

    private Path corpus() throws IOException {
        Path corpus = Files.createDirectories(download.resolve("corpus").resolve("generic"))
                .getParent();
        Files.copy(
                shared.resolve("crashes").resolve("cases").resolve(CASE).resolve("input.mlir"),
                corpus.resolve("generic").resolve("s1.mlir"));
        Files.writeString(
                corpus.resolve("index.json"),
                "[{\"id\": \"s1\", \"flags\": [\"--allow-unregistered-dialect\", \"-load-pass-plugin="
                        + download.resolve("plugin.so") + "\"]}]\n");
        return corpus;
    }

    private Attempt attempt(String what, int expectedExit, boolean mustRefuse, Path out, List<String> args)
            throws IOException {
        Set<String> before = filesOutside(out);
        Set<String> tmpBefore = tempEntries();
        ProcessResult p = new ProcessRunner()
                .run(FaultInjection.childJvm(args).stdoutTo(ProcessSpec.DISCARD).maxOutput(4 << 20));
        String stderr = p.stderrText();
        int exit = p.exitCode() == null ? -1 : p.exitCode();
        List<String> problems = new ArrayList<>();
        if (exit != expectedExit) problems.add("exit " + exit + ", expected " + expectedExit + ": " + lastLine(stderr));
        boolean refused = stderr.contains("refusing to run") || indexRefuses(out.resolve("all"));
        if (mustRefuse && !refused) problems.add("no refusal said");
        if (Files.exists(marker)) {
            problems.add("the script was started");
            Files.delete(marker);
        }
        Set<String> after = filesOutside(out);
        after.removeAll(before);
        if (!after.isEmpty()) problems.add("files outside the output: " + after);
        Set<String> tmpAfter = tempEntries();
        tmpAfter.removeAll(tmpBefore);
        tmpAfter.removeIf(n -> n.startsWith("hsperfdata") || n.startsWith("junit"));
        if (!tmpAfter.isEmpty()) problems.add("new in the temporary folder: " + tmpAfter);
        Attempt a = new Attempt(what, exit, refused, problems);
        log.accept(String.format(
                Locale.ROOT,
                "hostile %-60s exit %d%s%s",
                what,
                a.exit(),
                refused ? " refused" : "",
                a.ok() ? " ok" : " FAILED " + problems));
        return a;
    }

    private static boolean indexRefuses(Path all) throws IOException {
        Path index = all.resolve("index.csv");
        return Files.isRegularFile(index) && Files.readString(index).contains("refused: refusing to run");
    }

    private static String lastLine(String s) {
        return s.strip().lines().reduce((a, b) -> b).orElse("");
    }

    /** Every file and folder of the work folder except the outputs. */
    private Set<String> filesOutside(Path out) throws IOException {
        Set<String> names = new TreeSet<>();
        try (Stream<Path> s = Files.walk(work)) {
            s.filter(f -> !f.startsWith(out))
                    .forEach(f -> names.add(work.relativize(f).toString()));
        }
        return names;
    }

    private Set<String> tempEntries() throws IOException {
        Set<String> names = new TreeSet<>();
        if (!watchTempDir) return names;
        try (Stream<Path> s = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            s.forEach(f -> names.add(f.getFileName().toString()));
        }
        return names;
    }

    /** The table: one row per attempt. */
    public static String table(List<Attempt> attempts) {
        StringBuilder sb = new StringBuilder("| hostile input | exit | refusal said | ok |\n|---|---|---|---|\n");
        for (Attempt a : attempts) {
            sb.append(String.format(
                    Locale.ROOT,
                    "| %s | %d | %s | %s |%n",
                    a.what(),
                    a.exit(),
                    a.refused() ? "yes" : "no",
                    a.ok() ? "yes" : "NO: " + String.join("; ", a.problems())));
        }
        return sb.toString();
    }
}
