package io.dialectic.fuzzer.guidance;

import java.util.Set;
import java.util.TreeSet;

/**
 * The dialects of a program in generic form, read from its quoted op names ({@code "arith.addi"(...)}) without
 * parsing: the fuzzer's programs are all printed generic, and a name inside a string attribute at worst adds a dialect.
 * {@code builtin} and {@code func} are left out: nearly every program holds them, so they say nothing about which passes
 * fit it.
 */
public final class ProgramDialects {
    private ProgramDialects() {}

    public static Set<String> of(String text) {
        Set<String> out = new TreeSet<>();
        int n = text.length();
        for (int i = text.indexOf('"'); i >= 0 && i + 1 < n; i = text.indexOf('"', i + 1)) {
            int j = i + 1;
            if (j >= n || !Character.isLetter(text.charAt(j))) continue;
            int k = j;
            while (k < n && (Character.isLetterOrDigit(text.charAt(k)) || text.charAt(k) == '_')) k++;
            if (k >= n || text.charAt(k) != '.') continue;
            int e = k + 1;
            while (e < n
                    && (Character.isLetterOrDigit(text.charAt(e)) || text.charAt(e) == '_' || text.charAt(e) == '.'))
                e++;
            // an op name: "d.op" then its operand list (generic form)
            if (e > k + 1 && e + 1 < n && text.charAt(e) == '"' && text.charAt(e + 1) == '(') {
                String d = text.substring(j, k);
                if (!d.equals("builtin") && !d.equals("func")) out.add(d);
                i = e;
            }
        }
        return out;
    }
}
