package io.dialectic.cli;

import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * A verb's out and err writers: picocli's, not System.out/err, so that a test
 * that sets them on its CommandLine reads what the verb printed. A mixin with
 * no options: it adds nothing to {@code --help} (the bare {@code @Command}
 * only lets picocli accept a mixin without options).
 */
@Command
final class Streams {
    /** The verb that mixes this in (its CommandLine holds the writers). */
    @Spec(Spec.Target.MIXEE)
    CommandSpec verb;

    PrintWriter out() {
        return verb.commandLine().getOut();
    }

    PrintWriter err() {
        return verb.commandLine().getErr();
    }
}
