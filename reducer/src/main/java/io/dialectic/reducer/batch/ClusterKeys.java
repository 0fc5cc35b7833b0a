package io.dialectic.reducer.batch;

import java.util.regex.Pattern;

/**
 * Whether the key a representative crashes with today is its cluster's key. The keys are
 * {@code CrashSignature.key()} strings, compared as they are, except for the module name of an
 * unnamed frame: LLVM's unsymbolized dump names the binary by the path it was started by, so a
 * record made through Debian's {@code mlir-opt-19} link reads
 * {@code signal SIGSEGV | unnamed mlir-opt-19+0x119db62} while the same crash run by the real
 * binary (as the reducer does) reads {@code signal SIGSEGV | unnamed mlir-opt+0x119db62}. Both
 * name the same offset in the same file, so a trailing {@code -NN} version is dropped from every
 * {@code module+0xOFFSET} before comparing. A frameless crash's key names its pass only when the
 * analysis knew the pipeline ({@code signal SIGSEGV | no trace @ cse}); the reducer's oracle keys
 * a shrinking pipeline without it, so {@code no trace @ P} compares as {@code no trace}.
 */
public final class ClusterKeys {
    private static final Pattern VERSIONED_MODULE = Pattern.compile("([A-Za-z][\\w.-]*?)-\\d+(\\+0x[0-9a-fA-F]+)");

    private ClusterKeys() {}

    public static boolean same(String clusterKey, String key) {
        if (clusterKey == null || key == null) return false;
        return clusterKey.equals(key) || normalize(clusterKey).equals(normalize(key));
    }

    static String normalize(String key) {
        return VERSIONED_MODULE.matcher(key).replaceAll("$1$2").replaceFirst("\\| no trace @ .*$", "| no trace");
    }
}
