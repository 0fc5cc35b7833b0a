package io.dialectic.cli;

import io.dialectic.base.Json;
import io.dialectic.base.ProgramBytes;
import io.dialectic.ir.metrics.InspectJson;
import io.dialectic.ir.metrics.InspectedChunk;
import io.dialectic.ir.metrics.Inspector;
import io.dialectic.ir.metrics.InstanceKind;
import io.dialectic.ir.metrics.MetricsOptions;
import io.dialectic.ir.metrics.PairConvention;
import io.dialectic.ir.metrics.ProgramMetrics;
import io.dialectic.ir.model.Diagnostic;
import io.dialectic.ir.odg.OdgDot;
import io.dialectic.ir.odg.OdgIndex;
import io.dialectic.ir.ods.OpCatalog;
import io.dialectic.ir.ods.OpUniverse;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dialectic inspect}: a thin skin over {@link Inspector#inspect}. */
@Command(
        name = "inspect",
        mixinStandardHelpOptions = true,
        description = {
            "Parse one MLIR file (custom or generic form) and show its coverage features: ops, dialects, "
                    + "ODG size (nodes, data and control edges), dialect pairs (by default control: nesting at any depth; "
                    + "data: def-use; union; --convention counts them as MLIRSmith or SynthFuzz do), op-name pairs, operation instances (MLIRod Def. 1), "
                    + "OD patterns per d (MLIRod Def. 5-6), tokens and the reader's diagnostics.",
            "Op universe: the ops against the MLIR op catalog (--catalog), with the ops it does not register.",
            "A file with '// -----' markers is inspected chunk by chunk; lines are lines of the file. "
                    + "The top-level module, explicit or implicit, is not counted as an op.",
            "Example: dialectic inspect prog.mlir --json --dot prog.dot"
        })
public final class InspectCommand implements Callable<Integer> {
    @Mixin
    Streams io;

    @Parameters(index = "0", paramLabel = "FILE", description = "The .mlir file to inspect (custom or generic form).")
    Path file;

    @Option(names = "--json", description = "Print one JSON object (snake_case) instead of text.")
    boolean json;

    @Option(
            names = "--dot",
            paramLabel = "OUT",
            description =
                    "Also write the ODG as Graphviz to OUT (node = op name + line; data edges solid, control dashed; one cluster per chunk).")
    Path dot;

    @Option(
            names = "--d",
            paramLabel = "N",
            defaultValue = "3",
            description =
                    "Largest d for OD patterns, 0..3; patterns are reported for d = 0..N (default: ${DEFAULT-VALUE}; MLIRod's coverage uses d = 2).")
    int depth;

    @Option(
            names = "--ordered",
            description =
                    "Ordered pairs a->b (control: ancestor->descendant, data: producer->user) instead of unordered a|b.")
    boolean ordered;

    @Mixin
    ConventionOption convention;

    @Option(
            names = "--with-result-types",
            description = "Operation instances include result types (default: op name + operand types, as MLIRod).")
    boolean withResultTypes;

    @Option(
            names = "--list",
            description = "In text output, also list the pairs and instances (not only their counts).")
    boolean list;

    @Option(
            names = "--catalog",
            paramLabel = "VERSION",
            description =
                    "MLIR version whose op catalog is the op universe's denominator (\"N of M registered ops\"): 19 or 22 "
                            + "(default: the reader's, 19).")
    Integer catalog;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = io.out();
        PrintWriter err = io.err();
        if (depth < 0 || depth > MetricsOptions.MAX_DEPTH)
            throw new BadInput("--d must be 0.." + MetricsOptions.MAX_DEPTH + ", got " + depth);
        if (Files.isDirectory(BadInput.existing(file)))
            throw new BadInput("FILE is a folder, not a .mlir file: " + file);
        PairConvention pairs = convention.pairs(ordered);
        MetricsOptions options = new MetricsOptions(
                depth, pairs, withResultTypes ? InstanceKind.NAME_OPERANDS_RESULTS : InstanceKind.NAME_OPERANDS);
        if (catalog != null && !OpCatalog.VERSIONS.contains(catalog)) {
            throw new BadInput("--catalog: no op catalog for MLIR " + catalog + " (have " + OpCatalog.VERSIONS + ")");
        }
        // fuzzer output need not be valid text: read as the one lenient reader does, bad bytes shown as U+FFFD
        String text = ProgramBytes.readable(ProgramBytes.decode(Files.readAllBytes(file)));
        List<InspectedChunk> chunks = Inspector.inspect(text, options);
        if (dot != null) {
            List<OdgIndex> odgs = new ArrayList<>();
            List<String> labels = new ArrayList<>();
            int[] offsets = new int[chunks.size()];
            for (InspectedChunk c : chunks) {
                odgs.add(c.odg());
                labels.add(c.label());
                offsets[c.index()] = c.lineOffset();
            }
            OdgDot.write(
                    dot, OdgDot.render(odgs, labels, offsets, file.getFileName().toString()));
        }
        if (json) {
            out.println(Json.MAPPER
                    .writerWithDefaultPrettyPrinter()
                    .writeValueAsString(InspectJson.of(file.toString(), chunks, options, this::universe)));
        } else {
            printText(out, chunks);
        }
        out.flush();
        return 0;
    }

    /**
     * The chunk's ops against the chosen catalog (OpUniverse); inspect runs no tool. A chunk the reader flags counts no
     * op, as in {@code analyze}: a junk line is no op ({@code inspect /etc/passwd} covers nothing).
     */
    private OpUniverse.Entry universe(InspectedChunk c) {
        int v = catalog != null ? catalog : OpCatalog.READER_VERSION;
        return OpUniverse.entry(
                OpCatalog.of(v),
                catalog != null ? "--catalog " + v : OpUniverse.NO_TOOL,
                List.of(),
                c.program().isClean() ? c.metrics().opNames() : Set.of());
    }

    private void printText(PrintWriter out, List<InspectedChunk> chunks) {
        for (InspectedChunk c : chunks) {
            ProgramMetrics m = c.metrics();
            out.println(file + " — " + c.label());
            out.printf("  ops %d, tokens %d%n", m.ops(), m.tokens());
            out.printf("  dialects (%d): %s%n", m.dialects().size(), String.join(", ", m.dialects()));
            OpUniverse.Entry u = universe(c);
            out.println("  op universe: " + u
                    + (c.program().isClean() ? "" : " (not counted: the reader flags this program)"));
            if (!u.unregisteredOps().isEmpty())
                out.println("    unregistered: " + String.join(", ", u.unregisteredOps()));
            out.printf("  ODG: %d nodes, %d data edges, %d control edges%n", m.ops(), m.dataEdges(), m.controlEdges());
            out.printf(
                    "  dialect pairs: control %d, data %d, union %d (convention %s)%n",
                    m.controlPairs().size(),
                    m.dataPairs().size(),
                    m.unionPairs().size(),
                    m.options().pairs().name());
            if (list) {
                out.println("    control: " + String.join(", ", m.controlPairs()));
                out.println("    data:    " + String.join(", ", m.dataPairs()));
            } else if (!m.unionPairs().isEmpty()) {
                out.println("    " + String.join(", ", m.unionPairs()));
            }
            out.printf("  op pairs: %d%n", m.opPairs().size());
            if (list) for (String p : m.opPairs()) out.println("    " + p);
            out.printf("  operation instances: %d%n", m.opInstances().size());
            if (list) for (String i : m.opInstances()) out.println("    " + i);
            StringBuilder pat = new StringBuilder("  OD patterns:");
            for (int d = 0; d < m.patternsByDepth().size(); d++) {
                pat.append(d == 0 ? " " : ", ")
                        .append("d=")
                        .append(d)
                        .append(' ')
                        .append(m.patterns(d).size());
            }
            out.println(pat);
            List<Diagnostic> diags = c.program().diagnostics();
            out.printf("  diagnostics: %d%n", diags.size());
            int shown = 0;
            for (Diagnostic d : diags) {
                if (shown++ == 20 && !list) {
                    out.println("    ... (" + (diags.size() - 20) + " more; --list shows all)");
                    break;
                }
                out.println("    " + (d.line() + c.lineOffset()) + ":" + d.column() + ": " + d.message());
            }
        }
    }
}
