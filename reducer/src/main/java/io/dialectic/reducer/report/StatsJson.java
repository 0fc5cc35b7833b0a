package io.dialectic.reducer.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.dialectic.base.Json;
import io.dialectic.reducer.result.ReduceRequest;
import io.dialectic.reducer.result.ReduceResult;

/** {@code stats.json}: the numbers of one reduction, snake_case like every record of the project. */
public final class StatsJson {
    private static final ObjectMapper JSON = Json.MAPPER;

    private StatsJson() {}

    public static String of(ReduceResult r, ReduceRequest req) {
        ObjectNode o = JSON.createObjectNode();
        o.put("reproduced", r.reproduced());
        o.put("ops_before", r.opsBefore());
        o.put("ops_after", r.opsAfter());
        o.put("bytes_before", r.bytesBefore());
        o.put("bytes_after", r.bytesAfter());
        o.put("oracle_calls", r.oracleCalls());
        o.put("seconds", Math.round(r.seconds() * 1000) / 1000.0);
        o.put("same_signature", r.sameSignature());
        o.put("flaky", r.flaky());
        o.put("crash_key", r.crashKey());
        o.put("tool", req.tool().name());
        o.put("tool_version", req.tool().version());
        o.put("keep", req.keep().toString());
        ArrayNode before = o.putArray("pipeline_before");
        req.pipeline().forEach(before::add);
        ArrayNode after = o.putArray("pipeline_after");
        r.pipeline().forEach(after::add);
        ArrayNode args = o.putArray("extra_args");
        r.extraArgs().forEach(args::add);
        ArrayNode versions = o.putArray("versions");
        for (ReduceResult.VersionCheck v : r.versions()) {
            ObjectNode n = versions.addObject();
            n.put("tool", v.tool());
            n.put("version", v.version());
            n.put("outcome", v.outcome());
            n.put("same_signature", v.sameSignature());
        }
        if (!r.note().isEmpty()) o.put("note", r.note());
        return o.toPrettyString() + "\n";
    }
}
