package io.dialectic.toolchain.importer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.toolchain.CrashCases;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.crash.FunctionIdentities;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Bad input is a per-record error naming file and line; the rest of the input is read ("Robustness failures"). */
class BadInputTest {
    // the importers' keys from the traces alone: an unnamed frame stays module+offset whatever is installed here
    private final RunSources sources =
            RunSources.defaults(new Judge(OutcomeClassifier.defaults(), FunctionIdentities.NONE));

    /** Three good records of real crash cases, as run writes them. */
    private List<String> goodLines() throws Exception {
        List<String> out = new ArrayList<>();
        for (String id : List.of("v19_r1_c00006", "v19_r1_c00009", "v19_r1_c00035")) {
            out.add(RunRecordsJsonl.toLine(CaseDirectorySource.readCase(CrashCases.dir(id))));
        }
        return out;
    }

    @Test
    void invalidUtf8IsAnErrorForItsLineOnly(@TempDir Path tmp) throws Exception {
        List<String> good = goodLines();
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.write((good.get(0) + "\n").getBytes(StandardCharsets.UTF_8));
        // the second record with one byte that is no UTF-8 (0xff) inside its stderr
        byte[] second = good.get(1).getBytes(StandardCharsets.UTF_8);
        int at = good.get(1).indexOf("Stack dump");
        second[at] = (byte) 0xff;
        b.write(second);
        b.write('\n');
        b.write((good.get(2) + "\n").getBytes(StandardCharsets.UTF_8));
        Path f = tmp.resolve("runs.jsonl");
        Files.write(f, b.toByteArray());
        List<RunRecord> rs = sources.readAll(List.of(f));
        assertEquals(3, rs.size());
        assertEquals("v19_r1_c00006", rs.get(0).runId());
        assertEquals("runs.jsonl:2", rs.get(1).runId());
        assertEquals(
                "line 2: invalid UTF-8 at byte " + at + " of the line",
                rs.get(1).error());
        assertEquals("v19_r1_c00035", rs.get(2).runId());
        assertEquals(Outcome.CRASH, rs.get(2).outcome());
    }

    @Test
    void recordWithoutRunIdIsAnErrorNamingItsLine(@TempDir Path tmp) throws Exception {
        List<String> good = goodLines();
        Path f = tmp.resolve("runs.jsonl");
        Files.writeString(
                f,
                good.get(0) + "\n" + good.get(1).replace("\"run_id\":\"v19_r1_c00009\",", "") + "\r\n" + good.get(2)
                        + "\n");
        List<RunRecord> rs = sources.readAll(List.of(f));
        assertEquals(3, rs.size());
        assertEquals("runs.jsonl:2", rs.get(1).runId());
        assertEquals("line 2: no run_id", rs.get(1).error());
        assertNull(rs.get(1).outcome());
        assertEquals(Outcome.CRASH, rs.get(2).outcome());
    }

    @Test
    void duplicateRunIdsAreReportedAndTheSameFileIsReadOnce(@TempDir Path tmp) throws Exception {
        List<String> good = goodLines();
        Path f = tmp.resolve("runs.jsonl");
        Files.writeString(f, good.get(0) + "\n" + good.get(1) + "\n" + good.get(0) + "\n");
        List<String> warnings = new ArrayList<>();
        List<RunRecord> rs = sources.readAll(List.of(f, tmp.resolve(".").resolve("runs.jsonl")), warnings::add);
        assertEquals(3, rs.size(), "the file given twice is read once");
        assertEquals(1, warnings.size());
        RunRecord dup = rs.get(2);
        assertEquals("v19_r1_c00006#dup2", dup.runId());
        assertTrue(dup.error().startsWith("duplicate run_id 'v19_r1_c00006'"), dup.error());
        assertNull(dup.outcome(), "a duplicate is not counted as a run");
    }

    /** A 40 MB stderr in one record (over the 32 MiB line limit): an error that says why, and the next line is read. */
    @Test
    void overSizeLineIsAnErrorWithItsReason(@TempDir Path tmp) throws Exception {
        List<String> good = goodLines();
        Path f = tmp.resolve("runs.jsonl");
        try (OutputStream out = Files.newOutputStream(f)) {
            out.write(("{\"run_id\":\"huge\",\"exit_code\":-11,\"signal\":11,\"stderr\":\"")
                    .getBytes(StandardCharsets.UTF_8));
            byte[] chunk = "x".repeat(1 << 20).getBytes(StandardCharsets.UTF_8);
            for (int i = 0; i < 40; i++) out.write(chunk);
            out.write("\"}\n".getBytes(StandardCharsets.UTF_8));
            out.write((good.get(0) + "\n").getBytes(StandardCharsets.UTF_8));
        }
        List<RunRecord> rs = sources.readAll(List.of(f));
        assertEquals(2, rs.size());
        assertEquals("runs.jsonl:1", rs.get(0).runId());
        assertTrue(
                rs.get(0).error().startsWith("line 1: a record of 41.9 MB, over the 32 MiB limit of one line"),
                rs.get(0).error());
        assertEquals("v19_r1_c00006", rs.get(1).runId());
    }

    /** A stderr file with a byte that is no UTF-8 (a crashing tool printing garbage) is still read and keyed. */
    @Test
    void invalidUtf8InACaseStderrIsReplacedNotFatal(@TempDir Path tmp) throws Exception {
        Path src = CrashCases.dir("v19_r1_c00006");
        Path c = Files.createDirectories(tmp.resolve("cases").resolve("garbage"));
        for (String f : List.of("input.mlir", "exit_code.txt", "tool.txt", "meta.json"))
            Files.copy(src.resolve(f), c.resolve(f));
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.write(new byte[] {(byte) 0xc3, (byte) 0x28, '\n'}); // an invalid 2-byte sequence
        b.write(Files.readAllBytes(src.resolve("stderr.txt")));
        Files.write(c.resolve("stderr.txt"), b.toByteArray());
        RunRecord r = sources.readAll(List.of(c)).get(0);
        assertNull(r.error());
        assertEquals("site: mlir::affine::AffineForOp::fold", r.crashKey());
    }
}
