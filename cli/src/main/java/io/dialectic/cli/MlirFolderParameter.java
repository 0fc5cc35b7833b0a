package io.dialectic.cli;

import java.nio.file.Path;
import picocli.CommandLine.Parameters;

/** The DIR of the verbs that read a flat folder of programs ({@code parse-check}, {@code bench parse}): one wording, one check. */
final class MlirFolderParameter {
    @Parameters(index = "0", paramLabel = "DIR", description = "Folder of .mlir files (not searched recursively).")
    Path dir;

    /** The folder, once it is known to be one. */
    Path checked() {
        BadInput.folder(dir, "DIR");
        return dir;
    }
}
