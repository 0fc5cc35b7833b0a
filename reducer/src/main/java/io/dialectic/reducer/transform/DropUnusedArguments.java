package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operand;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Value;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.tree.OpTree;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Deletes unused arguments of a custom-form function ({@code func.func},
 * {@code gpu.func}, {@code llvm.func}...) whose symbol nothing else names
 * (no call site would need the same change). The argument list is the first
 * parenthesised group after the symbol name; each unused {@code %x: type}
 * entry is one rewrite.
 *
 * <pre>
 * before: func.func @f(%a: i32, %unused: tensor&lt;4xf32&gt;) -&gt; i32 {
 *           return %a : i32
 * after:  func.func @f(%a: i32) -&gt; i32 {
 *           return %a : i32
 * </pre>
 */
public final class DropUnusedArguments implements Transformation {
    private static final Pattern HEADER = Pattern.compile("^[\\w.]*func\\s+(?:(?:private|public|nested)\\s+)?(@[\\w$.\\-]+|@\"[^\"]*\")\\s*\\(");

    @Override
    public String name() {
        return "drop-unused-arguments";
    }

    @Override
    public List<Rewrite> rewrites(OpTree tree) {
        String text = tree.text();
        Set<Value> used = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Operation op : tree.program().allOperations()) for (Operand o : op.operands()) if (o.value() != null) used.add(o.value());
        List<Rewrite> out = new ArrayList<>();
        for (Operation op : tree.program().allOperations()) {
            if (op.form() != Operation.Form.CUSTOM || !op.span().isKnown() || op.regions().isEmpty()) continue;
            if (op.regions().get(0).blocks().isEmpty()) continue;
            Block entry = op.regions().get(0).blocks().get(0);
            if (entry.arguments().isEmpty()) continue;
            String own = text.substring(op.span().start(), op.span().end());
            Matcher m = HEADER.matcher(own);
            if (!m.find()) continue;
            String symbol = m.group(1);
            if (mentionedElsewhere(text, symbol, op.span().start() + m.start(1))) continue;
            int open = op.span().start() + m.end() - 1;
            int close = matchParen(text, open);
            if (close < 0) continue;
            List<int[]> entries = topLevelEntries(text, open + 1, close);
            if (entries.size() != entry.arguments().size()) continue;
            for (int i = 0; i < entries.size(); i++) {
                Value arg = entry.arguments().get(i);
                if (used.contains(arg) || !text.substring(entries.get(i)[0], entries.get(i)[1]).strip().startsWith(arg.name())) continue;
                int start = entries.get(i)[0];
                int end = entries.get(i)[1];
                // Take one separating comma with the entry: the following one, or for the last entry the preceding one.
                if (i + 1 < entries.size()) end = entries.get(i + 1)[0];
                else if (i > 0) start = entries.get(i - 1)[1];
                out.add(Rewrite.of("argument " + arg.name() + " of " + symbol, new Splice(start, end, "")));
            }
        }
        return out;
    }

    private static boolean mentionedElsewhere(String text, String symbol, int at) {
        Pattern p = Pattern.compile(Pattern.quote(symbol) + "(?![\\w$.\\-])");
        Matcher m = p.matcher(text);
        while (m.find()) if (m.start() != at) return true;
        return false;
    }

    private static int matchParen(String text, int open) {
        int depth = 0;
        for (int i = open; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '(' || c == '<' && text.charAt(i - 1) != '-' || c == '[' || c == '{') depth++;
            else if (c == ')' || c == '>' && text.charAt(i - 1) != '-' || c == ']' || c == '}') {
                if (--depth == 0) return c == ')' ? i : -1;
            }
        }
        return -1;
    }

    private static int skipBlanks(String text, int from, int to) {
        while (from < to && Character.isWhitespace(text.charAt(from))) from++;
        return from;
    }

    /** Spans of the comma-separated entries in {@code text[from, to)} at bracket depth 0 (entry text without the comma and leading blanks). */
    private static List<int[]> topLevelEntries(String text, int from, int to) {
        List<int[]> out = new ArrayList<>();
        int depth = 0;
        int start = from;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c == '(' || c == '<' && text.charAt(i - 1) != '-' || c == '[' || c == '{') depth++;
            else if (c == ')' || c == '>' && text.charAt(i - 1) != '-' || c == ']' || c == '}') depth--;
            else if (c == ',' && depth == 0) {
                out.add(new int[] {skipBlanks(text, start, i), i});
                start = i + 1;
            }
        }
        if (!text.substring(start, to).isBlank()) out.add(new int[] {skipBlanks(text, start, to), to});
        return out;
    }
}
