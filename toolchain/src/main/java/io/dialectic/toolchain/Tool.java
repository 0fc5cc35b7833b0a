package io.dialectic.toolchain;

import java.nio.file.Path;

/**
 * One installed compiler binary.
 *
 * @param name    the name it is called by ({@code mlir-opt-19}), as recorded in run records
 * @param path    absolute path of the executable
 * @param version version string from {@code --version} ({@code 19.1.7}), "unknown" when it could not be read
 */
public record Tool(String name, Path path, String version) {
    /** Major version number ("19" of "19.1.7"), or the whole version when it has no dot. */
    public String major() {
        int dot = version.indexOf('.');
        return dot < 0 ? version : version.substring(0, dot);
    }
}
