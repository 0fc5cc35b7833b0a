package io.dialectic.fuzzer.differential;

import io.dialectic.base.storage.OutputLock;
import io.dialectic.fuzzer.campaign.CampaignDirectory;
import io.dialectic.fuzzer.campaign.FuzzLoop;
import io.dialectic.semantics.gen.UbFreeGenerator;
import io.dialectic.semantics.run.Cell;
import io.dialectic.semantics.run.JitExecutor;
import io.dialectic.semantics.run.ToolVersion;
import io.dialectic.semantics.verdict.ExecOptions;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * {@code fuzz --oracle differential}: Ratte-style UB-free programs and R1-R4 mutants the
 * interpreter keeps ({@link ProgramStream}) go through the differential matrix of one compiler (mlir-opt-19 or
 * -22 x the pipelines, JIT-run), and every run is recorded ({@link DifferentialRecords}): miscompiles with their
 * key and expected vs actual output, crashes as ordinary crash records with their case. The campaign folder is the
 * re-fuzzer's ({@link CampaignDirectory}: runs.jsonl appended as batches finish, crashes/cases, stats.json, the
 * folder rules and torn-line repair), with its own {@code campaign.json} ({@link DifferentialManifest}).
 *
 * <p>It runs on the one fuzz loop ({@link FuzzLoop}) with {@link DifferentialStrategy} (the program sequence) and
 * {@link DifferentialMode} (a batch of {@code batchSize} programs through the matrix, recorded programs replayed on
 * resume): not a loop of its own.
 */
public final class DifferentialFuzzer {
    public static final String FUZZER = "dialectic-differential";

    /** Progress of a campaign, from the loop's thread. */
    public interface Listener {
        void progress(DifferentialStats stats);

        default void step(String line) {}
    }

    public record Summary(Path campaign, DifferentialStats stats) {}

    private DifferentialFuzzer() {}

    @SuppressWarnings("try") // the lock is held for the body, never read
    public static Summary run(DifferentialConfig requested, Listener listener, BooleanSupplier cancelled)
            throws IOException {
        try (OutputLock lock = OutputLock.acquire(requested.out(), "dialectic fuzz")) {
            return runLocked(requested, listener, cancelled);
        }
    }

    private static Summary runLocked(DifferentialConfig requested, Listener listener, BooleanSupplier cancelled)
            throws IOException {
        CampaignDirectory.check(requested.out(), requested.resume(), List.of());
        DifferentialConfig config = requested;
        if (requested.resume()) {
            if (!DifferentialManifest.isDifferential(requested.out())) {
                throw new IOException(requested.out()
                        + " holds a campaign of the crash oracle: resume it without --oracle differential");
            }
            config = DifferentialManifest.read(requested.out()).applyTo(requested);
        }
        ToolVersion version;
        try {
            version = ToolVersion.parse(config.tool());
        } catch (IllegalArgumentException e) {
            throw new IOException(
                    "--oracle differential compiles with mlir-opt-19 or mlir-opt-22 (their JIT runners run the program): "
                            + e.getMessage());
        }
        ToolDiscovery discovery = new ToolDiscovery();
        String toolName = version.optBinary;
        Tool tool = discovery.find(toolName).orElseThrow(() -> new IOException(discovery.notFound(toolName)));
        if (!JitExecutor.available(version)) {
            throw new IOException(version.runnerBinary + " or the runtime libraries of LLVM " + version.major
                    + " are missing (19's: bash semantics/tools/fetch-runner-libs.sh)");
        }
        List<Cell> cells;
        try {
            cells = ExecOptions.parse(List.of(version.major), config.pipelines(), List.of(), true)
                    .cells();
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage());
        }
        Files.createDirectories(config.out());
        try (CampaignDirectory dir = CampaignDirectory.open(config.out(), config.resume(), List.of())) {
            for (String w : dir.warnings()) listener.step("warning: " + w);
            DifferentialManifest.of(config, tool.version()).write(config.out());
            // The one fuzz loop: the program stream as its strategy, one batch of programs through the matrix at a
            // time.
            DifferentialStrategy strategy = new DifferentialStrategy(new ProgramStream(
                    config.campaign(), config.seed(), UbFreeGenerator.Options.MIXED, config.mutantPercent()));
            try (DifferentialMode mode = new DifferentialMode(config, dir, tool, cells, strategy, listener)) {
                DifferentialStats stats = new FuzzLoop<>(
                                strategy, mode, config.budget(), config.batchSize(), 1, cancelled, dir.fuzzedMs())
                        .run();
                if (mode.irBugs() != null) listener.step(mode.irBugs().summary());
                return new Summary(config.out(), stats);
            }
        }
    }
}
