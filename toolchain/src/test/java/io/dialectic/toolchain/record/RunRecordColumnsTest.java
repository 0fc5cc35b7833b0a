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
        RunRecord r = RunRecord.builder()
                .runId("id")
                .campaign("c")
                .fuzzer("f")
                .seq(1)
                .programPath("p.mlir")
                .programSha256("sha")
                .programText("text")
                .tool("mlir-opt")
                .toolVersion("19")
                .pipeline(List.of("-canonicalize"))
                .exitCode(1)
                .durationMs(5)
                .stderr("err")
                .outcome(Outcome.CRASH)
                .crashKey("key")
                .passesChanged(List.of())
                .patternsAttempted(Map.of("p", 1))
                .patternsFired(List.of())
                .miscompileKey("mk")
                .expectedOutput("e")
                .actualOutput("a")
                .build();
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
