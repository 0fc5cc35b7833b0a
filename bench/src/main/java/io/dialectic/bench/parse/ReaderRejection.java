package io.dialectic.bench.parse;

import io.dialectic.ir.compare.ParseCheck;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.batch.BatchRunner;
import io.dialectic.toolchain.verdict.Judge;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.function.Predicate;

/**
 * Does the reader flag the programs the compiler's parser rejects, and only those? A seeded sample of
 * programs is broken each way of {@link Corruption}; every original and every broken text is read by Dialectic's reader
 * (flagged when it has a diagnostic, as {@code parse-check} reports it) and given to
 * {@code TOOL --allow-unregistered-dialect}, whose verdict is one of:
 * <ul>
 *   <li>{@code accepted}: exit 0;</li>
 *   <li>{@code parser}: exit 1 and no diagnostic names an operation ("see current operation", which MLIR adds to what
 *       a verifier reports): the text is no MLIR the tool can read;</li>
 *   <li>{@code verifier}: exit 1 with such a note: it parsed, an op's verifier refused it (the reader checks no
 *       verifier, so these are counted apart);</li>
 *   <li>{@code other}: a crash or a timeout.</li>
 * </ul>
 * Targets: the reader flags at least 95% of the parser's rejections and none of the accepted texts.
 * Run: {@code java -cp "cli/target/classes:cli/target/lib/*" io.dialectic.bench.parse.ReaderRejection DIR [PROGRAMS] [SEED] [TOOL] [CASES_DIR]}.
 */
public final class ReaderRejection {
    public enum ToolVerdict {
        ACCEPTED,
        PARSER,
        VERIFIER,
        OTHER
    }

    /**
     * One text, as the tool and the reader judge it.
     *
     * @param kind       the corruption, null for the original program
     * @param diagnostic the reader's first diagnostic, null when it flags nothing
     * @param toolError  the tool's first error line, null when it accepts
     * @param text       the text judged
     */
    public record Case(
            String program,
            Corruption.Kind kind,
            ToolVerdict tool,
            boolean flagged,
            String diagnostic,
            String toolError,
            String text) {}

    /** Every case of one run. */
    public record Report(List<Case> cases) {
        public List<Case> where(Predicate<Case> p) {
            return cases.stream().filter(p).toList();
        }

        public List<Case> parserRejected() {
            return where(c -> c.tool() == ToolVerdict.PARSER);
        }

        /** Parser rejections the reader flags, over parser rejections. */
        public double flagRate() {
            List<Case> r = parserRejected();
            return r.isEmpty()
                    ? Double.NaN
                    : (double) r.stream().filter(Case::flagged).count() / r.size();
        }

        /** Texts the tool accepts that the reader flags. */
        public List<Case> falseAlarms() {
            return where(c -> c.tool() == ToolVerdict.ACCEPTED && c.flagged());
        }

        /** Parser rejections the reader calls clean. */
        public List<Case> missed() {
            return where(c -> c.tool() == ToolVerdict.PARSER && !c.flagged());
        }

        public void print(PrintStream out) {
            out.printf(
                    Locale.ROOT,
                    "%-19s %6s %9s %8s %9s %8s %8s %7s%n",
                    "kind",
                    "texts",
                    "accepted",
                    "flagged",
                    "parser-rej",
                    "flagged",
                    "verifier",
                    "flagged");
            List<Corruption.Kind> kinds = new ArrayList<>();
            kinds.add(null);
            kinds.addAll(List.of(Corruption.Kind.values()));
            for (Corruption.Kind k : kinds) {
                List<Case> cs = where(c -> c.kind() == k);
                out.printf(
                        Locale.ROOT,
                        "%-19s %6d %9d %8d %9d %8d %8d %7d%n",
                        k == null ? "original" : k.name().toLowerCase(Locale.ROOT),
                        cs.size(),
                        count(cs, ToolVerdict.ACCEPTED, false),
                        count(cs, ToolVerdict.ACCEPTED, true),
                        count(cs, ToolVerdict.PARSER, false),
                        count(cs, ToolVerdict.PARSER, true),
                        count(cs, ToolVerdict.VERIFIER, false),
                        count(cs, ToolVerdict.VERIFIER, true));
            }
            List<Case> r = parserRejected();
            out.printf(
                    Locale.ROOT,
                    "parser rejections flagged: %d of %d (%.1f%%); false alarms on accepted texts: %d of %d%n",
                    r.stream().filter(Case::flagged).count(),
                    r.size(),
                    100 * flagRate(),
                    falseAlarms().size(),
                    where(c -> c.tool() == ToolVerdict.ACCEPTED).size());
            for (Case c : missed()) out.println("  missed " + c.program() + " " + c.kind() + ": " + c.toolError());
            for (Case c : falseAlarms())
                out.println("  false alarm " + c.program() + " " + c.kind() + ": " + c.diagnostic());
        }

        /** Cases with verdict {@code v}; with {@code flaggedOnly}, those the reader flags. */
        private static long count(List<Case> cs, ToolVerdict v, boolean flaggedOnly) {
            return cs.stream()
                    .filter(c -> c.tool() == v && (!flaggedOnly || c.flagged()))
                    .count();
        }
    }

    private ReaderRejection() {}

    /**
     * {@code programs} files of {@code dir} picked with {@code seed}, each original and broken each way, judged by
     * {@code tool}: all texts through one batched run (the fuzzer's way of running many programs, each its own chunk of
     * {@code --split-input-file}, a crash rerun alone), each exit judged by the one {@link Judge}.
     */
    public static Report run(Path dir, int programs, long seed, String tool, PrintStream progress) throws IOException {
        List<Path> files = new ArrayList<>(ParseCheck.mlirFiles(dir));
        Collections.shuffle(files, new Random(seed));
        files = files.subList(0, Math.min(programs, files.size()));
        List<Case> read = new ArrayList<>();
        for (Path f : files) {
            String text = ParseCheck.readLenient(f);
            String name = f.getFileName().toString();
            read.add(read(name, null, text));
            long programSeed = seed * 1_000_003L + name.hashCode();
            for (Corruption.Kind k : Corruption.Kind.values()) {
                String bad = Corruption.apply(text, k, programSeed);
                if (!bad.equals(text)) read.add(read(name, k, bad));
            }
        }
        Tool t = ToolRunner.toolAt(Path.of(tool));
        RunLimits limits = RunLimits.defaults().withTimeout(Duration.ofSeconds(60));
        List<RunRequest> requests = read.stream()
                .map(c -> new RunRequest(t, c.text(), List.of(), limits, List.of(RunRequest.ALLOW_UNREGISTERED)))
                .toList();
        if (progress != null) progress.printf("%d texts of %d programs through %s%n", read.size(), files.size(), tool);
        List<BatchRunner.Batched<RunResult>> runs = new BatchRunner(new ToolRunner(), BatchRunner.AUTO).run(requests);
        Judge judge = Judge.defaults();
        List<Case> cases = new ArrayList<>();
        for (int i = 0; i < read.size(); i++) {
            RunResult r = runs.get(i).value();
            Case c = read.get(i);
            String err = r.stderr() == null ? "" : r.stderr();
            String first =
                    err.lines().filter(l -> l.contains("error:")).findFirst().orElse(null);
            cases.add(new Case(c.program(), c.kind(), verdict(judge, r), c.flagged(), c.diagnostic(), first, c.text()));
        }
        return new Report(cases);
    }

    /** The reader's side of a case; the tool's comes from the batch. */
    private static Case read(String name, Corruption.Kind kind, String text) {
        Program p = MlirReader.read(text);
        // flagged: a diagnostic; a text of comments only is an empty module to the tool too, no error
        boolean flagged = !p.isClean();
        String diagnostic = flagged ? p.diagnostics().get(0).toString() : null;
        return new Case(name, kind, null, flagged, diagnostic, null, text);
    }

    /** The Judge's outcome, an error exit told apart by whether a verifier named an op. */
    private static ToolVerdict verdict(Judge judge, RunResult r) {
        Outcome o = judge.judge(r, List.of()).outcome();
        if (o == Outcome.VALID) return ToolVerdict.ACCEPTED;
        if (o == Outcome.CRASH || o == Outcome.TIMEOUT || !Integer.valueOf(1).equals(r.exitCode()))
            return ToolVerdict.OTHER;
        String err = r.stderr() == null ? "" : r.stderr();
        return err.contains("note: see current operation") ? ToolVerdict.VERIFIER : ToolVerdict.PARSER;
    }

    /**
     * Writes the corrupted texts the parser rejects to {@code out/rejected} and those the tool accepts to
     * {@code out/accepted}, as {@code PROGRAM.KIND.mlir}: {@code parse-check} on each folder measures the reader again
     * without the tool.
     */
    static void writeCases(Report r, Path out) throws IOException {
        for (String sub : List.of("rejected", "accepted")) Files.createDirectories(out.resolve(sub));
        for (Case c : r.where(c -> c.kind() != null)) {
            String dir =
                    c.tool() == ToolVerdict.PARSER ? "rejected" : c.tool() == ToolVerdict.ACCEPTED ? "accepted" : null;
            if (dir != null)
                Files.writeString(out.resolve(dir).resolve(c.program() + "." + c.kind() + ".mlir"), c.text());
        }
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1) {
            System.err.println("usage: ReaderRejection DIR [PROGRAMS=60] [SEED=1] [TOOL=mlir-opt-19] [CASES_DIR]");
            System.exit(2);
        }
        int n = args.length > 1 ? Integer.parseInt(args[1]) : 60;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
        String tool = args.length > 3 ? args[3] : "mlir-opt-19";
        Report r = run(Path.of(args[0]), n, seed, tool, System.err);
        r.print(System.out);
        if (args.length > 4) writeCases(r, Path.of(args[4]));
    }
}
