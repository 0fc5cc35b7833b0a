package io.dialectic.ir.ods;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The op universe of a corpus: which of the ops the compiler registers it
 * covers, "N of M registered ops, K of L dialects covered", measured against
 * the catalog ({@link OpCatalog}) of the MLIR version the programs were run
 * with. The one place the analysis, the app and {@code inspect} get these
 * numbers from.
 *
 * <p>A program counts towards the catalog of each tool it ran on (the run
 * record's {@code tool} / {@code tool_version}, {@link #catalogFor}); programs
 * never run, and tools of a version without a committed catalog, are measured
 * against the reader's catalog ({@link OpCatalog#READER_VERSION}), and the
 * entry says so ({@link Entry#catalogBasis()}). Op names the catalog does
 * not know are listed apart: ops of dialects the tool does not register
 * (another project's dialect, an unregistered one, {@code test}) and unknown
 * ops of registered dialects (removed or renamed in that version, misspelt).
 */
public final class OpUniverse {
    /** {@link Entry#catalogBasis()} when the tool of the runs named the version. */
    public static final String BY_TOOL = "tool";
    /** {@link Entry#catalogBasis()} for programs that were never run. */
    public static final String NO_TOOL = "no tool: the reader's catalog";

    private static final Pattern LEADING_NUMBER = Pattern.compile("^(\\d+)");
    private static final Pattern NAME_SUFFIX = Pattern.compile("-(\\d+)$");

    /** catalog version -> why it was used, tools seen, op names seen. */
    private final Map<Integer, Set<String>> bases = new TreeMap<>();

    private final Map<Integer, Set<String>> tools = new TreeMap<>();
    private final Map<Integer, Set<String>> ops = new TreeMap<>();

    /**
     * One catalog's figures.
     *
     * @param catalog              the MLIR version of the catalog the ops were counted against
     * @param catalogBasis         why that catalog: {@link #BY_TOOL}, {@link #NO_TOOL}, or the version that had none;
     *                             several reasons joined by "; " ({@link #BY_TOOL} first)
     * @param tools                the tools of the runs counted here (empty for programs never run)
     * @param coveredOps           registered ops seen (N)
     * @param registeredOps        ops the catalog's version registers (M)
     * @param coveredDialects      dialects with a registered op seen (K)
     * @param registeredDialects   dialects the version registers ops for (L)
     * @param unregisteredOps      op names seen that the version does not register, sorted
     * @param unregisteredDialects the dialects of those op names that the version does not register at all, sorted
     */
    public record Entry(
            int catalog,
            String catalogBasis,
            List<String> tools,
            int coveredOps,
            int registeredOps,
            int coveredDialects,
            int registeredDialects,
            List<String> unregisteredOps,
            List<String> unregisteredDialects) {
        @Override
        public String toString() {
            return coveredOps + " of " + registeredOps + " registered ops, " + coveredDialects + " of "
                    + registeredDialects
                    + " dialects covered (MLIR " + catalog + " catalog"
                    + (BY_TOOL.equals(catalogBasis)
                            ? ""
                            : catalogBasis.startsWith(BY_TOOL + "; ")
                                    ? "; also " + catalogBasis.substring(BY_TOOL.length() + 2)
                                    : "; " + catalogBasis)
                    + ")"
                    + (unregisteredOps.isEmpty() ? "" : "; " + unregisteredOps.size() + " unregistered op(s) seen");
        }
    }

    /**
     * The catalog version for runs of {@code tool} ({@code mlir-opt-19}) reporting {@code toolVersion}
     * ({@code 19.1.7}): the major version of the version string, else the name's {@code -NN} suffix; null when
     * neither names one (an unversioned {@code mlir-opt} whose version could not be read, or no tool at all).
     */
    public static Integer majorVersion(String tool, String toolVersion) {
        if (toolVersion != null) {
            Matcher m = LEADING_NUMBER.matcher(toolVersion.trim());
            if (m.find()) return Integer.valueOf(m.group(1));
        }
        if (tool != null) {
            String name = tool.substring(tool.lastIndexOf('/') + 1);
            Matcher m = NAME_SUFFIX.matcher(name);
            if (m.find()) return Integer.valueOf(m.group(1));
        }
        return null;
    }

    /** The catalog version and basis for runs of this tool (see the class comment). */
    public static Map.Entry<Integer, String> catalogFor(String tool, String toolVersion) {
        Integer major = majorVersion(tool, toolVersion);
        if (major != null && OpCatalog.VERSIONS.contains(major)) return Map.entry(major, BY_TOOL);
        if (tool == null || tool.isEmpty()) return Map.entry(OpCatalog.READER_VERSION, NO_TOOL);
        return Map.entry(
                OpCatalog.READER_VERSION,
                (major == null ? "version of " + tool + " unknown" : "no catalog for MLIR " + major)
                        + ": the reader's catalog");
    }

    /** Records that a program holding op {@code opName} ran on {@code tool} (null: never run). */
    public OpUniverse add(String tool, String toolVersion, String opName) {
        Map.Entry<Integer, String> c = catalogFor(tool, toolVersion);
        int key = c.getKey();
        bases.computeIfAbsent(key, k -> new TreeSet<>()).add(c.getValue());
        Set<String> t = tools.computeIfAbsent(key, k -> new TreeSet<>());
        if (tool != null && !tool.isEmpty()) t.add(tool);
        if (opName != null) ops.computeIfAbsent(key, k -> new TreeSet<>()).add(opName);
        return this;
    }

    /** Adds every op of one program that ran on {@code tool}. */
    public OpUniverse addAll(String tool, String toolVersion, Iterable<String> opNames) {
        add(tool, toolVersion, null);
        for (String n : opNames) add(tool, toolVersion, n);
        return this;
    }

    /** One entry per catalog version seen, oldest first: every program counted against that catalog, for whatever reason. */
    public List<Entry> entries() {
        List<Entry> out = new ArrayList<>();
        for (var e : bases.entrySet()) {
            List<String> why = new ArrayList<>(e.getValue());
            if (why.remove(BY_TOOL)) why.add(0, BY_TOOL);
            out.add(entry(
                    OpCatalog.of(e.getKey()),
                    String.join("; ", why),
                    List.copyOf(tools.get(e.getKey())),
                    ops.getOrDefault(e.getKey(), Set.of())));
        }
        return out;
    }

    /** The figures of the op names {@code seen} against {@code catalog}. */
    public static Entry entry(OpCatalog catalog, String basis, List<String> tools, Iterable<String> seen) {
        Set<String> coveredOps = new TreeSet<>(), coveredDialects = new TreeSet<>();
        Set<String> unregistered = new TreeSet<>(), unknownDialects = new TreeSet<>();
        for (String n : seen) {
            OpDefinition d = catalog.get(n);
            if (d != null) {
                coveredOps.add(n);
                coveredDialects.add(d.dialect());
            } else {
                unregistered.add(n);
                int dot = n.indexOf('.');
                String dialect = dot < 0 ? n : n.substring(0, dot);
                if (!catalog.dialects().contains(dialect)) unknownDialects.add(dialect);
            }
        }
        return new Entry(
                catalog.version(),
                basis,
                tools,
                coveredOps.size(),
                catalog.opCount(),
                coveredDialects.size(),
                catalog.dialects().size(),
                List.copyOf(unregistered),
                List.copyOf(unknownDialects));
    }
}
