package io.dialectic.analytics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.analytics.output.SummaryJson;
import io.dialectic.testing.SharedData;
import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The same job on a real Spark standalone cluster (a Master and a Worker
 * started from the project's own Spark jars on 127.0.0.1, executors in their
 * own JVMs) gives exactly what embedded {@code local[1]} and {@code local[2]}
 * give: same summary.json (bar the wall time), same tables.
 */
class StandaloneClusterTest {
    @TempDir
    Path tmp;

    @Test
    void clusterResultsEqualLocalOnes() throws Exception {
        Path crashes = SharedData.crashes();
        Path seeds = SharedData.repoRoot().resolve("datasets").resolve("seeds");
        List<InputSpec> inputs = new ArrayList<>();
        inputs.add(new InputSpec("crashes", crashes));
        if (Files.isDirectory(seeds)) inputs.add(new InputSpec("seeds", seeds));
        AnalyzeConfig base = AnalyzeConfig.of(inputs, tmp.resolve("x")).withQuiet(true).withBaseline("seeds");

        ObjectNode local1 = run(base.withMaster("local[1]").withOut(tmp.resolve("local1")));
        ObjectNode local2 = run(base.withMaster("local[2]").withOut(tmp.resolve("local2")));
        ObjectNode cluster;
        try (Standalone sa = Standalone.start(tmp.resolve("spark-home"))) {
            cluster = run(base.withMaster(sa.url()).withOut(tmp.resolve("cluster")));
        }
        assertEquals(local1, local2);
        assertEquals(local1, cluster);
        assertTrue(local1.get("runs").asLong() > 300);
        for (String table : List.of("items", "clusters", "validity", "coverage", "richness", "overlap", "coverage_curve")) {
            String a = Files.readString(tmp.resolve("local1").resolve("csv").resolve(table + ".csv"));
            assertEquals(a, Files.readString(tmp.resolve("local2").resolve("csv").resolve(table + ".csv")), table);
            assertEquals(a, Files.readString(tmp.resolve("cluster").resolve("csv").resolve(table + ".csv")), table);
        }
    }

    private static ObjectNode run(AnalyzeConfig cfg) {
        Analysis.run(cfg, Progress.none());
        ObjectNode s = SummaryJson.read(cfg.out().resolve("summary.json"));
        s.remove("seconds");
        return s;
    }

    /** A Master and a Worker process on 127.0.0.1, stopped (process trees killed) on close. */
    record Standalone(Process master, Process worker, String url) implements AutoCloseable {
        static Standalone start(Path sparkHome) throws IOException, InterruptedException {
            // SPARK_HOME/jars = the test classpath's jars, so executors load the very jars the driver uses;
            // class directories (this module's target/classes) go on spark.executor.extraClassPath.
            Path jars = Files.createDirectories(sparkHome.resolve("jars"));
            List<String> dirs = new ArrayList<>();
            for (String e : System.getProperty("java.class.path").split(File.pathSeparator)) {
                Path p = Path.of(e);
                if (Files.isDirectory(p)) dirs.add(p.toString());
                else if (e.endsWith(".jar") && Files.exists(p) && !Files.exists(jars.resolve(p.getFileName()))) {
                    Files.createSymbolicLink(jars.resolve(p.getFileName()), p.toAbsolutePath());
                }
            }
            System.setProperty("spark.executor.extraClassPath", String.join(File.pathSeparator, dirs));
            System.setProperty("spark.driver.host", "127.0.0.1");
            System.setProperty("spark.executor.memory", "1g");
            System.setProperty("spark.cores.max", "2");
            int port = freePort();
            String url = "spark://127.0.0.1:" + port;
            Process master = launch(sparkHome, "master", "org.apache.spark.deploy.master.Master", "--host", "127.0.0.1",
                    "--port", String.valueOf(port), "--webui-port", String.valueOf(freePort()));
            waitForLog(sparkHome.resolve("master.log"), "I have been elected leader", master);
            Process worker = launch(sparkHome, "worker", "org.apache.spark.deploy.worker.Worker", "--host", "127.0.0.1",
                    "--cores", "2", "--memory", "2g", "--webui-port", String.valueOf(freePort()),
                    "--work-dir", sparkHome.resolve("work").toString(), url);
            waitForLog(sparkHome.resolve("worker.log"), "Successfully registered with master", worker);
            return new Standalone(master, worker, url);
        }

        private static Process launch(Path home, String name, String mainClass, String... args) throws IOException {
            List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx512m", "-cp", System.getProperty("java.class.path"), mainClass));
            cmd.addAll(List.of(args));
            ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true)
                    .redirectOutput(home.resolve(name + ".log").toFile());
            Map<String, String> env = pb.environment();
            env.put("SPARK_HOME", home.toString());
            env.put("SPARK_SCALA_VERSION", "2.13");
            env.put("SPARK_LOCAL_IP", "127.0.0.1");
            return pb.start();
        }

        private static void waitForLog(Path log, String line, Process p) throws IOException, InterruptedException {
            long deadline = System.nanoTime() + Duration.ofSeconds(120).toNanos();
            while (System.nanoTime() < deadline) {
                if (Files.exists(log) && Files.readString(log).contains(line)) return;
                if (!p.isAlive()) throw new IllegalStateException("spark daemon died:\n" + Files.readString(log));
                Thread.sleep(250);
            }
            throw new IllegalStateException("spark daemon did not say '" + line + "':\n" + Files.readString(log));
        }

        private static int freePort() throws IOException {
            try (ServerSocket s = new ServerSocket(0)) {
                return s.getLocalPort();
            }
        }

        @Override
        public void close() {
            for (String k : List.of("spark.executor.extraClassPath", "spark.driver.host", "spark.executor.memory", "spark.cores.max")) {
                System.clearProperty(k);
            }
            for (Process p : List.of(worker, master)) {
                try (Stream<ProcessHandle> kids = p.descendants()) {
                    kids.forEach(ProcessHandle::destroy);
                }
                p.destroy();
            }
        }
    }
}
