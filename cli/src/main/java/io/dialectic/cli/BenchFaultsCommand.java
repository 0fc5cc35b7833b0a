package io.dialectic.cli;

import io.dialectic.base.Units;
import io.dialectic.bench.faults.FaultInjection;
import io.dialectic.bench.faults.HostileInput;
import io.dialectic.bench.faults.TwoWriters;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code dialectic bench faults}: a thin skin over {@link FaultInjection}. */
@Command(
        name = "faults",
        mixinStandardHelpOptions = true,
        description = {
            "Fault injection: run, fuzz, analyze and reduce started as child processes, killed (SIGKILL, SIGTERM) at random",
            "points, resumed, and checked (inputs unchanged, outputs whole or absent, no run lost or duplicated); prints a table.",
            "The verb 'hostile' runs every verb that reruns data on a folder of hostile cases and records (a script as the tool,",
            "plugin and output flags): each must refuse, start no binary but a discovered mlir-opt and write nothing outside its output.",
            "The verb 'writers' starts two `run` on one --out at once, --trials times: one is refused, no run is lost or duplicated.",
            "Needs mlir-opt-19 and ../shared. Example: nice dialectic bench faults --trials 20"
        })
public final class BenchFaultsCommand implements Callable<Integer> {
    @Option(
            names = "--trials",
            paramLabel = "N",
            defaultValue = "20",
            description = "Trials per verb and signal (default: ${DEFAULT-VALUE}).")
    int trials;

    @Option(
            names = "--verbs",
            paramLabel = "V",
            split = ",",
            defaultValue = "run,fuzz,analyze,reduce,writers,hostile",
            description =
                    "Verbs to try: run, fuzz, analyze, reduce (killed and resumed), writers (two run on one --out at once), "
                            + "hostile (hostile input) (default: ${DEFAULT-VALUE}).")
    List<String> verbs;

    @Option(
            names = "--signals",
            paramLabel = "S",
            split = ",",
            defaultValue = "KILL,TERM",
            description = "KILL and/or TERM (default: ${DEFAULT-VALUE}).")
    List<FaultInjection.Signal> signals;

    @Option(
            names = "--seed",
            defaultValue = "1",
            description = "Seed of the random kill points (default: ${DEFAULT-VALUE}).")
    long seed;

    @Option(
            names = "--kill-within",
            paramLabel = "TIME",
            description =
                    "Only kill and check, within TIME (e.g. 15s), with no reference run and no resume: for a slow verb (analyze on a loaded machine). Default: the full trial.")
    String killWithin;

    @Option(
            names = "--work",
            paramLabel = "DIR",
            description = "Working folder (default: a new temporary folder, kept for inspection).")
    Path work;

    @Option(
            names = "--shared",
            paramLabel = "DIR",
            description = "The shared data (default: ../shared beside the repository).")
    Path shared;

    @Override
    public Integer call() throws Exception {
        if (trials < 1) throw new IllegalArgumentException("--trials must be at least 1");
        Path dir = work != null ? Files.createDirectories(work) : Files.createTempDirectory("dialectic-faults");
        Path sharedDir = shared != null ? shared : SharedFolder.find();
        Path repo = repoRoot();
        List<String> killed = verbs.stream()
                .filter(v -> !v.equals("hostile") && !v.equals("writers"))
                .toList();
        boolean ok = true;
        if (!killed.isEmpty()) {
            List<FaultInjection.Trial> ts = new FaultInjection(
                            new FaultInjection.Settings(
                                    dir,
                                    sharedDir,
                                    repo,
                                    killed,
                                    signals,
                                    trials,
                                    seed,
                                    killWithin == null
                                            ? 0
                                            : Units.time(killWithin).toMillis()),
                            System.err::println)
                    .run();
            System.out.print(FaultInjection.table(ts));
            ok = ts.stream().allMatch(FaultInjection.Trial::ok);
        }
        if (verbs.contains("writers")) {
            List<TwoWriters.Trial> ws = new TwoWriters(
                            Files.createDirectories(dir.resolve("writers")), sharedDir, 40, System.err::println)
                    .run(trials, seed);
            System.out.print(TwoWriters.table(ws));
            ok &= ws.stream().allMatch(TwoWriters.Trial::ok);
        }
        if (verbs.contains("hostile")) {
            List<HostileInput.Attempt> hs = new HostileInput(
                            Files.createDirectories(dir.resolve("hostile")), sharedDir, true, System.err::println)
                    .run();
            System.out.print(HostileInput.table(hs));
            ok &= hs.stream().allMatch(HostileInput.Attempt::ok);
        }
        System.out.println("work folder: " + dir);
        return ok ? 0 : 1;
    }

    /** The first ancestor of the working directory holding datasets/sample (the analyze scenario's input). */
    private static Path repoRoot() {
        for (Path p = Path.of("").toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("datasets").resolve("sample"))) return p;
        }
        throw new IllegalArgumentException("run it inside the repository (no datasets/sample above "
                + Path.of("").toAbsolutePath() + ")");
    }
}
