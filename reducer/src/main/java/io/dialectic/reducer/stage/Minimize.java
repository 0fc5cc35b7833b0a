package io.dialectic.reducer.stage;

import io.dialectic.reducer.algorithm.HierarchicalDeltaDebugging;
import io.dialectic.reducer.algorithm.RewriteApplier;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.reducer.pipeline.PipelineMinimizer;
import io.dialectic.reducer.store.BestSoFar;
import io.dialectic.reducer.transform.OpRemoval;
import io.dialectic.reducer.transform.Transformations;
import io.dialectic.reducer.tree.CrashFocus;
import io.dialectic.reducer.tree.ToolTypes;
import io.dialectic.toolchain.crash.CrashSignature;
import java.util.List;
import java.util.function.Consumer;

/**
 * Takes the search; improves its best state: ddmin over the pipeline, then over the program the tool's reprint,
 * then rounds of an HDD sweep over the op tree in ODG-aware order followed by every transformation of the policy,
 * until a round changes nothing or the budget is used up. The order is the reducer's contract.
 */
final class Minimize implements Stage {
    @Override
    public String name() {
        return "minimize";
    }

    @Override
    public void run(Reduction r) {
        Search search = r.search;
        BestSoFar store = search.store;
        Toolkit tools = r.tools;
        var judge = search.judge();
        search.phase("pipeline");
        String program = store.program();
        List<String> pipeline = PipelineMinimizer.minimize(program, store.pipeline(), tools.split(), judge, p -> {
            store.offer(store.program(), p, search.calls(), search.seconds());
            search.tick();
        });
        store.offer(program, pipeline, search.calls(), search.seconds());
        final List<String> fixed = store.pipeline();
        Consumer<String> accept = text -> {
            store.offer(text, fixed, search.calls(), search.seconds());
            search.tick();
        };
        List<String> args = r.confirmed.extraArgs();
        CrashFocus focus = new CrashFocus(fixed, frameNames(r.confirmed.stderr()));
        HierarchicalDeltaDebugging hdd = new HierarchicalDeltaDebugging(
                tools.parser(),
                new ToolTypes(tools.runner(), r.req.tool(), args),
                judge,
                focus,
                OpRemoval::new,
                tools.split());
        RewriteApplier applier = new RewriteApplier(tools.parser(), judge, tools.split());
        Transformations.Context context = new Transformations.Context(tools.runner(), r.req.tool(), args, fixed);
        Transformation reprint = Transformations.REPRINT.make(context);
        // Custom form first (a generic-form crasher as the tool prints it): HDD then works on readable text.
        search.phase(reprint.name());
        applier.apply(reprint, store.program(), fixed, accept);
        while (!judge.outOfTime()) {
            String before = store.program();
            search.phase("hdd");
            hdd.sweep(store.program(), fixed, accept);
            for (Transformation t : Transformations.make(tools.transformations(), context)) {
                search.phase(t.name());
                applier.apply(t, store.program(), fixed, accept);
            }
            if (store.program().equals(before)) break;
        }
        // An invalid-IR key holds the verifier's first error on the output, and in a large program a later pass can
        // decide which error comes first: a pass the input needed may be one the reduced program does not.
        if (r.req.keep().keep() == Interestingness.Keep.SAME_IR_BUG && fixed.size() > 1 && !judge.outOfTime()) {
            search.phase("pipeline");
            String reduced = store.program();
            List<String> shorter = PipelineMinimizer.minimize(reduced, fixed, tools.split(), judge, p -> {
                store.offer(reduced, p, search.calls(), search.seconds());
                search.tick();
            });
            store.offer(reduced, shorter, search.calls(), search.seconds());
        }
    }

    private static List<String> frameNames(String stderr) {
        try {
            return CrashSignature.parse(stderr).frames().stream()
                    .map(f -> f.name() == null ? "" : f.name())
                    .toList();
        } catch (RuntimeException e) {
            return List.of();
        }
    }
}
