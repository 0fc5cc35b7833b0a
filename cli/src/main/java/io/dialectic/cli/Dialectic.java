package io.dialectic.cli;

import io.dialectic.base.storage.ShutdownGate;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The one command. Each verb is its own class and a thin skin over a library
 * call that the app and the Spark job use too.
 */
@Command(
        name = "dialectic",
        mixinStandardHelpOptions = true,
        version = "dialectic 0.1.0",
        description =
                "Offline workbench for the output of MLIR compiler fuzzers: coverage, crash clusters, reduction, re-fuzzing.",
        subcommands = {
            CommandLine.HelpCommand.class,
            RunCommand.class,
            ClustersCommand.class,
            MatchCommand.class,
            RerunCommand.class,
            InspectCommand.class,
            ParseCheckCommand.class,
            ReduceCommand.class,
            BenchCommand.class,
            AnalyzeCommand.class,
            DemoCommand.class,
            AppCommand.class,
            FuzzCommand.class,
            ExecCommand.class,
        })
public final class Dialectic implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(System.out);
    }

    public static void main(String[] args) {
        InterruptNotice.install(args);
        int code = execute(args);
        InterruptNotice.finished();
        System.exit(code);
    }

    /** Runs the command line and returns its exit code (tests call this). */
    public static int execute(String... args) {
        return commandLine().execute(args);
    }

    /**
     * The configured command line: case-insensitive enum values, one-line errors and exit 1 for every verb
     * ({@link ErrorReport}); an error raised while the JVM shuts down (Ctrl-C, SIGTERM) is the interruption's
     * echo, said by {@link InterruptNotice}.
     */
    static CommandLine commandLine() {
        ErrorReport report = new ErrorReport();
        return new CommandLine(new Dialectic())
                .setCaseInsensitiveEnumValuesAllowed(true)
                .setParameterExceptionHandler(report)
                .setExecutionExceptionHandler((ex, cmd, parsed) ->
                        ShutdownGate.isClosed() ? ErrorReport.EXIT : report.handleExecutionException(ex, cmd, parsed));
    }
}
