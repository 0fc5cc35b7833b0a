package io.dialectic.reducer.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.reducer.report.MiscompileReport;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A miscompile cluster's row read from its folder's stats.json, as a continued batch reads a finished one. */
class MiscompileStatsRowTest {
    /** A cluster recorded before the rewrite key: the analysis keyed it by pass + op names on the slice. */
    private static final String SLICE = "--canonicalize | arith.index_cast, arith.maxui";

    private static final String REWRITE = "--canonicalize | arith.index_cast(arith.index_cast(x)) -> x";

    @TempDir
    Path dir;

    @Test
    void aSliceKeyedClusterMatchesItsResultUnderTheFieldsNameNowAndBefore() throws Exception {
        for (String field : List.of(MiscompileReport.SLICE_KEY, MiscompileReport.SLICE_KEY_BEFORE)) {
            assertEquals("reduced", row(SLICE, field, SLICE).status(), field);
        }
    }

    @Test
    void anotherSliceKeyIsAnotherMiscompile() throws Exception {
        assertEquals(
                "reduced, but miscompiles with another key: " + REWRITE,
                row(SLICE, MiscompileReport.SLICE_KEY, "--canonicalize | arith.subi")
                        .status());
    }

    private MiscompileRow row(String clusterKey, String sliceField, String sliceKey) throws Exception {
        Path stats = dir.resolve("stats.json");
        Files.writeString(
                stats,
                "{\"reproduced\": true, \"verdict\": \"miscompile\", \"miscompile_key\": \"" + REWRITE + "\", \""
                        + sliceField + "\": \"" + sliceKey + "\", \"key_after\": \"" + REWRITE + "\","
                        + " \"ops_before\": 40, \"ops_after\": 9, \"bytes_before\": 2000, \"bytes_after\": 400,"
                        + " \"cell\": \"mlir-opt-19 O0\", \"versions\": []}");
        MiscompileRepresentatives.Representative rep = new MiscompileRepresentatives.Representative(
                "miscompile-001", clusterKey, "r1", "mlir-opt-19", List.of("--canonicalize"), "", "", "runs.jsonl");
        return MiscompileBatch.fromStats(rep, stats);
    }
}
