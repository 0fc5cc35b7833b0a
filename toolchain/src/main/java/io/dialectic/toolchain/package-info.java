/**
 * Running a real {@code mlir-opt} and judging what happened.
 *
 * <ul>
 *   <li>{@link io.dialectic.toolchain.ToolDiscovery} finds tools and versions;
 *       {@link io.dialectic.toolchain.passes.PassCatalog} lists and probes their passes.</li>
 *   <li>{@link io.dialectic.toolchain.PassPipeline} turns pipeline items into arguments;
 *       {@link io.dialectic.toolchain.ToolRunner} runs one {@link io.dialectic.toolchain.RunRequest}
 *       into a {@link io.dialectic.toolchain.RunResult} (no shell, limits, tree kill).</li>
 *   <li>{@link io.dialectic.toolchain.OutcomeClassifier} decides the {@link io.dialectic.toolchain.Outcome}
 *       with the ordered rules of {@code outcome-rules.tsv}.</li>
 *   <li>{@link io.dialectic.toolchain.crash.CrashSignature} parses a crash's stderr into a cluster key;
 *       {@link io.dialectic.toolchain.cluster.Clusters} groups crashes.</li>
 *   <li>{@link io.dialectic.toolchain.importer.RunSources} reads other tools' output as
 *       {@link io.dialectic.toolchain.record.RunRecord}s; {@link io.dialectic.toolchain.campaign.CampaignRunner}
 *       is {@code dialectic run}.</li>
 * </ul>
 */
package io.dialectic.toolchain;
