package io.dialectic.ir.metrics;

import io.dialectic.base.Json;
import io.dialectic.ir.model.Diagnostic;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The inspect schema ({@code dialectic inspect --json}, snake_case): what {@link Inspector} measured, one object per
 * file with one entry per chunk. The one writer of that schema; {@code ir/README.md} describes its fields.
 */
public final class InspectJson {
    private InspectJson() {}

    /**
     * The object for {@code file}'s {@code chunks} measured with {@code options}; {@code universe} gives a chunk's op
     * universe entry (against the op catalog the caller chose), written snake_case.
     */
    public static Map<String, Object> of(
            String file, List<InspectedChunk> chunks, MetricsOptions options, Function<InspectedChunk, ?> universe) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("file", file);
        root.put("ordered_pairs", options.orderedPairs());
        root.put("pair_convention", options.pairs().describe());
        root.put("instance_kind", options.instanceKind().name().toLowerCase());
        List<Object> list = new ArrayList<>();
        for (InspectedChunk c : chunks) list.add(chunk(c, options, universe));
        root.put("chunks", list);
        return root;
    }

    private static Map<String, Object> chunk(
            InspectedChunk c, MetricsOptions options, Function<InspectedChunk, ?> universe) {
        ProgramMetrics m = c.metrics();
        Map<String, Object> j = new LinkedHashMap<>();
        j.put("chunk", c.index());
        j.put("first_line", c.firstLine());
        j.put("ops", m.ops());
        j.put("tokens", m.tokens());
        j.put("dialects", m.dialects());
        j.put("op_names", m.opNames());
        j.put("op_universe", Json.SNAKE_CASE.valueToTree(universe.apply(c)));
        Map<String, Object> odg = new LinkedHashMap<>();
        odg.put("nodes", m.ops());
        odg.put("data_edges", m.dataEdges());
        odg.put("control_edges", m.controlEdges());
        j.put("odg", odg);
        Map<String, Object> pairs = new LinkedHashMap<>();
        pairs.put("control", m.controlPairs());
        pairs.put("data", m.dataPairs());
        pairs.put("union", m.unionPairs());
        j.put("dialect_pairs", pairs);
        // Each counted pair with the first dependency that gives it, to check against the source.
        List<Map<String, String>> why = DialectPairs.witnesses(c.odg(), options.pairs(), c.lineOffset());
        Map<String, Object> witnesses = new LinkedHashMap<>();
        witnesses.put("control", why.get(0));
        witnesses.put("data", why.get(1));
        j.put("dialect_pair_witnesses", witnesses);
        j.put("op_pairs", m.opPairs());
        j.put("op_instances", m.opInstances());
        Map<String, Object> patterns = new LinkedHashMap<>();
        for (int d = 0; d < m.patternsByDepth().size(); d++)
            patterns.put(String.valueOf(d), m.patterns(d).size());
        j.put("patterns", patterns);
        List<Object> diags = new ArrayList<>();
        for (Diagnostic d : c.program().diagnostics()) {
            Map<String, Object> dj = new LinkedHashMap<>();
            dj.put("line", d.line() + c.lineOffset());
            dj.put("column", d.column());
            dj.put("message", d.message());
            diags.add(dj);
        }
        j.put("diagnostics", diags);
        return j;
    }
}
