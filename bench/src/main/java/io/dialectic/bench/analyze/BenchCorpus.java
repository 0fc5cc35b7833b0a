package io.dialectic.bench.analyze;

import io.dialectic.toolchain.importer.CaseDirectorySource;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.Deflater;
import java.util.zip.GZIPOutputStream;

/**
 * A large synthetic night of fuzzing for {@code bench analyze}, made from real
 * material: programs of {@code ../shared/corpora/mlir-testsuite} mutated and
 * recombined the way mutation fuzzers do (op swaps inside a dialect, constant
 * changes, line drops, splicing two programs), each paired with the exit code,
 * pipeline and stderr of a real run from {@code ../shared/crashes} (or a clean
 * exit). Outcome and crash key are left empty so the job classifies every
 * record itself. Deterministic for a seed; written as gzip JSON Lines parts
 * (bounded disk: about 1 KB per record).
 *
 * <p>Three shapes ({@link Shape}): the small seeds of the first benchmark, a heavy night (whole test-suite programs, many
 * of them new, a fifth of the records real crashes with their full stderr), and the output of {@code dialectic fuzz}
 * with its optimization-trigger observations on every record.
 *
 * @param campaigns records are spread round-robin over this many campaigns ({@code fuzzer-a}, ...)
 */
public record BenchCorpus(Path corpus, Path crashes, long records, int parts, int campaigns, long seed, Shape shape) {

    /** What the records look like. */
    public enum Shape {
        /** Mutants of the test suite's programs of at most 60 lines, 45 % paired with a real crash run. */
        SEEDS("seeds"),
        /**
         * Mutants of whole test-suite programs (every size, custom form): 45 % of the records a program never seen
         * before, the others mutated as {@link #SEEDS}; 20 % paired with a real crash run and its full stderr.
         */
        HEAVY("heavy"),
        /**
         * What {@code dialectic fuzz} writes with its default trigger observation: generic-form mutants of the test
         * suite, pipelines of one to three real passes (the passes of {@code ../shared/crashes}), each record observed
         * (passes that changed the IR, rewrite patterns attempted, rarely one fired) in the proportions of a real
         * campaign on mlir-opt-22; a tenth rejected with a dialect diagnostic, a few real crashes.
         */
        FUZZ("fuzz");

        public final String label;

        Shape(String label) {
            this.label = label;
        }
    }

    /** The first benchmark's corpus. */
    public BenchCorpus(Path corpus, Path crashes, long records, int parts, int campaigns, long seed) {
        this(corpus, crashes, records, parts, campaigns, seed, Shape.SEEDS);
    }

    private static final String[][] SWAPS = {
        {"arith.addi", "arith.subi", "arith.muli", "arith.andi", "arith.ori", "arith.xori", "arith.maxsi", "arith.minui"
        },
        {"arith.addf", "arith.subf", "arith.mulf", "arith.divf", "arith.maximumf", "arith.minimumf"},
        {"math.exp", "math.log", "math.sqrt", "math.tanh", "math.sin", "math.cos", "math.absf"},
        {"memref.alloc", "memref.alloca"},
        {"scf.for", "scf.parallel"},
    };
    private static final Pattern INT = Pattern.compile("(?<=[ (\\[])\\d{1,4}(?= : i| : index|\\))");

    /** Writes the parts into {@code dir}; returns their paths. */
    public List<Path> write(Path dir) throws IOException {
        Files.createDirectories(dir);
        List<String> programs = programs();
        List<RunRecord> runs = runs();
        Observations observed = shape == Shape.FUZZ ? Observations.of(runs, programs) : null;
        ExecutorService pool = Executors.newFixedThreadPool(
                Math.min(parts, Runtime.getRuntime().availableProcessors()));
        try {
            List<Future<Path>> done = new ArrayList<>();
            for (int p = 0; p < parts; p++) {
                int part = p;
                done.add(pool.submit(() -> writePart(dir, part, programs, runs, observed)));
            }
            List<Path> out = new ArrayList<>();
            for (Future<Path> f : done) out.add(f.get());
            return out;
        } catch (Exception e) {
            throw new IOException("writing the bench corpus failed: " + e, e);
        } finally {
            pool.shutdownNow();
        }
    }

    private Path writePart(Path dir, int part, List<String> programs, List<RunRecord> runs, Observations observed)
            throws IOException {
        Path file = dir.resolve(String.format("part-%03d.jsonl.gz", part));
        Random rnd = new Random(seed * 1_000_003L + part);
        try (OutputStream os = new GZIPOutputStream(Files.newOutputStream(file), 1 << 16) {
                    {
                        def.setLevel(Deflater.BEST_SPEED);
                    }
                };
                BufferedWriter w = new BufferedWriter(new OutputStreamWriter(os, StandardCharsets.UTF_8), 1 << 16)) {
            for (long i = part; i < records; i += parts) {
                int c = (int) (i % campaigns);
                String campaign = "fuzzer-" + (char) ('a' + c);
                RunRecord r =
                        switch (shape) {
                            case SEEDS -> seedsRecord(i, campaign, programs, runs, rnd, c);
                            case HEAVY -> heavyRecord(i, campaign, programs, runs, rnd, c);
                            case FUZZ -> observed.record(i, i / campaigns, campaign, programs, runs, rnd, c);
                        };
                RunRecordsJsonl.write(w, r);
            }
        }
        return file;
    }

    private RunRecord seedsRecord(
            long i, String campaign, List<String> programs, List<RunRecord> runs, Random rnd, int c) {
        String text = mutate(programs, rnd, c);
        RunRecord real = rnd.nextDouble() < 0.55 ? null : runs.get(rnd.nextInt(runs.size()));
        return record(i, campaign, text, real);
    }

    private RunRecord heavyRecord(
            long i, String campaign, List<String> programs, List<RunRecord> runs, Random rnd, int c) {
        String text = mutate(programs, rnd, c);
        // a program no earlier record ran: a fuzzer's fresh mutant (its own constant, else its own line)
        if (rnd.nextDouble() < 0.45) text = fresh(text, i);
        RunRecord real = rnd.nextDouble() < 0.2 ? runs.get(rnd.nextInt(runs.size())) : null;
        return record(i, campaign, text, real);
    }

    /** A record of {@code text}, run as {@code real} ran (null: a clean exit of {@code canonicalize}); outcome left to the job. */
    private RunRecord record(long i, String campaign, String text, RunRecord real) {
        return RunRecord.builder()
                .runId("b" + i)
                .campaign(campaign)
                .fuzzer(campaign)
                .seq(i / campaigns)
                .programPath("bench/" + i + ".mlir")
                .programText(text)
                .tool("mlir-opt-19")
                .toolVersion("19.1.7")
                .pipeline(real == null ? List.of("canonicalize") : real.pipeline())
                .exitCode(real == null ? 0 : real.exitCode())
                .signal(real == null ? null : real.signal())
                .timedOut(real != null && real.timedOut())
                .durationMs(real == null ? 20 : real.durationMs())
                .stderr(real == null ? "" : real.stderr())
                .build();
    }

    /** {@code p} made unique to record {@code i}: one of its integer constants set to a value of its own, else a comment line. */
    static String fresh(String p, long i) {
        Matcher m = INT.matcher(p);
        if (m.find()) return p.substring(0, m.start()) + (1000 + i) + p.substring(m.end());
        return p + "// variant " + i + "\n";
    }

    /**
     * One mutant. Campaigns differ in how they mutate (campaign 0 splices more,
     * campaign 1 swaps ops more, ...), so their coverage differs like fuzzers'.
     */
    static String mutate(List<String> programs, Random rnd, int campaign) {
        String p = programs.get(rnd.nextInt(programs.size()));
        int steps = 1 + rnd.nextInt(3);
        for (int s = 0; s < steps; s++) {
            int kind = Math.floorMod(rnd.nextInt(10) + campaign, 10);
            if (kind < 4) p = swapOp(p, rnd);
            else if (kind < 6) p = changeConstant(p, rnd);
            else if (kind < 8) p = p + "\n" + programs.get(rnd.nextInt(programs.size()));
            else if (kind < 9) p = dropLine(p, rnd);
            // kind 9: unchanged (a re-run of a program already seen)
        }
        return p;
    }

    private static String swapOp(String p, Random rnd) {
        String[] group = SWAPS[rnd.nextInt(SWAPS.length)];
        String from = group[rnd.nextInt(group.length)];
        int at = p.indexOf(from + " ");
        if (at < 0) return p;
        String to = group[rnd.nextInt(group.length)];
        return p.substring(0, at) + to + p.substring(at + from.length());
    }

    private static String changeConstant(String p, Random rnd) {
        Matcher m = INT.matcher(p);
        int skip = rnd.nextInt(4);
        while (m.find()) {
            if (skip-- == 0) return p.substring(0, m.start()) + rnd.nextInt(64) + p.substring(m.end());
        }
        return p;
    }

    private static String dropLine(String p, Random rnd) {
        String[] lines = p.split("\n", -1);
        if (lines.length < 4) return p;
        int i = 1 + rnd.nextInt(lines.length - 2);
        if (!lines[i].contains("=")) return p;
        StringBuilder b = new StringBuilder(p.length());
        for (int k = 0; k < lines.length; k++) if (k != i) b.append(lines[k]).append('\n');
        return b.toString();
    }

    /**
     * The programs mutated: the custom-form files of the corpus of at most 60 lines (fuzzers start from small seeds); every
     * custom-form file for {@link Shape#HEAVY}; every generic-form file (what the fuzzer writes) for {@link Shape#FUZZ}.
     */
    private List<String> programs() throws IOException {
        Path folder = corpus.resolve(shape == Shape.FUZZ ? "generic" : "custom");
        List<String> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(folder)) {
            for (Path f : s.filter(x -> x.toString().endsWith(".mlir")).sorted().toList()) {
                String t = Files.readString(f);
                if (shape != Shape.SEEDS || t.lines().count() <= 60) out.add(t);
            }
        }
        if (out.isEmpty()) throw new IOException("no programs under " + folder);
        return out;
    }

    private List<RunRecord> runs() throws IOException {
        List<RunRecord> out = new ArrayList<>();
        new CaseDirectorySource().read(crashes, r -> {
            if (r.error() == null) out.add(r);
        });
        if (out.isEmpty()) throw new IOException("no runs under " + crashes);
        return out;
    }
}
