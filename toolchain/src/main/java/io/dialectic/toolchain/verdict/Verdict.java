package io.dialectic.toolchain.verdict;

import io.dialectic.toolchain.Outcome;
import io.dialectic.toolchain.crash.CrashSignature;

/**
 * What one run of the compiler showed, judged once ({@link Judge}) and used by every module: the
 * validity category (docs/ARCHITECTURE.md "Validity categories"), and for a crash its signature and cluster key
 * (docs/ARCHITECTURE.md "Crash signature"; the key is the run record's {@code crash_key}).
 *
 * @param outcome       the validity category
 * @param signal        the signal that ended the run: the recorded one, else read from the exit status
 *                      ({@link Signals#of})
 * @param signature     the parsed crash signature, null unless a crash
 * @param crashKey      the cluster key, "" unless a crash: a function of the tool's stderr and signal only
 * @param crashPass     the pass the crash happened in, from the stderr or, failing that, a one-pass
 *                      pipeline; null when unknown or not a crash
 * @param bugLocation   FLEX bug location label of a crash, null otherwise
 * @param miscompileKey the key of a miscompile (differential verdict), "" until that verdict exists
 */
public record Verdict(
        Outcome outcome,
        Integer signal,
        CrashSignature signature,
        String crashKey,
        String crashPass,
        String bugLocation,
        String miscompileKey) {
    public Verdict {
        crashKey = crashKey == null ? "" : crashKey;
        miscompileKey = miscompileKey == null ? "" : miscompileKey;
    }

    public boolean crashed() {
        return outcome == Outcome.CRASH;
    }
}
