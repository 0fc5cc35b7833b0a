package io.dialectic.toolchain.symbolize;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The stack trace LLVM prints as symbolizer markup ({@code LLVM_ENABLE_SYMBOLIZER_MARKUP}: {@code {{{module:...}}}},
 * {@code {{{mmap:...}}}} for each loaded segment, {@code {{{bt:N:ADDR}}}} for each frame), turned back into the text
 * LLVM prints when it runs {@code llvm-symbolizer} itself ({@code printSymbolizedStackTrace} in LLVM's
 * {@code Signals.inc}), line for line, with the names of another symbolizer ({@link FrameNames}). The crash needs no
 * symbolizer of its own, and the names can come from one that stays.
 *
 * <p>LLVM prints the markup's addresses with {@code %#016x}, which keeps their low 32 bits only, so a frame's segment is
 * found modulo 2^32. When a frame then falls in segments of two modules, which one LLVM would have named cannot be told
 * and {@link #symbolized} gives nothing: the caller runs the crash the old way.
 */
public final class MarkupTrace {
    /** A loaded segment: its module, its start and size as printed, and its address inside the module. */
    record Segment(int module, long start, long size, long moduleAddress) {}

    private final List<String> before;
    private final List<String> after;
    private final List<String> modules;
    private final List<Segment> segments;
    private final List<Long> frames;

    private MarkupTrace(
            List<String> before, List<String> after, List<String> modules, List<Segment> segments, List<Long> frames) {
        this.before = before;
        this.after = after;
        this.modules = modules;
        this.segments = segments;
        this.frames = frames;
    }

    /** Names of frames: what {@code llvm-symbolizer --functions=linkage --inlining --demangle} answers for one address. */
    public interface FrameNames {
        /**
         * The answer's lines for {@code module} at {@code offset}: function name and file:line pairs, innermost inlined
         * frame first; empty when the symbolizer could not answer.
         */
        Optional<List<String>> of(String module, long offset);
    }

    /** The markup trace of {@code stderr}, when it holds one whole ({@code {{{reset}}}} and at least one frame). */
    public static Optional<MarkupTrace> find(String stderr) {
        if (!stderr.contains("{{{bt:")) return Optional.empty();
        List<String> lines = List.of(stderr.split("\n", -1));
        int reset = -1;
        int last = -1;
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            if (l.equals("{{{reset}}}")) reset = i;
            else if (l.startsWith("{{{bt:")) last = i;
        }
        if (reset < 0 || last < reset) return Optional.empty();
        List<String> modules = new ArrayList<>();
        List<Segment> segments = new ArrayList<>();
        List<Long> frames = new ArrayList<>();
        for (int i = reset + 1; i <= last; i++) {
            String l = lines.get(i);
            if (!l.startsWith("{{{") || !l.endsWith("}}}")) return Optional.empty();
            String[] f = l.substring(3, l.length() - 3).split(":", -1);
            try {
                switch (f[0]) {
                    case "module" -> {
                        // {{{module:ID:NAME:elf:BUILDID}}}: the name may hold ':'
                        int id = Integer.parseInt(f[1]);
                        if (id != modules.size()) return Optional.empty();
                        String body = l.substring(3, l.length() - 3);
                        int nameStart = body.indexOf(':', "module:".length()) + 1;
                        int nameEnd = body.lastIndexOf(":elf:");
                        if (nameEnd < nameStart) return Optional.empty();
                        modules.add(body.substring(nameStart, nameEnd));
                    }
                    case "mmap" -> segments.add(new Segment(Integer.parseInt(f[4]), hex(f[1]), hex(f[2]), hex(f[6])));
                    case "bt" -> {
                        if (Integer.parseInt(f[1]) != frames.size()) return Optional.empty();
                        frames.add(hex(f[2]));
                    }
                    default -> {
                        return Optional.empty();
                    }
                }
            } catch (RuntimeException e) {
                return Optional.empty();
            }
        }
        for (Segment s : segments) if (s.module() < 0 || s.module() >= modules.size()) return Optional.empty();
        return Optional.of(new MarkupTrace(
                lines.subList(0, reset), lines.subList(last + 1, lines.size()), modules, segments, frames));
    }

    /** The frames' count ({@code Depth} in LLVM). */
    public int depth() {
        return frames.size();
    }

    /**
     * The stderr with the markup replaced by LLVM's symbolized trace; empty when a frame's module is ambiguous or
     * {@code names} could not answer.
     */
    public Optional<String> symbolized(FrameNames names) {
        long mask = mask();
        StringBuilder out = new StringBuilder();
        for (String l : before) out.append(l).append('\n');
        int width = (int) (Math.log10(frames.size()) + 2);
        int frameNo = 0;
        for (long address : frames) {
            Set<Integer> owners = new LinkedHashSet<>();
            long offset = 0;
            for (Segment s : segments) {
                long into = (address - s.start()) & mask;
                if (Long.compareUnsigned(into, s.size()) < 0 && owners.add(s.module()) && owners.size() == 1)
                    offset = into + s.moduleAddress();
            }
            if (owners.size() > 1) return Optional.empty();
            if (owners.isEmpty()) {
                header(out, frameNo++, width, address);
                out.append('\n');
                continue;
            }
            String module = modules.get(owners.iterator().next());
            Optional<List<String>> answer = names.of(module, offset);
            if (answer.isEmpty() || answer.get().size() % 2 != 0) return Optional.empty();
            List<String> a = answer.get();
            for (int i = 0; i < a.size(); i += 2) {
                header(out, frameNo++, width, address);
                String function = a.get(i);
                if (!function.startsWith("??")) out.append(function).append(' ');
                String fileLine = a.get(i + 1);
                if (!fileLine.startsWith("??")) out.append(fileLine);
                else
                    out.append('(')
                            .append(module)
                            .append("+0x")
                            .append(Long.toHexString(offset))
                            .append(')');
                out.append('\n');
            }
        }
        for (int i = 0; i < after.size(); i++) {
            out.append(after.get(i));
            if (i < after.size() - 1) out.append('\n');
        }
        return Optional.of(out.toString());
    }

    /** LLVM's {@code right_justify("#N", log10(Depth) + 2)}, the address, a space. */
    private static void header(StringBuilder out, int frameNo, int width, long address) {
        String n = "#" + frameNo;
        out.append(" ".repeat(Math.max(0, width - n.length()))).append(n).append(' ');
        String hex = Long.toHexString(address);
        out.append("0x")
                .append("0".repeat(Math.max(0, 16 - hex.length())))
                .append(hex)
                .append(' ');
    }

    /** Addresses printed in 32 bits are compared modulo 2^32; a trace with a longer one was printed whole. */
    private long mask() {
        long max = 0;
        for (long f : frames) max = Math.max(max, f);
        for (Segment s : segments) max = Math.max(max, s.start());
        return (max >>> 32) == 0 ? 0xffff_ffffL : -1L;
    }

    private static long hex(String s) {
        String h = s.startsWith("0x") || s.startsWith("0X") ? s.substring(2) : s;
        return Long.parseUnsignedLong(h, 16);
    }
}
