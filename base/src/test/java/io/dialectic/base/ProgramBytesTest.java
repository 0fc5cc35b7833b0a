package io.dialectic.base;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.SharedData;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Program files are carried as text without losing a byte; binary files are refused by name. */
class ProgramBytesTest {
    @TempDir
    Path tmp;

    @Test
    void validUtf8DecodesAsUsual() throws IOException {
        Path program = SharedData.testsuite().resolve("custom").resolve("s0001.mlir");
        byte[] b = Files.readAllBytes(program);
        assertEquals(new String(b, StandardCharsets.UTF_8), ProgramBytes.decode(b));
        assertEquals(0, ProgramBytes.read(program).malformedBytes());
        assertEquals(
                Sha256.ofProgram(Files.readString(program)),
                Sha256.ofProgram(ProgramBytes.read(program).text()));
    }

    @Test
    void invalidUtf8KeepsItsExactBytes() throws IOException {
        // A real program with a Latin-1 comment line (0xE9) and a lone continuation byte (0x80).
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.writeBytes("// caf".getBytes(StandardCharsets.US_ASCII));
        b.write(0xE9);
        b.writeBytes(" na".getBytes(StandardCharsets.US_ASCII));
        b.write(0x80);
        b.writeBytes("ve, ok \u00e9\n".getBytes(StandardCharsets.UTF_8));
        b.writeBytes(Files.readAllBytes(SharedData.testsuite().resolve("custom").resolve("s0002.mlir")));
        Path f = Files.write(tmp.resolve("latin.mlir"), b.toByteArray());

        ProgramBytes.Read read = ProgramBytes.read(f);
        assertEquals(2, read.malformedBytes());
        assertArrayEquals(b.toByteArray(), ProgramBytes.encode(read.text()));
        assertTrue(
                ProgramBytes.readable(read.text()).startsWith("// caf\uFFFD na\uFFFDve, ok \u00e9\n"),
                ProgramBytes.readable(read.text()));
        assertTrue(read.warning(f).orElseThrow().startsWith(f + ": 2 byte(s) not valid UTF-8"));
        ProgramBytes.write(tmp.resolve("copy.mlir"), read.text());
        assertArrayEquals(b.toByteArray(), Files.readAllBytes(tmp.resolve("copy.mlir")));
    }

    @Test
    void binaryDataIsNoProgram() throws IOException {
        // The repository's own PNG: its header holds NUL bytes at offset 8.
        Path png = SharedData.repoRoot().resolve("docs").resolve("report-sample.png");
        Path f = Files.copy(png, tmp.resolve("picture.mlir"));
        IOException e = assertThrows(IOException.class, () -> ProgramBytes.read(f));
        assertTrue(ProgramBytes.reason(e).startsWith("binary, not MLIR text ("), ProgramBytes.reason(e));
    }

    @Test
    void oneNulByteInWhitespaceIsStillAProgram() throws IOException {
        // s5786 (@zero_whitespace): a NUL between two spaces, which MLIR's lexer skips; mlir-opt-19 accepts the file.
        Path f = SharedData.testsuite().resolve("custom").resolve("s5786.mlir");
        byte[] b = Files.readAllBytes(f);
        assertTrue(new String(b, StandardCharsets.ISO_8859_1).contains("  \0  // This is a \\0 byte."));
        assertArrayEquals(b, ProgramBytes.encode(ProgramBytes.read(f).text()));
    }
}
