/**
 * Coverage features of MLIR programs, over the ODG of {@code io.dialectic.ir.odg}.
 *
 * <ul>
 *   <li>{@link io.dialectic.ir.metrics.OperationInstance} — MLIRod ISSTA'24 Def. 1
 *       (op name + operand types; {@link io.dialectic.ir.metrics.InstanceKind} adds result types).</li>
 *   <li>{@link io.dialectic.ir.metrics.OdPatterns} — OD patterns with d-step
 *       reachability, MLIRod Def. 5-6, hashed canonically by
 *       {@link io.dialectic.ir.metrics.PatternHasher} (collision behaviour documented there).</li>
 *   <li>{@link io.dialectic.ir.metrics.DialectPairs} — SynthFuzz / MLIRSmith dialect-pair
 *       coverage (default: control = any ancestor, data = def-use; the anchors' own ways by
 *       {@link io.dialectic.ir.metrics.PairConvention}), and the same at op-name level.</li>
 *   <li>{@link io.dialectic.ir.metrics.ProgramMetrics#of} — all of it for one program,
 *       configured by {@link io.dialectic.ir.metrics.MetricsOptions}; the one call the CLI,
 *       the app, the Spark job, the fuzzer and the benchmarks share.</li>
 *   <li>{@link io.dialectic.ir.metrics.CorpusCoverage} — their union over a corpus
 *       (OD coverage = distinct patterns at a depth).</li>
 *   <li>{@link io.dialectic.ir.metrics.Inspector} — {@code dialectic inspect}: split at
 *       {@code // -----}, parse, measure each chunk.</li>
 * </ul>
 *
 * <p>Usage:
 * <pre>{@code
 * Program p = MlirReader.read(text);
 * ProgramMetrics m = ProgramMetrics.of(p);              // d = 0..3, unordered pairs, MLIRod instances
 * m.unionPairs();                                       // e.g. [arith|func, arith|scf, func|scf]
 * m.patterns(MetricsOptions.DEFAULT_D).size();          // OD patterns at d = 2
 * }</pre>
 */
package io.dialectic.ir.metrics;
