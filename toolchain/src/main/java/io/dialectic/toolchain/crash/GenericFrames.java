package io.dialectic.toolchain.crash;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Generic code: functions that check what their caller passed them (LLVM's casts and containers, intrusive lists,
 * MLIR's storage uniquer and the typed {@code get} of types and attributes, indexed access to an operation's parts),
 * read once from {@code generic-frames.txt}, where the list, its two kinds of line and the traces it was derived from
 * are written down. A message raised in generic code says which check failed; the bug is in the first caller outside
 * it, which {@link CrashSignature#key()} adds to the key. Unlike {@link PlumbingFrames}, generic frames are not
 * dropped from the trace: the frame-only keys of release builds keep them.
 */
public final class GenericFrames {
    /** Names remembered at most ({@link Memo}: past it, it starts again; a bound on memory, not a behaviour). */
    private static final int MEMO_LIMIT = 100_000;

    private static volatile GenericFrames defaults;

    private final Pattern frames;
    private final Set<String> files;
    private final Memo<Boolean> memo;

    /**
     * @param frames regexes matched against a whole normalised frame name ({@link FrameNormalizer})
     * @param files  source file base names whose assertions are generic
     */
    public GenericFrames(List<Pattern> frames, Set<String> files) {
        StringBuilder b = new StringBuilder();
        for (Pattern p : frames)
            b.append(b.isEmpty() ? "" : "|").append("(?:").append(p.pattern()).append(')');
        this.frames = Pattern.compile(b.isEmpty() ? "(?!)" : b.toString());
        this.memo = Memo.ofEntries(name -> this.frames.matcher(name).matches(), MEMO_LIMIT);
        this.files = Set.copyOf(files);
    }

    /** The built-in list (read once; immutable apart from its memo). */
    public static GenericFrames defaults() {
        GenericFrames d = defaults;
        if (d == null) {
            d = read();
            defaults = d;
        }
        return d;
    }

    private static GenericFrames read() {
        try (InputStream in = GenericFrames.class.getResourceAsStream("generic-frames.txt")) {
            if (in == null) throw new IllegalStateException("generic-frames.txt missing from the toolchain jar");
            List<Pattern> frames = new ArrayList<>();
            List<String> files = new ArrayList<>();
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .lines()
                    .map(String::strip)
                    .toList()) {
                if (line.isEmpty() || line.startsWith("#")) continue;
                if (line.startsWith("frame "))
                    frames.add(Pattern.compile(line.substring(6).strip()));
                else if (line.startsWith("file ")) files.add(line.substring(5).strip());
                else
                    throw new IllegalStateException(
                            "generic-frames.txt: a line is 'frame REGEX' or 'file NAME', not: " + line);
            }
            return new GenericFrames(frames, Set.copyOf(files));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A normalised function name ({@link FrameNormalizer}) of generic code. */
    public boolean isGeneric(String name) {
        if (name == null || name.isEmpty()) return false;
        return memo.get(name);
    }

    /** A source file (base name, as an assertion names it) of generic code. */
    public boolean isGenericFile(String file) {
        return file != null && files.contains(file);
    }
}
