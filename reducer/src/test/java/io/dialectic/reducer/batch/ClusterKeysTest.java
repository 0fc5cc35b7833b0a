package io.dialectic.reducer.batch;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ClusterKeysTest {
    /** reports/sample's cluster-005 was recorded through the mlir-opt-19 link; the reducer runs the real binary. */
    @Test
    void theSameOffsetInTheLinkedBinaryIsTheSameCluster() {
        assertTrue(ClusterKeys.same("signal SIGSEGV | unnamed mlir-opt-19+0x119db62", "signal SIGSEGV | unnamed mlir-opt+0x119db62"));
        assertTrue(ClusterKeys.same("stack overflow: recursion through unnamed mlir-opt-19+0x10 > mlir-opt-19+0x20",
                "stack overflow: recursion through unnamed mlir-opt+0x10 > mlir-opt+0x20"));
    }

    @Test
    void aFramelessCrashMatchesWithOrWithoutItsPass() {
        assertTrue(ClusterKeys.same("signal SIGSEGV | no trace @ remove-dead-values", "signal SIGSEGV | no trace"));
        assertFalse(ClusterKeys.same("signal SIGSEGV | no trace @ remove-dead-values", "signal SIGABRT | no trace"));
    }

    @Test
    void anythingElseMustBeEqual() {
        assertTrue(ClusterKeys.same("frames: mlir::mesh::shardedBlockArgumentTypes", "frames: mlir::mesh::shardedBlockArgumentTypes"));
        assertFalse(ClusterKeys.same("signal SIGSEGV | unnamed mlir-opt-19+0x119db62", "signal SIGSEGV | unnamed mlir-opt+0x119db63"));
        assertFalse(ClusterKeys.same("signal SIGSEGV | unnamed mlir-opt-19+0x119db62", "signal SIGABRT | unnamed mlir-opt+0x119db62"));
        assertFalse(ClusterKeys.same("frames: mlir::mesh::shardedBlockArgumentTypes", "frames: mlir::LLVM::DIFileAttr::get"));
        assertFalse(ClusterKeys.same("frames: a", null));
    }
}
