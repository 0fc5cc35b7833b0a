package io.dialectic.bench.analyze;

import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.record.RunRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The records of {@link BenchCorpus.Shape#FUZZ}: what {@code dialectic fuzz} writes when it observes its runs (its
 * default), one record at a time. The passes are the real ones of {@code ../shared/crashes}' pipelines; the rewrite
 * patterns are named after the ops of the programs, as MLIR's are ({@code (anonymous namespace)::AddIOpLowering}). The
 * proportions follow a real 10-minute campaign on mlir-opt-22: per run 0-3 passes changed the IR (39 %, 51 %, 9 %,
 * 1 %), a fifth of the runs attempted patterns (a few each, up to 40, counts mostly 1-4), almost none confirmed one
 * fired; 84 % of the programs new; a tenth rejected with a dialect diagnostic; a few real crashes.
 */
final class Observations {
    private static final Pattern GENERIC_OP = Pattern.compile("\"([a-z_0-9]+\\.[a-z_0-9.]+)\"\\(");
    private static final String[] SUFFIXES = {"Lowering", "Pattern", "Conversion", "Folder", "Canonicalizer"};
    /** A dialect diagnostic as mlir-opt-22 prints it for a fuzzer's mutant. */
    private static final String REJECTED =
            "input.mlir:%d:3: error: 'pdl.pattern' op expected only `pdl` operations within"
                    + " the pattern body\n  \"pdl.pattern\"() <{benefit = 1 : i16}> ({\n  ^\ninput.mlir:%d:3: note: see current"
                    + " operation: \"pdl.pattern\"() <{benefit = 1 : i16}> ({...}) : () -> ()\n";

    private final List<String> passes;
    private final List<String> patterns;

    private Observations(List<String> passes, List<String> patterns) {
        this.passes = passes;
        this.patterns = patterns;
    }

    /** The pass names of {@code runs}' pipelines and a pattern per op name of {@code programs}. */
    static Observations of(List<RunRecord> runs, List<String> programs) {
        TreeSet<String> passes = new TreeSet<>();
        for (RunRecord r : runs) for (String item : r.pipeline()) passes.add(PassPipeline.passName(item));
        TreeSet<String> ops = new TreeSet<>();
        for (String p : programs) {
            Matcher m = GENERIC_OP.matcher(p);
            while (m.find()) ops.add(m.group(1));
        }
        List<String> patterns = new ArrayList<>();
        for (String op : ops) {
            StringBuilder camel = new StringBuilder();
            for (String part : op.substring(op.indexOf('.') + 1).split("[._]")) {
                if (!part.isEmpty())
                    camel.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
            }
            patterns.add(
                    "(anonymous namespace)::" + camel + "Op" + SUFFIXES[Math.floorMod(op.hashCode(), SUFFIXES.length)]);
        }
        return new Observations(new ArrayList<>(passes), patterns);
    }

    /** Record {@code i} of campaign {@code c}: a generic-form mutant, run and observed. */
    RunRecord record(
            long i, long seq, String campaign, List<String> programs, List<RunRecord> runs, Random rnd, int c) {
        String text = BenchCorpus.mutate(programs, rnd, c);
        if (rnd.nextDouble() < 0.8) text = BenchCorpus.fresh(text, i);
        List<String> pipeline = new ArrayList<>();
        for (int k = 1 + rnd.nextInt(3); k > 0; k--) pipeline.add(passes.get(rnd.nextInt(passes.size())));
        double fate = rnd.nextDouble();
        RunRecord crash = fate < 0.002 ? runs.get(rnd.nextInt(runs.size())) : null;
        boolean rejected = crash == null && fate < 0.1;
        if (crash != null) pipeline = crash.pipeline();

        double u = rnd.nextDouble();
        int changedCount = u < 0.39 ? 0 : u < 0.90 ? 1 : u < 0.99 ? 2 : 3;
        List<String> changed = new ArrayList<>();
        for (String p : pipeline)
            if (changed.size() < changedCount && !changed.contains(PassPipeline.passName(p)))
                changed.add(PassPipeline.passName(p));
        Map<String, Integer> attempted = new LinkedHashMap<>();
        if (rnd.nextDouble() < 0.2) {
            int n = 1;
            while (n < 40 && rnd.nextDouble() < 0.62) n++;
            for (int k = 0; k < n; k++) {
                // a few patterns are attempted far more often than the rest
                double v = rnd.nextDouble();
                String name = patterns.get((int) (patterns.size() * v * v));
                int count = 1;
                while (count < 64 && rnd.nextDouble() < 0.45) count++;
                attempted.merge(name, count, Integer::sum);
            }
        }
        List<String> fired = new ArrayList<>();
        if (!attempted.isEmpty() && rnd.nextDouble() < 0.002)
            fired.add(attempted.keySet().iterator().next());

        String stderr = crash != null
                ? crash.stderr()
                : rejected ? String.format(REJECTED, 2 + rnd.nextInt(60), 2 + rnd.nextInt(60)) : "";
        return RunRecord.builder()
                .runId(campaign + "-" + i)
                .campaign(campaign)
                .fuzzer("dialectic")
                .seq(seq)
                .programText(text)
                .tool(crash != null ? crash.tool() : "mlir-opt-22")
                .toolVersion(crash != null ? crash.toolVersion() : "22.1.8")
                .pipeline(pipeline)
                .exitCode(crash != null ? crash.exitCode() : rejected ? 1 : 0)
                .signal(crash != null ? crash.signal() : null)
                .timedOut(crash != null && crash.timedOut())
                .durationMs(crash != null ? crash.durationMs() : 30 + rnd.nextInt(40))
                .stderr(stderr)
                .passesChanged(changed)
                .patternsAttempted(attempted)
                .patternsFired(fired)
                .build();
    }
}
