package io.dialectic.toolchain;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/** Deterministic identities: a program's SHA-256 and a run id from program + pipeline + tool. */
public final class RunIds {
    private RunIds() {}

    /** SHA-256 of the text's bytes as the tool reads them ({@link ProgramBytes#encode}: a file's own bytes). */
    public static String sha256(String text) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(md.digest(ProgramBytes.encode(text)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * 16 hex digits of SHA-256 over program sha, pipeline items and tool name + version: the same
     * run gets the same id in every campaign, which is what makes {@code run} resumable.
     */
    public static String runId(String programSha256, List<String> pipeline, String tool, String toolVersion) {
        String basis = programSha256 + "\n" + String.join("\u0001", pipeline) + "\n" + tool + "\n" + toolVersion;
        return sha256(basis).substring(0, 16);
    }
}
