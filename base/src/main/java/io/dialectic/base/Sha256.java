package io.dialectic.base;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The one hash of Dialectic: SHA-256 in lower-case hex. {@link #ofProgram} is the {@code program_sha256} of every
 * run record, cache and cluster: the hash of the bytes the tool reads ({@link ProgramBytes#encode}), so a program
 * that is not valid UTF-8 keeps its identity through every module.
 */
public final class Sha256 {
    private Sha256() {}

    /** SHA-256 of {@code bytes}. */
    public static String hex(byte[] bytes) {
        return HexFormat.of().formatHex(digest().digest(bytes));
    }

    /** SHA-256 of a string's UTF-8 bytes (keys, names: text that is never a program). */
    public static String ofText(String text) {
        return hex(text.getBytes(StandardCharsets.UTF_8));
    }

    /** The program hash: SHA-256 of the bytes the tool reads for {@code programText}. */
    public static String ofProgram(String programText) {
        return hex(ProgramBytes.encode(programText));
    }

    /** A hash built piece by piece (a cache key over several fields). */
    public static Hasher hasher() {
        return new Hasher(digest());
    }

    /** SHA-256 over the pieces given to it, in order. */
    public static final class Hasher {
        private final MessageDigest md;

        private Hasher(MessageDigest md) {
            this.md = md;
        }

        public Hasher add(byte[] bytes) {
            md.update(bytes);
            return this;
        }

        public Hasher add(byte b) {
            md.update(b);
            return this;
        }

        /** A string's UTF-8 bytes. */
        public Hasher add(String text) {
            return add(text.getBytes(StandardCharsets.UTF_8));
        }

        public String hex() {
            return HexFormat.of().formatHex(md.digest());
        }
    }

    private static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this JVM has no SHA-256", e);
        }
    }
}
