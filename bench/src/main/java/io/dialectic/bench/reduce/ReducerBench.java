package io.dialectic.bench.reduce;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.base.Json;
import io.dialectic.base.Trees;
import io.dialectic.base.process.PathLookup;
import io.dialectic.base.process.ProcessResult;
import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import io.dialectic.base.storage.AtomicFiles;
import io.dialectic.reducer.CrashCase;
import io.dialectic.reducer.Reducer;
import io.dialectic.reducer.oracle.Candidate;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.reducer.oracle.MajorityVerdict;
import io.dialectic.reducer.oracle.ToolOracle;
import io.dialectic.reducer.oracle.Vote;
import io.dialectic.reducer.result.ReduceProgress;
import io.dialectic.reducer.result.ReduceRequest;
import io.dialectic.reducer.result.ReduceResult;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;

/**
 * {@code dialectic bench reduce}: on each crash case, Dialectic and the
 * reference reducers ({@code mlir-reduce-N}, {@code creduce}, {@code cvise})
 * reduce the same program with the same same-signature interestingness
 * ({@link SameSignatureCheck} for the external ones, the same
 * {@link ToolOracle} in process for Dialectic) under the same time limit.
 *
 * <p>Per case: Dialectic runs first and confirms the crash (its majority key
 * and, for a flaky crash, {@code --mlir-disable-threading} are then given to
 * the others); a case that does not reproduce is recorded as such. Every
 * result is re-checked here with fresh runs (majority key, {@link MajorityVerdict}): status {@code ok} means it
 * crashes with the original key and is no larger than the input. Rows are
 * appended to {@code results.jsonl} as they finish, and a (case, reducer)
 * pair already there is not run again (unless named in {@code rerun}), so the
 * bench can be resumed.
 */
public final class ReducerBench {
    /** Settings of one benchmark run; {@code rerun} names reducers whose stored rows are replaced by a new run. */
    public record Options(
            Path crashesDir,
            Path outDir,
            int limit,
            Duration timeLimit,
            List<String> reducers,
            int jobs,
            String caseFilter,
            List<String> rerun) {}

    private static final ObjectMapper JSON = Json.SNAKE_CASE;
    private final ToolDiscovery discovery;
    private final Reducer reducer;

    public ReducerBench(ToolDiscovery discovery, Reducer reducer) {
        this.discovery = discovery;
        this.reducer = reducer;
    }

    /** The crash cases to use: outcome crash in index.csv, tool installed, matching the filter, at most {@code limit}. */
    public List<Path> selectCases(Options o) {
        List<Path> out = new ArrayList<>();
        try (var reader = Files.newBufferedReader(o.crashesDir().resolve("index.csv"))) {
            for (CSVRecord r : CSVFormat.DEFAULT
                    .builder()
                    .setHeader()
                    .setSkipHeaderRecord(true)
                    .get()
                    .parse(reader)) {
                if (!r.get("outcome").equals("crash")) continue;
                if (o.caseFilter() != null && !r.get("id").matches(o.caseFilter())) continue;
                if (discovery
                        .forData("case " + r.get("id"), r.get("tool"), null)
                        .isEmpty()) continue;
                Path dir = o.crashesDir().resolve("cases").resolve(r.get("id"));
                if (Files.isDirectory(dir)) out.add(dir);
                if (out.size() >= o.limit()) break;
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + o.crashesDir().resolve("index.csv"), e);
        }
        return out;
    }

    public List<BenchRow> run(Options o, Consumer<String> log) {
        Path results = o.outDir().resolve("results.jsonl");
        Map<String, BenchRow> done = readResults(results);
        // Rows read back are kept in file order, so a re-run's row (appended later) replaces the old one.
        done.keySet().removeIf(k -> o.rerun().contains(k.substring(k.indexOf('/') + 1)));
        List<Path> cases = selectCases(o);
        log.accept("bench reduce: " + cases.size() + " cases, reducers " + o.reducers() + ", time limit "
                + o.timeLimit().toSeconds() + " s");
        int n = 0;
        for (Path caseDir : cases) {
            n++;
            CrashCase c = CrashCase.load(caseDir);
            Path caseOut = o.outDir().resolve("cases").resolve(c.id());
            log.accept("[" + n + "/" + cases.size() + "] " + c.id() + " (" + c.toolName() + ", "
                    + c.pipeline().size() + " passes)");
            BenchRow dialectic = done.get(c.id() + "/dialectic");
            if (dialectic == null) {
                dialectic = runDialectic(c, caseOut.resolve("dialectic"), o);
                append(results, dialectic);
                done.put(c.id() + "/dialectic", dialectic);
            }
            log.accept("  " + describe(dialectic));
            if (dialectic.status().equals("not-reproducing")) continue;
            for (String name : o.reducers()) {
                if (name.equals("dialectic") || done.containsKey(c.id() + "/" + name)) {
                    if (done.containsKey(c.id() + "/" + name) && !name.equals("dialectic"))
                        log.accept("  " + describe(done.get(c.id() + "/" + name)));
                    continue;
                }
                BenchRow row = runExternal(c, name, caseOut, o);
                append(results, row);
                done.put(c.id() + "/" + name, row);
                log.accept("  " + describe(row));
            }
        }
        List<BenchRow> rows = new ArrayList<>();
        for (Path caseDir : cases) {
            String id = caseDir.getFileName().toString();
            for (String name : allNames(o)) if (done.containsKey(id + "/" + name)) rows.add(done.get(id + "/" + name));
        }
        AtomicFiles.writeUnchecked(o.outDir().resolve("table.md"), BenchTable.markdown(rows, allNames(o)));
        return rows;
    }

    private static List<String> allNames(Options o) {
        List<String> names = new ArrayList<>();
        names.add("dialectic");
        for (String r : o.reducers()) if (!names.contains(r)) names.add(r);
        return names;
    }

    private BenchRow runDialectic(CrashCase c, Path out, Options o) {
        Tool tool = c.standIn(discovery).orElseThrow();
        int opsBefore = CanonicalOps.of(tool, c.program(), c.extraArgs());
        int bytesBefore = bytes(c.program());
        ReduceRequest req = new ReduceRequest(
                c.program(),
                tool,
                c.pipeline(),
                c.extraArgs(),
                Interestingness.Keep.parse("same-signature"),
                o.timeLimit(),
                o.jobs(),
                false,
                out,
                3,
                Duration.ofSeconds(10),
                false);
        long t0 = System.nanoTime();
        ReduceResult r = reducer.reduce(req, ReduceProgress.Listener.silent());
        double secs = (System.nanoTime() - t0) / 1e9;
        if (!r.reproduced())
            return new BenchRow(
                    c.id(),
                    "dialectic",
                    "not-reproducing",
                    opsBefore,
                    opsBefore,
                    bytesBefore,
                    bytesBefore,
                    secs,
                    r.oracleCalls(),
                    false);
        AtomicFiles.writeUnchecked(out.resolve("key.txt"), r.crashKey() + "\n");
        AtomicFiles.writeUnchecked(out.resolve("args.txt"), String.join("\n", r.extraArgs()) + "\n");
        boolean same = sameSignature(
                tool,
                r.program(),
                r.pipeline(),
                r.extraArgs(),
                r.crashKey(),
                o.jobs(),
                new Candidate(c.program(), c.pipeline()));
        String status = r.program().equals(c.program())
                ? "no-reduction"
                : same && bytes(r.program()) <= bytesBefore ? "ok" : "failed";
        return new BenchRow(
                c.id(),
                "dialectic",
                status,
                opsBefore,
                CanonicalOps.of(tool, r.program(), r.extraArgs()),
                bytesBefore,
                bytes(r.program()),
                secs,
                r.oracleCalls(),
                secs >= o.timeLimit().toSeconds());
    }

    private BenchRow runExternal(CrashCase c, String name, Path caseOut, Options o) {
        Tool caseTool = c.standIn(discovery).orElseThrow();
        int opsBefore = CanonicalOps.of(caseTool, c.program(), c.extraArgs());
        int bytesBefore = bytes(c.program());
        // "mlir-reduce" alone means the mlir-reduce of the case's tool version.
        String exe = name.equals("mlir-reduce") ? "mlir-reduce-" + caseTool.major() : name;
        ExternalReducer ext =
                name.startsWith("mlir-reduce") ? ExternalReducer.mlirReduce(exe) : ExternalReducer.inPlace(exe);
        if (discovery.find(ext.executable()).isEmpty()
                && PathLookup.find(ext.executable()).isEmpty()) {
            return new BenchRow(
                    c.id(), name, "not-installed", opsBefore, opsBefore, bytesBefore, bytesBefore, 0, 0, false);
        }
        try {
            Path work = caseOut.resolve(name);
            Trees.delete(work);
            Files.createDirectories(work);
            Tool tool = c.standIn(discovery).orElseThrow();
            String key = Files.readString(caseOut.resolve("dialectic").resolve("key.txt"))
                    .strip();
            List<String> args = Files.readAllLines(caseOut.resolve("dialectic").resolve("args.txt")).stream()
                    .filter(s -> !s.isBlank())
                    .toList();
            Files.writeString(work.resolve("key.txt"), key + "\n");
            Files.writeString(work.resolve("tool.txt"), tool.path() + "\n");
            Files.writeString(work.resolve("pipeline.txt"), String.join("\n", c.pipeline()) + "\n");
            Files.writeString(work.resolve("args.txt"), String.join("\n", args) + "\n");
            Files.writeString(work.resolve("input.mlir"), c.program());
            Path script = script(work, "interesting.sh", false);
            Path inverted = script(work, "interesting-inverted.sh", true);
            long t0 = System.nanoTime();
            // The reducer runs in its folder (its result is read from there), killed with its children at the time
            // limit.
            ProcessResult run = new ProcessRunner()
                    .run(ProcessSpec.of(ext.command(work, script, inverted, o.jobs()))
                            .workIn(work)
                            .timeout(o.timeLimit())
                            .stdoutTo(work.resolve("reducer.log"))
                            .stderrTo(work.resolve("reducer.err")));
            if (!run.started()) throw new IOException(run.error());
            boolean finished = !run.timedOut();
            double secs = (System.nanoTime() - t0) / 1e9;
            long calls = Files.isRegularFile(work.resolve("calls.log"))
                    ? Files.readAllLines(work.resolve("calls.log")).size()
                    : 0;
            Path result = ext.result(work);
            String text = Files.isRegularFile(result) ? Files.readString(result) : "";
            if (text.isBlank()) text = c.program();
            boolean same = sameSignature(
                    tool, text, c.pipeline(), args, key, o.jobs(), new Candidate(c.program(), c.pipeline()));
            String status =
                    text.equals(c.program()) ? "no-reduction" : same && bytes(text) <= bytesBefore ? "ok" : "failed";
            return new BenchRow(
                    c.id(),
                    name,
                    status,
                    opsBefore,
                    CanonicalOps.of(tool, text, args),
                    bytesBefore,
                    bytes(text),
                    secs,
                    calls,
                    !finished);
        } catch (IOException e) {
            return new BenchRow(
                    c.id(),
                    name,
                    "failed: " + e.getMessage(),
                    opsBefore,
                    opsBefore,
                    bytesBefore,
                    bytesBefore,
                    0,
                    0,
                    false);
        }
    }

    /** The interestingness script: a fixed text that execs the check with this JVM and classpath; the file is the last argument. */
    private static Path script(Path work, String name, boolean invert) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String cp = checkClasspath(System.getProperty("java.class.path"));
        String file = invert ? "\"$@\"" : "input.mlir";
        String body = "#!/bin/sh\n# same-signature interestingness (generated by dialectic bench reduce)\nexec '" + java
                + "' -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -Xmx256m -cp '" + cp + "' "
                + SameSignatureCheck.class.getName()
                + " '" + work + "' " + (invert ? "--invert " : "") + file + "\n";
        Path p = work.resolve(name);
        Files.writeString(p, body);
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        return p;
    }

    /**
     * The absolute classpath entries the check needs (the check's own bench module, base, ir, toolchain, reducer and
     * their small dependencies), so the script works from any directory and the JVM starts quickly. From the CLI's jars
     * the bench and base jars must be named: without them the check's class is not found and every external reducer
     * stops at its sanity test.
     */
    static String checkClasspath(String classPath) {
        List<String> keep = new ArrayList<>();
        for (String e : classPath.split(File.pathSeparator)) {
            if (e.isBlank()) continue;
            String name = Path.of(e).getFileName().toString();
            boolean needed = !e.endsWith(".jar")
                    || name.matches(
                            "(dialectic-(base|ir|toolchain|reducer|bench)|jackson-|antlr4-runtime|jgrapht|jheaps|commons-csv).*");
            if (needed) keep.add(Path.of(e).toAbsolutePath().toString());
        }
        return String.join(File.pathSeparator, keep);
    }

    /**
     * The independent re-check of a result: fresh, symbolized, uncached runs, judged by their
     * majority crash key ({@link MajorityVerdict}; a flaky crash gets up to 7 runs). When the
     * result's majority key is another one, the original (program and pipeline) is run 7 times
     * here: a flaky original whose runs show the result's key too is one cluster with it (keys alternating across reruns of one program,
     * toolchain {@code FlakyCrashes}), so that also counts.
     */
    private static boolean sameSignature(
            Tool tool,
            String program,
            List<String> pipeline,
            List<String> args,
            String key,
            int jobs,
            Candidate original) {
        ToolOracle fresh =
                new ToolOracle(new ToolRunner(), OutcomeClassifier.defaults(), tool, RunLimits.defaults(), args);
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, jobs));
        try {
            MajorityVerdict result = MajorityVerdict.of(fresh, new Candidate(program, pipeline), key, 3, 7, pool);
            if (result.shows(key)) return true;
            if (original == null || result.key() == null) return false;
            return MajorityVerdict.of(fresh, original, key, 7, 7, pool)
                    .votes()
                    .containsKey(Vote.crash(result.key()).toString());
        } finally {
            pool.shutdownNow();
        }
    }

    static int bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8).length;
    }

    private static String describe(BenchRow r) {
        return String.format(
                "%-14s %-16s ops %d -> %d, bytes %d -> %d, %.1f s, %d calls%s",
                r.reducer(),
                r.status(),
                r.opsBefore(),
                r.opsAfter(),
                r.bytesBefore(),
                r.bytesAfter(),
                r.seconds(),
                r.oracleCalls(),
                r.hitTimeLimit() ? " (time limit)" : "");
    }

    private static Map<String, BenchRow> readResults(Path file) {
        Map<String, BenchRow> out = new LinkedHashMap<>();
        if (!Files.isRegularFile(file)) return out;
        try {
            for (String line : Files.readAllLines(file)) {
                if (line.isBlank()) continue;
                BenchRow r = JSON.readValue(line, BenchRow.class);
                out.put(r.caseId() + "/" + r.reducer(), r);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
        return out;
    }

    private static void append(Path file, BenchRow r) {
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(
                    file,
                    JSON.writeValueAsString(r) + "\n",
                    StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
