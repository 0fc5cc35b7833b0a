package io.dialectic.toolchain.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.toolchain.CrashCases;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A frame read from the memo of frame texts ({@link FrameLine#parse(String, boolean)}) is the frame read afresh: on
 * every line of the real crash logs, twice (the second time from the memo), again with another frame number and
 * address (what differs between two crashes of one bug), and on every line cut short at each of its lengths.
 */
class RememberedFramesTest {
    @Test
    void everyFrameOfTheRealTracesIsTheFrameReadAfresh() {
        List<String> lines = new ArrayList<>();
        for (String id : CrashCases.ids())
            lines.addAll(CrashCases.stderr(id).lines().toList());
        int frames = 0;
        for (int pass = 0; pass < 2; pass++) {
            for (String line : lines) {
                Frame fresh = FrameLine.parse(line, false, false);
                assertEquals(fresh, FrameLine.parse(line, false), line);
                if (fresh == null || !line.strip().startsWith("#")) continue;
                frames++;
                // the same frame text at another position and address, as another crash of the bug prints it
                String moved = line.replaceFirst("#\\d+ 0x[0-9a-fA-F]+", "#17 0x00007f00deadbeef");
                assertEquals(FrameLine.parse(moved, false, false), FrameLine.parse(moved, false), moved);
            }
        }
        assertTrue(frames > 1000, "frames read: " + frames);
    }

    @Test
    void aLineCutShortIsNeverTakenFromTheMemo() {
        String line = " #6 0x0000558ecc7b231c mlir::affine::AffineForOp::fold(llvm::ArrayRef<mlir::Attribute>, "
                + "llvm::SmallVectorImpl<mlir::OpFoldResult>&) (/usr/lib/llvm-19/bin/mlir-opt+0xe1231c)";
        FrameLine.parse(line, false); // remembered whole
        for (int end = 1; end <= line.length(); end++) {
            String cut = line.substring(0, end);
            assertEquals(FrameLine.parse(cut, true, false), FrameLine.parse(cut, true), cut);
            assertEquals(FrameLine.parse(cut, false, false), FrameLine.parse(cut, false), cut);
        }
    }
}
