package io.dialectic.toolchain.crash;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Frame names that are reporting, driver or pass-manager plumbing, from {@code plumbing-frames.txt};
 * frames of the C library (named or not: its debug info misnames frames of the abort path), the thread library, the sanitizer runtimes and the OS loader
 * (their offsets say nothing about the bug). The answer per name is remembered: a 100,000-frame
 * recursion repeats a handful of names, and a cluster run asks about the same names thousands of times.
 */
public final class PlumbingFrames {
    /** Names remembered at most ({@link Memo}: past it, it starts again; a bound on memory, not a behaviour). */
    private static final int MEMO_LIMIT = 100_000;

    private static volatile PlumbingFrames defaults;

    private final Pattern patterns;
    private final Memo<Boolean> memo;

    public PlumbingFrames(List<Pattern> patterns) {
        // one alternation: a frame name is matched once, not once per pattern
        StringBuilder b = new StringBuilder();
        for (Pattern p : patterns)
            b.append(b.isEmpty() ? "" : "|").append("(?:").append(p.pattern()).append(')');
        this.patterns = Pattern.compile(b.isEmpty() ? "(?!)" : b.toString());
        this.memo = Memo.ofEntries(name -> this.patterns.matcher(name).matches(), MEMO_LIMIT);
    }

    /** The built-in list (read once; the instance is immutable apart from its memo). */
    public static PlumbingFrames defaults() {
        PlumbingFrames d = defaults;
        if (d == null) {
            d = new PlumbingFrames(read());
            defaults = d;
        }
        return d;
    }

    private static List<Pattern> read() {
        try (InputStream in = PlumbingFrames.class.getResourceAsStream("plumbing-frames.txt")) {
            if (in == null) throw new IllegalStateException("plumbing-frames.txt missing from the toolchain jar");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .lines()
                    .map(String::strip)
                    .filter(l -> !l.isEmpty() && !l.startsWith("#"))
                    .map(Pattern::compile)
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public boolean isPlumbing(Frame f) {
        // A frame of the C library is never the crash site, whatever its name or none: glibc's symbolizer names frames
        // of the abort path after unrelated functions of the library (glibc 2.31: get_sysdep_segment_value and
        // _nl_load_domain of intl/loadmsgcat.c between abort and the assertion's caller, llvm-project #204100), and gdb
        // prints some with their source path only (#8 ./malloc/./malloc/malloc.c:5666:3, under free's heap check).
        if (f.module() != null && isSystemModule(f.module()) || isGlibcSource(f.raw())) return true;
        return f.named() && memo.get(f.name());
    }

    /** Markers of a path into glibc's sources, as its debug info names them ({@code ./stdlib/abort.c}, {@code /build/glibc-X/...}). */
    private static final List<String> GLIBC_SOURCES = List.of(
            "/glibc-",
            " ./nptl/",
            " ./stdlib/",
            " ./assert/",
            " ./signal/",
            " ./csu/",
            " ./intl/",
            " ./malloc/",
            " ./string/",
            " ./posix/",
            " ./libio/",
            " ./misc/",
            " ./sysdeps/",
            " ../sysdeps/");

    static {
        for (String m : GLIBC_SOURCES.subList(1, GLIBC_SOURCES.size())) {
            if (!m.contains("./")) throw new IllegalStateException("isGlibcSource's shortcut needs \"./\" in " + m);
        }
    }

    private static boolean isGlibcSource(String raw) {
        if (raw == null) return false;
        // every marker but the first holds "./": one scan rules them all out for most frames (every frame passes here)
        if (!raw.contains("./")) return raw.contains(GLIBC_SOURCES.get(0));
        for (String m : GLIBC_SOURCES) if (raw.contains(m)) return true;
        return false;
    }

    private static boolean isSystemModule(String m) {
        // ICU's data library holds no code: a frame there is a jump through a bad pointer into data, named after the
        // nearest data symbol (icudt72_dat), never a crash site
        return m.startsWith("libc.so")
                || m.startsWith("libicudata")
                || m.startsWith("libpthread")
                || m.startsWith("libasan")
                || m.startsWith("libclang_rt.")
                || m.startsWith("libsystem_")
                || m.startsWith("libdyld")
                || m.startsWith("dyld")
                || m.startsWith("linux-vdso")
                || m.equalsIgnoreCase("ntdll.dll")
                || m.equalsIgnoreCase("KERNEL32.DLL")
                || m.startsWith("ucrtbase");
    }
}
