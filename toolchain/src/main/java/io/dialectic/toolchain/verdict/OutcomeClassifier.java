package io.dialectic.toolchain.verdict;

import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.record.RunRecord;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * Decides the validity category of a run (docs/ARCHITECTURE.md, SynthFuzz Table IV extended) with ordered rules:
 * the first rule that matches wins, so the categories are exclusive. The built-in rules are
 * {@code outcome-rules.tsv} beside this class; a user file given with {@link #withUserRules(Path)}
 * is tried first. A run no rule matches is {@code general-mlir} if it failed and {@code valid} if it
 * exited 0 (the last two built-in rules say so explicitly).
 *
 * <p>File format: tab-separated {@code category, stream, regex, comment}; {@code #} starts a comment
 * line. See {@link OutcomeRule} for the streams.
 */
public final class OutcomeClassifier {
    private static final String RESOURCE = "outcome-rules.tsv";
    private final List<OutcomeRule> rules;
    /** Per rule on stderr, literals one of which its every match contains ({@link RequiredLiteral}; none: none known, or another stream). */
    private final String[][] required;

    public OutcomeClassifier(List<OutcomeRule> rules) {
        this.rules = List.copyOf(rules);
        this.required = new String[this.rules.size()][];
        for (int i = 0; i < required.length; i++) {
            OutcomeRule r = this.rules.get(i);
            required[i] = (r.stream().equals("stderr") ? RequiredLiteral.anyOf(r.pattern()) : List.<String>of())
                    .toArray(String[]::new);
        }
    }

    /** The built-in rules. */
    public static OutcomeClassifier defaults() {
        try (InputStream in = OutcomeClassifier.class.getResourceAsStream(RESOURCE)) {
            if (in == null) throw new IllegalStateException(RESOURCE + " missing from the toolchain jar");
            return new OutcomeClassifier(parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), RESOURCE));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** These rules with the rules of {@code file} put first. Throws with line number on a malformed file. */
    public OutcomeClassifier withUserRules(Path file) throws IOException {
        List<OutcomeRule> all = new ArrayList<>(parse(Files.readString(file, StandardCharsets.UTF_8), file.toString()));
        all.addAll(rules);
        return new OutcomeClassifier(all);
    }

    public List<OutcomeRule> rules() {
        return rules;
    }

    public Outcome classify(RunResult r) {
        return classify(r.exitCode(), r.signal(), r.timedOut(), r.stderr());
    }

    /** A record that was never run (no tool, no exit code) has no outcome: empty. */
    public Optional<Outcome> classify(RunRecord r) {
        if (r.exitCode() == null && !r.timedOut()) return Optional.empty();
        return Optional.of(classify(r.exitCode(), r.signal(), r.timedOut(), r.stderr()));
    }

    public Outcome classify(Integer exitCode, Integer signal, boolean timedOut, String stderr) {
        return firstMatch(exitCode, signal, timedOut, stderr)
                .map(OutcomeRule::outcome)
                .orElse(exitCode != null && exitCode == 0 ? Outcome.VALID : Outcome.GENERAL_MLIR);
    }

    /** The rule that decides, for explaining a verdict. */
    public Optional<OutcomeRule> firstMatch(Integer exitCode, Integer signal, boolean timedOut, String stderr) {
        for (int i = 0; i < required.length; i++) {
            // a stderr without any of the rule's literals cannot match it: the regex's search is skipped
            if (required[i].length > 0 && !containsAny(stderr, required[i])) continue;
            OutcomeRule rule = rules.get(i);
            if (rule.matches(exitCode, signal, timedOut, stderr)) return Optional.of(rule);
        }
        return Optional.empty();
    }

    private static boolean containsAny(String text, String[] literals) {
        if (text == null) return false;
        for (String l : literals) if (text.contains(l)) return true;
        return false;
    }

    static List<OutcomeRule> parse(String text, String origin) throws IOException {
        List<OutcomeRule> out = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new StringReader(text))) {
            String line;
            int n = 0;
            while ((line = in.readLine()) != null) {
                n++;
                if (line.isBlank() || line.stripLeading().startsWith("#")) continue;
                String[] f = line.split("\t", 4);
                if (f.length < 3)
                    throw new IOException(origin + ":" + n + ": expected category<TAB>stream<TAB>regex[<TAB>comment]");
                Outcome o;
                try {
                    o = Outcome.fromLabel(f[0].strip());
                } catch (IllegalArgumentException e) {
                    throw new IOException(origin + ":" + n + ": " + e.getMessage());
                }
                if (o.needsExecution()) {
                    throw new IOException(origin + ":" + n + ": '" + o.label()
                            + "' is decided by executing the program (dialectic exec, "
                            + "fuzz --oracle differential), never by a rule on the compiler's output");
                }
                String stream = f[1].strip();
                if (!OutcomeRule.STREAMS.contains(stream))
                    throw new IOException(origin + ":" + n + ": unknown stream '" + stream + "' (expected one of "
                            + OutcomeRule.STREAMS + ")");
                try {
                    out.add(new OutcomeRule(
                            o,
                            stream,
                            Pattern.compile(f[2], Pattern.MULTILINE),
                            f.length > 3 ? f[3].strip() : "",
                            origin + ":" + n));
                } catch (PatternSyntaxException e) {
                    throw new IOException(origin + ":" + n + ": bad regex: " + e.getDescription());
                }
            }
        }
        return out;
    }
}
