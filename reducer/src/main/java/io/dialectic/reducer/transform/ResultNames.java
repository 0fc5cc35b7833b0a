package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Operand;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Value;
import io.dialectic.reducer.edit.Splice;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The result names of a custom-form op as written before its {@code =}
 * ({@code %0:3 = ...}, {@code %a, %b = ...}), and the splices that drop some
 * results: the header loses them (all of them: the header and its {@code =}
 * go), and the surviving results of a {@code %0:3} group are renumbered at
 * every use ({@code %0#2} becomes {@code %0#1}, or {@code %0} when one is left).
 *
 * <pre>
 * before: %0:3 = call @f() : () -&gt; (i32, f32, index)     uses: %0#0, %0#2
 * after:  %0:2 = call @f() : () -&gt; (i32, index)          uses: %0#0, %0#1
 * </pre>
 */
final class ResultNames {
    private static final Pattern HEADER =
            Pattern.compile("^\\s*(%[\\w$.\\-]+(?::\\d+)?(?:\\s*,\\s*%[\\w$.\\-]+(?::\\d+)?)*)\\s*=\\s*");
    private static final Pattern GROUP = Pattern.compile("(%[\\w$.\\-]+)(?::(\\d+))?");

    private ResultNames() {}

    /**
     * Splices dropping the results {@code dropped} of {@code op} (none for an op written without result names), or
     * null when its header cannot be read or a use to renumber has no known span.
     *
     * @param uses the uses of every value in the program
     */
    static List<Splice> drop(String text, Operation op, Set<Integer> dropped, Map<Value, List<Operand>> uses) {
        if (op.form() != Operation.Form.CUSTOM || !op.span().isKnown()) return null;
        int start = op.span().start();
        Matcher h = HEADER.matcher(text.substring(start, op.span().end()));
        if (!h.find()) return op.results().isEmpty() ? List.of() : null;
        List<String> names = new ArrayList<>();
        List<Integer> counts = new ArrayList<>();
        List<Boolean> packed = new ArrayList<>();
        Matcher g = GROUP.matcher(h.group(1));
        int total = 0;
        while (g.find()) {
            names.add(g.group(1));
            int n = g.group(2) == null ? 1 : Integer.parseInt(g.group(2));
            counts.add(n);
            packed.add(g.group(2) != null);
            total += n;
        }
        if (total != op.results().size()) return null;
        List<Splice> out = new ArrayList<>();
        List<String> header = new ArrayList<>();
        int index = 0;
        for (int k = 0; k < names.size(); k++) {
            int left = 0;
            for (int j = 0; j < counts.get(k); j++) if (!dropped.contains(index + j)) left++;
            if (left > 0) header.add(names.get(k) + (packed.get(k) && left > 1 ? ":" + left : ""));
            int renumbered = 0;
            for (int j = 0; j < counts.get(k); j++, index++) {
                if (dropped.contains(index)) continue;
                Value v = op.results().get(index);
                String now = !packed.get(k) ? v.name() : left > 1 ? names.get(k) + "#" + renumbered : names.get(k);
                renumbered++;
                if (now.equals(v.name())) continue;
                for (Operand use : uses.getOrDefault(v, List.of())) {
                    if (!use.span().isKnown()) return null;
                    out.add(new Splice(use.span().start(), use.span().end(), now));
                }
            }
        }
        out.add(
                header.isEmpty()
                        ? Splice.delete(start + h.start(1), start + h.end())
                        : new Splice(start + h.start(1), start + h.end(1), String.join(", ", header)));
        return out;
    }
}
