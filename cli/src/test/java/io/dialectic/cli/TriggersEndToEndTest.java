package io.dialectic.cli;

import static io.dialectic.testing.TriggerPrograms.DOUBLE_CAST;
import static io.dialectic.testing.TriggerPrograms.NOTHING_TO_DO;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.passes.PassCatalog;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Optimization triggers end to end on the real mlir-opt-19: {@code run --triggers} (canonicalize; cse) on programs we wrote
 * and real test-suite programs, a short {@code fuzz} campaign (triggers on by default), and an old campaign
 * without trigger fields, then {@code analyze}: the trigger tables and summary.json say what the records say,
 * counted here straight from the records.
 */
class TriggersEndToEndTest {

    @Test
    void analyzeShowsWhatTheRecordsSayTheCompilerDid(@TempDir Path dir) throws Exception {
        Path canon = TriggerRecords.canon(dir, 8);
        Path camp = dir.resolve("camp");
        assertEquals(
                0,
                Dialectic.execute(
                        "fuzz",
                        "--seeds",
                        SharedData.repoRoot().resolve("datasets/seeds").toString(),
                        "--tool",
                        "mlir-opt-19",
                        "--budget",
                        "24",
                        "--seed",
                        "7",
                        "--jobs",
                        "1",
                        "--out",
                        camp.toString(),
                        "--quiet"));
        Path old = SharedData.repoRoot().resolve("datasets/sample/seeds-random.jsonl.gz");
        Path out = dir.resolve("report");
        assertEquals(
                0,
                Dialectic.execute(
                        "analyze",
                        "canon=" + canon,
                        "fz=" + camp,
                        "old=" + old,
                        "--baseline",
                        "canon",
                        "--out",
                        out.toString(),
                        "--quiet",
                        "--master",
                        "local[1]"));

        List<RunRecord> canonRuns = records(canon);
        List<RunRecord> fuzzRuns = records(camp.resolve("runs.jsonl"));
        JsonNode summary =
                new ObjectMapper().readTree(out.resolve("summary.json").toFile());
        Map<String, JsonNode> byCampaign = new HashMap<>();
        for (JsonNode c : summary.get("triggers").get("campaigns"))
            byCampaign.put(c.get("campaign").asText(), c);

        // canon: canonicalize's share = runs of the canonicalize pipeline whose passes_changed lists it / those runs.
        List<RunRecord> canonicalizeRuns = canonRuns.stream()
                .filter(r -> r.pipeline().equals(List.of("canonicalize")))
                .toList();
        assertEquals(10, canonicalizeRuns.size());
        long changed = canonicalizeRuns.stream()
                .filter(r -> r.passesChanged().contains("canonicalize"))
                .count();
        assertTrue(changed >= 1 && changed < 10, "canonicalize changes some programs, not " + NOTHING_TO_DO);
        RunRecord firstChange = canonicalizeRuns.stream()
                .filter(r -> r.passesChanged().contains("canonicalize"))
                .min(Comparator.comparingLong(RunRecord::seq))
                .orElseThrow();
        Map<String, CSVRecord> canonPasses = rows(out.resolve("csv/trigger_passes.csv"), "canon", "pass");
        CSVRecord c = canonPasses.get("canonicalize");
        assertEquals("10", c.get("runs_ran"));
        assertEquals(String.valueOf(changed), c.get("runs_changed"));
        assertEquals(100.0 * changed / 10, Double.parseDouble(c.get("share_pct")), 1e-9);
        assertEquals(String.valueOf(firstChange.seq()), c.get("first_seq"));
        assertEquals(firstChange.runId(), c.get("first_run_id"));
        // The program with no common subexpression: cse never changed it.
        RunRecord cseOnNothing = canonRuns.stream()
                .filter(r ->
                        r.pipeline().equals(List.of("cse")) && r.programText().equals(NOTHING_TO_DO))
                .findFirst()
                .orElseThrow();
        assertEquals(List.of(), cseOnNothing.passesChanged());
        long cseChanged = canonRuns.stream()
                .filter(r -> r.passesChanged().contains("cse"))
                .count();
        assertEquals(String.valueOf(cseChanged), canonPasses.get("cse").get("runs_changed"));
        // The double cast: a pattern named *IndexCast* was confirmed fired, by that program's canonicalize run.
        Set<String> fired = new TreeSet<>();
        canonRuns.forEach(r -> fired.addAll(r.patternsFired()));
        Map<String, CSVRecord> canonPatterns = rows(out.resolve("csv/trigger_patterns.csv"), "canon", "pattern");
        String indexCast =
                fired.stream().filter(n -> n.contains("IndexCast")).findFirst().orElseThrow();
        RunRecord doubleCast = canonicalizeRuns.stream()
                .filter(r -> r.programText().equals(DOUBLE_CAST))
                .findFirst()
                .orElseThrow();
        assertTrue(
                doubleCast.patternsFired().contains(indexCast),
                doubleCast.patternsFired().toString());
        assertEquals("1", canonPatterns.get(indexCast).get("runs_fired"));
        assertEquals(doubleCast.runId(), canonPatterns.get(indexCast).get("first_fired_run_id"));
        JsonNode cs = byCampaign.get("canon");
        assertEquals(canonRuns.size(), cs.get("observed_runs").asLong());
        assertEquals(fired.size(), cs.get("patterns_fired").asLong());
        assertEquals(attempted(canonRuns).size(), cs.get("patterns_attempted").asLong());
        Set<String> anyPattern = new HashSet<>(attempted(canonRuns));
        anyPattern.addAll(fired);
        assertEquals(anyPattern, canonPatterns.keySet());
        // N of M: M is the probed catalog of mlir-opt-19 (the fuzz campaign probed it), its passes as --help lists
        // them.
        long m = PassCatalog.listFromHelp(
                        new ToolDiscovery().find("mlir-opt-19").orElseThrow())
                .size();
        assertEquals(m, cs.get("catalog_passes").asLong());
        assertEquals(passes(canonRuns).size(), cs.get("catalog_passes_changed").asLong());

        // fz: distinct passes changed and patterns attempted as its records say, and what canon never triggered.
        JsonNode fz = byCampaign.get("fz");
        assertEquals(
                fuzzRuns.stream().filter(r -> r.passesChanged() != null).count(),
                fz.get("observed_runs").asLong());
        Set<String> fzPasses = passes(fuzzRuns);
        assertEquals(fzPasses.size(), fz.get("passes_changed").asLong());
        assertEquals(attempted(fuzzRuns).size(), fz.get("patterns_attempted").asLong());
        Set<String> newPasses = new TreeSet<>(fzPasses);
        newPasses.removeAll(passes(canonRuns));
        assertEquals(newPasses.size(), fz.get("new_over_baseline").get("pass").asLong());
        Map<String, CSVRecord> fzPasses2 = rows(out.resolve("csv/trigger_passes.csv"), "fz", "pass");
        for (String p : fzPasses)
            assertEquals(String.valueOf(newPasses.contains(p)), fzPasses2.get(p).get("new_over_baseline"), p);
        // The curve of passes ends at the number of distinct passes.
        long last = -1;
        for (CSVRecord r : csv(out.resolve("csv/trigger_curve.csv"))) {
            if (r.get("campaign").equals("fz") && r.get("kind").equals("pass"))
                last = Long.parseLong(r.get("cumulative"));
        }
        assertEquals(fzPasses.isEmpty() ? -1 : fzPasses.size(), last);

        // old: records without trigger fields load, count nothing and are not in the trigger tables.
        assertEquals(0, byCampaign.get("old").get("observed_runs").asLong());
        assertTrue(rows(out.resolve("csv/trigger_passes.csv"), "old", "pass").isEmpty());
        Set<String> covered = new TreeSet<>();
        for (CSVRecord r : csv(out.resolve("csv/trigger_coverage.csv"))) covered.add(r.get("campaign"));
        assertEquals(Set.of("canon", "fz"), covered);
        String html = Files.readString(out.resolve("report.html"));
        assertTrue(html.contains("Optimization triggers")
                && html.contains(indexCast.replace("<", "&lt;").replace(">", "&gt;")));
        assertFalse(html.contains("No run was observed"));
        assertNotNull(summary.get("triggers").get("curves").get(0));
    }

    private static List<RunRecord> records(Path jsonl) throws Exception {
        List<RunRecord> out = new ArrayList<>();
        RunRecordsJsonl.read(jsonl, l -> out.add(l.record()));
        return out;
    }

    /** Distinct passes that changed the IR, named as the catalog names them (the anchor dropped). */
    private static Set<String> passes(List<RunRecord> runs) {
        Set<String> out = new TreeSet<>();
        for (RunRecord r : runs) {
            if (r.passesChanged() == null) continue;
            for (String p : r.passesChanged()) out.add(p.substring(p.lastIndexOf(':') + 1));
        }
        return out;
    }

    private static Set<String> attempted(List<RunRecord> runs) {
        Set<String> out = new TreeSet<>();
        for (RunRecord r : runs)
            if (r.patternsAttempted() != null) out.addAll(r.patternsAttempted().keySet());
        return out;
    }

    private static List<CSVRecord> csv(Path file) throws Exception {
        try (Reader in = Files.newBufferedReader(file)) {
            return CSVFormat.RFC4180
                    .builder()
                    .setHeader()
                    .setSkipHeaderRecord(true)
                    .get()
                    .parse(in)
                    .getRecords();
        }
    }

    /** Rows of one campaign, by the value of {@code key}. */
    private static Map<String, CSVRecord> rows(Path file, String campaign, String key) throws Exception {
        Map<String, CSVRecord> out = new HashMap<>();
        for (CSVRecord r : csv(file)) if (r.get("campaign").equals(campaign)) out.put(r.get(key), r);
        return out;
    }
}
