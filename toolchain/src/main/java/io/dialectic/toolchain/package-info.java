/**
 * Running a real {@code mlir-opt} and judging what happened.
 *
 * <ul>
 *   <li>{@link io.dialectic.toolchain.ToolDiscovery} finds tools and versions;
 *       {@link io.dialectic.toolchain.passes.PassCatalog} lists and probes their passes.</li>
 *   <li>{@link io.dialectic.toolchain.PassPipeline} is the one pipeline type of every module (items with their
 *       anchors and options) and turns items into arguments;
 *       {@link io.dialectic.toolchain.ToolRunner} runs one {@link io.dialectic.toolchain.RunRequest}
 *       into a {@link io.dialectic.toolchain.RunResult} (no shell, limits, tree kill).</li>
 *   <li>{@link io.dialectic.toolchain.verdict.Judge} judges a run, once, for every module: the
 *       {@link io.dialectic.toolchain.Outcome} by the ordered rules of {@code outcome-rules.tsv}
 *       ({@link io.dialectic.toolchain.verdict.OutcomeClassifier}), then for a crash its
 *       {@link io.dialectic.toolchain.crash.CrashSignature} and cluster key, into a
 *       {@link io.dialectic.toolchain.verdict.Verdict}. The signal is the recorded one, else read from the
 *       exit status (-N, or a shell's 134/139: SIGABRT/SIGSEGV). The key is a function of the run's
 *       stderr and signal only, never of its pipeline, so a reduced case keys as its cluster does. It is
 *       the run record's {@code crash_key}, written by {@code run} and {@code fuzz} as they go.</li>
 *   <li><b>One cluster definition</b>, {@link io.dialectic.toolchain.cluster.ClusterDefinition}, used by
 *       {@code dialectic clusters} ({@link io.dialectic.toolchain.cluster.Clusters}), the Spark job's cluster
 *       tables, the app's cluster list and the reducer's {@code --all-clusters}: a cluster is the crash runs
 *       with one stored {@code crash_key}, split by shared pass (else by site) when the key's names cannot
 *       tell their crash sites in one binary apart; its pass is the one its members' traces name most (else
 *       the one pass all their pipelines hold); its representative is the smallest program among the members
 *       that ran that pass. No view merges clusters unless asked ({@code clusters --rerun},
 *       {@code --merge-similar}).</li>
 *   <li>{@link io.dialectic.toolchain.importer.RunSources} reads other tools' output as
 *       {@link io.dialectic.toolchain.record.RunRecord}s; {@link io.dialectic.toolchain.campaign.CampaignRunner}
 *       is {@code dialectic run}.</li>
 * </ul>
 */
package io.dialectic.toolchain;
