package io.dialectic.reducer.oracle;

import io.dialectic.base.ProgramBytes;
import io.dialectic.base.Sha256;
import java.util.List;

/** What the oracle judges: a program text and the pass pipeline to run it through. */
public record Candidate(String program, List<String> pipeline) {
    public Candidate {
        pipeline = List.copyOf(pipeline);
    }

    /** SHA-256 over pipeline and program: the oracle cache key (equal content, equal verdict). */
    public String contentHash() {
        Sha256.Hasher h = Sha256.hasher();
        for (String p : pipeline) h.add(p).add((byte) 0);
        // the program's bytes as the tool reads them, as the one program hash takes them
        return h.add((byte) 1).add(ProgramBytes.encode(program)).hex();
    }
}
