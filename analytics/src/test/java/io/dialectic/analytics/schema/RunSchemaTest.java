package io.dialectic.analytics.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.toolchain.record.RunRecordColumns;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The job's raw row is {@code source} plus the run record's columns, and its positional constants name them. */
class RunSchemaTest {
    @Test
    void rawIsSourceThenTheRecordsColumns() {
        assertEquals("source", RunSchema.RAW_COLUMNS.get(0));
        assertEquals(
                RunRecordColumns.ALL.stream().map(RunRecordColumns.Column::name).toList(),
                RunSchema.RAW_COLUMNS.subList(1, RunSchema.RAW.size()));
        List<String> c = RunSchema.RAW_COLUMNS;
        assertEquals(
                List.of(
                        "source",
                        "run_id",
                        "campaign",
                        "fuzzer",
                        "seq",
                        "program_path",
                        "program_sha256",
                        "program_text",
                        "tool",
                        "tool_version",
                        "pipeline",
                        "exit_code",
                        "signal",
                        "timed_out",
                        "duration_ms",
                        "stderr",
                        "stderr_truncated",
                        "parent_id",
                        "outcome",
                        "crash_key",
                        "error",
                        "passes_changed",
                        "patterns_attempted",
                        "patterns_fired",
                        "miscompile_key",
                        "expected_output",
                        "actual_output",
                        "ir_bug_kind",
                        "ir_bug_key",
                        "ir_bug_pass",
                        "ir_bug_op",
                        "ir_bug_message",
                        "ir_bug_output"),
                List.of(
                        c.get(RunSchema.IDX_SOURCE),
                        c.get(RunSchema.IDX_RUN_ID),
                        c.get(RunSchema.IDX_CAMPAIGN),
                        c.get(RunSchema.IDX_FUZZER),
                        c.get(RunSchema.IDX_SEQ),
                        c.get(RunSchema.IDX_PROGRAM_PATH),
                        c.get(RunSchema.IDX_SHA),
                        c.get(RunSchema.IDX_TEXT),
                        c.get(RunSchema.IDX_TOOL),
                        c.get(RunSchema.IDX_TOOL_VERSION),
                        c.get(RunSchema.IDX_PIPELINE),
                        c.get(RunSchema.IDX_EXIT),
                        c.get(RunSchema.IDX_SIGNAL),
                        c.get(RunSchema.IDX_TIMED_OUT),
                        c.get(RunSchema.IDX_DURATION),
                        c.get(RunSchema.IDX_STDERR),
                        c.get(RunSchema.IDX_STDERR_TRUNC),
                        c.get(RunSchema.IDX_PARENT),
                        c.get(RunSchema.IDX_OUTCOME),
                        c.get(RunSchema.IDX_CRASH_KEY),
                        c.get(RunSchema.IDX_ERROR),
                        c.get(RunSchema.IDX_PASSES_CHANGED),
                        c.get(RunSchema.IDX_PATTERNS_ATTEMPTED),
                        c.get(RunSchema.IDX_PATTERNS_FIRED),
                        c.get(RunSchema.IDX_MISCOMPILE_KEY),
                        c.get(RunSchema.IDX_EXPECTED),
                        c.get(RunSchema.IDX_ACTUAL),
                        c.get(RunSchema.IDX_IR_BUG_KIND),
                        c.get(RunSchema.IDX_IR_BUG_KEY),
                        c.get(RunSchema.IDX_IR_BUG_PASS),
                        c.get(RunSchema.IDX_IR_BUG_OP),
                        c.get(RunSchema.IDX_IR_BUG_MESSAGE),
                        c.get(RunSchema.IDX_IR_BUG_OUTPUT)));
    }
}
