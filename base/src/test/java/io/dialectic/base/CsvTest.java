package io.dialectic.base;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

class CsvTest {
    /** A crash key and a pipeline as a batch's index holds them: commas, quotes, a line break. */
    private static final List<String> ROW = List.of(
            "cluster-001",
            "Assertion `isa<To>(Val) && \"cast<Ty>() argument of incompatible type!\"' failed | mlir::Op::verify",
            "func.func:canonicalize{max-iterations=1},cse",
            "line one\nline two",
            "");

    @Test
    void aTableReadsBackAsWritten() throws Exception {
        String text = Csv.table(List.of("cluster", "key", "pipeline", "note", "empty"), List.of(ROW, ROW));
        List<List<String>> back = new ArrayList<>();
        for (CSVRecord r : CSVFormat.DEFAULT.parse(new StringReader(text))) back.add(r.toList());
        assertEquals(List.of(List.of("cluster", "key", "pipeline", "note", "empty"), ROW, ROW), back);
        assertEquals("cluster,key,pipeline,note,empty\n", text.substring(0, text.indexOf('\n') + 1));
    }

    @Test
    void aLineEndsInANewlineAndNullIsEmpty() {
        List<Object> fields = new ArrayList<>(List.of("r1", "a,b", 3));
        fields.add(null);
        assertEquals("r1,\"a,b\",3,\n", Csv.line(fields));
    }
}
