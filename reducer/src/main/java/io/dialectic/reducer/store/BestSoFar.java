package io.dialectic.reducer.store;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.base.Json;
import io.dialectic.base.ProgramBytes;
import io.dialectic.base.storage.AtomicFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The smallest interesting program and pipeline found so far, kept on disk
 * after every improvement so no work is lost: {@code reduced.mlir} and
 * {@code state.json} (pipeline, original hash, crash key, oracle calls and
 * seconds spent so far), each written atomically, state last. {@code
 * --resume} reads the state back and continues from it, provided it was made
 * from the same original input.
 */
public final class BestSoFar {
    /** What {@code --resume} needs: where the last run stood. */
    public record State(
            String inputSha256,
            String program,
            List<String> pipeline,
            String crashKey,
            long oracleCalls,
            double seconds) {}

    private static final ObjectMapper JSON = Json.MAPPER;
    /** How many accepted states {@link #history()} keeps (the first and the latest ones). */
    static final int HISTORY = 64;

    private final Path dir;
    private State state;
    private final List<State> history = new ArrayList<>();

    public BestSoFar(Path dir, State initial) {
        this.dir = dir;
        this.state = initial;
        history.add(initial);
    }

    /**
     * The states accepted since the start (or the last {@link #reset}), oldest first: the first
     * one and up to {@link #HISTORY} - 1 latest. The final re-check walks back through them when
     * the last improvement does not hold up under repeated runs (a flaky crash).
     */
    public synchronized List<State> history() {
        return List.copyOf(history);
    }

    private void remember(State s) {
        history.add(s);
        if (history.size() > HISTORY) history.remove(1);
    }

    public synchronized State state() {
        return state;
    }

    public synchronized String program() {
        return state.program();
    }

    public synchronized List<String> pipeline() {
        return state.pipeline();
    }

    /** Records an interesting candidate that is no larger than the current best (and differs from it); others are ignored. */
    public synchronized boolean offer(String program, List<String> pipeline, long oracleCalls, double seconds) {
        // Not larger, and strictly better in size or pipeline, or a same-size simplification (a constant to 0).
        boolean notLarger = program.length() <= state.program().length()
                && pipeline.size() <= state.pipeline().size();
        boolean smaller = notLarger && !(program.equals(state.program()) && pipeline.equals(state.pipeline()));
        if (!smaller) return false;
        state = new State(state.inputSha256(), program, List.copyOf(pipeline), state.crashKey(), oracleCalls, seconds);
        remember(state);
        save();
        return true;
    }

    /** Goes back to {@code program} and {@code pipeline} (a restart), keeping the counters; saved at once. */
    public synchronized void reset(String program, List<String> pipeline) {
        state = new State(
                state.inputSha256(),
                program,
                List.copyOf(pipeline),
                state.crashKey(),
                state.oracleCalls(),
                state.seconds());
        history.clear();
        history.add(state);
        save();
    }

    /** Forces the current state to disk (start, end of run). */
    public synchronized void save() {
        AtomicFiles.writeUnchecked(dir.resolve("reduced.mlir"), state.program());
        ObjectNode o = JSON.createObjectNode();
        o.put("input_sha256", state.inputSha256());
        ArrayNode p = o.putArray("pipeline");
        state.pipeline().forEach(p::add);
        o.put("crash_key", state.crashKey());
        o.put("oracle_calls", state.oracleCalls());
        o.put("seconds", state.seconds());
        AtomicFiles.writeUnchecked(dir.resolve("state.json"), o.toPrettyString() + "\n");
    }

    /** The saved state in {@code dir} when it was made from the input with this hash. */
    public static Optional<State> load(Path dir, String inputSha256) {
        Path stateFile = dir.resolve("state.json");
        Path reduced = dir.resolve("reduced.mlir");
        if (!Files.isRegularFile(stateFile) || !Files.isRegularFile(reduced)) return Optional.empty();
        try {
            var o = JSON.readTree(stateFile.toFile());
            if (!inputSha256.equals(o.path("input_sha256").asText())) return Optional.empty();
            List<String> pipeline = new ArrayList<>();
            o.path("pipeline").forEach(n -> pipeline.add(n.asText()));
            return Optional.of(new State(
                    inputSha256,
                    ProgramBytes.read(reduced).text(),
                    pipeline,
                    o.path("crash_key").asText(),
                    o.path("oracle_calls").asLong(),
                    o.path("seconds").asDouble()));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + stateFile, e);
        }
    }
}
