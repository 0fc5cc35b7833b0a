package io.dialectic.cli;

import io.dialectic.ir.compare.ParseCheck;
import io.dialectic.ir.compare.ParseCheckOptions;
import io.dialectic.ir.compare.ParseCheckReport;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code dialectic parse-check}: a thin skin over {@link ParseCheck#run}. */
@Command(
        name = "parse-check",
        mixinStandardHelpOptions = true,
        description = {
            "Parse every .mlir file in DIR with Dialectic's reader and report how many parse.",
            "  parsed  = the op/region/block tree is complete (no syntax diagnostic) with at least one op;",
            "            name diagnostics (undefined or redefined values) are allowed",
            "  clean   = parsed with no diagnostic at all",
            "With --compare DIR2, each file is compared with the file of the same name in DIR2 (the same",
            "program in the other form): same op names in the same nesting and the same def-use edges by",
            "op name, after undoing custom-form sugar (default-dialect names, elided terminators, the",
            "implicit top-level module, implicit regions of named linalg ops, values bound in custom syntax).",
            "Exit code 0 when the run completed (whatever the rates), 1 when DIR is not a folder."
        })
public final class ParseCheckCommand implements Callable<Integer> {
    @Mixin
    Streams io;

    @Mixin
    MlirFolderParameter folder;

    @Option(
            names = "--compare",
            paramLabel = "DIR2",
            description =
                    "Folder holding the same programs in the other form (custom vs generic), matched by file name.")
    Path compareDir;

    @Option(
            names = "--json",
            description =
                    "Print {\"files\",\"parsed\",\"clean\",\"compared\",\"agree\",\"failures\":[{\"file\",\"diagnostic\"}]} instead of text.")
    boolean json;

    @Option(
            names = "--limit",
            paramLabel = "N",
            defaultValue = "0",
            description = "Check only the first N files by name (default: all).")
    int limit;

    @Option(
            names = "--show",
            paramLabel = "N",
            defaultValue = "10",
            description = "Failures listed in text output (default: ${DEFAULT-VALUE}).")
    int show;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = io.out();
        PrintWriter err = io.err();
        Path dir = folder.checked();
        if (compareDir != null) BadInput.folder(compareDir, "--compare");
        ParseCheckReport r = ParseCheck.run(new ParseCheckOptions(dir, compareDir, limit), (done, total) -> {
            if (done % 1000 == 0 || done == total) err.printf("parse-check: %d/%d files%n", done, total);
        });
        if (json) {
            out.println(r.toJson());
            out.flush();
            return 0;
        }
        out.printf(
                Locale.ROOT,
                "files   %d%nparsed  %d (%.2f%%)%nclean   %d (%.2f%%)%n",
                r.files(),
                r.parsed(),
                100 * r.parsedRate(),
                r.clean(),
                100 * r.cleanRate());
        if (compareDir != null) {
            out.printf(Locale.ROOT, "compared %d, agree %d (%.2f%%)%n", r.compared(), r.agree(), 100 * r.agreeRate());
        }
        if (!r.failures().isEmpty()) {
            out.println("failures (" + r.failures().size() + "):");
            r.failures().stream()
                    .limit(Math.max(0, show))
                    .forEach(f -> out.println("  " + f.file() + ": " + f.diagnostic()));
        }
        out.flush();
        return 0;
    }
}
