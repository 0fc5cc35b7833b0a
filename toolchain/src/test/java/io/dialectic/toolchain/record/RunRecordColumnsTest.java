package io.dialectic.toolchain.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.base.Json;
import io.dialectic.toolchain.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The columns are the record's JSON field names (what {@code RunRecordsJsonl} writes), in the record's order. */
class RunRecordColumnsTest {
    @Test
    void columnsAreTheJsonFieldNames() throws Exception {
        RunRecord r = new RunRecord(
                "id",
                "c",
                "f",
                1,
                "p.mlir",
                "sha",
                "text",
                "mlir-opt",
                "19",
                List.of("-canonicalize"),
                1,
                null,
                false,
                5,
                "err",
                false,
                null,
                Outcome.CRASH,
                "key",
                null,
                List.of(),
                Map.of("p", 1),
                List.of(),
                "mk",
                "e",
                "a");
        var json = Json.MAPPER.readTree(RunRecordsJsonl.toLine(r));
        List<String> names = new ArrayList<>();
        json.fieldNames().forEachRemaining(names::add);
        assertEquals(
                names,
                RunRecordColumns.ALL.stream()
                        .map(RunRecordColumns.Column::name)
                        .filter(names::contains)
                        .toList());
        assertEquals(
                RunRecordColumns.Kind.STRING_TO_INT,
                RunRecordColumns.named("patterns_attempted").kind());
        assertEquals("program_sha256", RunRecordColumns.snake("programSha256"));
    }
}
