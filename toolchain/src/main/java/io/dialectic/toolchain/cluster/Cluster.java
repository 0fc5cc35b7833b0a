package io.dialectic.toolchain.cluster;

import java.util.List;
import java.util.Set;

/**
 * Crashes believed to be one bug.
 *
 * @param key            the cluster key (the signature key, plus {@code @ pass} when split by pass)
 * @param members        run ids, sorted
 * @param representative the member with the smallest program (fewest bytes; ties by run id)
 * @param tools          tools the members ran on
 * @param passes         passes named by the members' signatures or the key, else the one pass common to all members'
 *                       pipelines (empty when unknown)
 * @param bugLocations   FLEX bug locations of the members
 * @param topFrame       the first meaningful named frame of the representative, "" if none
 * @param linkedKeys     keys of other clusters merged into this one because one input crashed with both
 *                       keys when rerun ({@link FlakyCrashes}); empty without reruns
 */
public record Cluster(String key, List<String> members, String representative, Set<String> tools, Set<String> passes,
                      Set<String> bugLocations, String topFrame, List<String> linkedKeys) {
    public int size() {
        return members.size();
    }
}
