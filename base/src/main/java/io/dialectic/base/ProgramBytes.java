package io.dialectic.base;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * A program file is bytes; Dialectic carries it as a String. One bad byte must not stop a job, and
 * the compiler must still get the exact bytes, so decoding is lenient and reversible:
 *
 * <ul>
 *   <li>{@link #decode}: UTF-8, except that each byte that is not part of a well-formed UTF-8
 *       sequence becomes the lone surrogate {@code U+DC00 + byte} (Python's "surrogateescape").
 *       Valid UTF-8 decodes exactly as {@code new String(bytes, UTF_8)}.</li>
 *   <li>{@link #encode}: the inverse; {@code encode(decode(b))} equals {@code b} for every
 *       {@code b}. {@link ToolRunner} writes the program with it, so the tool reads the file's bytes.</li>
 *   <li>{@link #readable}: the escaped bytes as U+FFFD, for what people read (records, reports).</li>
 * </ul>
 * A file that is truly unusable as a program ({@link #unusable}: binary data, not text) is skipped by
 * the caller with a warning that names it. Binary means that more than one byte in {@value #BINARY_SHARE}
 * of its first 64 KiB is a control byte (NUL and the like; tab, newlines, form feed and escape are text) or
 * not part of valid UTF-8. One NUL is no proof: the MLIR test suite itself has a program with a NUL byte
 * in its whitespace ({@code @zero_whitespace}, accepted by mlir-opt), while a PNG or a core dump is far
 * above the threshold.
 */
public final class ProgramBytes {
    private static final int ESCAPE = 0xDC00;
    /** Binary when more than 1 byte in this many is a control byte or not UTF-8. */
    static final int BINARY_SHARE = 8;

    private ProgramBytes() {}

    /** A program file read leniently: its text, and how many bytes were not UTF-8. */
    public record Read(String text, int malformedBytes) {
        /** A warning naming {@code file} when some bytes were not UTF-8, else empty. */
        public Optional<String> warning(Object file) {
            return malformedBytes == 0
                    ? Optional.empty()
                    : Optional.of(file + ": " + malformedBytes
                            + " byte(s) not valid UTF-8 (kept as they are for the tool, shown as \uFFFD)");
        }
    }

    /** Reads a program file; fails only when it cannot be read or is {@link #unusable} ({@link #reason} says why). */
    public static Read read(Path file) throws IOException {
        byte[] b = Files.readAllBytes(file);
        Optional<String> why = unusable(b);
        if (why.isPresent()) throw new IOException(why.get());
        String text = decode(b);
        return new Read(text, countEscapes(text));
    }

    /** Why {@link #read} failed, in words, without naming the file (the caller names it). */
    public static String reason(IOException e) {
        if (e instanceof NoSuchFileException) return "no such file";
        if (e instanceof AccessDeniedException) return "permission denied";
        if (e instanceof FileSystemException f && f.getReason() != null) return f.getReason();
        return e.getMessage() == null ? "cannot read" : e.getMessage();
    }

    /** Why these bytes are no program ("binary, not MLIR text (...)"), or empty when they are text. */
    public static Optional<String> unusable(byte[] b) {
        int scanned = Math.min(b.length, 64 * 1024);
        int odd = 0;
        int i = 0;
        while (i < scanned) {
            int n = sequenceLength(b, i);
            if (n == 0) {
                odd++;
                i++;
                continue;
            }
            if (n == 1 && isControl(b[i])) odd++;
            i += n;
        }
        if ((long) odd * BINARY_SHARE <= scanned) return Optional.empty();
        return Optional.of("binary, not MLIR text (" + odd + " of its first " + scanned
                + " bytes are control bytes or not UTF-8)");
    }

    /** A control byte that text does not hold: all below 0x20 but tab, newline, vertical tab, form feed, carriage return and escape; and DEL. */
    private static boolean isControl(byte c) {
        return (c >= 0 && c < 0x20 && c != '\t' && c != '\n' && c != 0x0B && c != '\f' && c != '\r' && c != 0x1B)
                || c == 0x7F;
    }

    public static String decode(byte[] b) {
        StringBuilder sb = null;
        int i = 0;
        while (i < b.length) {
            int n = sequenceLength(b, i);
            if (n > 0) {
                if (sb != null) sb.append(new String(b, i, n, StandardCharsets.UTF_8));
                i += n;
            } else {
                if (sb == null)
                    sb = new StringBuilder(b.length + 16).append(new String(b, 0, i, StandardCharsets.UTF_8));
                sb.append((char) (ESCAPE + (b[i] & 0xFF)));
                i++;
            }
        }
        return sb == null ? new String(b, StandardCharsets.UTF_8) : sb.toString();
    }

    public static byte[] encode(String s) {
        if (!hasEscape(s)) return s.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream(s.length() + 16);
        int from = 0;
        for (int i = 0; i < s.length(); i++) {
            if (isEscape(s, i)) {
                out.writeBytes(s.substring(from, i).getBytes(StandardCharsets.UTF_8));
                out.write(s.charAt(i) - ESCAPE);
                from = i + 1;
            }
        }
        out.writeBytes(s.substring(from).getBytes(StandardCharsets.UTF_8));
        return out.toByteArray();
    }

    /** The text with each escaped byte shown as U+FFFD. */
    public static String readable(String s) {
        if (!hasEscape(s)) return s;
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) sb.append(isEscape(s, i) ? '\uFFFD' : s.charAt(i));
        return sb.toString();
    }

    /** Writes {@code text} as its exact bytes. */
    public static void write(Path file, String text) throws IOException {
        Files.write(file, encode(text));
    }

    private static int countEscapes(String s) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) if (isEscape(s, i)) n++;
        return n;
    }

    private static boolean hasEscape(String s) {
        for (int i = 0; i < s.length(); i++) if (isEscape(s, i)) return true;
        return false;
    }

    /** A lone low surrogate U+DC80..U+DCFF (no high surrogate before it) is an escaped byte. */
    private static boolean isEscape(String s, int i) {
        char c = s.charAt(i);
        return c >= ESCAPE + 0x80 && c <= ESCAPE + 0xFF && (i == 0 || !Character.isHighSurrogate(s.charAt(i - 1)));
    }

    /** Length of the well-formed UTF-8 sequence at {@code i} (RFC 3629: no overlongs, no surrogates, max U+10FFFF), or 0. */
    private static int sequenceLength(byte[] b, int i) {
        int c = b[i] & 0xFF;
        if (c < 0x80) return 1;
        int n;
        int min;
        int max = 0xBF;
        if (c >= 0xC2 && c <= 0xDF) {
            n = 2;
            min = 0x80;
        } else if (c >= 0xE0 && c <= 0xEF) {
            n = 3;
            min = c == 0xE0 ? 0xA0 : 0x80;
            if (c == 0xED) max = 0x9F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            n = 4;
            min = c == 0xF0 ? 0x90 : 0x80;
            if (c == 0xF4) max = 0x8F;
        } else {
            return 0;
        }
        if (i + n > b.length) return 0;
        int c1 = b[i + 1] & 0xFF;
        if (c1 < min || c1 > max) return 0;
        for (int k = 2; k < n; k++) {
            int ck = b[i + k] & 0xFF;
            if (ck < 0x80 || ck > 0xBF) return 0;
        }
        return n;
    }
}
