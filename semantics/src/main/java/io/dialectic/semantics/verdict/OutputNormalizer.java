package io.dialectic.semantics.verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * What is blanked before outputs are compared: memref descriptors' run-time
 * addresses ({@code base@ = 0x...}) and the sign of NaN (not specified by
 * MLIR; x86 makes negative NaNs at run time, folding makes positive ones).
 */
public final class OutputNormalizer {
    private OutputNormalizer() {}

    private static final Pattern ADDRESS = Pattern.compile("base@ = 0x[0-9a-fA-F]+");
    private static final Pattern NEG_NAN = Pattern.compile("-nan\\b");

    public static String line(String s) {
        return NEG_NAN.matcher(ADDRESS.matcher(s).replaceAll("base@ = 0x")).replaceAll("nan");
    }

    /** The lines of a runner's stdout, normalised; a trailing newline ends the last line (no empty line after it). */
    public static List<String> lines(String stdout) {
        List<String> out = new ArrayList<>();
        if (stdout.isEmpty()) return out;
        String[] parts = stdout.split("\n", -1);
        int n = stdout.endsWith("\n") ? parts.length - 1 : parts.length;
        for (int i = 0; i < n; i++) out.add(line(parts[i]));
        return out;
    }
}
