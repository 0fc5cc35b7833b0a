package io.dialectic.base;

import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The one JSON configuration of Dialectic. Jackson's {@link ObjectMapper} is thread-safe once configured and costly to
 * make, so every module reads and writes JSON through these; configure nothing on them (they are shared):
 * <ul>
 *   <li>{@link #MAPPER}: Jackson's defaults (run records, manifests, case files); strings up to
 *       {@link #MAX_STRING_BYTES}, so a run record's limit is its own line limit, with its clear message;</li>
 *   <li>{@link #SNAKE_CASE}: the same with snake_case property names, for the JSON Dialectic shows
 *       ({@code inspect --json}, {@code summary.json});</li>
 *   <li>{@link #REPORT}: snake_case with map keys sorted, so a report's bytes depend on its content only.</li>
 * </ul>
 */
public final class Json {
    /** The longest string any reader accepts (a 32 MiB run-record line). */
    public static final int MAX_STRING_BYTES = 32 << 20;

    public static final ObjectMapper MAPPER = new ObjectMapper();

    static {
        MAPPER.getFactory()
                .setStreamReadConstraints(StreamReadConstraints.builder()
                        .maxStringLength(MAX_STRING_BYTES)
                        .build());
    }

    public static final ObjectMapper SNAKE_CASE =
            MAPPER.copy().setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);

    public static final ObjectMapper REPORT = SNAKE_CASE.copy().enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

    private Json() {}

    /** A new empty object node. */
    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }
}
