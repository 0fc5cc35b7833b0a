package io.dialectic.toolchain;

import io.dialectic.base.Sha256;
import java.util.List;

/** Deterministic identities: a run id from the program hash ({@link Sha256#ofProgram}) + pipeline + tool. */
public final class RunIds {
    private RunIds() {}

    /**
     * 16 hex digits of SHA-256 over program sha, pipeline items and tool name + version: the same
     * run gets the same id in every campaign, which is what makes {@code run} resumable.
     */
    public static String runId(String programSha256, List<String> pipeline, String tool, String toolVersion) {
        String basis = programSha256 + "\n" + String.join("\u0001", pipeline) + "\n" + tool + "\n" + toolVersion;
        return Sha256.ofProgram(basis).substring(0, 16);
    }
}
