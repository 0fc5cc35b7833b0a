package io.dialectic.analytics.aggregate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.junit.jupiter.api.Test;

/** Crash members are clustered one crash key at a time as they stream in, so no more than one key is held. */
class CrashClustersTest {
    private static final String A = "frames: mlir::ConversionTarget::isLegal",
            B = "frames: mlir::Block::eraseArguments";

    /** One row of {@link CrashClusters#MEMBERS_SQL}: crash key, run id, chars, pass, pipeline, location, tool, site, named, path, campaign, fuzzer, seq, sha. */
    private static Row crash(String key, String runId, int chars, String campaign, long seq) {
        return RowFactory.create(
                key,
                runId,
                chars,
                "canonicalize",
                null,
                "",
                "mlir-opt-19",
                "a < b",
                true,
                runId + ".mlir",
                campaign,
                "mlirsmith",
                seq,
                "sha-" + runId);
    }

    /** The rows, counting how many were taken. */
    private static final class Counted implements Iterator<Row> {
        final Iterator<Row> rows;
        int taken;

        Counted(List<Row> rows) {
            this.rows = rows.iterator();
        }

        public boolean hasNext() {
            return rows.hasNext();
        }

        public Row next() {
            taken++;
            return rows.next();
        }
    }

    @Test
    void aKeysMembersComeOutBeforeTheNextKeyIsRead() {
        Counted in = new Counted(List.of(
                crash(A, "r1", 90, "c1", 1),
                crash(A, "r2", 40, "c2", 2),
                crash(A, "r3", 50, "c1", 3),
                crash(B, "r4", 10, "c1", 4),
                crash(B, "r5", 20, "c1", 5)));
        CrashClusters.Clustering c = new CrashClusters.Clustering(in);
        assertThrows(IllegalStateException.class, c::tables);
        Row first = c.next();
        assertEquals(List.of(A, A, "r1", "c1"), List.of(first.get(0), first.get(1), first.get(2), first.get(3)));
        // A's three rows and B's first (the one that told A had ended), no more
        assertEquals(4, in.taken);
        List<Row> members = new ArrayList<>(List.of(first));
        c.forEachRemaining(members::add);
        assertEquals(5, members.size());
        CrashClusters.Tables t = c.tables();
        assertEquals(2, t.clusters().size());
        Row a = t.clusters().get(0);
        // key, runs, programs, first seq, representative: the smallest program that ran the pass
        assertEquals(
                List.of(A, 3L, 3L, 1L, "r2", 40), List.of(a.get(0), a.get(2), a.get(3), a.get(6), a.get(7), a.get(10)));
        // A in c1 and c2, B in c1; c1's representative of A: r3 (50 chars against r1's 90)
        assertEquals(3, t.perCampaign().size());
        assertEquals(
                List.of(A, "c1", 2L, 1L, "r3"),
                List.of(
                        t.perCampaign().get(0).get(0),
                        t.perCampaign().get(0).get(2),
                        t.perCampaign().get(0).get(3),
                        t.perCampaign().get(0).get(4),
                        t.perCampaign().get(0).get(5)));
    }

    @Test
    void rowsOutOfKeyOrderAreRefused() {
        CrashClusters.Clustering c = new CrashClusters.Clustering(
                List.of(crash(A, "r1", 9, "c", 1), crash(B, "r2", 9, "c", 2), crash(A, "r3", 9, "c", 3))
                        .iterator());
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> c.forEachRemaining(r -> {}));
        assertTrue(e.getMessage().contains("not in key order"), e.getMessage());
    }
}
