package io.dialectic.toolchain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A long step says what it does at once, counts about every 5 s, and closes with its time; a short one only announces itself. */
class StepProgressTest {
    @Test
    void aLongStepAnnouncesCountsAndCloses() {
        List<String> lines = new ArrayList<>();
        long[] now = {0};
        StepProgress p = StepProgress.start(
                lines::add, "probing the 4 passes of mlir-opt-19", "probing passes", 4, () -> now[0]);
        for (int i = 0; i < 4; i++) {
            now[0] += 3_000_000_000L; // each item takes 3 s: a count line at 6 s (item 2); none for the last item
            p.tick();
        }
        p.finish();
        assertEquals(
                List.of(
                        "probing the 4 passes of mlir-opt-19",
                        "probing passes: 2/4",
                        "probing passes: 4/4 done in 12.0 s"),
                lines);
    }

    @Test
    void aShortStepOnlyAnnouncesItself() {
        List<String> lines = new ArrayList<>();
        long[] now = {0};
        StepProgress p = StepProgress.start(lines::add, "preparing 3 seeds", "preparing seeds", 3, () -> now[0]);
        for (int i = 0; i < 3; i++) {
            now[0] += 100_000_000L;
            p.tick();
        }
        p.finish();
        assertEquals(List.of("preparing 3 seeds"), lines);
    }
}
