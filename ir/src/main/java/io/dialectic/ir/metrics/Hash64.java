package io.dialectic.ir.metrics;

/**
 * Fixed, platform-independent 64-bit hashing for OD patterns: FNV-1a over the
 * UTF-16 chars of a label, finished and combined with the SplitMix64
 * finaliser. Never {@code String.hashCode()} or identity hashes: pattern
 * hashes are compared across runs, machines and Spark executors.
 */
final class Hash64 {
    private Hash64() {}

    private static final long FNV_OFFSET = 0xcbf29ce484222325L;
    private static final long FNV_PRIME = 0x100000001b3L;

    /** SplitMix64 finaliser: a bijection on 64-bit values with full avalanche. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    static long of(String s) {
        long h = FNV_OFFSET;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            h = (h ^ (c & 0xff)) * FNV_PRIME;
            h = (h ^ (c >>> 8)) * FNV_PRIME;
        }
        return mix(h);
    }

    /** Order-dependent combination of two hashes. */
    static long combine(long h, long x) {
        return mix(h * 0x9E3779B97F4A7C15L + mix(x + 0x632BE59BD9B4E019L));
    }
}
