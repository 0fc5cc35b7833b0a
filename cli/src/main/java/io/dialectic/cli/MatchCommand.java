package io.dialectic.cli;

import io.dialectic.base.Json;
import io.dialectic.toolchain.cluster.Cluster;
import io.dialectic.toolchain.cluster.ClusterOptions;
import io.dialectic.toolchain.cluster.Clusters;
import io.dialectic.toolchain.cluster.KnownReports;
import io.dialectic.toolchain.crash.CrashSignature;
import io.dialectic.toolchain.importer.RunSources;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.verdict.Judge;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code dialectic match}: for each crash cluster of new runs, the known reports with the same key ({@link KnownReports}). */
@Command(
        name = "match",
        mixinStandardHelpOptions = true,
        description = {
            "Is my crash already reported? Clusters the crashes of NEW_RUNS and lists, for each cluster, the known reports",
            "whose crash has the same key. KNOWN is a folder of pasted crash traces (one text file per report, the program",
            "beside it as NAME.mlir if any), or run records (.jsonl, .csv manifest, crash-case directory). Weak keys (no message, no crash",
            "site in the trace) match nothing.",
            "Example: dialectic match runs.jsonl known-reports/"
        })
public final class MatchCommand implements Callable<Integer> {
    @Parameters(
            arity = "2..*",
            paramLabel = "PATH",
            description = "NEW_RUNS... (run records, as for clusters) then KNOWN (the last path).")
    List<Path> paths;

    @Option(
            names = "--json",
            description =
                    "Print JSON: {\"clusters\":[{\"key\",\"members\",\"known\",\"same_message\",\"weak\"}],\"weak_known\":[...]}.")
    boolean json;

    @Mixin
    OutcomeRules rules;

    @Mixin
    Streams io;

    @Override
    public Integer call() throws Exception {
        Judge judge = new Judge(rules.classifier());
        Path knownPath = paths.get(paths.size() - 1);
        List<RunRecord> fresh = RunSources.defaults(judge)
                .readAll(paths.subList(0, paths.size() - 1), w -> io.err().println(w));
        List<RunRecord> known =
                KnownReports.read(knownPath, judge, w -> io.err().println(w));
        List<Cluster> clusters = Clusters.of(fresh, ClusterOptions.defaults());
        KnownReports.Result result = KnownReports.match(clusters, fresh, known, CrashSignature.DEFAULT_TOP_FRAMES);
        if (json) {
            Map<String, Object> root = new LinkedHashMap<>();
            List<Object> cs = new ArrayList<>();
            for (KnownReports.Match m : result.matches()) {
                Map<String, Object> c = new LinkedHashMap<>();
                c.put("key", m.cluster().key());
                c.put("members", m.cluster().members());
                c.put("known", m.sameKey());
                c.put("same_message", m.sameMessage());
                c.put("weak", m.weak());
                cs.add(c);
            }
            root.put("known_crashes", result.knownCrashes());
            root.put("clusters", cs);
            root.put("weak_known", result.weakKnown());
            io.out().println(Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(root));
            return 0;
        }
        long matched =
                result.matches().stream().filter(m -> !m.sameKey().isEmpty()).count();
        long without = clusters.stream().filter(c -> !c.evidence()).count();
        io.out()
                .println(clusters.size() + " crash clusters in the new runs"
                        + (without == 0 ? "" : " (" + without + " crashes without evidence)") + ", "
                        + result.knownCrashes() + " known crash reports; " + matched + " clusters already reported");
        int i = 0;
        boolean heading = false;
        for (KnownReports.Match m : result.matches()) {
            if (!m.cluster().evidence() && !heading) {
                heading = true;
                io.out().println("Without evidence (the trace shows no crash site; never called known):");
            }
            io.out()
                    .printf(
                            "#%-3d size %-3d %s%n",
                            ++i, m.cluster().size(), m.cluster().key());
            if (m.weak()) io.out().println("      weak key (no message, no crash site in the trace): not matched");
            else if (m.sameKey().isEmpty()) io.out().println("      no known report with this key");
            else io.out().println("      known: " + String.join(", ", m.sameKey()));
            if (!m.sameMessage().isEmpty())
                io.out().println("      same message, other frame: " + String.join(", ", m.sameMessage()));
        }
        if (!result.weakKnown().isEmpty()) {
            io.out()
                    .println(result.weakKnown().size() + " known reports have a weak key and were not matched: "
                            + String.join(", ", result.weakKnown()));
        }
        ErrorRows.print(io.out(), known, "known reports");
        ErrorRows.print(io.out(), fresh, "new runs");
        return 0;
    }
}
