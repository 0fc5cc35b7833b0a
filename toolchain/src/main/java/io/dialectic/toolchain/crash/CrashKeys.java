package io.dialectic.toolchain.crash;

/**
 * What a stored crash key says ({@code crash_key} of a run record, a cluster key): whether it is evidence of a bug,
 * and which crash site it names (docs/ARCHITECTURE.md "Crash site"). Keys are made by {@link CrashSignature#key()}.
 */
public final class CrashKeys {
    private CrashKeys() {}

    /** What a message key raised in generic code adds when the paste holds no frame outside it: a weak key. */
    public static final String CALLER_NOT_IN_TRACE = CrashKeyPolicy.CALLER_NOT_IN_TRACE;

    /**
     * True when a key names no crash site: no message and no frame above the pass that ran ("no trace", "crash site not
     * in trace"), or a message of generic code whose caller is not in the paste ({@value #CALLER_NOT_IN_TRACE}). Two
     * runs sharing such a key only both crashed; {@code match} does not call them the same bug, and each is a cluster
     * of its own ({@code ClusterDefinition}).
     */
    public static boolean isWeakKey(String key) {
        return CrashKeyPolicy.isWeakKey(key);
    }

    /**
     * The crash site a key names: the function of a {@code site: F} key, the frame a message key adds
     * ({@code LLVM ERROR: ... | F}); a key that names no single site (a message alone, the top frames of a trace whose
     * site is unknown, a recursion) is its own site. One site, one bug: two keys of one site (a SIGSEGV in a fold and
     * an {@code LLVM ERROR} it raised) count once. A split cluster key keeps what splits it ({@code F @ PASS}). Null for
     * a weak key.
     */
    public static String siteOf(String key) {
        if (key == null || isWeakKey(key)) return null;
        if (key.startsWith(CrashKeyPolicy.SITE)) return key.substring(CrashKeyPolicy.SITE.length());
        if (key.startsWith("frames: ") || key.startsWith("stack overflow:") || key.startsWith("signal ")) return key;
        int bar = key.lastIndexOf(" | ");
        if (bar < 0) return key;
        String site = key.substring(bar + 3);
        return site.startsWith("unnamed ") ? site.substring("unnamed ".length()) : site;
    }

    /**
     * Abstracts the parts of a message that vary between inputs of the same bug: quoted or backquoted names and types
     * become {@code '_'}, numbers become {@code N}, MLIR types and attributes ({@code memref<1xf32>}) become {@code T}.
     */
    public static String abstractMessage(String m) {
        return CrashKeyPolicy.abstractMessage(m);
    }
}
