package io.dialectic.analytics.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.analytics.SampleDemo;
import io.dialectic.analytics.aggregate.FeatureTables;
import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.features.BatchFeaturizer;
import io.dialectic.testing.SharedData;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * DuckDB joins each program group to the run that carries its reading with the groups' keys in its hash table and the
 * featurized runs streamed past them. It once guessed that the runs with a text were a fifth of the runs, fewer than the
 * groups, and built the table on the runs (their texts and lists): the programs statement took half the SQL phase at
 * 250k records and spilled 20 GB at 10M. The sample corpus, featurized, showed the same plan.
 */
class ProgramsPlanTest {
    @TempDir
    Path tmp;

    @Test
    void theGroupsAreTheBuildSideAndTheRunsAreStreamed() throws Exception {
        AnalyzeConfig cfg = SampleDemo.config(SharedData.repoRoot(), tmp.resolve("out"));
        long records = BatchFeaturizer.write(cfg, tmp.resolve("features"), 2, s -> {});
        assertEquals(3406, records);
        try (DuckDbSql sql = new DuckDbSql(tmp.resolve("db"), 2, 256, null)) {
            sql.parquetView("features", tmp.resolve("features").resolve("*.parquet"));
            FeatureTables.keepProgramKeys(sql);
            JsonNode plan = new ObjectMapper()
                    .readTree(sql.collect("EXPLAIN (FORMAT json) " + FeatureTables.PROGRAMS)
                            .get(0)
                            .getString(1));
            List<JsonNode> joins = new ArrayList<>();
            find(plan, "HASH_JOIN", joins);
            assertEquals(1, joins.size(), plan.toPrettyString());
            // DuckDB's hash join: children [probe, build]
            String probe = joins.get(0).get("children").get(0).toString(),
                    build = joins.get(0).get("children").get(1).toString();
            assertTrue(
                    probe.contains("READ_PARQUET") && !build.contains("READ_PARQUET"),
                    "the runs are the probe side:\n" + plan.toPrettyString());
            assertTrue(
                    build.contains("program_readings"),
                    "the groups' keys are the build side:\n" + plan.toPrettyString());
        }
    }

    private static void find(JsonNode n, String name, List<JsonNode> out) {
        if (n.isArray()) for (JsonNode c : n) find(c, name, out);
        if (!n.isObject()) return;
        if (n.path("name").asText().trim().equals(name)) out.add(n);
        for (JsonNode c : n.path("children")) find(c, name, out);
    }
}
