package io.dialectic.analytics.source;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * The lines of a byte stream, ended as {@link java.io.BufferedReader#readLine} ends them ({@code \n}, {@code \r} or
 * {@code \r\n}; a last line without an end is a line), handed out undecoded as slices of chunks that are never written
 * again: a featurizing thread decodes its lines, the reader only finds where they end. Decoding every line into a
 * {@code String} on the reading thread, and JSON from that String, made the one reading thread the bottleneck;
 * Jackson reads the bytes of an ASCII line directly, for less.
 */
final class ByteLines {
    /**
     * Where a line goes: bytes {@code [from, to)} of {@code chunk}, which nothing writes again; {@code ascii}: the line
     * holds no byte over 127 (false may also mean the bytes after its end, in the same eight, do: it is a hint that
     * sends a line the safe way, found on the way for the price of an OR).
     */
    interface Sink {
        void line(byte[] chunk, int from, int to, boolean ascii);
    }

    /** Bytes a chunk holds (a line longer than that gets a chunk of its own, twice its length so far). */
    static final int CHUNK = 1 << 20;

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101_0101_0101_0101L, HIGHS = 0x8080_8080_8080_8080L;
    private static final long LFS = 0x0A0A_0A0A_0A0A_0A0AL, CRS = 0x0D0D_0D0D_0D0D_0D0DL;

    private ByteLines() {}

    /** Every line of {@code in}, in order; an I/O error ends the lines with the ones before it handed out. */
    static void split(InputStream in, Sink sink) throws IOException {
        split(in, sink, CHUNK);
    }

    /** {@link #split} in chunks of {@code chunk} bytes (a test's small chunks put line ends on their edges). */
    static void split(InputStream in, Sink sink, int chunk) throws IOException {
        byte[] buf = new byte[chunk];
        int len = 0; // bytes read into buf
        int start = 0; // the first byte of the open line
        boolean skipLf = false; // the last line ended at \r: a \n right after it ends nothing
        long or = 0; // the bytes of the open line read so far, OR-ed (and maybe some after its end)
        for (; ; ) {
            if (len == buf.length) {
                // the lines before the open one are handed out: the open one moves to a new chunk
                int open = len - start;
                if (open > Integer.MAX_VALUE / 2 - 16) throw new IOException("a line of over 1 GB");
                byte[] next = new byte[Math.max(chunk, open > chunk / 2 ? 2 * open : 0)];
                System.arraycopy(buf, start, next, 0, open);
                buf = next;
                len = open;
                start = 0;
            }
            int scan = len;
            int n = in.read(buf, len, buf.length - len);
            if (n < 0) break;
            len += n;
            while (scan < len) {
                if (skipLf) {
                    skipLf = false;
                    if (buf[scan] == '\n') start = ++scan;
                    continue;
                }
                // the first \n or \r from scan on, eight bytes a step (a zero byte of word ^ pattern); the flag of
                // the lowest byte is exact (flags above it may be false: a borrow)
                int end = -1, i = scan;
                for (; i + 8 <= len; i += 8) {
                    long w = (long) LONGS.get(buf, i);
                    or |= w;
                    long lf = w ^ LFS, cr = w ^ CRS;
                    long found = ((lf - ONES) & ~lf | (cr - ONES) & ~cr) & HIGHS;
                    if (found != 0) {
                        end = i + (Long.numberOfTrailingZeros(found) >>> 3);
                        break;
                    }
                }
                if (end < 0) {
                    for (; i < len; i++) {
                        byte c = buf[i];
                        if (c == '\n' || c == '\r') {
                            end = i;
                            break;
                        }
                        or |= c;
                    }
                }
                if (end < 0) break;
                sink.line(buf, start, end, (or & HIGHS) == 0);
                or = 0;
                skipLf = buf[end] == '\r';
                start = scan = end + 1;
            }
        }
        if (start < len) sink.line(buf, start, len, (or & HIGHS) == 0);
    }

    /** {@link String#isBlank} of the line decoded as UTF-8. */
    static boolean blank(byte[] b, int from, int to) {
        for (int i = from; i < to; i++) {
            byte c = b[i];
            if (c < 0) return text(b, from, to).isBlank();
            if (!Character.isWhitespace(c)) return false;
        }
        return true;
    }

    /** The line decoded as UTF-8, malformed input replaced (as a text reader of the file decodes it). */
    static String text(byte[] b, int from, int to) {
        return new String(b, from, to - from, StandardCharsets.UTF_8);
    }
}
