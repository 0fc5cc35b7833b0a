package io.dialectic.reducer.algorithm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.reducer.SyntheticOracle;
import io.dialectic.reducer.oracle.Candidate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class DdminTest {
    private final ExecutorService pool = Executors.newFixedThreadPool(2);

    @AfterEach
    void stop() {
        pool.shutdownNow();
    }

    /** Units are numbers; the candidate text is the kept numbers joined by spaces. */
    private static CandidateBuilder<Integer> asText() {
        return kept -> Optional.of(
                new Candidate(kept.stream().map(String::valueOf).collect(Collectors.joining(" ")), List.of()));
    }

    private static List<Integer> numbersOf(Candidate c) {
        return c.program().isBlank()
                ? List.of()
                : Arrays.stream(c.program().split(" ")).map(Integer::valueOf).toList();
    }

    @Test
    void findsTheTwoUnitsThatMatterAmongHundred() {
        SyntheticOracle oracle = new SyntheticOracle(
                c -> numbersOf(c).contains(13) && numbersOf(c).contains(71));
        List<Integer> units = IntStream.range(0, 100).boxed().toList();
        List<Integer> result = Ddmin.minimize(units, asText(), oracle.judge(pool), (k, c) -> {});
        assertEquals(List.of(13, 71), result);
        // ddmin on 100 units with 2 relevant ones needs far fewer tests than 100 one-by-one removals would per round.
        assertTrue(oracle.runs() < 100, "oracle runs: " + oracle.runs());
    }

    @Test
    void emptyIsTriedFirstAndWinsWhenNothingMatters() {
        SyntheticOracle oracle = new SyntheticOracle(c -> true);
        List<Integer> result = Ddmin.minimize(List.of(1, 2, 3, 4), asText(), oracle.judge(pool), (k, c) -> {});
        assertEquals(List.of(), result);
        assertEquals(1, oracle.runs());
    }

    @Test
    void resultIsOneMinimal() {
        // Interesting when at least three even numbers remain: any 3 evens is 1-minimal.
        SyntheticOracle oracle = new SyntheticOracle(
                c -> numbersOf(c).stream().filter(n -> n % 2 == 0).count() >= 3);
        List<Integer> result =
                Ddmin.minimize(IntStream.range(0, 20).boxed().toList(), asText(), oracle.judge(pool), (k, c) -> {});
        assertEquals(3, result.size());
        assertTrue(result.stream().allMatch(n -> n % 2 == 0));
    }

    @Test
    void duplicatesAreSeparateUnits() {
        // Two equal pass names: keeping one of them must be possible (removal is by position, not by equality).
        SyntheticOracle oracle = new SyntheticOracle(c -> numbersOf(c).contains(5));
        List<Integer> result = Ddmin.minimize(List.of(5, 1, 5, 2), asText(), oracle.judge(pool), (k, c) -> {});
        assertEquals(List.of(5), result);
    }

    @Test
    void candidatesInvalidByConstructionAreNeverRun() {
        List<String> seen = new ArrayList<>();
        SyntheticOracle oracle = new SyntheticOracle(c -> {
            synchronized (seen) {
                seen.add(c.program());
            }
            return numbersOf(c).contains(2);
        });
        // The builder refuses any kept set without 1 (say, 1 defines a value 2 uses).
        CandidateBuilder<Integer> builder =
                kept -> kept.contains(1) || kept.isEmpty() ? asText().build(kept) : Optional.empty();
        List<Integer> result = Ddmin.minimize(List.of(0, 1, 2, 3), builder, oracle.judge(pool), (k, c) -> {});
        assertEquals(List.of(1, 2), result);
        for (String s : seen) assertTrue(s.isEmpty() || s.contains("1"), "ran an invalid candidate: " + s);
    }

    @Test
    void progressSeesEveryAcceptedCandidate() {
        SyntheticOracle oracle = new SyntheticOracle(c -> numbersOf(c).contains(3));
        List<List<Integer>> accepted = new ArrayList<>();
        Ddmin.minimize(
                List.of(0, 1, 2, 3, 4, 5, 6, 7), asText(), oracle.judge(pool), (k, c) -> accepted.add(List.copyOf(k)));
        assertEquals(List.of(3), accepted.get(accepted.size() - 1));
        for (int i = 1; i < accepted.size(); i++)
            assertTrue(accepted.get(i).size() < accepted.get(i - 1).size());
    }

    @Test
    void theBalancedSplitCutsContiguousChunksTheFirstOnesLonger() {
        assertEquals(List.of(List.of(0, 1, 2), List.of(3, 4)), SplitPolicy.BALANCED.split(5, 2));
        assertEquals(List.of(List.of(0), List.of(1), List.of(2)), SplitPolicy.BALANCED.split(3, 3));
    }

    @Test
    void anInjectedSplitIsTheOneUsedAndTheResultIsStillOneMinimal() {
        // every other unit in one chunk: a policy of the test's own, told apart from the balanced one by its calls
        List<String> calls = new ArrayList<>();
        SplitPolicy interleaved = (size, n) -> {
            calls.add(size + "/" + n);
            List<List<Integer>> chunks = new ArrayList<>();
            for (int i = 0; i < n; i++) chunks.add(new ArrayList<>());
            for (int i = 0; i < size; i++) chunks.get(i % n).add(i);
            return chunks;
        };
        SyntheticOracle oracle = new SyntheticOracle(
                c -> numbersOf(c).contains(13) && numbersOf(c).contains(71));
        List<Integer> units = IntStream.range(0, 100).boxed().toList();
        List<Integer> result = Ddmin.minimize(units, interleaved, asText(), oracle.judge(pool), (k, c) -> {});
        assertEquals(List.of(13, 71), result);
        assertTrue(!calls.isEmpty() && calls.get(0).equals("100/2"), calls.toString());
    }
}
