package io.dialectic.toolchain.crash;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;

/** Frame names that are reporting, driver or pass-manager plumbing, from {@code plumbing-frames.txt}. */
public final class PlumbingFrames {
    private final List<Pattern> patterns;

    public PlumbingFrames(List<Pattern> patterns) {
        this.patterns = List.copyOf(patterns);
    }

    public static PlumbingFrames defaults() {
        try (InputStream in = PlumbingFrames.class.getResourceAsStream("plumbing-frames.txt")) {
            if (in == null) throw new IllegalStateException("plumbing-frames.txt missing from the toolchain jar");
            List<Pattern> ps = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#")).map(Pattern::compile).toList();
            return new PlumbingFrames(ps);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public boolean isPlumbing(Frame f) {
        if (!f.named()) return f.module() != null && f.module().startsWith("libc.so");
        for (Pattern p : patterns) if (p.matcher(f.name()).matches()) return true;
        return false;
    }
}
