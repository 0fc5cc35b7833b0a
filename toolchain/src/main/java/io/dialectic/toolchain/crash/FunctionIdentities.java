package io.dialectic.toolchain.crash;

import java.util.OptionalLong;

/**
 * Where an unnamed frame's function starts, for the modules of one build that are installed here
 * (docs/ARCHITECTURE.md "Crash site"): a frame {@code libMLIR.so.22.1+0x3e024e0} of build 22.1.8 becomes the function
 * identity {@code libMLIR.so.22.1!fn@0x3e01f90 [22.1.8]}, so two offsets of one function are one frame of one key.
 * The implementation reads files of this machine (toolchain {@code symbolize.InstalledModules}); a module that is not
 * here, or of another build, has no identity and its frame stays {@code module+offset}.
 */
@FunctionalInterface
public interface FunctionIdentities {
    /**
     * @param module  the frame's module file name as {@link Frame#module()} gives it ({@code mlir-opt}, {@code libMLIR.so.22.1})
     * @param build   the tool's build ({@code tool_version}, {@code 22.1.8}); never null
     * @param address the virtual address in the module (the printed offset; a return address already less one)
     * @return the start of the function holding it, empty when unknown
     */
    OptionalLong functionStart(String module, String build, long address);

    /** Knows no module: every unnamed frame stays {@code module+offset} (pasted traces, tests of the text alone). */
    FunctionIdentities NONE = (module, build, address) -> OptionalLong.empty();

    /** The name a frame of {@code module} gets for the function starting at {@code start} in {@code build}. */
    static String name(String module, long start, String build) {
        return module + "!fn@0x" + Long.toHexString(start) + " [" + build + "]";
    }

    /** A frame name that is a function identity ({@link #name}), not a symbol. */
    static boolean isIdentity(String frameName) {
        return frameName != null && frameName.contains("!fn@0x");
    }
}
