package io.dialectic.toolchain;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What Dialectic passes on to {@code mlir-opt} from data it did not write: a crash case's {@code cmd.txt} and
 * {@code meta.json}, a run record's {@code pipeline}, a corpus index's flags. Such data comes from other people
 * (a colleague's fuzz folder, a CI artifact, a bug report), so it may choose how a program is read, printed
 * and transformed, never what code runs or where a file is written:
 * <ul>
 *   <li><b>flags</b> pass an allow-list ({@link #ALLOWED}): flags that change how the program is parsed,
 *       verified, threaded or printed to stdout/stderr. Everything else is refused, with the reason for the
 *       flags that load code ({@code --load-pass-plugin}, {@code --load-dialect-plugin}) or write files
 *       ({@code -o FILE}, {@code --mlir-pass-pipeline-crash-reproducer}, {@code --log-actions-to},
 *       {@code --mlir-print-ir-tree-dir}, ...), in {@code --} and {@code -} spellings alike (LLVM's
 *       command line reads both). {@code -o /dev/null} and {@code -o -} are what Dialectic runs anyway.</li>
 *   <li><b>pipeline items</b> must be passes: a top-level item becomes a {@code --NAME[=OPTIONS]} argument
 *       ({@link PassPipeline#toArgs}), so an item named like a tool option ({@code load-pass-plugin{x.so}})
 *       would be that option. The names of every non-pass option of mlir-opt-19 and -22 are generated from
 *       their {@code --help-hidden} ({@code mlir-opt-options.txt}, {@code toolchain/tools/make-tool-options.sh});
 *       a name neither there nor on the allow-list that looks like a file or plugin flag is refused too,
 *       for tools of later versions. Pass options that name files or programs ({@code filename=},
 *       {@code toolkit=}, {@code l=}, {@code opts=}, ...) or any path are refused.</li>
 * </ul>
 * Dialectic's own arguments (its private {@code --log-actions-to=actions.log}, {@code -o /dev/null}) and the
 * user's own {@code --tool} are not data and do not come through here; {@link #unsafeArgv} is the runner's
 * last check on every command it starts.
 */
public final class ForeignArgs {
    /** Flags a case or record may carry: how the program is read, verified, threaded and printed. */
    static final Set<String> ALLOWED = Set.of(
            "allow-unregistered-dialect",
            "mlir-disable-threading",
            "split-input-file",
            "verify-diagnostics",
            "verify-each",
            "verify-roundtrip",
            "no-implicit-module",
            "show-dialects",
            "dump-pass-pipeline",
            "emit-bytecode",
            "mlir-very-unsafe-disable-verifier-on-parsing",
            "mlir-print-op-generic",
            "mlir-print-debuginfo",
            "mlir-pretty-debuginfo",
            "mlir-print-local-scope",
            "mlir-print-value-users",
            "mlir-print-unique-ssa-ids",
            "mlir-print-assume-verified",
            "mlir-print-elementsattrs-with-hex-if-larger",
            "mlir-elide-elementsattrs-if-larger",
            "mlir-elide-resource-strings-if-larger",
            "mlir-print-ir-after-all",
            "mlir-print-ir-before-all",
            "mlir-print-ir-after-change",
            "mlir-print-ir-after-failure",
            "mlir-print-ir-module-scope",
            "mlir-print-ir-after",
            "mlir-print-ir-before",
            "mlir-print-skip-regions",
            "mlir-print-stacktrace-on-diagnostic",
            "mlir-disable-diagnostic-notes",
            "mlir-timing",
            "mlir-timing-display",
            "mlir-pass-statistics",
            "mlir-pass-statistics-display",
            "mlir-output-format",
            "mlir-debug-counter",
            "mlir-print-debug-counter");

    /** Flags that make the tool load and run code that is not the tool's. */
    static final Set<String> LOADS_CODE = Set.of("load-pass-plugin", "load-dialect-plugin", "load");

    /** Flags that make the tool write a file (or a folder of them) at a path the data chooses. */
    static final Set<String> WRITES_FILES = Set.of(
            "o",
            "mlir-pass-pipeline-crash-reproducer",
            "mlir-generate-reproducer",
            "log-actions-to",
            "profile-actions-to",
            "mlir-print-ir-tree-dir",
            "info-output-file");

    /** Names no flag or item from data may have on any version: the shapes of plugin, reproducer and output-file flags. */
    private static final Pattern FILE_OR_PLUGIN_NAME =
            Pattern.compile("plugin|reproducer|file|(^|-)(dir|path|paths|output|log)(-|$)|-to-file|actions-to$|^o$");

    /** Pass options that name a file, a folder of tools, libraries to link, or options of a program the pass starts. */
    private static final Pattern PATH_OPTION = Pattern.compile(
            "(?:^|[\\s{,(\"'])(toolkit|l|link|opts|cmd-options|(?:[\\w-]*-)?(?:file|filename|files|path|paths|dir))\\s*=");

    private static final Set<String> TOOL_OPTIONS = loadToolOptions();

    private ForeignArgs() {}

    /** Why {@code arg}, taken verbatim from data, is not passed to the tool; empty when it is. */
    public static Optional<String> argProblem(String arg) {
        if (arg.startsWith("@")) return Optional.of("'" + arg + "' makes the tool read its options from a file");
        if (!arg.startsWith("-") || arg.equals("-") || arg.equals("--"))
            return Optional.of("'" + arg + "' is not a flag");
        String name = name(arg);
        if (ALLOWED.contains(name)) return Optional.empty();
        return Optional.of(reason(arg, name));
    }

    /** Why the pipeline item {@code item}, taken from data, is not run; empty when it is. */
    public static Optional<String> itemProblem(String item) {
        PassPipeline.Item i = PassPipeline.Item.parse(item);
        String pass =
                name(PassPipeline.passName(item)); // "--NAME=V", as some records write an item, runs as --NAME=V too
        if (pass.startsWith("@"))
            return Optional.of("pipeline item '" + item + "' makes the tool read its options from a file");
        // Only a top-level item becomes a flag of its own; inside --pass-pipeline a name is only ever looked up as a
        // pass.
        if (i.anchor() == null
                && !ALLOWED.contains(pass)
                && (TOOL_OPTIONS.contains(pass)
                        || FILE_OR_PLUGIN_NAME.matcher(pass).find())) {
            return Optional.of("pipeline item '" + item + "' is no pass: as --" + pass + " it " + what(pass));
        }
        String raw = PassPipeline.passName(item);
        String options =
                i.options() != null ? i.options() : raw.contains("=") ? raw.substring(raw.indexOf('=') + 1) : null;
        if (options != null) {
            var m = PATH_OPTION.matcher(options);
            if (m.find())
                return Optional.of(
                        "pipeline item '" + item + "' gives its pass a file or program (" + m.group(1) + "=)");
            if (options.contains("/")) return Optional.of("pipeline item '" + item + "' names a path in its options");
        }
        return Optional.empty();
    }

    /** The first reason to refuse a command from data, items first. */
    public static Optional<String> problem(List<String> items, List<String> args) {
        for (String item : items) {
            Optional<String> p = itemProblem(item);
            if (p.isPresent()) return p;
        }
        for (String arg : args) {
            Optional<String> p = argProblem(arg);
            if (p.isPresent()) return p;
        }
        return Optional.empty();
    }

    /** Throws {@link RefusedInput} ("SOURCE: refusing to run ...") when {@link #problem} finds one. */
    public static void check(String source, List<String> items, List<String> args) {
        problem(items, args).ifPresent(p -> {
            throw refusal(source, p);
        });
    }

    /** The one wording of a refusal of data. */
    public static RefusedInput refusal(String source, String problem) {
        return new RefusedInput("refusing to run " + source + ": " + problem
                + " (Dialectic takes from data only flags that change how a program is read or printed)");
    }

    /**
     * The runner's last check, on the arguments of every command it starts (after the tool's path): none may load
     * code, read options from a file, or write a file other than {@code /dev/null}, stdout, or a plain file name in
     * the run's own working folder ({@code --log-actions-to=actions.log}, {@code -o low.mlir}). Dialectic's own commands never need more,
     * so a data path that forgot {@link #check} still cannot load a plugin or write outside the run.
     */
    public static Optional<String> unsafeArgv(List<String> args) {
        for (int k = 0; k < args.size(); k++) {
            String a = args.get(k);
            if (a.startsWith("@")) return Optional.of("'" + a + "' makes the tool read its options from a file");
            if (!a.startsWith("-")) continue;
            String name = name(a);
            if (LOADS_CODE.contains(name) || name.contains("plugin"))
                return Optional.of("'" + a + "' loads code into the tool");
            if (!WRITES_FILES.contains(name)) continue;
            int eq = a.indexOf('=');
            String value = eq >= 0 ? a.substring(eq + 1) : k + 1 < args.size() ? args.get(k + 1) : "";
            boolean inFolder = value.matches("[\\w.-]+") && !value.startsWith(".");
            boolean own = name.equals("o")
                    ? value.equals("/dev/null") || value.equals("-") || inFolder
                    : name.equals("log-actions-to") && inFolder;
            if (!own) return Optional.of("'" + a + (eq >= 0 ? "" : " " + value) + "' writes a file");
        }
        return Optional.empty();
    }

    private static String reason(String arg, String name) {
        return "'" + arg + "' " + what(name);
    }

    private static String what(String name) {
        if (LOADS_CODE.contains(name) || name.contains("plugin")) return "loads code into the tool";
        if (WRITES_FILES.contains(name) || FILE_OR_PLUGIN_NAME.matcher(name).find())
            return "may write or read a file the data names";
        return TOOL_OPTIONS.contains(name) ? "is a tool option not taken from data" : "is not a flag taken from data";
    }

    /** {@code --name=value}, {@code -name} -> {@code name}. */
    static String name(String arg) {
        String s = arg.startsWith("--") ? arg.substring(2) : arg.startsWith("-") ? arg.substring(1) : arg;
        int eq = s.indexOf('=');
        return eq < 0 ? s : s.substring(0, eq);
    }

    /** Whether {@code name} is a (non-pass) option of mlir-opt-19 or -22. */
    public static boolean isToolOption(String name) {
        return TOOL_OPTIONS.contains(name);
    }

    private static Set<String> loadToolOptions() {
        Set<String> names = new HashSet<>();
        try (InputStream in = ForeignArgs.class.getResourceAsStream("mlir-opt-options.txt")) {
            if (in == null) throw new IllegalStateException("mlir-opt-options.txt is missing from the toolchain jar");
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; )
                if (!line.isBlank() && !line.startsWith("#")) names.add(line.strip());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Set.copyOf(names);
    }
}
