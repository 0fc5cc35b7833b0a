package io.dialectic.toolchain.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Bugs are crash sites: clusters of one site count once (keys as the corpus's traces give them, ClustersTest). */
class ClusterCountTest {
    @Test
    void clustersOfOneSiteAreOneBug() {
        ClusterCount c = ClusterCount.of(List.of(
                // remove-dead-values on 19.1.7: its SIGSEGVs and the LLVM ERROR it raises are in one function
                "site: mlir-opt!fn@0x3324a50 [19.1.7]",
                "LLVM ERROR: SmallVector unable to grow. Requested capacity (N) is larger than maximum value for size"
                        + " type (N) | mlir-opt!fn@0x3324a50 [19.1.7]",
                // one key, two callbacks told apart by pass: two sites
                "site: mlir::ConversionTarget::isLegal @ async-to-async-runtime",
                "site: mlir::ConversionTarget::isLegal @ math-extend-to-supported-types",
                "signal SIGSEGV | no trace @ run v19_r1_c00095"));
        assertEquals(4, c.withEvidence());
        assertEquals(3, c.sites());
        assertEquals(1, c.without());
        assertEquals("3 crash sites (4 crash clusters; +1 crashes without evidence: 1 no trace)", c.sentence());
    }
}
