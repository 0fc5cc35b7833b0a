package io.dialectic.reducer.oracle;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/** What the oracle judges: a program text and the pass pipeline to run it through. */
public record Candidate(String program, List<String> pipeline) {
    public Candidate {
        pipeline = List.copyOf(pipeline);
    }

    /** SHA-256 over pipeline and program: the oracle cache key (equal content, equal verdict). */
    public String contentHash() {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            for (String p : pipeline) {
                md.update(p.getBytes(StandardCharsets.UTF_8));
                md.update((byte) 0);
            }
            md.update((byte) 1);
            md.update(program.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(md.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
