package io.dialectic.fuzzer.guidance;

import java.util.List;

/**
 * Decides what to run next and learns from what ran (JQF's {@code Guidance}
 * role). The fuzz loop ({@code io.dialectic.fuzzer.campaign.FuzzLoop}) calls
 * it in exactly this order:
 *
 * <pre>
 * strategy.start(seeds)                                   // once, before any other call
 * inFlight = []                                           // FIFO, at most WINDOW candidates
 * while (!cancelled &amp;&amp; budgetLeft()) {
 *     while (inFlight.size() &lt; WINDOW &amp;&amp; budgetLeft() &amp;&amp; strategy.hasInput()) {
 *         c = strategy.nextInput()                        // on the loop thread
 *         inFlight.addLast(c); execute c on a worker      // runs in parallel, any completion order
 *     }
 *     if (inFlight.isEmpty()) break
 *     c = inFlight.removeFirst(); r = await(c)            // oldest first
 *     strategy.handleResult(c, r)
 * }
 * for c in inFlight (oldest first): strategy.handleResult(c, await(c))   // drain
 * </pre>
 *
 * Guarantees to an implementation:
 * <ul>
 *   <li>all calls come from one thread, never concurrently;</li>
 *   <li>{@code handleResult} is called exactly once for each candidate {@code nextInput} returned,
 *       in the order they were returned (by {@link Candidate#seq()});</li>
 *   <li>the n-th {@code nextInput} (0-based) comes after the {@code handleResult} of candidates
 *       {@code 0..n-WINDOW} and before any later one; WINDOW is a campaign constant, not the number of
 *       worker threads, so the candidate sequence does not depend on {@code --jobs} or thread timing;</li>
 *   <li>on resume the loop replays the recorded results through the same calls, so the strategy
 *       reaches the state it had when the campaign stopped.</li>
 * </ul>
 * An implementation must be deterministic: its only randomness is a generator seeded at
 * construction, so the same seed, seeds and results give the same candidates.
 */
public interface MutationStrategy {
    /** Receives the seed programs (the initial pool). */
    void start(List<PoolEntry> seeds);

    /** False when there is nothing left to generate from (an empty pool). */
    boolean hasInput();

    /** The next candidate; its {@code seq} is the number of earlier calls. */
    Candidate nextInput();

    /** Learns from the run of {@code candidate}; says which programs joined the pool. */
    Feedback handleResult(Candidate candidate, CandidateRun result);
}
