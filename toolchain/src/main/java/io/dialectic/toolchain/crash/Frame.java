package io.dialectic.toolchain.crash;

/**
 * One stack frame of a crash trace (LLVM's stack dump in any of its shapes, or a sanitizer's; see {@link FrameLine}).
 *
 * @param index    the frame number as printed ({@code #4} or {@code 4})
 * @param raw      the line as printed
 * @param rawSymbol the demangled symbol as printed, null for an unnamed frame
 * @param name     the normalised symbol ({@link FrameNormalizer}), null for an unnamed frame and for a
 *                 line cut before its symbol's parameter list (the name may be incomplete)
 * @param module   the binary or library file name ({@code mlir-opt}, {@code libMLIR.so.22.1}), null if not printed
 * @param offset   offset into the module ({@code 0xe351c8}), null if not printed
 * @param cutOff   the line stopped mid-way (a trace cut off mid-dump); a cut frame with a name still
 *                 counts, its name being complete
 */
public record Frame(
        int index, String raw, String rawSymbol, String name, String module, String offset, boolean cutOff) {
    public boolean named() {
        return name != null && !name.isEmpty();
    }

    /**
     * The identity of an unnamed frame inside one binary version ({@code mlir-opt+0xe351c8}): only
     * comparable between runs of the same build, so never part of the cross-version key.
     */
    public String binaryLocation() {
        return module == null || offset == null ? null : module + "+" + offset;
    }

    /** The name when it has one, else the module+offset. */
    public String display() {
        return named() ? name : binaryLocation() != null ? binaryLocation() : "?";
    }
}
