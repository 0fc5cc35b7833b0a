package io.dialectic.toolchain.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.toolchain.CrashCases;
import io.dialectic.toolchain.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The literal an outcome rule's stderr must contain before its regex is searched ({@link RequiredLiteral}). */
class RequiredLiteralTest {
    @Test
    void theLongestUnquantifiedRunOutsideGroupsAndClasses() {
        // worked by hand from the regex text
        assertEquals("Unknown command line argument ", RequiredLiteral.of("Unknown command line argument "));
        assertEquals("error: custom op '", RequiredLiteral.of("error: custom op '[^']*' is unknown"));
        assertEquals(": error: ", RequiredLiteral.of("^[^\\n]*:\\d+:\\d+: error: "));
        assertEquals("error: ", RequiredLiteral.of("error: (use of undeclared SSA value|redefinition of SSA value)"));
        assertEquals("failed to add `", RequiredLiteral.of("^failed to add `[^`]*` with options"));
        assertEquals("for the -", RequiredLiteral.of("for the --?[\\w.-]+ option: "), "the first of two runs as long");
        // a quantified character may be absent: the run stops before it
        assertEquals("abc", RequiredLiteral.of("abcd?ef"));
        assertEquals("yz", RequiredLiteral.of("x{2,3}yz"));
        assertEquals("bc", RequiredLiteral.of("a*bc"));
        // a class whose first member is ']' does not end at it
        assertEquals("tail", RequiredLiteral.of("[]x]tail"));
    }

    @Test
    void oneLiteralOfEachAlternative() {
        assertEquals(
                List.of("does not reference a valid", "redefinition of symbol named"),
                RequiredLiteral.anyOf("(does not reference a valid|redefinition of symbol named)"));
        assertEquals(
                List.of("error: expected", "warning: unexpected"),
                RequiredLiteral.anyOf("error: expected|warning: unexpected"));
        assertEquals(
                List.of(
                        "operation being parsed with an unregistered dialect",
                        "' not found for custom op",
                        "created with unregistered dialect"),
                RequiredLiteral.anyOf(
                        "(operation being parsed with an unregistered dialect|Dialect `[^`]*' not found for custom op|created with unregistered dialect)"));
        assertEquals(List.of("x", "y"), RequiredLiteral.anyOf("((x|y))"));
        assertEquals(
                List.of("x"), RequiredLiteral.anyOf("x\\|y"), "a quoted bar is no alternative (an escape ends a run)");
        assertEquals(List.of("ab"), RequiredLiteral.anyOf("ab[|]"), "a bar in a class is a member");
    }

    @Test
    void nothingWhereTheRegexCouldMatchWithoutIt() {
        assertEquals(List.of(), RequiredLiteral.anyOf("error: expected|x*"), "an alternative without a literal");
        assertEquals(List.of(), RequiredLiteral.anyOf("(a|b)?c*"), "an optional group");
        assertEquals(List.of(), RequiredLiteral.anyOf("(a|b)(c|d)"), "two groups");
        assertEquals("", RequiredLiteral.of("(?i)error: custom op"), "inline flags");
        assertEquals("", RequiredLiteral.of("\\p{Alpha}+ failed"), "an escape of more than one character");
        assertEquals("", RequiredLiteral.of("\\Qa|b\\E"), "a quoted span");
        assertEquals("", RequiredLiteral.of("(a)\\1 again"), "a back reference");
        assertEquals(
                List.of(),
                RequiredLiteral.anyOf(Pattern.compile("error: ", Pattern.CASE_INSENSITIVE)),
                "case-insensitive");
        assertEquals(List.of("error: "), RequiredLiteral.anyOf(Pattern.compile("error: ", Pattern.MULTILINE)));
    }

    /**
     * The prefilter changes no verdict: every built-in stderr rule, searched in every stderr of ../shared/crashes (and
     * its lines one by one), matches only where its literal is found, and the classifier picks the rule the rules in
     * order pick without it.
     */
    @Test
    void everyMatchOfTheBuiltInRulesHoldsItsLiteralOnRealStderr() {
        OutcomeClassifier oc = OutcomeClassifier.defaults();
        List<String> texts = new ArrayList<>();
        for (String id : CrashCases.ids()) {
            String stderr = CrashCases.stderr(id);
            texts.add(stderr);
            texts.addAll(stderr.lines().map(l -> l + "\n").toList());
        }
        assertTrue(texts.size() > 1_000, "stderr texts: " + texts.size());
        int matched = 0, filtered = 0;
        for (OutcomeRule rule : oc.rules()) {
            if (!rule.stream().equals("stderr")) continue;
            List<String> literals = RequiredLiteral.anyOf(rule.pattern());
            if (!literals.isEmpty()) filtered++;
            for (String t : texts) {
                Matcher m = rule.pattern().matcher(t);
                while (m.find()) {
                    matched++;
                    String match = m.group();
                    assertTrue(
                            literals.isEmpty() || literals.stream().anyMatch(match::contains),
                            rule.origin() + ": match '" + match + "' without any of " + literals);
                }
            }
        }
        assertTrue(matched > 100, "matches: " + matched);
        assertTrue(filtered >= 19, "rules with literals: " + filtered);
        for (String t : texts) {
            for (int[] e : new int[][] {{1, -1}, {0, -1}, {-6, 6}, {139, -1}}) {
                Integer signal = e[1] < 0 ? null : e[1];
                assertEquals(
                        plainFirstMatch(oc, e[0], signal, t),
                        oc.firstMatch(e[0], signal, false, t).map(OutcomeRule::origin));
            }
        }
        assertFalse(oc.firstMatch(1, null, false, null)
                .map(OutcomeRule::outcome)
                .filter(o -> o != Outcome.GENERAL_MLIR)
                .isPresent());
    }

    private static Optional<String> plainFirstMatch(OutcomeClassifier oc, int exit, Integer signal, String stderr) {
        for (OutcomeRule r : oc.rules()) if (r.matches(exit, signal, false, stderr)) return Optional.of(r.origin());
        return Optional.empty();
    }
}
