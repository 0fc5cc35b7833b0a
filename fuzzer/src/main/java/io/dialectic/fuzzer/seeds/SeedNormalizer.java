package io.dialectic.fuzzer.seeds;

import io.dialectic.fuzzer.exec.CandidateExecutor;
import io.dialectic.fuzzer.guidance.PoolEntry;
import io.dialectic.fuzzer.tree.TreeImport;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.StepProgress;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Makes every seed mutable: the mutator edits generic form only (custom
 * assembly formats are per op and not in the text), so a seed written in
 * custom form, or one the tree cannot represent, is printed in generic form
 * without aliases by the tool itself (no passes). A seed the tool rejects is
 * dropped with the reason. Order is kept.
 */
public final class SeedNormalizer {
    private final ToolRunner runner;
    private final Tool tool;
    private final RunLimits limits;
    private final int jobs;

    public SeedNormalizer(ToolRunner runner, Tool tool, RunLimits limits, int jobs) {
        this.runner = runner;
        this.tool = tool;
        this.limits = limits;
        this.jobs = jobs;
    }

    /** True when the seed can be mutated as it is. */
    public static boolean isMutable(String text) {
        Program p = MlirReader.read(text);
        for (Operation op : p.allOperations()) if (op.form() == Operation.Form.CUSTOM) return false;
        try {
            TreeImport.of(p);
            return true;
        } catch (TreeImport.ImportException e) {
            return false;
        }
    }

    public List<PoolEntry> normalize(List<PoolEntry> seeds, List<String> problems) {
        return normalize(seeds, problems, StepProgress.NONE);
    }

    /** As {@link #normalize(List, List)}, saying on {@code steps} how many seeds are ready (a minute or more for 800 custom-form seeds). */
    public List<PoolEntry> normalize(List<PoolEntry> seeds, List<String> problems, Consumer<String> steps) {
        if (seeds.isEmpty()) return List.of();
        StepProgress step = StepProgress.start(steps, "preparing " + seeds.size() + " seeds (custom-form ones are printed in generic form by "
                + tool.name() + ", " + jobs + " at a time)", "preparing seeds", seeds.size());
        ExecutorService pool = Executors.newFixedThreadPool(jobs);
        try {
            List<Future<Object>> futures = new ArrayList<>();
            for (PoolEntry s : seeds) futures.add(pool.submit(() -> {
                Object r = one(s);
                step.tick();
                return r;
            }));
            List<PoolEntry> out = new ArrayList<>();
            for (Future<Object> f : futures) {
                Object r = f.get();
                if (r instanceof PoolEntry e) out.add(e);
                else problems.add((String) r);
            }
            step.finish();
            return out;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while preparing seeds", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** The seed as it is, its generic form, or the reason it cannot be used. */
    private Object one(PoolEntry s) {
        if (isMutable(s.text())) return s;
        List<String> args = new ArrayList<>(s.flags());
        args.addAll(CandidateExecutor.RUN_ARGS);
        RunResult r = runner.run(new RunRequest(tool, s.text(), List.of(), limits, args));
        if (!r.started()) return s.id() + ": " + r.error();
        if (r.exitCode() == null || r.exitCode() != 0 || r.stdoutTruncated()) {
            return s.id() + ": " + tool.name() + " does not accept it: " + r.stderr().lines().findFirst().orElse("exit " + r.exitCode());
        }
        if (!isMutable(r.stdout())) return s.id() + ": its generic form cannot be represented for mutation";
        return new PoolEntry(s.id(), r.stdout(), s.flags(), s.origin());
    }
}
