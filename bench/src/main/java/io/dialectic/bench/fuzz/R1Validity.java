package io.dialectic.bench.fuzz;

import io.dialectic.fuzzer.mutate.CatalogSignatures;
import io.dialectic.fuzzer.mutate.InsertNode;
import io.dialectic.fuzzer.mutate.SplitVerifier;
import io.dialectic.fuzzer.tree.GenericPrinter;
import io.dialectic.fuzzer.tree.TreeImport;
import io.dialectic.fuzzer.tree.TreeProgram;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.parse.MlirReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.stream.Stream;

/**
 * How many R1 mutants the real compiler accepts (parses and verifies), R1 as MLIRod defines it (donor
 * copies) against R1 with the catalog's op signatures ({@link InsertNode}, {@link CatalogSignatures}):
 * the same (target, donor, generator) draws for each variant, every mutant verified by the tool
 * ({@link SplitVerifier}). {@code dialectic bench fuzz --r1-validity N} prints it.
 */
public final class R1Validity {
    private R1Validity() {}

    /** One variant's figures. */
    public record Row(String variant, int trials, int applied, int accepted) {
        public double percent() {
            return applied == 0 ? 0 : 100.0 * accepted / applied;
        }
    }

    /**
     * @param seedDir   generic-form seed programs ({@code *.mlir}; a corpus's {@code generic/} folder when it has one)
     * @param maxLines  seeds longer than this many lines are skipped (0: none)
     * @param version   the MLIR version whose op signatures R1 uses
     */
    public static List<Row> measure(
            Path tool, Path seedDir, int trials, long seed, int maxLines, int version, PrintStream log)
            throws IOException, InterruptedException {
        Path dir = Files.isDirectory(seedDir.resolve("generic")) ? seedDir.resolve("generic") : seedDir;
        List<String> seeds = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            for (Path p : s.filter(f -> f.toString().endsWith(".mlir")).sorted().toList()) {
                String text = Files.readString(p);
                if (maxLines > 0 && text.lines().count() > maxLines) continue;
                if (tree(text) != null) seeds.add(text);
            }
        }
        // Only seeds whose printed tree the tool accepts: a rejected mutant is then the mutation's doing.
        List<String> printed = new ArrayList<>();
        for (String text : seeds) printed.add(GenericPrinter.print(tree(text)));
        List<String> accepted = new ArrayList<>();
        for (int from = 0; from < seeds.size(); from += 500) {
            int to = Math.min(seeds.size(), from + 500);
            boolean[] ok = SplitVerifier.accepted(tool, printed.subList(from, to));
            for (int i = from; i < to; i++) if (ok[i - from]) accepted.add(seeds.get(i));
        }
        if (accepted.size() < 2)
            throw new IOException("fewer than 2 generic-form seeds in " + dir + " that " + tool + " accepts");
        log.printf(
                Locale.ROOT,
                "%d seeds from %s (%d read, %d accepted by the tool once printed); %d R1 trials per variant; %s%n",
                accepted.size(),
                dir,
                seeds.size(),
                accepted.size(),
                trials,
                tool);
        seeds = accepted;
        TreeProgram noDonor = tree("\"builtin.module\"() ({\n}) : () -> ()\n");
        CatalogSignatures sig = CatalogSignatures.of(version);
        List<Row> rows = new ArrayList<>();
        rows.add(run(
                "before: R1 donor copies (MLIRod)", InsertNode.donorOnly(), false, noDonor, seeds, trials, seed, tool));
        rows.add(run(
                "after: R1 with catalog signatures (MLIR " + version + ", "
                        + sig.all().size() + " ops)",
                new InsertNode(sig),
                false,
                noDonor,
                seeds,
                trials,
                seed,
                tool));
        rows.add(run(
                "  of which catalog-built ops only", new InsertNode(sig), true, noDonor, seeds, trials, seed, tool));
        return rows;
    }

    private static Row run(
            String name,
            InsertNode rule,
            boolean catalogOnly,
            TreeProgram noDonor,
            List<String> seeds,
            int trials,
            long seed,
            Path tool)
            throws IOException, InterruptedException {
        SplittableRandom rng = new SplittableRandom(seed);
        List<String> mutants = new ArrayList<>();
        for (int i = 0; i < trials; i++) {
            TreeProgram target = tree(seeds.get(rng.nextInt(seeds.size())));
            TreeProgram donor = tree(seeds.get(rng.nextInt(seeds.size())));
            SplittableRandom r = rng.split();
            if (rule.apply(target, catalogOnly ? noDonor : donor, r)) mutants.add(GenericPrinter.print(target));
        }
        int accepted = 0;
        for (int from = 0; from < mutants.size(); from += 200) {
            for (boolean ok : SplitVerifier.accepted(tool, mutants.subList(from, Math.min(mutants.size(), from + 200))))
                if (ok) accepted++;
        }
        return new Row(name, trials, mutants.size(), accepted);
    }

    private static TreeProgram tree(String text) {
        Program p = MlirReader.read(text);
        if (!p.isClean()) return null;
        try {
            return TreeImport.of(p);
        } catch (TreeImport.ImportException e) {
            return null;
        }
    }
}
