package io.dialectic.semantics.verdict;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.semantics.interp.Execution;
import io.dialectic.semantics.interp.Interpreter;
import io.dialectic.semantics.run.OptTool;
import io.dialectic.semantics.run.ToolVersion;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Which of the ops a pass took from the slice changes the meaning when the pass rewrites it alone, for a pass that
 * cannot be stopped after one pattern application (a dialect conversion such as {@code --arith-expand} fails when an
 * op it must convert is left). For each abstracted form of a removed op, the pass is run on a function holding one such
 * op alone ({@code @f(args) { op; return }}), and in the IR before the pass every op of that form is replaced by a call
 * of what the pass made of it; when the interpreter finds the meaning of that program changed, the form is to blame.
 * Ops with regions or other than one result are left out. {@code ceildivsi} expanded wrongly beside a correctly
 * expanded {@code minsi} is then the {@code ceildivsi} alone.
 */
final class OpIsolation {
    private final Interpreter interpreter;
    private final ToolVersion tool;
    private final String flag;
    private final Duration timeout;

    OpIsolation(Interpreter interpreter, ToolVersion tool, String flag, Duration timeout) {
        this.interpreter = interpreter;
        this.tool = tool;
        this.flag = flag;
        this.timeout = timeout;
    }

    /** What the pass made of each blamed form of {@code removed} (ops of {@code before}); empty when none is to blame alone. */
    Map<String, List<Operation>> blame(
            String before, List<Operation> removed, String entry, Predicate<Execution> changesMeaning) {
        String generic = OptTool.apply(tool, List.of(), before, timeout);
        if (generic == null) return Map.of();
        Program p = MlirReader.read(generic);
        Map<String, List<Operation>> bySignature = new LinkedHashMap<>();
        for (Operation op : p.allOperations())
            bySignature.computeIfAbsent(signature(op), k -> new ArrayList<>()).add(op);
        Map<String, List<Operation>> out = new LinkedHashMap<>();
        Set<String> tried = new HashSet<>();
        int n = 0;
        for (Operation r : removed) {
            String form = ValueSlice.abstracted(r);
            List<Operation> instances = bySignature.get(signature(r));
            if (!tried.add(signature(r))
                    || instances == null
                    || !r.regions().isEmpty()
                    || r.results().size() != 1) continue;
            String name = "__dialectic_isolated" + n++;
            String expanded = expand(lineOf(generic, instances.get(0)), instances.get(0), name);
            if (expanded == null) continue;
            String hybrid = replaced(generic, instances, name, expanded);
            Execution e = hybrid == null ? null : interpreter.run(hybrid, entry);
            if (e != null && e.status() != Execution.Status.UNSUPPORTED && changesMeaning.test(e)) {
                Program f = MlirReader.read(expanded);
                out.put(
                        form,
                        f.allOperations().stream()
                                .filter(o -> !o.name().equals("func.func")
                                        && !o.name().equals("func.return"))
                                .toList());
            }
        }
        return out;
    }

    /** The op as written, but for its values: instances of one signature can be replaced by calls of one function. */
    private static String signature(Operation op) {
        return op.name() + " " + op.properties() + " " + op.attributes() + " " + op.operandTypes() + " "
                + op.resultTypes();
    }

    private static String lineOf(String text, Operation op) {
        return text.split("\n", -1)[op.span().line() - 1];
    }

    /** The function {@code name} the pass makes of {@code op} alone (generic form, its module's lines without the module), or null. */
    private String expand(String line, Operation op, String name) {
        int eq = line.indexOf("= \"");
        int open = line.indexOf('(', eq);
        int close = line.indexOf(')', open);
        if (eq < 0 || open < 0 || close < 0) return null;
        List<String> in = op.operandTypes();
        StringBuilder args = new StringBuilder(), params = new StringBuilder();
        for (int i = 0; i < in.size(); i++) {
            if (in.get(i) == null) return null;
            args.append(i == 0 ? "" : ", ").append("%a").append(i);
            params.append(i == 0 ? "" : ", ")
                    .append("%a")
                    .append(i)
                    .append(": ")
                    .append(in.get(i));
        }
        String result = op.resultTypes().get(0);
        String body = "%r " + line.substring(eq, open + 1) + args + line.substring(close);
        String tiny = "func.func @" + name + "(" + params + ") -> " + result + " {\n  " + body + "\n  return %r : "
                + result + "\n}\n";
        String out = OptTool.apply(tool, List.of(flag), tiny, timeout);
        if (out == null) return null;
        List<String> lines = new ArrayList<>(List.of(out.strip().split("\n")));
        if (lines.size() < 3) return null;
        return String.join("\n", lines.subList(1, lines.size() - 1)) + "\n";
    }

    /** {@code generic} with each of {@code instances} a call of {@code name}, and {@code function} added to its module; or null. */
    private static String replaced(String generic, List<Operation> instances, String name, String function) {
        String[] lines = generic.split("\n", -1);
        for (Operation op : instances) {
            int at = op.span().line() - 1;
            String line = lines[at];
            int eq = line.indexOf("= \"");
            int open = line.indexOf('(', eq);
            int close = line.indexOf(')', open);
            int colon = line.lastIndexOf(" : (");
            if (eq < 0 || open < 0 || close < 0 || colon < close) return null;
            lines[at] = line.substring(0, eq) + "= \"func.call\"" + line.substring(open, close + 1) + " <{callee = @"
                    + name + "}>" + line.substring(colon);
        }
        int last = lines.length - 1;
        while (last > 0 && lines[last].isBlank()) last--;
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < last; i++) b.append(lines[i]).append('\n');
        return b.append(function).append(lines[last]).append('\n').toString();
    }
}
