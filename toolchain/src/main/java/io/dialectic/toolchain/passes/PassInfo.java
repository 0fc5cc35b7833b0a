package io.dialectic.toolchain.passes;

/**
 * One pass of a tool.
 *
 * @param name     the pass argument ({@code buffer-hoisting})
 * @param anchor   the op it must be nested under, {@code builtin.module} when it runs on the module
 *                 ({@code func.func}, {@code spirv.module}, {@code gpu.module}); learned by probing
 * @param testOnly a {@code test-*} pass (only in test builds' intent, not for users)
 * @param pipeline listed under "Pass Pipelines" rather than "Passes"
 */
public record PassInfo(String name, String anchor, boolean testOnly, boolean pipeline) {
    public static final String MODULE = "builtin.module";

    public boolean nested() {
        return !MODULE.equals(anchor);
    }

    /** The pipeline item that runs this pass correctly nested: {@code func.func:buffer-hoisting}. */
    public String item() {
        return nested() ? anchor + ":" + name : name;
    }
}
