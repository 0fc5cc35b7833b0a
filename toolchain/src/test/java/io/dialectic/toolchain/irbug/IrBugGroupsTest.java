package io.dialectic.toolchain.irbug;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.importer.RunSources;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.verdict.Judge;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The clusters verb's IR-bug groups: by kind and key, largest first, the smallest program representing each. */
class IrBugGroupsTest {
    private static RunRecord rec(String id, String text) {
        return RunRecord.builder()
                .runId(id)
                .campaign("c")
                .fuzzer("dialectic")
                .programText(text)
                .tool("mlir-opt-22")
                .toolVersion("22.1.8")
                .pipeline(List.of("convert-to-emitc"))
                .exitCode(1)
                .durationMs(5)
                .stderr("")
                .outcome(Outcome.DIALECT_SPECIFIC)
                .build();
    }

    @Test
    void groupsByKindAndKeyLargestFirst() {
        String key = "convert-to-emitc | emitc.* | '_' op expects parent op '_'";
        List<IrBugGroups.Group> g = IrBugGroups.of(List.of(
                rec("a", "xxxx").withIrBug("invalid-ir", key, "convert-to-emitc", "emitc.return", "m", "o"),
                rec("b", "x")
                        .withIrBug(
                                "roundtrip",
                                "spirv.INTEL.SubgroupBlockWrite | expected attribute value",
                                null,
                                "spirv.INTEL.SubgroupBlockWrite",
                                "expected attribute value",
                                "c"),
                rec("c", "xx").withIrBug("invalid-ir", key, "convert-to-emitc", "emitc.return", "m", "o"),
                rec("d", "x")));
        assertEquals(2, g.size());
        assertEquals(key, g.get(0).key());
        assertEquals(List.of("a", "c"), g.get(0).members());
        assertEquals("c", g.get(0).representative());
        assertEquals("roundtrip", g.get(1).kind());
    }

    /** Records keyed by an older rule are read with today's keys, from their pass, op and message. */
    @Test
    void recordsKeyedByAnOlderRuleAreGroupedByTodaysKey() throws Exception {
        List<RunRecord> read = new ArrayList<>();
        RunSources.defaults(Judge.defaults())
                .read(
                        SharedData.committed("test-support/src/main/resources/irbug/keyed-by-an-older-rule.jsonl"),
                        read::add);
        List<IrBugGroups.Group> g = IrBugGroups.of(read);
        assertEquals(1, g.size());
        assertEquals(
                "convert-func-to-emitc | emitc.* | '_' op operand or result #N must be _, but got 'foreign'",
                g.get(0).key());
        assertEquals(List.of("c10-017653", "c10-013673", "c10-018541"), g.get(0).members());
    }
}
