package io.dialectic.toolchain.campaign;

import io.dialectic.testing.IrBugPrograms;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The IR-bug checks' shared campaign, for tests of every module that reads its records (toolchain's test jar):
 * {@code run --ir-bug-checks} of mlir-opt-19 with {@code normalize-memrefs;cse} over the two {@link IrBugPrograms}. By
 * hand: the normalize-memrefs run of the reinterpret_cast program is invalid IR ({@code expected 1 size values, got
 * 2}), and both runs of the assemble program print IR that does not read back ({@code expected non-function type}).
 */
public final class IrBugCampaign {
    private IrBugCampaign() {}

    /** Runs it under {@code tmp} into {@code out} (a {@code runs.jsonl}); returns {@code out}. */
    public static Path run(Path tmp, Path out) throws IOException {
        MlirRequirement.require("mlir-opt-19");
        Path corpus = IrBugPrograms.writeTo(tmp.resolve("corpus"));
        CampaignConfig cfg = CampaignConfig.builder(corpus, "mlir-opt-19", "normalize-memrefs;cse", out)
                .campaign("irbug")
                .cacheDir(tmp.resolve("cache"))
                .irBugChecks(true)
                .build();
        ToolDiscovery d = new ToolDiscovery();
        new CampaignRunner(new ToolRunner(d), d).run(cfg, null);
        return out;
    }

    /** Its records, run under {@code tmp}. */
    public static List<RunRecord> records(Path tmp) throws IOException {
        Path out = run(tmp, tmp.resolve("runs.jsonl"));
        List<RunRecord> records = new ArrayList<>();
        RunRecordsJsonl.read(out, l -> records.add(l.record()));
        return records;
    }
}
