package io.dialectic.toolchain.cluster;

import io.dialectic.toolchain.crash.CrashKeys;
import java.util.List;
import java.util.Set;

/**
 * Crashes believed to be one bug ({@link ClusterDefinition}): the crash runs with one stored
 * {@code crash_key}, split when that key's names cannot tell their crash sites apart; or one crash whose key
 * holds no evidence ({@link #evidence()} false), believed to be nothing but itself.
 *
 * @param key            the cluster key: the runs' {@code crash_key}, or {@code crash_key @ passes} /
 *                       {@code crash_key @ site} for a split key
 * @param crashKey       the members' stored {@code crash_key}
 * @param members        run ids, sorted
 * @param representative the member to reduce first ({@link ClusterDefinition}: it ran {@code pass}, smallest program)
 * @param pass           the cluster's pass ({@link ClusterDefinition}), "" when unknown
 * @param passes         every pass its members crashed in, sorted: one crash site reached by several passes is one
 *                       bug, and its passes are a column, never part of its key (docs/ARCHITECTURE.md "Crash site")
 * @param bugLocation    FLEX bug location ({@link ClusterDefinition}: the pass's, else the representative's), "" when unknown
 * @param tools          tools the members ran on
 * @param topFrame       the first meaningful named frame of the representative, "" if none
 * @param linkedKeys     keys of other clusters merged into this one by an explicit option (a rerun showing one
 *                       input crash with both keys, {@link FlakyCrashes}; or {@code --merge-similar}); empty by default
 */
public record Cluster(
        String key,
        String crashKey,
        List<String> members,
        String representative,
        String pass,
        List<String> passes,
        String bugLocation,
        Set<String> tools,
        String topFrame,
        List<String> linkedKeys) {
    public int size() {
        return members.size();
    }

    /** The crash site its key names ({@link CrashKeys#siteOf}), null without evidence. */
    public String site() {
        return CrashKeys.siteOf(crashKey);
    }

    /** Its crash key names a crash site ({@link ClusterDefinition#hasEvidence}); false: one crash alone, not a bug count. */
    public boolean evidence() {
        return ClusterDefinition.hasEvidence(crashKey);
    }
}
