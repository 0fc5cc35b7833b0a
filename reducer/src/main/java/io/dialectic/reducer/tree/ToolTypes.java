package io.dialectic.reducer.tree;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.model.Value;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Parses a program and fills in the result types its custom form does not
 * spell ({@code %b = arith.addi %a, %a : i32} names no result type the reader
 * can trust), so uses can be rewired to a value of the same type. The types
 * come from the tool: it prints the program in generic form (no passes),
 * where every op carries its full signature, and the two op sequences are
 * aligned in pre-order by name (ops only the generic print shows, such as
 * elided terminators or the implicit module, are skipped). When the tool
 * cannot print the program, the model keeps the types it had.
 */
public final class ToolTypes implements Function<String, Program> {
    private final ToolRunner runner;
    private final Tool tool;
    private final List<String> extraArgs;

    public ToolTypes(ToolRunner runner, Tool tool, List<String> extraArgs) {
        this.runner = runner;
        this.tool = tool;
        List<String> args = new ArrayList<>(extraArgs);
        args.remove(RunRequest.DISABLE_THREADING);
        args.add("--mlir-print-op-generic");
        this.extraArgs = List.copyOf(args);
    }

    @Override
    public Program apply(String text) {
        Program p = MlirReader.read(text);
        if (allTyped(p)) return p;
        RunResult r = runner.run(new RunRequest(tool, text, List.of(), RunLimits.defaults(), extraArgs));
        if (!r.started() || !Integer.valueOf(0).equals(r.exitCode()) || r.stdoutTruncated()) return p;
        fill(p, MlirReader.read(r.stdout()));
        return p;
    }

    /** Copies result types from the generic print {@code g} into {@code p} where p has none. */
    public static void fill(Program p, Program g) {
        List<Operation> mine = p.allOperations();
        List<Operation> theirs = g.allOperations();
        int j = 0;
        for (Operation op : mine) {
            while (j < theirs.size() && !theirs.get(j).name().equals(op.name())) j++;
            if (j == theirs.size()) return;
            Operation twin = theirs.get(j++);
            if (twin.results().size() != op.results().size()) continue;
            for (int k = 0; k < op.results().size(); k++) {
                Value v = op.results().get(k);
                if (v.type() == null) v.setType(twin.results().get(k).type());
            }
        }
    }

    private static boolean allTyped(Program p) {
        for (Operation op : p.allOperations()) for (Value v : op.results()) if (v.type() == null) return false;
        return true;
    }
}
