package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.app.config.AppConfig;
import io.dialectic.app.data.ClusterQueries;
import io.dialectic.app.data.FuzzerSummary;
import io.dialectic.app.data.OverviewQueries;
import io.dialectic.app.data.ResultsDb;
import io.dialectic.testing.SharedData;
import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.cluster.Cluster;
import io.dialectic.toolchain.cluster.ClusterCount;
import io.dialectic.toolchain.cluster.ClusterOptions;
import io.dialectic.toolchain.cluster.Clusters;
import io.dialectic.toolchain.importer.CaseDirectorySource;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.verdict.Judge;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Run records of another harness: exit code and stderr of the real crashes of ../shared/crashes, but no
 * {@code outcome} and no {@code crash_key}. The app used to read such a folder itself and show every run
 * {@code not-run}, 0 crashes, 0 clusters, while {@code analyze} judged them crashes; now the app opens the
 * analysis of the folder, so every view shows the toolchain Judge's verdict, the same as {@code analyze} and
 * {@code dialectic clusters}.
 */
class ForeignHarnessVerdictTest {
    @TempDir
    Path tmp;

    @Test
    void recordsWithoutOutcomeAreJudgedAsAnalyzeJudgesThem() throws Exception {
        List<Path> cases;
        try (Stream<Path> s = Files.list(SharedData.crashes().resolve("cases"))) {
            cases = s.filter(Files::isDirectory).sorted().limit(40).toList();
        }
        Path dir = Files.createDirectories(tmp.resolve("harness"));
        ObjectMapper json = new ObjectMapper();
        List<RunRecord> judged = new ArrayList<>();
        Judge judge = Judge.defaults();
        try (Writer w = Files.newBufferedWriter(dir.resolve("runs.jsonl"), StandardCharsets.UTF_8)) {
            for (Path c : cases) {
                RunRecord r = CaseDirectorySource.readCase(c);
                if (r.error() != null) continue;
                // only what the other harness writes: no outcome, no crash_key
                ObjectNode o = json.createObjectNode();
                o.put("run_id", r.runId());
                o.put("campaign", "harness");
                o.put("program_text", r.programText());
                o.put("tool", r.tool());
                o.putPOJO("pipeline", r.pipeline());
                if (r.exitCode() != null) o.put("exit_code", r.exitCode());
                o.put("stderr", r.stderr());
                w.write(json.writeValueAsString(o));
                w.write('\n');
                judged.add(judge.stamp(RunRecord.builder()
                        .runId(r.runId())
                        .campaign("harness")
                        .fuzzer("harness")
                        .programText(r.programText())
                        .tool(r.tool())
                        .pipeline(r.pipeline())
                        .exitCode(r.exitCode())
                        .stderr(r.stderr())
                        .build()));
            }
        }
        long crashes = judged.stream().filter(r -> r.outcome() == Outcome.CRASH).count();
        long clusters = Clusters.of(judged, ClusterOptions.defaults()).size();
        assertTrue(crashes > 0 && clusters > 0, "the real crash cases are crashes to the Judge");

        try (ResultsDb db = ResultsDb.open(TestAnalysis.report(AppConfig.of(dir)));
                OverviewQueries o = new OverviewQueries(db);
                ClusterQueries c = new ClusterQueries(db)) {
            FuzzerSummary s = o.summaries().stream()
                    .filter(x -> x.fuzzer().equals("harness"))
                    .findFirst()
                    .orElseThrow();
            assertEquals(judged.size(), s.runs());
            assertEquals(crashes, s.crashes(), "crashes in the Overview");
            List<Cluster> all = Clusters.of(judged, ClusterOptions.defaults());
            assertEquals(
                    ClusterCount.of(all.stream().map(Cluster::crashKey).toList()),
                    s.clusters(),
                    "clusters in the Overview, the crashes without evidence apart");
            assertEquals(clusters, c.clusters().size(), "clusters in the cluster list");
            Map<String, Long> validity = o.validity().get("harness");
            assertEquals(crashes, validity.getOrDefault("crash", 0L));
            assertEquals(0L, validity.getOrDefault(Outcome.NOT_RUN, 0L), "no run left unjudged");
        }
    }
}
