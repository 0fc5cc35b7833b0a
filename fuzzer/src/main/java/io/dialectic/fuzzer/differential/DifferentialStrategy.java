package io.dialectic.fuzzer.differential;

import io.dialectic.fuzzer.guidance.Candidate;
import io.dialectic.fuzzer.guidance.CandidateRun;
import io.dialectic.fuzzer.guidance.Feedback;
import io.dialectic.fuzzer.guidance.MutationStrategy;
import io.dialectic.fuzzer.guidance.PoolEntry;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The differential oracle's strategy on the one loop: the deterministic program sequence of {@link ProgramStream}
 * (UB-free programs and the R1-R4 mutants the interpreter keeps), one candidate per program, its id the program's. It
 * learns nothing from results: the stream's choices depend on its seed alone, so a resumed campaign regenerates the same
 * sequence and the loop replays what is recorded. The mode reads a candidate's program through {@link #item}.
 */
final class DifferentialStrategy implements MutationStrategy {
    private final ProgramStream stream;
    private final Map<String, ProgramStream.Item> pending = new ConcurrentHashMap<>();

    DifferentialStrategy(ProgramStream stream) {
        this.stream = stream;
    }

    @Override
    public void start(List<PoolEntry> seeds) {
        // no seed pool: programs are generated
    }

    @Override
    public boolean hasInput() {
        return true;
    }

    @Override
    public Candidate nextInput() {
        ProgramStream.Item item = stream.next();
        pending.put(item.id(), item);
        return new Candidate(
                item.seq(), item.id(), item.program().text(), item.parentId(), null, item.rule(), List.of(), List.of());
    }

    /** The program behind a candidate this strategy gave and the loop has not handed back yet. */
    ProgramStream.Item item(Candidate c) {
        return pending.get(c.runId());
    }

    @Override
    public Feedback handleResult(Candidate candidate, CandidateRun result) {
        pending.remove(candidate.runId());
        return Feedback.NONE;
    }

    ProgramStream stream() {
        return stream;
    }
}
