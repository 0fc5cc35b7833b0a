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
    void nothingWhereTheRegexCouldMatchWithoutIt() {
        assertEquals("", RequiredLiteral.of("(does not reference a valid|redefinition of symbol named)"));
        assertEquals("", RequiredLiteral.of("error: expected|warning: unexpected"), "a top-level alternative");
        assertEquals("", RequiredLiteral.of("(?i)error: custom op"), "inline flags");
        assertEquals("", RequiredLiteral.of("\\p{Alpha}+ failed"), "an escape of more than one character");
        assertEquals("", RequiredLiteral.of("\\Qa|b\\E"), "a quoted span");
        assertEquals("", RequiredLiteral.of("(a)\\1 again"), "a back reference");
        assertEquals("", RequiredLiteral.of(Pattern.compile("error: ", Pattern.CASE_INSENSITIVE)), "case-insensitive");
        assertEquals("error: ", RequiredLiteral.of(Pattern.compile("error: ", Pattern.MULTILINE)));
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
            String literal = RequiredLiteral.of(rule.pattern());
            if (!literal.isEmpty()) filtered++;
            for (String t : texts) {
                Matcher m = rule.pattern().matcher(t);
                while (m.find()) {
                    matched++;
                    assertTrue(m.group().contains(literal), rule.origin() + ": match '" + m.group() + "' without '" + literal + "'");
                }
            }
        }
        assertTrue(matched > 100, "matches: " + matched);
        assertTrue(filtered >= 15, "rules with a literal: " + filtered);
        for (String t : texts) {
            for (int[] e : new int[][] {{1, -1}, {0, -1}, {-6, 6}, {139, -1}}) {
                Integer signal = e[1] < 0 ? null : e[1];
                assertEquals(plainFirstMatch(oc, e[0], signal, t), oc.firstMatch(e[0], signal, false, t).map(OutcomeRule::origin));
            }
        }
        assertFalse(oc.firstMatch(1, null, false, null).map(OutcomeRule::outcome).filter(o -> o != Outcome.GENERAL_MLIR).isPresent());
    }

    private static Optional<String> plainFirstMatch(OutcomeClassifier oc, int exit, Integer signal, String stderr) {
        for (OutcomeRule r : oc.rules()) if (r.matches(exit, signal, false, stderr)) return Optional.of(r.origin());
        return Optional.empty();
    }
}
