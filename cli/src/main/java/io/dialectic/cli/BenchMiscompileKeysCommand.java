package io.dialectic.cli;

import io.dialectic.base.storage.AtomicFiles;
import io.dialectic.bench.miscompile.MiscompileKeyTable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dialectic bench miscompile-keys}: a thin skin over {@link MiscompileKeyTable}. */
@Command(
        name = "miscompile-keys",
        mixinStandardHelpOptions = true,
        description = {
            "The miscompile keys of a differential campaign in both forms: every miscompile run judged again alone",
            "in its cell, its slice key (pass + slice op names) beside its key by the rewrite; one row per key by the",
            "rewrite with the old keys of its runs and, with --reduced, the key's reduced representative (reduce --all-clusters)."
        })
public final class BenchMiscompileKeysCommand implements Callable<Integer> {
    @Parameters(
            index = "0",
            paramLabel = "CAMPAIGN",
            description = "A campaign folder of fuzz --oracle differential (its runs.jsonl), or a runs .jsonl.")
    Path campaign;

    @Option(
            names = "--reduced",
            paramLabel = "DIR",
            description = "The output of reduce --all-clusters on the campaign's analysis.")
    Path reduced;

    @Option(names = "--out", paramLabel = "FILE", description = "Also write the table to FILE (markdown).")
    Path out;

    @Mixin
    Streams io;

    @Override
    public Integer call() throws Exception {
        Path runs = Files.isDirectory(campaign) ? campaign.resolve("runs.jsonl") : campaign;
        BadInput.existing(runs);
        List<MiscompileKeyTable.Run> judged = MiscompileKeyTable.judge(
                runs, MiscompileReduction::cellOf, p -> io.err().print("\rjudging " + p + "   "));
        io.err().println();
        Map<String, MiscompileKeyTable.Reduced> red = reduced == null ? Map.of() : MiscompileKeyTable.reduced(reduced);
        String table = MiscompileKeyTable.markdown(judged, red);
        io.out().print(table);
        if (out != null) AtomicFiles.write(out, table);
        return 0;
    }
}
