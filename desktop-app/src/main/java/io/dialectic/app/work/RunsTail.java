package io.dialectic.app.work;

import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Follows a growing runs.jsonl (a campaign being written): each
 * {@link #poll()} returns the records of the complete lines appended since the
 * last call. A line still being written (no newline yet) waits for the next
 * poll; a broken line is counted, never fatal.
 */
public final class RunsTail {
    private final Path file;
    private long offset;
    private long broken;

    public RunsTail(Path file) {
        this.file = file;
    }

    public List<RunRecord> poll() throws IOException {
        List<RunRecord> out = new ArrayList<>();
        if (!Files.exists(file)) return out;
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "r")) {
            long len = f.length();
            if (len <= offset) return out;
            byte[] buf = new byte[(int) Math.min(len - offset, 64L << 20)];
            f.seek(offset);
            f.readFully(buf);
            int lastNl = -1;
            for (int i = buf.length - 1; i >= 0; i--) {
                if (buf[i] == '\n') {
                    lastNl = i;
                    break;
                }
            }
            if (lastNl < 0) return out;
            String text = new String(buf, 0, lastNl + 1, StandardCharsets.UTF_8);
            offset += lastNl + 1;
            for (String line : text.split("\n")) {
                if (line.isBlank()) continue;
                try {
                    out.add(RunRecordsJsonl.fromLine(line));
                } catch (IOException e) {
                    broken++;
                }
            }
        }
        return out;
    }

    public long brokenLines() {
        return broken;
    }
}
