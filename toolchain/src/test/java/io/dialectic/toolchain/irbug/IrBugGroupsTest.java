package io.dialectic.toolchain.irbug;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.record.RunRecord;
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
}
