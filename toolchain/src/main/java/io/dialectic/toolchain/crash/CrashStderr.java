package io.dialectic.toolchain.crash;

import java.util.ArrayList;
import java.util.List;

/**
 * What a crash's stderr says, as read line by line (the reading {@link CrashSignature} is made from): the stack frames
 * in every shape a user may paste ({@link FrameLine}; {@code \\r\\n} line ends and ANSI colours gone,
 * {@link StderrText}), the "Program arguments" and "Running pass" lines, the {@code LLVM ERROR}, {@code UNREACHABLE}
 * and C-library abort messages ({@link CrashEvidence}) and the assertion ({@link AssertionMessage}). Nothing here
 * judges a frame or builds a key. One pass over the lines, linear in the text. The frames under
 * {@link CrashSignature#GDB_TRACE_HEADER} (a rerun under gdb) replace those LLVM printed above it.
 *
 * @param frames          every frame, in dump order
 * @param stackDumpHeader a "Stack dump:" (or like) header was there
 * @param assertion       the assertion, null when none
 * @param fromGdb         the frames are gdb's ({@link CrashSignature#GDB_TRACE_HEADER})
 */
record CrashStderr(
        List<Frame> frames,
        String programArguments,
        String runningPass,
        String fatalError,
        String unreachable,
        String glibcMessage,
        boolean stackDumpHeader,
        AssertionMessage assertion,
        boolean fromGdb) {

    static CrashStderr read(String stderr) {
        StderrText text = StderrText.of(stderr);
        List<String> lines = text.lines();
        List<Frame> fs = new ArrayList<>();
        String args = null, running = null, fatal = null, unreach = null, libc = null;
        boolean header = false, gdb = false;
        for (int k = 0; k < lines.size(); k++) {
            String line = lines.get(k);
            if (line.startsWith(CrashSignature.GDB_TRACE_HEADER)) {
                // gdb's frames replace the few LLVM printed before its unwinder stopped
                fs.clear();
                header = true;
                gdb = true;
                continue;
            }
            Frame f = FrameLine.parse(line, text.unterminated() && k == lines.size() - 1);
            if (f != null) {
                fs.add(f);
                continue;
            }
            CrashEvidence.Kind kind = CrashEvidence.of(line);
            if (kind == CrashEvidence.Kind.STACK_DUMP) {
                header = true;
                continue;
            }
            if (args == null) args = numberedLine(line, "Program arguments: ");
            if (running == null) {
                String r = numberedLine(line, "Running pass '");
                if (r != null && r.indexOf('\'') > 0) running = r.substring(0, r.indexOf('\''));
            }
            if (fatal == null && kind == CrashEvidence.Kind.FATAL_ERROR) fatal = CrashEvidence.fatalError(line);
            if (unreach == null && kind == CrashEvidence.Kind.UNREACHABLE) unreach = unreachable(lines, k);
            if (libc == null && kind == CrashEvidence.Kind.LIBC_ABORT) libc = CrashEvidence.libcAbort(line);
        }
        return new CrashStderr(
                List.copyOf(fs), args, running, fatal, unreach, libc, header, AssertionMessage.find(lines), gdb);
    }

    /** The text after {@code "N.<ws>" + prefix} of a pretty-stack-trace line ({@code 0.\tProgram arguments: ...}), or null. */
    private static String numberedLine(String line, String prefix) {
        int n = line.length();
        int i = 0;
        while (i < n && line.charAt(i) == ' ') i++;
        int d = i;
        while (d < n && Character.isDigit(line.charAt(d))) d++;
        if (d == i || d >= n || line.charAt(d) != '.') return null;
        int w = d + 1;
        while (w < n && Character.isWhitespace(line.charAt(w))) w++;
        if (w == d + 1 || !line.startsWith(prefix, w)) return null;
        return line.substring(w + prefix.length()).strip();
    }

    /**
     * {@code llvm_unreachable} prints its message, then {@code UNREACHABLE executed at FILE:LINE!};
     * the message is on the same line before it or on the line above.
     */
    private static String unreachable(List<String> lines, int k) {
        String line = lines.get(k);
        int u = line.indexOf("UNREACHABLE executed at ");
        String msg = line.substring(0, u).strip();
        if (msg.isEmpty() && k > 0 && FrameLine.parse(lines.get(k - 1), false) == null)
            msg = lines.get(k - 1).strip();
        String loc = line.substring(u + "UNREACHABLE executed at ".length()).strip();
        if (loc.endsWith("!")) loc = loc.substring(0, loc.length() - 1);
        int colon = loc.lastIndexOf(':');
        String file = colon < 0 ? loc : loc.substring(0, colon);
        String no = colon < 0 ? "" : loc.substring(colon + 1);
        return (msg + " @ " + ModuleName.of(file) + (no.isEmpty() ? "" : ":" + no)).strip();
    }
}
