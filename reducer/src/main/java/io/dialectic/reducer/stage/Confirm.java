package io.dialectic.reducer.stage;

import io.dialectic.reducer.oracle.Candidate;
import io.dialectic.reducer.oracle.Interestingness;
import io.dialectic.reducer.oracle.Observation;
import io.dialectic.reducer.oracle.Oracle;
import io.dialectic.reducer.oracle.ToolOracle;
import io.dialectic.reducer.oracle.Vote;
import io.dialectic.reducer.result.ReduceRequest;
import io.dialectic.reducer.result.ReduceResult;
import io.dialectic.toolchain.RunRequest;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Future;

/**
 * Takes the request; gives the {@link Confirmation}: the original run {@code confirmRuns} times, a disagreement is
 * flakiness, retried with {@code --mlir-disable-threading}; the majority crash key is the one kept. When the crash
 * does not show, finishes the reduction with the unreduced program as its result.
 */
final class Confirm implements Stage {
    /** LLVM's option (every LLVM tool has it) that prints the stack without running llvm-symbolizer. */
    static final String DISABLE_SYMBOLICATION = "--disable-symbolication";

    @Override
    public String name() {
        return "confirm";
    }

    @Override
    public void run(Reduction r) {
        r.confirmed = confirm(r);
        if (r.confirmed.key() != null) return;
        ReduceRequest req = r.req;
        int bytes = Reduction.bytes(req.program());
        r.result = new ReduceResult(
                false,
                r.confirmed.flaky(),
                "",
                req.program(),
                req.pipeline(),
                req.extraArgs(),
                r.opsBefore,
                r.opsBefore,
                bytes,
                bytes,
                r.confirmed.runs(),
                r.seconds(),
                false,
                List.of(),
                r.confirmed.lastStderr(),
                "the original did not show "
                        + (req.keep().keep() == Interestingness.Keep.SAME_IR_BUG ? "invalid IR" : "the crash")
                        + " in " + req.confirmRuns() + " runs: " + r.confirmed.summary());
        Outputs.write(req, r.result);
    }

    private static Confirmation confirm(Reduction r) {
        ReduceRequest req = r.req;
        Confirmation quick = quickConfirm(r);
        if (quick != null) return quick;
        Confirmation plain = confirmWith(r, req.extraArgs(), 0);
        if (!plain.flaky() || req.extraArgs().contains(RunRequest.DISABLE_THREADING)) return plain;
        List<String> single = new ArrayList<>(req.extraArgs());
        single.add(RunRequest.DISABLE_THREADING);
        Confirmation serial = confirmWith(r, single, plain.runs());
        // Deterministic with threading off and the same crash: reduce that way (the report says so).
        if (!serial.flaky()
                && serial.key() != null
                && (plain.key() == null || serial.key().equals(plain.key()))) {
            return new Confirmation(
                    serial.key(),
                    true,
                    single,
                    serial.stderr(),
                    serial.runs(),
                    serial.summary(),
                    serial.lastStderr(),
                    null);
        }
        return new Confirmation(
                plain.key(),
                true,
                plain.extraArgs(),
                plain.stderr(),
                serial.runs(),
                plain.summary(),
                plain.lastStderr(),
                null);
    }

    /**
     * The cheap confirmation for {@code same-signature}: {@code confirmRuns} unsymbolized runs and one
     * symbolized run of the original, in parallel. When every run crashes and the unsymbolized ones
     * agree on their key, the crash is deterministic: its key is the symbolized run's and the
     * unsymbolized key becomes the screening proxy ({@link Screen}). Otherwise null (the full confirmation follows).
     */
    private static Confirmation quickConfirm(Reduction r) {
        ReduceRequest req = r.req;
        if (req.keep().keep() != Interestingness.Keep.SAME_SIGNATURE) return null;
        List<String> fastArgs = new ArrayList<>(req.extraArgs());
        fastArgs.add(DISABLE_SYMBOLICATION);
        ToolOracle fast = r.tools.oracle(req.tool(), r.limits, fastArgs);
        ToolOracle slow = r.tools.oracle(req.tool(), r.limits, req.extraArgs());
        Candidate original = new Candidate(req.program(), req.pipeline());
        try {
            var symbolized = r.pool.submit(() -> slow.observe(original));
            List<Future<Observation>> fs = new ArrayList<>();
            for (int i = 0; i < req.confirmRuns(); i++) fs.add(r.pool.submit(() -> fast.observe(original)));
            Set<String> fastKeys = new HashSet<>();
            boolean allCrash = true;
            for (var f : fs) {
                Observation o = f.get();
                allCrash &= o.isCrash();
                fastKeys.add(o.crashKey());
            }
            Observation s = symbolized.get();
            if (!allCrash || !s.isCrash() || fastKeys.size() != 1) return null;
            return new Confirmation(
                    s.crashKey(),
                    false,
                    req.extraArgs(),
                    s.stderr(),
                    req.confirmRuns() + 1L,
                    "{" + Vote.crash(s.crashKey()) + "=" + (req.confirmRuns() + 1) + "}",
                    s.stderr(),
                    fastKeys.iterator().next());
        } catch (Exception e) {
            return null;
        }
    }

    private static Confirmation confirmWith(Reduction r, List<String> args, long priorRuns) {
        ReduceRequest req = r.req;
        Oracle o = r.tools.judging(req.tool(), r.limits, args, req.keep().keep());
        Candidate c = new Candidate(req.program(), req.pipeline());
        List<Future<Observation>> fs = new ArrayList<>();
        for (int i = 0; i < req.confirmRuns(); i++) fs.add(r.pool.submit(() -> o.observe(c)));
        List<Observation> obs = new ArrayList<>();
        for (var f : fs) {
            try {
                obs.add(f.get());
            } catch (Exception e) {
                throw new IllegalStateException("cannot run " + req.tool().name() + ": " + e.getMessage(), e);
            }
        }
        Map<String, Integer> votes = new LinkedHashMap<>();
        for (Observation ob : obs) votes.merge(label(ob), 1, Integer::sum);
        boolean flaky = votes.size() > 1;
        // The majority among the runs that show the bug as --keep defines it (same-signature: any crash).
        String key = null;
        String stderr = "";
        int bestVotes = 0;
        for (Observation ob : obs) {
            if (!req.keep().bind(ob.bugKey()).accepts(ob)) continue;
            int v = votes.get(label(ob));
            if (v > bestVotes) {
                bestVotes = v;
                key = ob.bugKey();
                stderr = ob.stderr();
            }
        }
        return new Confirmation(
                key,
                flaky,
                List.copyOf(args),
                stderr,
                priorRuns + obs.size(),
                votes.toString(),
                obs.isEmpty() ? "" : obs.get(obs.size() - 1).stderr(),
                null);
    }

    private static String label(Observation o) {
        return Vote.of(o).toString();
    }
}
