/**
 * The operation dependency graph (ODG) of MLIRod (ISSTA'24, Sec. 3), exactly
 * as docs/ARCHITECTURE.md defines it.
 *
 * <ul>
 *   <li>{@link io.dialectic.ir.odg.Odg#of} — the JGraphT directed multigraph
 *       (pseudograph: parallel edges and self-loops allowed) over the
 *       {@link io.dialectic.ir.model.Operation} objects, edges
 *       {@link io.dialectic.ir.odg.OdgEdge} typed {@link io.dialectic.ir.odg.EdgeKind}.</li>
 *   <li>{@link io.dialectic.ir.odg.OdgIndex#of} — the same nodes and edges as int
 *       arrays; what the metrics walk.</li>
 *   <li>{@link io.dialectic.ir.odg.ModuleScope} — which ops are nodes: never the
 *       top-level module, explicit or implicit, so both printed forms agree.</li>
 *   <li>{@link io.dialectic.ir.odg.OdgDot} — Graphviz output, written atomically.</li>
 * </ul>
 */
package io.dialectic.ir.odg;
