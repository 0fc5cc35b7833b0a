package io.dialectic.sparkapp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.analytics.Analysis;
import io.dialectic.analytics.AnalyzeJob;
import io.dialectic.analytics.Progress;
import io.dialectic.analytics.config.AnalyzeConfig;
import io.dialectic.analytics.output.SummaryJson;
import io.dialectic.testing.SharedData;
import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's cluster command, run for real: a standalone Master and two
 * Workers on 127.0.0.1 started from Spark's own jars (nothing of Dialectic on
 * their class path), and the application jar submitted through Spark's submit
 * entry point ({@code org.apache.spark.deploy.SparkSubmit}, what {@code
 * spark-submit} runs) with exactly the README's arguments, the master's port
 * and the inputs filled in. Its summary.json and tables equal embedded
 * {@code local[*]}'s.
 */
class SparkSubmitClusterTest {
    /** Libraries the application jar bundles: a Spark installation does not have them. */
    private static final List<String> BUNDLED =
            List.of("dialectic-", "jgrapht-", "jheaps-", "commons-csv-", "junit-", "opentest4j-", "apiguardian-");

    @TempDir
    Path tmp;

    @Test
    void submittedJarGivesWhatLocalGives() throws Exception {
        Path root = SharedData.repoRoot();
        Path crashes = SharedData.crashes();
        List<String> readme = readmeCommand(root);
        int jarAt = indexOfJar(readme);
        Path jar = root.resolve(readme.get(jarAt));
        assertEquals(
                Path.of(System.getProperty("dialectic.app.jar"))
                        .toAbsolutePath()
                        .normalize(),
                jar.toAbsolutePath().normalize(),
                "the README submits the jar this module builds");
        assertEquals(
                List.of(
                        "spark-submit",
                        "--class",
                        AnalyzeJob.class.getName(),
                        "--master",
                        "spark://HOST:7077",
                        "--conf",
                        "spark.authenticate=true",
                        "--conf",
                        "spark.authenticate.secret=SECRET"),
                readme.subList(0, jarAt));

        // A quarter of the real crash cases (every 4th: crashes of many clusters, and clean runs) keeps the test well
        // under its three minutes on a two-core machine; the seeds are the baseline, so the anti-join runs too.
        Path slice = Files.createDirectories(tmp.resolve("crashes"));
        List<Path> cases;
        try (Stream<Path> s = Files.list(crashes.resolve("cases"))) {
            cases = s.filter(Files::isDirectory).sorted().toList();
        }
        for (int i = 0; i < cases.size(); i += 4)
            copyDir(cases.get(i), slice.resolve(cases.get(i).getFileName()));
        List<String> jobArgs = List.of(
                "crashes=" + slice,
                "seeds=" + root.resolve("datasets").resolve("seeds"),
                "--baseline",
                "seeds",
                "--out");
        Path clusterOut = tmp.resolve("cluster"), localOut = tmp.resolve("local");

        AnalyzeConfig local =
                AnalyzeJob.parse(args(jobArgs, localOut)).withMaster("local[*]").withQuiet(true);
        Analysis.run(local, Progress.none());

        Path home = sparkHome(tmp.resolve("spark-home"));
        String secret = HexFormat.of().formatHex(seed24());
        try (Standalone sa = Standalone.start(home, secret)) {
            List<String> submit = new ArrayList<>(readme.subList(1, jarAt + 1));
            submit.set(submit.indexOf("spark://HOST:7077"), sa.url());
            // A submit with another secret is refused by the Master: the cluster is not open to whoever reaches its
            // port.
            List<String> intruder = new ArrayList<>(submit);
            intruder.set(
                    intruder.indexOf("spark.authenticate.secret=SECRET"), "spark.authenticate.secret=not-" + secret);
            intruder.addAll(List.of(args(jobArgs, tmp.resolve("intruder"))));
            Process bad = sa.launch("intruder", root, "org.apache.spark.deploy.SparkSubmit", intruder);
            sa.daemons().add(bad);
            // The refused driver would spend a minute retrying the Master before it gives up: the real submit runs
            // meanwhile, and the intruder is judged by its first failed authentication, then stopped.
            submit.set(submit.indexOf("spark.authenticate.secret=SECRET"), "spark.authenticate.secret=" + secret);
            submit.addAll(List.of(args(jobArgs, clusterOut)));
            Process p = sa.launch("submit", root, "org.apache.spark.deploy.SparkSubmit", submit);
            sa.daemons().add(p); // stopped on close even when it overruns
            assertTrue(p.waitFor(600, TimeUnit.SECONDS), "spark-submit did not finish in 600 s:\n" + sa.log("submit"));
            assertEquals(0, p.exitValue(), "spark-submit failed:\n" + sa.log("submit"));
            assertTrue(
                    sa.log("submit").contains("app ID app-"),
                    "the job ran on the standalone master:\n" + sa.log("submit"));
            sa.waitForLog("intruder", "SaslException", Duration.ofSeconds(150));
            bad.destroyForcibly();
            bad.waitFor(30, TimeUnit.SECONDS);
            assertFalse(
                    Files.exists(tmp.resolve("intruder").resolve("summary.json")),
                    "a submit with the wrong secret ran:\n" + sa.log("intruder"));
            assertFalse(
                    sa.log("intruder").contains("app ID app-"),
                    "the Master accepted a submit with the wrong secret:\n" + sa.log("intruder"));
        }

        assertEquals(summary(localOut), summary(clusterOut));
        assertTrue(summary(localOut).get("runs").asLong() > 70);
        assertTrue(summary(localOut).get("crash_clusters").asLong() > 1);
        for (String table :
                List.of("items", "clusters", "validity", "coverage", "richness", "overlap", "coverage_curve", "runs")) {
            assertEquals(
                    Files.readString(localOut.resolve("csv").resolve(table + ".csv")),
                    Files.readString(clusterOut.resolve("csv").resolve(table + ".csv")),
                    table);
        }
    }

    private static byte[] seed24() {
        byte[] b = new byte[24];
        new SecureRandom().nextBytes(b);
        return b;
    }

    private static void copyDir(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        try (Stream<Path> s = Files.list(from)) {
            for (Path f : s.filter(Files::isRegularFile).toList()) Files.copy(f, to.resolve(f.getFileName()));
        }
    }

    private static String[] args(List<String> jobArgs, Path out) {
        List<String> a = new ArrayList<>(jobArgs);
        a.add(out.toString());
        return a.toArray(String[]::new);
    }

    private static ObjectNode summary(Path out) {
        ObjectNode s = SummaryJson.read(out.resolve("summary.json"));
        s.remove("seconds");
        return s;
    }

    /** The README's {@code spark-submit ...} command (backslash continuations joined), as words. */
    static List<String> readmeCommand(Path root) throws IOException {
        StringBuilder cmd = null;
        for (String line : Files.readAllLines(root.resolve("README.md"))) {
            if (cmd == null && line.startsWith("spark-submit ")) cmd = new StringBuilder();
            if (cmd == null) continue;
            String l = line.strip();
            if (l.endsWith("\\")) {
                cmd.append(l, 0, l.length() - 1).append(' ');
            } else {
                cmd.append(l);
                break;
            }
        }
        assertTrue(cmd != null, "README.md has no spark-submit command");
        return Arrays.stream(cmd.toString().trim().split("\\s+")).toList();
    }

    private static int indexOfJar(List<String> words) {
        for (int i = 0; i < words.size(); i++) if (words.get(i).endsWith(".jar")) return i;
        throw new AssertionError("no jar in the README's spark-submit command: " + words);
    }

    /** SPARK_HOME/jars = Spark's jars from the class path, without anything the application jar brings. */
    private static Path sparkHome(Path home) throws IOException {
        Path jars = Files.createDirectories(home.resolve("jars"));
        for (String e : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path p = Path.of(e);
            String name = p.getFileName().toString();
            if (!name.endsWith(".jar")
                    || !Files.isRegularFile(p)
                    || BUNDLED.stream().anyMatch(name::startsWith)) continue;
            if (!Files.exists(jars.resolve(name))) Files.createSymbolicLink(jars.resolve(name), p.toAbsolutePath());
        }
        return home;
    }

    /** A Master and two one-core Workers on 127.0.0.1, process trees stopped on close. */
    record Standalone(Path home, List<Process> daemons, String url, String secret) implements AutoCloseable {
        /** Master and Workers started with {@code spark.authenticate} and {@code secret}, as the README says. */
        static Standalone start(Path home, String secret) throws IOException, InterruptedException {
            List<Process> daemons = new ArrayList<>();
            Standalone sa = new Standalone(home, daemons, "spark://127.0.0.1:" + freePort(), secret);
            try {
                String port = sa.url().substring(sa.url().lastIndexOf(':') + 1);
                daemons.add(sa.launch(
                        "master",
                        home,
                        "org.apache.spark.deploy.master.Master",
                        List.of("--host", "127.0.0.1", "--port", port, "--webui-port", String.valueOf(freePort()))));
                sa.waitForLog("master", "I have been elected leader", daemons.get(0));
                for (int w = 1; w <= 2; w++) {
                    daemons.add(sa.launch(
                            "worker" + w,
                            home,
                            "org.apache.spark.deploy.worker.Worker",
                            List.of(
                                    "--host",
                                    "127.0.0.1",
                                    "--cores",
                                    "1",
                                    "--memory",
                                    "1g",
                                    "--webui-port",
                                    String.valueOf(freePort()),
                                    "--work-dir",
                                    home.resolve("work" + w).toString(),
                                    sa.url())));
                }
                for (int w = 1; w <= 2; w++)
                    sa.waitForLog("worker" + w, "Successfully registered with master", daemons.get(w));
                return sa;
            } catch (IOException | InterruptedException | RuntimeException e) {
                sa.close();
                throw e;
            }
        }

        /** A JVM on Spark's jars alone, as Spark's launch scripts start one (with the JDK packages Spark needs opened). */
        Process launch(String name, Path dir, String mainClass, List<String> args) throws IOException {
            List<String> cmd = new ArrayList<>(List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    name.equals("submit") ? "-Xmx1g" : "-Xmx512m",
                    "-cp",
                    home.resolve("jars") + File.separator + "*"));
            cmd.addAll(javaModuleOptions());
            if (!name.equals("submit") && !name.equals("intruder")) {
                cmd.add("-Dspark.authenticate=true"); // SPARK_MASTER_OPTS / SPARK_WORKER_OPTS in a real installation
                cmd.add("-Dspark.authenticate.secret=" + secret);
            }
            cmd.add(mainClass);
            cmd.addAll(args);
            ProcessBuilder pb = new ProcessBuilder(cmd)
                    .directory(dir.toFile())
                    .redirectErrorStream(true)
                    .redirectOutput(home.resolve(name + ".log").toFile());
            Map<String, String> env = pb.environment();
            env.put("SPARK_HOME", home.toString());
            env.put("SPARK_SCALA_VERSION", "2.13");
            env.put("SPARK_LOCAL_IP", "127.0.0.1");
            return pb.start();
        }

        String log(String name) throws IOException {
            Path log = home.resolve(name + ".log");
            return Files.exists(log) ? Files.readString(log) : "";
        }

        private void waitForLog(String name, String line, Process p) throws IOException, InterruptedException {
            long deadline = System.nanoTime() + Duration.ofSeconds(90).toNanos();
            while (System.nanoTime() < deadline) {
                if (log(name).contains(line)) return;
                if (!p.isAlive()) throw new IllegalStateException("spark " + name + " died:\n" + log(name));
                Thread.sleep(200);
            }
            throw new IllegalStateException("spark " + name + " did not say '" + line + "':\n" + log(name));
        }

        /** Polls {@code name}'s log for {@code line}, which must come within {@code limit} (dead or alive). */
        void waitForLog(String name, String line, Duration limit) throws IOException, InterruptedException {
            long deadline = System.nanoTime() + limit.toNanos();
            while (!log(name).contains(line)) {
                assertTrue(System.nanoTime() < deadline, name + " did not say '" + line + "':\n" + log(name));
                Thread.sleep(200);
            }
        }

        @Override
        public void close() {
            for (int i = daemons.size() - 1; i >= 0; i--) {
                Process p = daemons.get(i);
                try (Stream<ProcessHandle> kids = p.descendants()) {
                    kids.forEach(ProcessHandle::destroy);
                }
                p.destroy();
            }
        }

        private static int freePort() throws IOException {
            try (ServerSocket s = new ServerSocket(0)) {
                return s.getLocalPort();
            }
        }

        /** The --add-opens flags of this test JVM (the same ones spark-submit's launcher adds) and its compiler choice. */
        private static List<String> javaModuleOptions() {
            return ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                    .filter(a -> a.startsWith("--add-opens")
                            || a.startsWith("-Djdk.reflect")
                            || a.startsWith("-Dio.netty")
                            || a.equals("-XX:+IgnoreUnrecognizedVMOptions")
                            || a.startsWith("-XX:TieredStopAtLevel"))
                    .toList();
        }
    }
}
