package io.dialectic.toolchain.passes;

import io.dialectic.base.storage.AtomicFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The options of every pass, read from the "Compiler passes to run" section of {@code --help}: a pass at 6 spaces
 * ({@code      --affine-loop-tile}), its options at 8 ({@code        --tile-size=<uint>   - Use this tile size ...}),
 * an enum option's values at 4 ({@code     =none   -   Turn off ...}), in the order listed. Kept beside the pass
 * catalog's cache, one TSV file per tool version.
 */
public final class PassOptions {
    private static final Pattern PASS = Pattern.compile("^      --([\\w.-]+)");
    private static final Pattern OPTION = Pattern.compile("^        --([\\w.-]+)(?:=<(\\w+)>)?\\s+- ?(.*)$");
    private static final Pattern VALUE = Pattern.compile("^    =([\\w.-]+)\\s");

    private PassOptions() {}

    /** Options by pass name, each pass's in the order listed. */
    public static Map<String, List<PassOption>> parseHelp(String help) {
        Map<String, List<PassOption>> out = new LinkedHashMap<>();
        boolean in = false;
        String pass = null;
        String name = null;
        String type = null;
        boolean list = false;
        List<String> values = new ArrayList<>();
        for (String line : help.split("\n")) {
            if (line.startsWith("  Compiler passes to run")) {
                in = true;
                continue;
            }
            if (!in) continue;
            if (line.matches("  \\S.*")) break;
            if (line.startsWith("    =") && name != null) {
                Matcher vv = VALUE.matcher(line);
                if (vv.find()) values.add(vv.group(1));
                continue;
            }
            // anything but an enum value ends the option before it
            if (name != null) {
                out.computeIfAbsent(pass, k -> new ArrayList<>()).add(new PassOption(name, type, list, values));
                name = null;
                values = new ArrayList<>();
            }
            Matcher oo = OPTION.matcher(line);
            if (pass != null && oo.find()) {
                name = oo.group(1);
                type = oo.group(2) == null ? "bool" : oo.group(2);
                list = oo.group(3).toLowerCase(Locale.ROOT).contains("list");
                continue;
            }
            Matcher pp = PASS.matcher(line);
            if (pp.find()) pass = pp.group(1);
        }
        if (name != null)
            out.computeIfAbsent(pass, k -> new ArrayList<>()).add(new PassOption(name, type, list, values));
        return out;
    }

    static void write(Path file, Map<String, List<PassOption>> options) throws IOException {
        StringBuilder sb = new StringBuilder("# pass\toption\ttype\tlist\tvalues\n");
        for (var e : options.entrySet())
            for (PassOption o : e.getValue())
                sb.append(e.getKey())
                        .append('\t')
                        .append(o.name())
                        .append('\t')
                        .append(o.type())
                        .append('\t')
                        .append(o.list())
                        .append('\t')
                        .append(String.join(",", o.values()))
                        .append('\n');
        AtomicFiles.write(file, sb.toString());
    }

    static Map<String, List<PassOption>> read(Path file) throws IOException {
        Map<String, List<PassOption>> out = new LinkedHashMap<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.isBlank() || line.startsWith("#")) continue;
            String[] f = line.split("\t", -1);
            if (f.length < 5) continue;
            List<String> values = f[4].isEmpty() ? List.of() : Arrays.asList(f[4].split(","));
            out.computeIfAbsent(f[0], k -> new ArrayList<>())
                    .add(new PassOption(f[1], f[2], Boolean.parseBoolean(f[3]), values));
        }
        return out;
    }
}
