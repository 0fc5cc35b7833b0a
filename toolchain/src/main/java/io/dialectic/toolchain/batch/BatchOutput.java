package io.dialectic.toolchain.batch;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Cuts what one batch process printed back into what each program's lone run would have printed ({@link BatchFile}'s
 * layout). Pure: the bytes in, one {@link Part} per program that finished, in order.
 *
 * <p>A program has finished when {@code END(k+1)}'s diagnostic is on stderr (its chunk and, in an observed batch, its
 * separator ran to their end, so their action log was flushed). Its stdout is whole only when the output marker after
 * it arrived (stdout is buffered across chunks: a crash later in the batch loses its tail). mlir-opt-22 reports
 * {@code expected-*} comments that were not met at the end of the whole process; those reports are handed to the
 * program whose lines they name, and a batch that did not reach its end leaves programs with such comments unfinished.
 */
final class BatchOutput {
    /** The line mlir-opt prints on stderr as each chunk installs its action logger (observed batches only). */
    static final String LOGGER_BANNER = "ExecutionContext registered on the context\n";

    private static final Pattern REPORT_LOC = Pattern.compile("^input\\.mlir:(\\d+):\\d+: ", Pattern.MULTILINE);

    /**
     * What program {@code k} printed.
     *
     * @param stdout its output (plain batch) or its part of the action log (observed batch); null when it did not arrive whole
     * @param endMs  when its END line was read, from the process start
     */
    record Part(String stderr, String stdout, long endMs) {}

    /**
     * Per program: its part, or null when it did not finish; {@code complete}: the process reached its last END line;
     * {@code separatorFault}: the process died in the separator after this program (which finished), else -1.
     */
    record Cut(List<Part> parts, boolean complete, boolean anyStarted, int separatorFault) {}

    private BatchOutput() {}

    static Cut cut(BatchFile f, String stderr, String stdout, long[] endMs) {
        int n = f.size();
        // Where each END(k) block begins and ends on stderr (-1: not there).
        int[] blockStart = new int[n + 1];
        int[] blockEnd = new int[n + 1];
        int from = 0;
        int found = 0;
        for (int k = 0; k <= n; k++) {
            int at = stderr.indexOf("\n" + f.endLine(k) + "\n", from);
            if (at < 0) break;
            int lineStart = at + 1;
            int errorLine = stderr.lastIndexOf('\n', at - 1) + 1; // the diagnostic's own line, before the excerpt
            int caretEnd = stderr.indexOf('\n', lineStart + f.endLine(k).length() + 1);
            blockStart[k] = errorLine;
            blockEnd[k] = caretEnd < 0 ? stderr.length() : caretEnd + 1;
            from = blockEnd[k];
            found = k + 1;
        }
        boolean complete = found == n + 1;
        // An observed batch that died after program k's chunk, in its separator (a pass that crashes on an empty
        // module).
        // Program k's stderr is whole, but not its log: the action log is buffered across chunks, so what a crash
        // leaves
        // unflushed is lost; program k runs alone (the runner sees the separator fault and runs the rest alone too).
        int sepFault = -1;
        if (f.observed() && !complete && found > 0 && found <= n) {
            String rest = stderr.substring(blockEnd[found - 1]);
            if (rest.startsWith(LOGGER_BANNER) && rest.indexOf("\n" + LOGGER_BANNER, 1) > 0) sepFault = found - 1;
        }
        List<String> outputs = f.observed() ? null : outputs(f, stdout);
        List<String> logs = f.observed() ? logs(f, stdout, complete) : null;
        String tail = complete ? stderr.substring(blockEnd[n]) : "";
        List<StringBuilder> reports = reports(f, tail);
        List<Part> parts = new ArrayList<>(n);
        for (int k = 0; k < n; k++) {
            if (k + 1 >= found) {
                parts.add(null);
                continue;
            }
            String seg = stderr.substring(blockEnd[k], blockStart[k + 1]);
            if (f.observed()) seg = ownPart(seg);
            seg = f.lonely(seg, k);
            if (reports != null && reports.get(k) != null) seg += reports.get(k);
            String out = f.observed() ? (logs == null ? null : logs.get(k)) : outputs.get(k);
            parts.add(new Part(seg, out, endMs == null || k + 1 >= endMs.length ? 0 : endMs[k + 1]));
        }
        return new Cut(parts, complete, found > 0, sepFault);
    }

    /**
     * In an observed batch, every chunk's stderr begins with the logger's banner: the program's segment is its own
     * banner and what follows, up to its separator's banner (the separator and END chunks print theirs after it).
     */
    private static String ownPart(String seg) {
        // Drop END's banner (the segment's last line), then cut at the separator's.
        if (seg.endsWith(LOGGER_BANNER)) seg = seg.substring(0, seg.length() - LOGGER_BANNER.length());
        int sep = seg.lastIndexOf(LOGGER_BANNER);
        if (sep > 0 && seg.charAt(sep - 1) == '\n') seg = seg.substring(0, sep);
        return seg;
    }

    /** Program k's output (null when its marker did not arrive): chunks are END(0), P0, END(1), P1, ..., so P_k is chunk 2k+1. */
    private static List<String> outputs(BatchFile f, String stdout) {
        String marker = f.outputMarker() + "\n";
        List<String> chunks = new ArrayList<>();
        int at = 0;
        while (true) {
            int m = stdout.indexOf(marker, at);
            if (m < 0) break;
            chunks.add(stdout.substring(at, m));
            at = m + marker.length();
        }
        List<String> out = new ArrayList<>(f.size());
        for (int k = 0; k < f.size(); k++) out.add(2 * k + 1 < chunks.size() ? chunks.get(2 * k + 1) : null);
        return out;
    }

    /**
     * Each program's part of the action log: the lines between separator k-1's actions and separator k's. Every action a
     * separator begins names it; after its last one only completions follow. Null for all when a separator that ran left
     * no line although the log has some (a pipeline whose passes never run on a module): the parts cannot be told apart.
     */
    private static List<String> logs(BatchFile f, String log, boolean complete) {
        List<String> lines = log.lines().toList();
        List<String> out = new ArrayList<>(f.size());
        int at = 0;
        for (int k = 0; k < f.size(); k++) {
            String name = f.sepName(k);
            int first = -1;
            for (int i = at; i < lines.size(); i++) {
                if (opens(lines.get(i)) && names(lines.get(i), name)) {
                    first = i;
                    break;
                }
            }
            if (first < 0) {
                // A whole log without this separator's actions cannot be cut; in a batch that died, the log's tail (up
                // to
                // a buffer) is lost, so a program's part is whole only when its separator's actions arrived after it.
                if (complete && !lines.isEmpty()) return null;
                out.add(null);
                continue;
            }
            out.add(join(lines, at, first));
            // The separator's actions: each top-level one opens on the separator module (and names it); what a pass
            // does
            // inside it (patterns on ops the pass created there) nests, so it ends where the depth is back to zero and
            // the
            // next top-level action is not the separator's.
            int depth = 0;
            int end = first;
            while (end < lines.size()) {
                String line = lines.get(end);
                if (depth == 0 && !(opens(line) && names(line, name))) break;
                if (opens(line)) depth++;
                else if (line.contains("] completed `")) depth--;
                end++;
            }
            at = end;
        }
        return out;
    }

    /** The line opens an action ({@code begins}, or {@code skipping} one a breakpoint holds: both are closed by a completion). */
    private static boolean opens(String line) {
        return line.contains("] begins ") || line.contains("] skipping ");
    }

    /** The line names the separator: {@code @NAME } in custom form, {@code sym_name = "NAME"} in generic form. */
    private static boolean names(String line, String name) {
        int at = line.indexOf(name);
        if (at < 0) return false;
        int end = at + name.length();
        return end < line.length() && !Character.isDigit(line.charAt(end));
    }

    private static String join(List<String> lines, int from, int to) {
        StringBuilder sb = new StringBuilder();
        for (int i = from; i < to; i++) sb.append(lines.get(i)).append('\n');
        return sb.toString();
    }

    /** mlir-opt-22's end-of-process reports, each handed to the program whose line it names (null: none for it). */
    private static List<StringBuilder> reports(BatchFile f, String tail) {
        List<StringBuilder> out = new ArrayList<>(f.size());
        for (int k = 0; k < f.size(); k++) out.add(null);
        if (tail.isEmpty()) return out;
        Matcher m = REPORT_LOC.matcher(tail);
        List<int[]> starts = new ArrayList<>();
        while (m.find()) starts.add(new int[] {m.start(), Integer.parseInt(m.group(1))});
        if (starts.isEmpty() || starts.get(0)[0] != 0)
            throw new IllegalStateException("unexpected text after the batch's last program");
        for (int i = 0; i < starts.size(); i++) {
            int end = i + 1 < starts.size() ? starts.get(i + 1)[0] : tail.length();
            int k = f.programAt(starts.get(i)[1]);
            if (k < 0) throw new IllegalStateException("a report after the batch names no program's line");
            if (out.get(k) == null) out.set(k, new StringBuilder());
            out.get(k).append(f.lonely(tail.substring(starts.get(i)[0], end), k));
        }
        return out;
    }
}
