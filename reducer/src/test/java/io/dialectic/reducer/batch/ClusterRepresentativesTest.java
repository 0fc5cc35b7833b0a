package io.dialectic.reducer.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.SharedData;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Finding the representatives' programs of a real analysis again; no compiler involved. */
class ClusterRepresentativesTest {
    @TempDir
    Path tmp;

    private static String sha256(String s) throws Exception {
        return HexFormat.of()
                .formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * reports/sample names programs relative to the repository root, one level above the analysis's
     * parent: all 5 are found in a clean checkout, the one under the generated (never committed)
     * datasets/.work from its run record in datasets/sample/lowered-random.jsonl.gz.
     */
    @Test
    void findsEveryRepresentativeOfTheCommittedSample() throws Exception {
        Path analysis = SampleAnalysis.committed();
        List<ClusterRepresentatives.Representative> reps = ClusterRepresentatives.read(analysis, tmp);
        assertEquals(5, reps.size());
        int fromRecords = 0;
        for (ClusterRepresentatives.Representative r : reps) {
            Map<String, String> run = SampleAnalysis.run(r.runId());
            assertNotNull(r.program(), r.clusterId() + ": " + r.programFrom());
            assertEquals(run.get("program_sha256"), sha256(r.program()), r.clusterId());
            assertEquals(List.of(run.get("pipeline").split(";")), r.pipeline());
            assertEquals(List.of(), r.extraArgs());
            if (run.get("program_path").startsWith("datasets/.work/")) {
                fromRecords++;
                assertTrue(r.programFrom().startsWith("record " + r.runId() + " in "), r.programFrom());
                assertTrue(r.programFrom().endsWith(run.get("source")), r.programFrom());
            } else {
                assertEquals(
                        SharedData.repoRoot().resolve(run.get("program_path")).toString(), r.programFrom());
            }
        }
        assertEquals(
                1, fromRecords, "cluster-005 (f7dd062d64728c16) comes from datasets/.work/lowered/scf_forall-1.mlir");
        assertEquals("cluster-005", reps.get(4).clusterId());
        assertEquals(
                List.of(
                        "scf-forall-to-for",
                        "func.func:affine-simplify-structures",
                        "fold-memref-alias-ops",
                        "func.func:gpu-map-parallel-loops",
                        "transform-preload-library"),
                reps.get(4).pipeline());
    }

    /** A seed edited since the analysis is not the program that crashed; its run record still is. */
    @Test
    void anEditedProgramIsNotTakenButItsRecordIs() throws Exception {
        SampleAnalysis a = SampleAnalysis.copy(
                        tmp.resolve("repo"),
                        SampleAnalysis.clusters().stream()
                                .filter(r -> r.get("representative_run_id").equals("7c039e2cba98bda7"))
                                .toList())
                .with("datasets/seeds/arith_float.mlir");
        Path seed = a.root.resolve("datasets/seeds/arith_float.mlir");
        String original = Files.readString(seed);
        Files.writeString(seed, "// edited after the campaign\n" + original);

        ClusterRepresentatives.Representative edited =
                ClusterRepresentatives.read(a.dir, tmp).get(0);
        assertNull(edited.program());
        assertEquals(
                "datasets/seeds/arith_float.mlir (changed since the analysis); datasets/sample/seeds-random.jsonl.gz (not found)",
                edited.programFrom());

        a.with("datasets/sample/seeds-random.jsonl.gz");
        ClusterRepresentatives.Representative recovered =
                ClusterRepresentatives.read(a.dir, tmp).get(0);
        assertEquals(original, recovered.program());
        assertEquals(
                "record 7c039e2cba98bda7 in " + a.root.resolve("datasets/sample/seeds-random.jsonl.gz"),
                recovered.programFrom());
    }

    /**
     * Analysing a crash-case folder records {@code CASE/input.mlir}; the case's cmd.txt holds
     * {@code --allow-unregistered-dialect}, without which v19_r1_c00031 does not even parse.
     */
    @Test
    void aCrashCaseBringsTheExtraArgumentsOfItsCommand() throws Exception {
        Path caseDir = SharedData.crashes().resolve("cases/v19_r1_c00031");
        String program = Files.readString(caseDir.resolve("input.mlir"));
        Path csv = Files.createDirectories(tmp.resolve("analysis/csv"));
        // Rows in the analysis's own format, from the sample's first cluster and its run, pointed at the case.
        Map<String, String> cluster =
                new LinkedHashMap<>(SampleAnalysis.clusters().get(0));
        cluster.put("representative_run_id", "v19_r1_c00031");
        cluster.put("representative_program_path", caseDir.resolve("input.mlir").toString());
        write(csv.resolve("clusters.csv"), List.of(cluster));
        Map<String, String> run = new LinkedHashMap<>(SampleAnalysis.run("7c039e2cba98bda7"));
        run.put("run_id", "v19_r1_c00031");
        run.put("program_path", caseDir.resolve("input.mlir").toString());
        run.put("program_sha256", sha256(program));
        run.put(
                "pipeline",
                "duplicate-function-elimination;convert-func-to-llvm;duplicate-function-elimination;arith-unsigned-when-equivalent;fold-memref-alias-ops");
        run.put("source", caseDir.toString());
        write(csv.resolve("runs.csv"), List.of(run));
        CsvAsParquet.write(csv.getParent());

        ClusterRepresentatives.Representative r =
                ClusterRepresentatives.read(tmp.resolve("analysis"), tmp).get(0);
        assertEquals(program, r.program());
        assertEquals(List.of("--allow-unregistered-dialect"), r.extraArgs());
        assertEquals(5, r.pipeline().size());
    }

    private static void write(Path file, List<Map<String, String>> rows) throws Exception {
        List<String> header = new ArrayList<>(rows.get(0).keySet());
        StringWriter w = new StringWriter();
        try (CSVPrinter p = CSVFormat.DEFAULT
                .builder()
                .setHeader(header.toArray(String[]::new))
                .get()
                .print(w)) {
            for (Map<String, String> r : rows)
                p.printRecord(header.stream().map(r::get).toList());
        }
        Files.writeString(file, w.toString());
    }
}
