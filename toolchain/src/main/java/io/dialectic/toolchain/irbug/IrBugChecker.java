package io.dialectic.toolchain.irbug;

import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.batch.BatchRunner;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A campaign's IR-bug checks at batch cost: every errored run is checked for invalid IR (two batches per batch of
 * runs); the bad pass is found by prefixes only for a shape (the op's dialect and the message's shape) not yet seen
 * with a pass of the run's pipeline, so attribution runs once per new key, not once per run; a valid run's output is
 * round-tripped only when it holds an op no checked output held. Thread-safe: workers share one checker.
 */
public final class IrBugChecker {
    private static final Pattern GENERIC_OP = Pattern.compile("\"([A-Za-z_][\\w$]*\\.[\\w$.]+)\"\\s*\\(");

    /** Shape -> the pass names already found to leave it. */
    private final Map<String, Set<String>> passesOfShape = new ConcurrentHashMap<>();

    private final Set<String> roundTrippedOps = ConcurrentHashMap.newKeySet();
    private final AtomicLong checked = new AtomicLong();
    private final AtomicLong attributions = new AtomicLong();
    private final AtomicLong roundTrips = new AtomicLong();

    /** For each errored run, its invalid-IR bug, null where there is none. */
    public IrBug[] invalidIr(List<RunRequest> errored, BatchRunner batches) {
        checked.addAndGet(errored.size());
        InvalidIrCheck.Found[] found = InvalidIrCheck.check(errored, batches);
        IrBug[] out = new IrBug[found.length];
        for (int i = 0; i < found.length; i++) {
            InvalidIrCheck.Found f = found[i];
            if (f == null) continue;
            RunRequest req = errored.get(i);
            String item = req.pipeline().isEmpty() ? null : req.pipeline().get(badPass(req, f.message(), batches));
            String pass = item == null ? null : PassPipeline.passName(item);
            out[i] = new IrBug(
                    IrBugKind.INVALID_IR,
                    IrBugKey.invalidIr(pass, f.message()),
                    item,
                    f.message().op(),
                    f.message().message(),
                    f.output());
        }
        return out;
    }

    /** The index of the bad pass: a pass already known for this shape when the pipeline holds one, else by prefixes. */
    private int badPass(RunRequest req, VerifierMessage m, BatchRunner batches) {
        String shape = IrBugKey.dialectOf(m.op()) + " | " + IrBugKey.shape(m.message());
        Set<String> known = passesOfShape.computeIfAbsent(shape, s -> ConcurrentHashMap.newKeySet());
        List<String> items = req.pipeline();
        for (int k = 0; k < items.size(); k++) if (known.contains(PassPipeline.passName(items.get(k)))) return k;
        attributions.incrementAndGet();
        int k = FirstBadPass.of(req, batches);
        known.add(PassPipeline.passName(items.get(k)));
        return k;
    }

    /**
     * For each valid run and the output it printed (null for none), its round-trip bug, null where there is none or the
     * output was not sampled (it holds no op a checked output did not).
     */
    public IrBug[] roundTrip(List<RunRequest> valid, List<String> outputs, BatchRunner batches) {
        IrBug[] out = new IrBug[valid.size()];
        List<Integer> sampled = new ArrayList<>();
        for (int i = 0; i < valid.size(); i++) if (outputs.get(i) != null && newOps(outputs.get(i))) sampled.add(i);
        if (sampled.isEmpty()) return out;
        roundTrips.addAndGet(sampled.size());
        RoundTripCheck.Found[] found = RoundTripCheck.check(
                sampled.stream().map(valid::get).toList(),
                sampled.stream().map(outputs::get).toList(),
                batches);
        for (int k = 0; k < found.length; k++) {
            RoundTripCheck.Found f = found[k];
            if (f == null) continue;
            out[sampled.get(k)] = new IrBug(
                    IrBugKind.ROUNDTRIP,
                    IrBugKey.roundTrip(f.message()),
                    null,
                    f.message().op(),
                    f.message().message(),
                    f.custom());
        }
        return out;
    }

    /** Whether {@code output} holds an op no sampled output held (and records its ops as seen). */
    private boolean newOps(String output) {
        boolean fresh = false;
        Matcher m = GENERIC_OP.matcher(output);
        while (m.find()) fresh |= roundTrippedOps.add(m.group(1));
        return fresh;
    }

    /** Errored runs checked, attributions by prefixes made, valid outputs round-tripped. */
    public long checked() {
        return checked.get();
    }

    public long attributions() {
        return attributions.get();
    }

    public long roundTrips() {
        return roundTrips.get();
    }
}
