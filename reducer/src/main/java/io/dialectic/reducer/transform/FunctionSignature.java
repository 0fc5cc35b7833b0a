package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Operand;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.model.Value;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The argument list of a custom-form function op as written ({@code
 * func.func @f(%a: i32, %b: f32) -> ...}): where its parentheses are, the
 * text span of each entry, where the symbol is defined ({@code symbolAt}) and
 * whether it is named anywhere else in the program (then a call site would
 * have to change too, so the reducer leaves the signature alone).
 */
public record FunctionSignature(
        String symbol, int open, int close, List<int[]> entries, boolean referencedElsewhere, int symbolAt) {
    private static final Pattern HEADER =
            Pattern.compile("^[\\w.]*func\\s+(?:(?:private|public|nested)\\s+)?(@[\\w$.\\-]+|@\"[^\"]*\")\\s*\\(");

    public static Optional<FunctionSignature> of(String text, Operation op) {
        if (op.form() != Operation.Form.CUSTOM || !op.span().isKnown()) return Optional.empty();
        Matcher m = HEADER.matcher(text.substring(op.span().start(), op.span().end()));
        if (!m.find()) return Optional.empty();
        String symbol = m.group(1);
        int open = op.span().start() + m.end() - 1;
        int close = Brackets.matchParen(text, open);
        if (close < 0) return Optional.empty();
        int at = op.span().start() + m.start(1);
        return Optional.of(new FunctionSignature(
                symbol,
                open,
                close,
                Brackets.entries(text, open + 1, close),
                mentions(text, symbol).stream().anyMatch(i -> i != at),
                at));
    }

    /** The values some operation of {@code program} uses as an operand (by identity: two values may share a name). */
    static Set<Value> usedValues(Program program) {
        Set<Value> used = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Operation op : program.allOperations())
            for (Operand o : op.operands()) if (o.value() != null) used.add(o.value());
        return used;
    }

    /** Whether entry {@code i} is written as {@code arg} and nothing uses it: the entry may be dropped. */
    boolean unusedEntry(String text, int i, Value arg, Set<Value> used) {
        return !used.contains(arg)
                && text.substring(entries.get(i)[0], entries.get(i)[1]).strip().startsWith(arg.name());
    }

    /** Where {@code symbol} is written in {@code text} (as a whole name, not the prefix of a longer one). */
    static List<Integer> mentions(String text, String symbol) {
        Matcher m = Pattern.compile(Pattern.quote(symbol) + "(?![\\w$.\\-])").matcher(text);
        List<Integer> out = new ArrayList<>();
        while (m.find()) out.add(m.start());
        return out;
    }

    /** The result types written after the argument list, or null when the function has none. */
    ResultTypes results(String text, int limit) {
        return ResultTypes.after(text, close + 1, limit);
    }
}
