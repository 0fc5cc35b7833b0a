package io.dialectic.ir.compare;

import io.dialectic.ir.metrics.MetricsOptions;
import io.dialectic.ir.metrics.ProgramMetrics;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.odg.OdgIndex;
import io.dialectic.ir.parse.MlirReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How much the model of a program depends on the form it was printed in
 * (docs/ARCHITECTURE.md "same program, same model"): for every program present in two
 * folders (custom and generic form of the same programs), the Jaccard index
 * of its operation instances (MLIRod Def. 1) and of its OD patterns at depth
 * d (Def. 5-6), per program and over the union of all programs, plus the
 * share of custom-form op occurrences with an operand or result type the
 * reader could not tell. Single-threaded and Spark-free, so it can be run
 * after every reader change: {@code java -cp ... io.dialectic.ir.compare.FormAgreement CUSTOM GENERIC [--top N]}.
 */
public final class FormAgreement {
    private FormAgreement() {}

    /**
     * @param programs          programs compared (present in both folders)
     * @param instancesA        distinct instances of the first folder, over all programs
     * @param instancesB        the same for the second
     * @param instanceJaccard   Jaccard of the two corpus-level instance sets
     * @param patternJaccard    Jaccard of the two corpus-level pattern sets (depth d)
     * @param instanceProgramsOk programs whose own instance Jaccard is at least {@code instanceTarget}
     * @param patternProgramsOk programs whose own pattern Jaccard is at least {@code patternTarget}
     * @param opsA              op occurrences (ODG nodes) of the first folder
     * @param opsUntypedA       of which with at least one unknown operand or result type
     * @param missing           instances only in B (what A misses), with the number of programs, most frequent first
     * @param extra             instances only in A, likewise
     */
    public record Report(
            int programs,
            int instancesA,
            int instancesB,
            double instanceJaccard,
            double patternJaccard,
            int instanceProgramsOk,
            int patternProgramsOk,
            long opsA,
            long opsUntypedA,
            List<Map.Entry<String, Integer>> missing,
            List<Map.Entry<String, Integer>> extra) {}

    public static Report run(Path dirA, Path dirB, int depth, double instanceTarget, double patternTarget)
            throws IOException {
        return run(dirA, dirB, depth, instanceTarget, patternTarget, 1);
    }

    /** As {@link #run(Path, Path, int, double, double)} over every {@code stride}-th program (by name) only. */
    public static Report run(Path dirA, Path dirB, int depth, double instanceTarget, double patternTarget, int stride)
            throws IOException {
        MetricsOptions options = MetricsOptions.defaults().withMaxDepth(depth);
        Set<String> instA = new HashSet<>(), instB = new HashSet<>();
        Set<Long> patA = new HashSet<>(), patB = new HashSet<>();
        Map<String, Integer> missing = new HashMap<>(), extra = new HashMap<>();
        int programs = 0, instOk = 0, patOk = 0;
        long ops = 0, untyped = 0;
        List<Path> files = ParseCheck.mlirFiles(dirA);
        for (int fi = 0; fi < files.size(); fi += Math.max(1, stride)) {
            Path fa = files.get(fi);
            Path fb = dirB.resolve(fa.getFileName().toString());
            if (!Files.isRegularFile(fb)) continue;
            Program a = MlirReader.read(ParseCheck.readLenient(fa));
            Program b = MlirReader.read(ParseCheck.readLenient(fb));
            OdgIndex odgA = OdgIndex.of(a);
            ProgramMetrics ma = ProgramMetrics.of(a, odgA, options);
            ProgramMetrics mb = ProgramMetrics.of(b, options);
            programs++;
            for (Operation op : odgA.nodes()) {
                ops++;
                if (hasUnknownType(op)) untyped++;
            }
            instA.addAll(ma.opInstances());
            instB.addAll(mb.opInstances());
            patA.addAll(ma.patterns(depth));
            patB.addAll(mb.patterns(depth));
            if (jaccard(ma.opInstances(), mb.opInstances()) >= instanceTarget) instOk++;
            if (jaccard(ma.patterns(depth), mb.patterns(depth)) >= patternTarget) patOk++;
            for (String s : mb.opInstances()) if (!ma.opInstances().contains(s)) missing.merge(s, 1, Integer::sum);
            for (String s : ma.opInstances()) if (!mb.opInstances().contains(s)) extra.merge(s, 1, Integer::sum);
        }
        return new Report(
                programs,
                instA.size(),
                instB.size(),
                jaccard(instA, instB),
                jaccard(patA, patB),
                instOk,
                patOk,
                ops,
                untyped,
                sorted(missing),
                sorted(extra));
    }

    private static boolean hasUnknownType(Operation op) {
        for (String t : op.operandTypes()) if (t == null || t.isBlank()) return true;
        for (String t : op.resultTypes()) if (t == null || t.isBlank()) return true;
        return false;
    }

    /** |A ∩ B| / |A ∪ B|; 1 for two empty sets. */
    public static <T> double jaccard(Set<T> a, Set<T> b) {
        if (a.isEmpty() && b.isEmpty()) return 1.0;
        int shared = 0;
        for (T x : a) if (b.contains(x)) shared++;
        return (double) shared / (a.size() + b.size() - shared);
    }

    private static List<Map.Entry<String, Integer>> sorted(Map<String, Integer> m) {
        List<Map.Entry<String, Integer>> out = new ArrayList<>(m.entrySet());
        out.sort((x, y) -> y.getValue() != x.getValue().intValue()
                ? y.getValue() - x.getValue()
                : x.getKey().compareTo(y.getKey()));
        return out;
    }

    public static void main(String[] args) throws IOException {
        int top = 30;
        for (int i = 2; i + 1 < args.length; i++) if (args[i].equals("--top")) top = Integer.parseInt(args[i + 1]);
        long t0 = System.nanoTime();
        Report r = run(Path.of(args[0]), Path.of(args[1]), MetricsOptions.DEFAULT_D, 0.98, 0.97);
        System.out.printf(
                "programs %d  instances %d vs %d  Jaccard instances %.4f  OD patterns d=2 %.4f%n",
                r.programs(), r.instancesA(), r.instancesB(), r.instanceJaccard(), r.patternJaccard());
        System.out.printf(
                "per program: instances >= 0.98 in %.1f%%, patterns >= 0.97 in %.1f%%%n",
                100.0 * r.instanceProgramsOk() / r.programs(), 100.0 * r.patternProgramsOk() / r.programs());
        System.out.printf(
                "ops %d, with an unknown type %d (%.1f%%)  [%.1f s]%n",
                r.opsA(),
                r.opsUntypedA(),
                100.0 * r.opsUntypedA() / Math.max(1, r.opsA()),
                (System.nanoTime() - t0) / 1e9);
        System.out.println("-- missing from the first (instance, programs):");
        for (int i = 0; i < Math.min(top, r.missing().size()); i++)
            System.out.println(
                    r.missing().get(i).getValue() + "\t" + r.missing().get(i).getKey());
        System.out.println("-- extra in the first:");
        for (int i = 0; i < Math.min(top, r.extra().size()); i++)
            System.out.println(
                    r.extra().get(i).getValue() + "\t" + r.extra().get(i).getKey());
    }
}
