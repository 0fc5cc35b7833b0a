package io.dialectic.base.storage;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The end of an append-only JSON Lines file after a kill -9: the last record may be cut in the middle
 * (no final newline). Resuming must cut that torn tail off, not keep it: kept, it would be read as a
 * broken line (an error row in every later analysis) and the next record glued to it. The run it held
 * is not lost: it is not in the file, so the resumed verb runs it again.
 */
public final class JsonlTail {
    private JsonlTail() {}

    /** Cuts a last line without its newline; returns a warning naming the file and the bytes cut, or empty when the file ended cleanly. */
    public static Optional<String> trimTorn(Path file) throws IOException {
        if (!Files.isRegularFile(file)) return Optional.empty();
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            long len = f.length();
            if (len == 0) return Optional.empty();
            long end = len;
            byte[] buf = new byte[8192];
            // Walk back to the last newline, a block at a time (records can be megabytes long).
            while (end > 0) {
                int n = (int) Math.min(buf.length, end);
                f.seek(end - n);
                f.readFully(buf, 0, n);
                int i = n - 1;
                while (i >= 0 && buf[i] != '\n') i--;
                if (i >= 0) {
                    end = end - n + i + 1;
                    break;
                }
                end -= n;
            }
            if (end == len) return Optional.empty();
            long lineNo = countLines(f, end) + 1;
            f.setLength(end);
            return Optional.of("warning: " + file + " ended in a torn record (line " + lineNo + ", " + (len - end)
                    + " bytes, cut by an interruption while it was written): removed; its run is done again");
        }
    }

    private static long countLines(RandomAccessFile f, long upTo) throws IOException {
        long lines = 0;
        byte[] buf = new byte[65536];
        f.seek(0);
        long left = upTo;
        while (left > 0) {
            int n = f.read(buf, 0, (int) Math.min(buf.length, left));
            if (n < 0) break;
            for (int i = 0; i < n; i++) if (buf[i] == '\n') lines++;
            left -= n;
        }
        return lines;
    }
}
