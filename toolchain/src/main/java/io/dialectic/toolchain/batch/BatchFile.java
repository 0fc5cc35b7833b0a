package io.dialectic.toolchain.batch;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one input file of a batch: programs joined for {@code mlir-opt --split-input-file=MARKER}, laid out so that each
 * program's chunk, its stderr and its stdout can be cut back out and read as its lone run would print them.
 *
 * <p>Layout, with {@code M} a split marker holding a random nonce (never a program's text, so mlir-opt's near-miss
 * warning for {@code // -----} cannot fire either):
 *
 * <pre>
 * END(0)
 * M
 * program 0            (ends in a newline)
 * M
 * [SEP(0)  M]          (observed batches only)
 * END(1)
 * M
 * program 1 ...
 * </pre>
 *
 * {@code END(k)} is the line {@code @dialectic_end_NONCE_k}: a chunk that fails to parse at once, so its diagnostic
 * (location, the line itself, a caret) lands on stderr after everything program {@code k-1} printed there, unbuffered.
 * Its chunk prints nothing on stdout, so stdout's output markers stay aligned. {@code SEP(k)} is an empty module named
 * {@code @dialectic_sep_NONCE_k}: its actions, which name it, end program k's part of the action log on stdout.
 *
 * <p>Locations: a program's chunk begins with the newline left of its marker line, so its line L is the chunk's line
 * L+1. mlir-opt-19 prints {@code within split at input.mlir:N offset :L+1:C}, mlir-opt-22 the line in the whole file;
 * {@link #lonely} rewrites both to {@code input.mlir:L:C}, as the lone run prints it.
 */
public final class BatchFile {
    /** The run's input file name, as in a lone run, so diagnostics name the same file. */
    public static final String INPUT = "input.mlir";

    private static final String MARKER_PREFIX = "// dialectic-chunk-";
    private static final String OUT_PREFIX = "// dialectic-out-";
    private static final String END_PREFIX = "@dialectic_end_";
    private static final String SEP_PREFIX = "@dialectic_sep_";
    /** A location in a chunk: mlir-opt-19's {@code within split at input.mlir:N offset :L:C}, or mlir-opt-22's whole-file one. */
    private static final Pattern LOC =
            Pattern.compile("(within split at input\\.mlir:\\d+ offset |input\\.mlir)(\"?):(\\d+):(\\d+)");

    private final String nonce;
    private final String text;
    private final int[] markerLine; // the whole-file line of the marker line each program's chunk starts on
    private final int[] lastLine; // the whole-file line of each program's last line
    private final boolean observed;

    private BatchFile(String nonce, String text, int[] markerLine, int[] lastLine, boolean observed) {
        this.nonce = nonce;
        this.text = text;
        this.markerLine = markerLine;
        this.lastLine = lastLine;
        this.observed = observed;
    }

    /**
     * Whether a program can share a process at all: it ends in a newline (so the marker after it starts a line and its
     * last line reads as alone) and holds no marker of ours.
     */
    public static boolean fits(String program) {
        return program.endsWith("\n")
                && !program.contains("dialectic-chunk-")
                && !program.contains("dialectic-out-")
                && !program.contains(END_PREFIX)
                && !program.contains(SEP_PREFIX);
    }

    /** Lays out {@code programs} (each {@link #fits}); {@code observed} adds the action-log separators. */
    public static BatchFile of(List<String> programs, boolean observed) {
        String nonce = Long.toHexString(ThreadLocalRandom.current().nextLong() | 1L << 62);
        String m = MARKER_PREFIX + nonce;
        StringBuilder sb =
                new StringBuilder(programs.stream().mapToInt(String::length).sum() + programs.size() * 120);
        int line = 1;
        int[] markerLine = new int[programs.size()];
        int[] lastLine = new int[programs.size()];
        sb.append(END_PREFIX).append(nonce).append("_0\n");
        line++;
        for (int k = 0; k < programs.size(); k++) {
            String p = programs.get(k);
            sb.append(m).append('\n');
            markerLine[k] = line;
            line++;
            sb.append(p);
            line += count(p);
            lastLine[k] = line - 1;
            sb.append(m).append('\n');
            line++;
            if (observed) {
                sb.append("module ")
                        .append(SEP_PREFIX)
                        .append(nonce)
                        .append('_')
                        .append(k)
                        .append(" {\n}\n")
                        .append(m)
                        .append('\n');
                line += 3;
            }
            sb.append(END_PREFIX).append(nonce).append('_').append(k + 1).append('\n');
            line++;
        }
        return new BatchFile(nonce, sb.toString(), markerLine, lastLine, observed);
    }

    private static int count(String s) {
        int n = 0;
        for (int i = 0; i < s.length(); i++) if (s.charAt(i) == '\n') n++;
        return n;
    }

    public String text() {
        return text;
    }

    public int size() {
        return markerLine.length;
    }

    public boolean observed() {
        return observed;
    }

    /** {@code --split-input-file=M}: the input marker. */
    public String splitFlag() {
        return "--split-input-file=" + MARKER_PREFIX + nonce;
    }

    /** {@code --output-split-marker=O}: between the outputs of the chunks on stdout. */
    public String outputMarkerFlag() {
        return "--output-split-marker=" + outputMarker();
    }

    String outputMarker() {
        return OUT_PREFIX + nonce;
    }

    /** The line {@code END(k)} as it shows in a diagnostic's source excerpt. */
    String endLine(int k) {
        return END_PREFIX + nonce + "_" + k;
    }

    /** What names separator {@code k} in the action log (its symbol name, without the {@code @} generic form drops). */
    String sepName(int k) {
        return SEP_PREFIX.substring(1) + nonce + "_" + k;
    }

    /** What starts every END line on stderr: the watchdog counts these to see programs finish. */
    String endToken() {
        return "\n" + END_PREFIX + nonce + "_";
    }

    /** The program (0-based) whose lines hold whole-file line {@code line}, or -1. */
    int programAt(int line) {
        for (int k = 0; k < markerLine.length; k++) if (line > markerLine[k] && line <= lastLine[k]) return k;
        return -1;
    }

    /** Program {@code k}'s text as its lone run would print it: every location of its chunk as {@code input.mlir:L:C}. */
    String lonely(String s, int k) {
        if (s.isEmpty()) return s;
        int base = markerLine[k];
        return replace(LOC, s, g -> {
            int line = Integer.parseInt(g.group(3));
            int lone = g.group(1).startsWith("within") ? line - 1 : line - base;
            return "input.mlir" + g.group(2) + ":" + lone + ":" + g.group(4);
        });
    }

    private static String replace(Pattern p, String s, Function<Matcher, String> f) {
        Matcher m = p.matcher(s);
        if (!m.find()) return s;
        StringBuilder sb = new StringBuilder(s.length());
        int at = 0;
        do {
            sb.append(s, at, m.start()).append(f.apply(m));
            at = m.end();
        } while (m.find());
        return sb.append(s, at, s.length()).toString();
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "batch of %d (%s)", size(), nonce);
    }
}
