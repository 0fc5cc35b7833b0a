package io.dialectic.ir.ods;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which catalog a run's ops are counted against, and the per-catalog figures. */
class OpUniverseTest {

    @Test
    void versionComesFromTheToolVersionElseTheToolName() {
        assertEquals(19, OpUniverse.majorVersion("mlir-opt-19", "19.1.7"));
        assertEquals(22, OpUniverse.majorVersion("mlir-opt", "22.1.8"));
        assertEquals(22, OpUniverse.majorVersion("/usr/bin/mlir-opt-22", "unknown"));
        assertEquals(19, OpUniverse.majorVersion("mlir-opt-19", null));
        assertNull(OpUniverse.majorVersion("mlir-opt", "unknown"));
        assertNull(OpUniverse.majorVersion(null, null));
    }

    @Test
    void eachToolVersionIsCountedAgainstItsOwnCatalog() {
        // ub.poison is registered by both; irdl.dialect too; shard.* only by 22 (19 calls that dialect mesh);
        // test.* by neither catalog (the test dialect's .td files are not shipped).
        OpUniverse u = new OpUniverse()
                .addAll("mlir-opt-19", "19.1.7", List.of("arith.addi", "ub.poison", "shard.all_gather", "test.op"))
                .addAll("mlir-opt-22", "22.1.8", List.of("arith.addi", "shard.all_gather", "irdl.dialect"))
                .addAll(null, null, List.of("scf.for"))
                .addAll("mlir-opt-20", "20.1.0", List.of("scf.if"));
        List<OpUniverse.Entry> e = u.entries();
        assertEquals(2, e.size(), "one entry per catalog");

        // 19: its own runs, plus programs never run and a version without a catalog (the reader's), each said so.
        OpUniverse.Entry v19 = e.get(0);
        assertEquals(19, v19.catalog());
        assertEquals(
                "tool; no catalog for MLIR 20: the reader's catalog; no tool: the reader's catalog",
                v19.catalogBasis());
        assertEquals(List.of("mlir-opt-19", "mlir-opt-20"), v19.tools());
        assertEquals(4, v19.coveredOps());
        assertEquals(3, v19.coveredDialects());
        assertEquals(OpCatalog.of(19).opCount(), v19.registeredOps());
        assertEquals(List.of("shard.all_gather", "test.op"), v19.unregisteredOps());
        assertEquals(List.of("shard", "test"), v19.unregisteredDialects());

        OpUniverse.Entry v22 = e.get(1);
        assertEquals(22, v22.catalog());
        assertEquals(3, v22.coveredOps());
        assertEquals(3, v22.coveredDialects());
        assertEquals(List.of(), v22.unregisteredOps());
        assertEquals(OpCatalog.of(22).dialects().size(), v22.registeredDialects());
    }
}
