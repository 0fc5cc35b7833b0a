package io.dialectic.toolchain.crash;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The one place that says which stderr lines show a crash (docs/ARCHITECTURE.md, validity category {@code crash}:
 * "signal, assertion, stack dump, LLVM ERROR"). The outcome rules use it through their
 * {@code crash-evidence} stream, and {@link CrashSignature} reads its messages with the same line
 * tests, so the classifier and the key can never disagree about what a crash message is. Every test
 * is a literal prefix or substring check on one line: linear in the text, whatever its line lengths.
 */
public final class CrashEvidence {
    /** Kinds of evidence, by the label a rule file names them with. */
    public enum Kind {
        STACK_DUMP("stack-dump"),
        FRAME("frame"),
        BANNER("banner"),
        FATAL_ERROR("fatal-error"),
        ASSERTION("assertion"),
        UNREACHABLE("unreachable"),
        LIBC_ABORT("libc-abort"),
        SANITIZER("sanitizer"),
        WINDOWS_EXCEPTION("windows-exception");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    private static final List<String> LIBC_ABORT_PREFIXES = readPrefixes();

    private CrashEvidence() {}

    /** The kinds of crash evidence anywhere in {@code stderr} (ANSI colours and {@code \r\n} tolerated). */
    public static Set<Kind> kinds(String stderr) {
        Set<Kind> found = EnumSet.noneOf(Kind.class);
        for (String line : StderrText.of(stderr).lines()) {
            Kind k = of(line);
            if (k != null) found.add(k);
        }
        return found;
    }

    /** The evidence one line holds, or null. */
    public static Kind of(String line) {
        String s = line.stripLeading();
        if (s.startsWith("Stack dump:") || s.startsWith("Stack dump without symbol names")) return Kind.STACK_DUMP;
        if (line.contains("PLEASE submit a bug report to ")) return Kind.BANNER;
        if (fatalError(line) != null) return Kind.FATAL_ERROR;
        if (AssertionMessage.isAssertionLine(line)) return Kind.ASSERTION;
        if (line.contains("UNREACHABLE executed at ")) return Kind.UNREACHABLE;
        if (libcAbort(line) != null) return Kind.LIBC_ABORT;
        if (s.startsWith("==") && (line.contains("Sanitizer:") || line.contains("Sanitizer "))) return Kind.SANITIZER;
        if (s.startsWith("Exception Code: 0x")) return Kind.WINDOWS_EXCEPTION;
        return FrameLine.isFrame(line) ? Kind.FRAME : null;
    }

    /** The message of an {@code LLVM ERROR:} line ({@code llvm::report_fatal_error}), or null. */
    static String fatalError(String line) {
        String s = line.stripLeading();
        return s.startsWith("LLVM ERROR: ")
                ? s.substring("LLVM ERROR: ".length()).strip()
                : null;
    }

    /** The line when it is one of the C library's abort messages ({@code libc-abort-messages.txt}), or null. */
    static String libcAbort(String line) {
        String s = line.strip();
        for (String p : LIBC_ABORT_PREFIXES) if (s.startsWith(p)) return s;
        return null;
    }

    private static List<String> readPrefixes() {
        try (InputStream in = CrashEvidence.class.getResourceAsStream("libc-abort-messages.txt")) {
            if (in == null) throw new IllegalStateException("libc-abort-messages.txt missing from the toolchain jar");
            // the prefixes keep their trailing space ("free(): "): only comment and blank lines are dropped
            return new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#"))
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
