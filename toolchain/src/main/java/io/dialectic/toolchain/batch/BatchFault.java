package io.dialectic.toolchain.batch;

import io.dialectic.base.Sha256;
import io.dialectic.toolchain.RunRequest;
import java.util.ArrayList;
import java.util.List;

/**
 * A batch process that faulted (signal, odd exit) while running a program whose lone run does not: the
 * program's record is its lone run, and this keeps the batch's side, so a fault that needs the programs before it (state
 * shared across chunks) can be studied and never counts as a crash of the program.
 *
 * @param position      the program's place in the batch (0-based)
 * @param batchSize     programs in the batch
 * @param before        SHA-256 of the programs that ran before it in the same process, in order
 * @param stderrTail    the batch's stderr from the end of the previous program's part (at most 64 KiB)
 */
public record BatchFault(
        int position, int batchSize, Integer exitCode, Integer signal, List<String> before, String stderrTail) {
    static final int MAX_TAIL = 64 * 1024;

    public BatchFault {
        before = before == null ? List.of() : List.copyOf(before);
        stderrTail = stderrTail == null ? "" : stderrTail;
    }

    static BatchFault of(
            BatchRunner.Started s, int position, int size, List<RunRequest> requests, List<Integer> batch) {
        List<String> before = new ArrayList<>();
        for (int i = 0; i < position; i++)
            before.add(Sha256.ofProgram(requests.get(batch.get(i)).programText()));
        String endPrev = "\n" + s.file().endLine(position) + "\n";
        int at = s.stderr().indexOf(endPrev);
        String tail = at < 0 ? s.stderr() : s.stderr().substring(at + endPrev.length());
        if (tail.length() > MAX_TAIL) tail = tail.substring(0, MAX_TAIL);
        return new BatchFault(position, size, s.result().exitCode(), s.result().signal(), before, tail);
    }

    /** One line for a log: what ended the batch. */
    public String summary() {
        String end = signal != null ? "signal " + signal : "exit " + exitCode;
        return "batch of " + batchSize + " " + end + " at program " + (position + 1) + "; alone it did not";
    }
}
