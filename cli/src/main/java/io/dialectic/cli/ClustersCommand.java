package io.dialectic.cli;

import io.dialectic.base.Json;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.cluster.Cluster;
import io.dialectic.toolchain.cluster.ClusterCount;
import io.dialectic.toolchain.cluster.ClusterOptions;
import io.dialectic.toolchain.cluster.Clusters;
import io.dialectic.toolchain.cluster.FlakyCrashes;
import io.dialectic.toolchain.cluster.MissingTraces;
import io.dialectic.toolchain.importer.RunSources;
import io.dialectic.toolchain.importer.TraceFolderSource;
import io.dialectic.toolchain.irbug.IrBugGroups;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.rerun.CrashReproducer;
import io.dialectic.toolchain.verdict.Judge;
import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code dialectic clusters}: outcome of every run and the crash clusters ({@link Clusters}, by the one
 * cluster definition the report and the app use too: {@link io.dialectic.toolchain.cluster.ClusterDefinition}).
 */
@Command(
        name = "clusters",
        mixinStandardHelpOptions = true,
        description = {
            "Outcome (validity category) of every run and the crash clusters: key, size, tools, pass, bug location,",
            "representative (the smallest input that ran the cluster's pass). One cluster per crash key, split (KEY @ passes, KEY @ site)",
            "when the key's names cannot tell crash sites of one binary apart; the same clusters `analyze` and `app` show.",
            "A crash whose trace shows no crash site (no trace, excerpt cut above the site) is a cluster of its own, without evidence.",
            "Reads run-record .jsonl, CSV manifests, crash-case directories, .mlir directories,",
            "and with --traces folders of pasted crash traces.",
            "Example: dialectic clusters ../shared/crashes --json"
        })
public final class ClustersCommand implements Callable<Integer> {
    @Parameters(
            arity = "0..*",
            paramLabel = "PATH",
            description =
                    "Run records: .jsonl, .csv manifest (path,pipeline,exit_code,stderr_path), crash-case directory, or .mlir directory.")
    List<Path> paths = List.of();

    @Option(
            names = "--traces",
            paramLabel = "DIR",
            description = "A folder of pasted crash traces (one text file per report, NAME.mlir beside it if any), "
                    + "as found in issue trackers; repeatable.")
    List<Path> traces = List.of();

    @Option(
            names = "--json",
            description =
                    "Print JSON: {\"runs\":N,\"outcomes\":{id:category},\"clusters\":[{\"key\",\"crash_key\",\"members\",\"representative\",...,\"evidence\"}]}.")
    boolean json;

    @Option(
            names = "--merge-similar",
            description =
                    "Also merge clusters whose frame keys have Jaccard similarity >= --merge-threshold (off by default; may join distinct bugs).")
    boolean merge;

    @Option(
            names = "--merge-threshold",
            defaultValue = "0.6",
            description = "Similarity threshold of --merge-similar (default: ${DEFAULT-VALUE}).")
    double threshold;

    @Mixin
    OutcomeRules rules;

    @Option(
            names = "--recover-traces",
            description =
                    "Rerun each crash that printed no stack frames once, single-threaded (--mlir-disable-threading) "
                            + "on its recorded tool, and cluster it on the rerun's trace when it crashes with frames.")
    boolean recoverTraces;

    @Option(
            names = "--rerun",
            defaultValue = "0",
            description =
                    "Rerun every crash N times on its recorded tool: flag the flaky ones and merge clusters "
                            + "whose keys one input produced on different runs (one bug behind a race or memory corruption). 0 = off (default).")
    int rerun;

    @Mixin
    Streams io;

    @Override
    public Integer call() throws Exception {
        for (Path p : paths) BadInput.existing(p);
        for (Path p : traces) BadInput.existing(p);
        if (rerun < 0) throw new BadInput("--rerun must be 0 (off) or more, got " + rerun);
        OutcomeClassifier oc = rules.classifier();
        if (paths.isEmpty() && traces.isEmpty()) throw new BadInput("give a PATH or --traces DIR");
        List<RunRecord> records = new ArrayList<>(
                RunSources.defaults(new Judge(oc)).readAll(paths, w -> io.err().println(w)));
        records.addAll(TraceFolderSource.readAll(traces, w -> io.err().println(w)));
        if (recoverTraces) {
            ToolDiscovery discovery = new ToolDiscovery();
            records = MissingTraces.recover(
                    records, new ToolRunner(discovery), discovery, RunLimits.defaults(), w -> io.err()
                            .println("clusters: " + w));
            long n = records.stream()
                    .filter(r -> r.error() != null && r.error().startsWith("trace recovered"))
                    .count();
            io.err().println(n + " crash traces recovered by single-threaded reruns");
        }
        List<Cluster> clusters = Clusters.of(records, new ClusterOptions(merge, threshold));
        FlakyCrashes.Evidence evidence = null;
        if (rerun > 0) {
            ToolDiscovery discovery = new ToolDiscovery();
            evidence = FlakyCrashes.rerun(
                    records,
                    new CrashReproducer(new ToolRunner(discovery), oc),
                    discovery,
                    RunLimits.defaults(),
                    rerun,
                    System.err);
            clusters = FlakyCrashes.merge(clusters, evidence);
        }
        Map<String, String> outcomes = Clusters.outcomes(records);
        List<IrBugGroups.Group> irBugs = IrBugGroups.of(records);
        if (json) {
            Map<String, Object> root = new LinkedHashMap<>();
            root.put("runs", records.size());
            root.put("outcomes", outcomes);
            root.put(
                    "clusters",
                    clusters.stream()
                            .map(c -> {
                                Map<String, Object> m = new LinkedHashMap<>();
                                m.put("key", c.key());
                                m.put("crash_key", c.crashKey());
                                m.put("members", c.members());
                                m.put("representative", c.representative());
                                m.put("size", c.size());
                                m.put("tools", c.tools());
                                m.put("site", c.site());
                                m.put("pass", c.pass());
                                m.put("passes", c.passes());
                                m.put("bug_location", c.bugLocation());
                                m.put("top_frame", c.topFrame());
                                m.put("evidence", c.evidence());
                                if (!c.linkedKeys().isEmpty()) m.put("linked_keys", c.linkedKeys());
                                return m;
                            })
                            .toList());
            root.put("ir_bugs", irBugs);
            if (evidence != null) root.put("flaky", evidence.flaky());
            Map<String, String> errors = new LinkedHashMap<>();
            for (RunRecord r : records) if (r.error() != null && r.outcome() == null) errors.put(r.runId(), r.error());
            root.put("errors", errors);
            io.out().println(Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(root));
            return 0;
        }
        Map<String, Integer> counts = new TreeMap<>();
        outcomes.values().forEach(o -> counts.merge(o, 1, Integer::sum));
        io.out().println(records.size() + " runs: " + counts);
        io.out()
                .println(ClusterCount.of(clusters.stream().map(Cluster::key).toList())
                        .sentence());
        int i = 0;
        boolean heading = false;
        for (Cluster c : clusters) {
            // Clusters.ORDER lists the crashes without evidence last: one heading for them, never one count
            if (!c.evidence() && !heading) {
                heading = true;
                io.out()
                        .println(
                                "Without evidence (the trace shows no crash site; each crash is its own cluster, not a duplicate of another;"
                                        + (recoverTraces ? "" : " --recover-traces reruns those without frames")
                                        + "):");
            }
            io.out().printf("#%-3d size %-3d %s%n", ++i, c.size(), c.key());
            io.out()
                    .printf(
                            "      top frame %s  tools %s  passes %s  location %s  representative %s%n",
                            c.topFrame().isEmpty() ? "-" : c.topFrame(),
                            c.tools(),
                            c.passes().isEmpty() ? "-" : String.join(", ", c.passes()),
                            c.bugLocation().isEmpty() ? "-" : c.bugLocation(),
                            c.representative());
            for (String k : c.linkedKeys()) io.out().println("      merged in (--rerun / --merge-similar): " + k);
        }
        if (!irBugs.isEmpty()) {
            io.out()
                    .println(irBugs.size()
                            + " IR-bug keys (bugs a rerun proved: invalid IR left by a pass, printer round trips):");
            int j = 0;
            for (IrBugGroups.Group g : irBugs) {
                io.out().printf("#%-3d size %-3d %s  %s%n", ++j, g.size(), g.kind(), g.key());
                io.out()
                        .printf(
                                "      pass %s  op %s  representative %s%n",
                                g.pass() == null ? "-" : g.pass(), g.op() == null ? "-" : g.op(), g.representative());
            }
        }
        ErrorRows.print(io.out(), records, "records");
        if (evidence != null)
            io.out()
                    .println(evidence.flaky().size()
                            + " flaky crashes (reruns did not reproduce the recorded signature): " + evidence.flaky());
        return 0;
    }
}
