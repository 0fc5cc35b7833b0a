package io.dialectic.toolchain.crash;

/** The file name a frame or an assertion gives its module or source in, as keys and sites compare it. */
final class ModuleName {
    private ModuleName() {}

    /**
     * The module's file name, without the version suffix of a Debian link: LLVM names the binary
     * by the path it was started by, so one crash reads {@code mlir-opt-19+0x119db62} when run as
     * {@code /usr/bin/mlir-opt-19} and {@code mlir-opt+0x119db62} when run as the real binary;
     * both are the same offset of the same file and must give one cluster key.
     */
    static String of(String path) {
        if (path == null) return null;
        int slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
        String name = slash < 0 ? path : path.substring(slash + 1);
        if (name.endsWith(".exe")) name = name.substring(0, name.length() - 4);
        return name.contains(".so") || !name.startsWith("mlir-") ? name : unversioned(name);
    }

    /**
     * {@code mlir-opt-19} -> {@code mlir-opt}: what {@code ^(mlir-[a-z-]*[a-z])-\d+$} keeps, by hand (every frame's module
     * passes here; the regex was 1 % of a 1M-record analysis's featurizing). {@code name} starts with {@code mlir-}.
     */
    static String unversioned(String name) {
        int n = name.length();
        int d = n;
        while (d > 0 && name.charAt(d - 1) >= '0' && name.charAt(d - 1) <= '9') d--;
        // "mlir-" and at least one letter before "-DIGITS"
        if (d == n || d < 7 || name.charAt(d - 1) != '-') return name;
        int end = d - 1;
        if (!lowerAscii(name.charAt(end - 1))) return name;
        for (int i = 5; i < end; i++) if (!lowerAscii(name.charAt(i)) && name.charAt(i) != '-') return name;
        return name.substring(0, end);
    }

    private static boolean lowerAscii(char c) {
        return c >= 'a' && c <= 'z';
    }
}
