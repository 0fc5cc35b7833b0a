package io.dialectic.reducer.batch;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** A cluster's program before and after its reduction, in ops and bytes, as its {@code stats.json} gives them. */
public record ReductionSizes(int opsBefore, int opsAfter, int bytesBefore, int bytesAfter) {
    /** The sizes of a cluster with no reduction. */
    static final ReductionSizes NONE = new ReductionSizes(0, 0, 0, 0);

    /** The index columns the sizes fill, in order. */
    static final List<String> COLUMNS = List.of("ops_before", "ops_after", "bytes_before", "bytes_after");

    static ReductionSizes ofStats(JsonNode stats) {
        return new ReductionSizes(
                stats.path("ops_before").asInt(),
                stats.path("ops_after").asInt(),
                stats.path("bytes_before").asInt(),
                stats.path("bytes_after").asInt());
    }

    /** The index cells, in the order of {@link #COLUMNS}. */
    List<String> cells() {
        return List.of("" + opsBefore, "" + opsAfter, "" + bytesBefore, "" + bytesAfter);
    }
}
