package io.dialectic.cli;

import io.dialectic.toolchain.verdict.OutcomeClassifier;
import java.io.IOException;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** {@code --rules}: the user's outcome rules, tried before the built-in ones (clusters and rerun word it alike). */
final class OutcomeRules {
    @Option(names = "--rules", description = "Outcome rule file tried before the built-in rules.")
    Path rules;

    /** The built-in classifier, with the user's rules in front when given. */
    OutcomeClassifier classifier() throws IOException {
        OutcomeClassifier oc = OutcomeClassifier.defaults();
        return rules == null ? oc : oc.withUserRules(rules);
    }
}
