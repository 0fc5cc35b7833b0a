package io.dialectic.toolchain.triggers;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The pattern-level trigger signal of a release build: {@code --log-actions-to=FILE} logs every
 * rewrite-pattern <em>attempt</em> (not every success; folds are not logged) as
 *
 * <pre>
 * [thread T] begins (no breakpoint) Action `pass-execution` running `Canonicalizer` on Operation `func.func` (...)`
 * [thread T] begins (no breakpoint) Action `apply-pattern pattern: (anonymous namespace)::IndexCastOfIndexCast (%0 = ...)`
 * </pre>
 *
 * Lines of several threads interleave, so the pass a pattern ran under is tracked per thread.
 * Read line by line: a large program logs hundreds of kilobytes.
 */
public final class ActionLog {
    private static final String PATTERN = "Action `apply-pattern pattern: ";
    private static final String PASS = "Action `pass-execution` running `";
    private static final String PASS_DONE = "completed `pass-execution`";

    private ActionLog() {}

    /**
     * @param attempts pattern debug name -> number of attempts
     * @param passOf   pattern debug name -> the pass class it was first attempted under ({@code Canonicalizer})
     */
    public record Attempts(Map<String, Integer> attempts, Map<String, String> passOf) {}

    /** Reads at most {@code maxLines} lines. */
    public static Attempts read(BufferedReader in, long maxLines) throws IOException {
        Map<String, Integer> attempts = new LinkedHashMap<>();
        Map<String, String> passOf = new HashMap<>();
        Map<String, ArrayDeque<String>> passStack = new HashMap<>();
        String line;
        long n = 0;
        while (n++ < maxLines && (line = in.readLine()) != null) {
            String thread = thread(line);
            int p = line.indexOf(PATTERN);
            if (p >= 0) {
                String name = patternName(line.substring(p + PATTERN.length()));
                if (name.isEmpty()) continue;
                attempts.merge(name, 1, Integer::sum);
                var stack = passStack.get(thread);
                if (stack != null && !stack.isEmpty()) passOf.putIfAbsent(name, stack.peek());
                continue;
            }
            int q = line.indexOf(PASS);
            if (q >= 0) {
                int s = q + PASS.length();
                int e = line.indexOf('`', s);
                if (e > s)
                    passStack.computeIfAbsent(thread, t -> new ArrayDeque<>()).push(line.substring(s, e));
            } else if (line.contains(PASS_DONE)) {
                var stack = passStack.get(thread);
                if (stack != null && !stack.isEmpty()) stack.pop();
            }
        }
        return new Attempts(attempts, passOf);
    }

    /** {@code [thread mlir-opt-19] ...} -> {@code mlir-opt-19}; empty when the line has no thread tag. */
    private static String thread(String line) {
        if (!line.startsWith("[thread ")) return "";
        int e = line.indexOf(']');
        return e > 8 ? line.substring(8, e) : "";
    }

    /**
     * The pattern's debug name: everything up to the space before the op in parentheses. The name itself
     * may hold parentheses and template arguments ({@code (anonymous namespace)::Lowering<a, b>}), so the
     * op part is found as the last top-level {@code " ("}.
     */
    static String patternName(String rest) {
        int depth = 0;
        int cut = -1;
        for (int i = 0; i < rest.length(); i++) {
            char c = rest.charAt(i);
            if (c == '<') depth++;
            else if (c == '>' && depth > 0) depth--;
            else if (c == '(' && depth == 0 && i > 0 && rest.charAt(i - 1) == ' ') {
                cut = i - 1;
                break;
            }
        }
        String name = cut >= 0 ? rest.substring(0, cut) : rest;
        if (name.endsWith("`")) name = name.substring(0, name.length() - 1);
        return name.strip();
    }
}
