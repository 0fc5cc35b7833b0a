package io.dialectic.reducer.transform;

import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.tree.OpTree;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Renames every SSA value to a short name, all in one rewrite and with one
 * program-wide mapping (so no two different names can collide in any scope);
 * a second rewrite shortens symbol names the same way. Result-group suffixes
 * ({@code :2}, {@code #1}) are kept since they are not part of the name.
 *
 * <pre>
 * before: %cst_12 = arith.constant 0 : index
 *         %alloc_3 = memref.alloc(%cst_12) : memref&lt;?xf32&gt;
 * after:  %0 = arith.constant 0 : index
 *         %1 = memref.alloc(%0) : memref&lt;?xf32&gt;
 * </pre>
 */
public final class ShortenNames implements Transformation {
    private static final Pattern VALUE = Pattern.compile("%[A-Za-z0-9_$.\\-]+");
    private static final Pattern SYMBOL = Pattern.compile("@[A-Za-z_$.][A-Za-z0-9_$.\\-]*");
    private static final Pattern STRING = Pattern.compile("\"(?:[^\"\\\\]|\\\\.)*\"");

    @Override
    public String name() {
        return "shorten-names";
    }

    @Override
    public List<Rewrite> rewrites(OpTree tree) {
        String text = tree.text();
        List<int[]> strings = new ArrayList<>();
        Matcher s = STRING.matcher(text);
        while (s.find()) strings.add(new int[] {s.start(), s.end()});
        List<Rewrite> out = new ArrayList<>();
        Rewrite values = rename(text, VALUE, strings, "%", "");
        if (values != null) out.add(values);
        Rewrite symbols = rename(text, SYMBOL, strings, "@", "f");
        if (symbols != null) out.add(symbols);
        return out;
    }

    private static Rewrite rename(String text, Pattern p, List<int[]> strings, String sigil, String prefix) {
        Map<String, String> mapping = new LinkedHashMap<>();
        List<Splice> splices = new ArrayList<>();
        boolean changes = false;
        Matcher m = p.matcher(text);
        while (m.find()) {
            if (inside(strings, m.start())) continue;
            String name = m.group();
            String shortName = mapping.computeIfAbsent(name, k -> sigil + prefix + mapping.size());
            if (!shortName.equals(name)) changes = true;
            splices.add(new Splice(m.start(), m.end(), shortName));
        }
        if (!changes) return null;
        int before = mapping.keySet().stream().mapToInt(String::length).sum();
        int after = mapping.values().stream().mapToInt(String::length).sum();
        if (after >= before) return null;
        return new Rewrite("shorten " + mapping.size() + " " + sigil + " names", splices);
    }

    private static boolean inside(List<int[]> spans, int at) {
        for (int[] s : spans) if (s[0] <= at && at < s[1]) return true;
        return false;
    }
}
