package io.dialectic.toolchain.symbolize;

import io.dialectic.toolchain.crash.CrashSignature;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * gdb's answer for a crash LLVM's own unwinder could not walk (it stops at the signal frame when the crash jumped to a
 * bad address), read into the lines of an LLVM stack dump so that the one frame reader ({@code crash.FrameLine}) reads
 * them like any trace: {@code bt} gives the frames, {@code info proc mappings} the load base of each module, and an
 * unnamed frame {@code 0x00005555574c73c3 in ?? ()} becomes {@code (/usr/lib/llvm-19/bin/mlir-opt+0x1f733c3)}, the
 * module+offset LLVM would have printed. A frame at address 0 is written {@code (jump to null)}, one in no module
 * {@value #OUTSIDE_MODULES}: it is the bad jump, not a place in any module, and never a crash site. Pure: the text in, the lines out.
 */
public final class GdbBacktrace {
    /** The line above gdb's frames in a record's stderr ({@link CrashSignature#GDB_TRACE_HEADER}). */
    public static final String HEADER = CrashSignature.GDB_TRACE_HEADER;

    /**
     * What an unnamed frame at an address no module maps says instead of a module+offset: a jump into the heap or
     * the stack through a bad pointer, like a jump to null never a crash site ({@code crash.FrameClasses}).
     */
    public static final String OUTSIDE_MODULES = "(jump outside any module)";

    private static final Pattern FRAME = Pattern.compile("^#(\\d+)\\s+(?:(0x[0-9a-fA-F]+) in )?(.*)$");
    private static final Pattern MAPPING =
            Pattern.compile("^\\s*(0x[0-9a-fA-F]+)\\s+(0x[0-9a-fA-F]+)\\s+(0x[0-9a-fA-F]+)\\s+(0x[0-9a-fA-F]+)\\s+"
                    + "(?:[rwxsp-]{4}\\s+)?(/\\S.*)$");

    private GdbBacktrace() {}

    /**
     * The frames of gdb's {@code bt} in {@code gdbOutput}, as LLVM stack-dump lines under {@link #HEADER}; empty when the
     * output holds no frame (the crash did not come back under gdb).
     */
    public static String of(String gdbOutput) {
        Map<String, Long> bases = new HashMap<>();
        Map<String, Long> ends = new HashMap<>();
        List<String[]> frames = new ArrayList<>();
        for (String line : gdbOutput.lines().toList()) {
            Matcher m = FRAME.matcher(line.strip());
            if (m.matches()) {
                frames.add(new String[] {m.group(1), m.group(2), m.group(3)});
                continue;
            }
            Matcher map = MAPPING.matcher(line);
            if (map.matches()) {
                String file = map.group(5).strip();
                long start = Long.decode(map.group(1));
                long fileOffset = Long.decode(map.group(4));
                // the load base: where the mapping of the file's start is (offset 0)
                if (fileOffset == 0 && !bases.containsKey(file)) bases.put(file, start);
                ends.merge(file, Long.decode(map.group(2)), (x, y) -> Long.compareUnsigned(x, y) >= 0 ? x : y);
            }
        }
        if (frames.isEmpty()) return "";
        StringBuilder out = new StringBuilder(HEADER).append('\n');
        for (String[] f : frames)
            out.append(frame(f[0], f[1], f[2], bases, ends)).append('\n');
        return out.toString();
    }

    private static String frame(
            String index, String address, String rest, Map<String, Long> bases, Map<String, Long> ends) {
        long pc = address == null ? -1 : Long.parseUnsignedLong(address.substring(2), 16);
        String body = rest;
        String from = null;
        int f = body.lastIndexOf(" from ");
        if (f >= 0) {
            from = body.substring(f + 6).strip();
            body = body.substring(0, f);
        }
        int a = body.lastIndexOf(" at ");
        if (a >= 0 && body.indexOf(' ', a + 4) < 0) body = body.substring(0, a);
        String symbol = symbol(body.strip());
        String hex = String.format("%016x", Math.max(pc, 0));
        if (pc == 0) return String.format(" #%s 0x%s (jump to null)", index, hex);
        String place = place(pc, from, bases, ends);
        StringBuilder b = new StringBuilder(" #").append(index).append(" 0x").append(hex);
        if (symbol != null) b.append(' ').append(symbol);
        if (place != null) b.append(" (").append(place).append(')');
        else if (symbol == null) b.append(' ').append(OUTSIDE_MODULES);
        return b.toString();
    }

    /** The function as gdb names it, without the argument list gdb appends ({@code ()}, {@code (x=1, y=...)}); null for {@code ??}. */
    static String symbol(String body) {
        String s = body;
        if (s.endsWith(")")) {
            int depth = 0;
            for (int i = s.length() - 1; i >= 0; i--) {
                char c = s.charAt(i);
                if (c == ')') depth++;
                else if (c == '(' && --depth == 0) {
                    if (i > 0 && s.charAt(i - 1) == ' ') s = s.substring(0, i - 1);
                    break;
                }
            }
        }
        s = s.strip();
        return s.isEmpty() || s.equals("??") ? null : s;
    }

    /** {@code MODULE+0xOFFSET} of {@code pc}: in the module gdb named, else the mapped file whose range holds it. */
    private static String place(long pc, String from, Map<String, Long> bases, Map<String, Long> ends) {
        if (from != null && bases.containsKey(from)) return from + "+0x" + Long.toHexString(pc - bases.get(from));
        for (Map.Entry<String, Long> e : bases.entrySet()) {
            long b = e.getValue();
            Long end = ends.get(e.getKey());
            if (Long.compareUnsigned(b, pc) <= 0 && end != null && Long.compareUnsigned(pc, end) < 0)
                return e.getKey() + "+0x" + Long.toHexString(pc - b);
        }
        return null;
    }
}
