package io.dialectic.bench.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The measurement, small: 60 test-suite programs (seed 1) broken each way of {@link Corruption}, judged by
 * mlir-opt-19 and the reader. Targets: the reader flags at least 95% of the texts the tool's parser rejects, and none
 * the tool accepts. Printed, for the record (measured when written: 171 of 176 flagged, 97.2%; 0 of 124 false alarms;
 * 300 programs, seed 2: 826 of 867, 95.3%; 0 of 620).
 */
class ReaderRejectionTest {
    @Test
    void theReaderFlagsWhatTheParserRejectsAndNothingItAccepts() throws Exception {
        String tool = MlirRequirement.require("mlir-opt-19").toString();
        ReaderRejection.Report r = ReaderRejection.run(SharedData.testsuite().resolve("custom"), 60, 1, tool, null);
        r.print(System.out);
        assertEquals(60, r.where(c -> c.kind() == null).size());
        assertTrue(
                r.parserRejected().size() >= 100,
                "parser rejections: " + r.parserRejected().size());
        assertTrue(r.flagRate() >= 0.95, "flagged " + r.flagRate() + ", missed " + r.missed());
        assertEquals(List.of(), r.falseAlarms());
        assertNotEquals(
                0,
                r.where(c -> c.tool() == ReaderRejection.ToolVerdict.ACCEPTED && c.kind() != null)
                        .size(),
                "no corrupted text the tool accepts: the false-alarm check saw only originals");
    }

    @Test
    void corruptionIsDeterministicAndDoesWhatItSays() {
        String text = "func.func @f(%a: i32) -> i32 {\n  %b = arith.addi %a, %a : i32\n  return %b : i32\n}\n";
        for (Corruption.Kind k : Corruption.Kind.values())
            assertEquals(Corruption.apply(text, k, 7), Corruption.apply(text, k, 7), k.name());
        assertTrue(Corruption.apply(text, Corruption.Kind.JUNK_LINE, 3).contains(Corruption.JUNK + "\n"));
        assertEquals(
                text.length() - 1,
                Corruption.apply(text, Corruption.Kind.DELETE_PUNCT, 3).length());
        assertTrue(text.startsWith(Corruption.apply(text, Corruption.Kind.TRUNCATE, 3)));
        String misspelt = Corruption.apply(text, Corruption.Kind.MISSPELL_OP, 3);
        // two adjacent letters swapped, nothing else
        assertEquals(text.length(), misspelt.length());
        int first = -1, differ = 0;
        for (int i = 0; i < text.length(); i++)
            if (text.charAt(i) != misspelt.charAt(i)) {
                if (first < 0) first = i;
                differ++;
            }
        assertEquals(2, differ, misspelt);
        assertEquals(text.charAt(first), misspelt.charAt(first + 1));
    }
}
