package io.dialectic.semantics.verdict;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.semantics.value.Attributes;
import io.dialectic.semantics.value.Types;
import io.dialectic.semantics.value.Unsupported;
import java.util.ArrayList;
import java.util.List;

/**
 * What to run: {@code @main} when the program has one without arguments;
 * otherwise a generated wrapper (in generic form, appended to the program)
 * that calls every function without arguments, in source order, and prints
 * each result with {@code vector.print}. The program's own text is not
 * changed otherwise.
 */
public record EntryPoint(String program, String entry, List<String> called) {
    public static final String WRAPPER = "dialectic_main";

    /** {@code genericProgram} must be in generic form (the wrapper is spliced into its module). */
    public static EntryPoint of(String genericProgram) {
        Program p = MlirReader.read(genericProgram);
        List<Operation> funcs = new ArrayList<>();
        Operation module = null;
        for (Operation op : p.topLevelOperations()) {
            if (op.name().equals("builtin.module") && module == null) {
                module = op;
                for (var r : op.regions())
                    for (var b : r.blocks())
                        for (Operation inner : b.operations()) if (inner.name().equals("func.func")) funcs.add(inner);
            } else if (op.name().equals("func.func")) funcs.add(op);
        }
        List<String> called = new ArrayList<>();
        StringBuilder body = new StringBuilder();
        int n = 0;
        for (Operation f : funcs) {
            Attributes a = Attributes.of(f.properties(), f.attributes());
            String name = a.get("sym_name") == null ? null : a.get("sym_name").replace("\"", "");
            String type = a.get("function_type");
            if (name == null
                    || type == null
                    || f.regions().isEmpty()
                    || f.regions().get(0).blocks().isEmpty()) continue;
            int arrow = type.indexOf("->");
            String params = type.substring(0, arrow).strip();
            if (name.equals("main") && params.equals("()"))
                return new EntryPoint(genericProgram, "main", List.of("main"));
            if (!params.equals("()")) continue;
            List<String> results = resultTypes(type.substring(arrow + 2).strip());
            if (!printable(results)) continue;
            called.add(name);
            List<String> names = new ArrayList<>();
            for (int i = 0; i < results.size(); i++) names.add("%r" + n + "_" + i);
            body.append("    ");
            if (!results.isEmpty()) body.append(String.join(", ", names)).append(" = ");
            body.append("\"func.call\"() <{callee = @")
                    .append(name)
                    .append("}> : () -> (")
                    .append(String.join(", ", results))
                    .append(")\n");
            for (int i = 0; i < results.size(); i++) {
                body.append("    \"vector.print\"(")
                        .append(names.get(i))
                        .append(") <{punctuation = #vector.punctuation<newline>}> : (")
                        .append(results.get(i))
                        .append(") -> ()\n");
            }
            n++;
        }
        String wrapper = "  \"func.func\"() <{function_type = () -> (), sym_name = \"" + WRAPPER + "\"}> ({\n" + body
                + "    \"func.return\"() : () -> ()\n  }) : () -> ()\n";
        String text;
        if (module != null && module.span().isKnown()) {
            String src = genericProgram;
            int end = src.lastIndexOf("})", module.span().end());
            if (end < 0) throw new Unsupported("module without a region to add the entry wrapper to");
            text = src.substring(0, end) + wrapper + src.substring(end);
        } else {
            text = genericProgram + "\n" + wrapper;
        }
        return new EntryPoint(text, WRAPPER, called);
    }

    private static List<String> resultTypes(String text) {
        String t = text.startsWith("(") && text.endsWith(")") ? text.substring(1, text.length() - 1) : text;
        List<String> out = new ArrayList<>();
        for (String s : Attributes.splitTopLevel(t, ',')) if (!s.isBlank()) out.add(s.strip());
        return out;
    }

    private static boolean printable(List<String> types) {
        try {
            for (String t : types) Types.parse(t);
            return true;
        } catch (Unsupported e) {
            return false;
        }
    }
}
