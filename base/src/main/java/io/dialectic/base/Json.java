package io.dialectic.base;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The one JSON mapper of Dialectic. Jackson's {@link ObjectMapper} is thread-safe once configured, and costly to
 * make, so every module reads and writes JSON through this one; its settings are Jackson's defaults.
 */
public final class Json {
    /** The mapper; configure nothing on it (it is shared). */
    public static final ObjectMapper MAPPER = new ObjectMapper();

    private Json() {}

    /** A new empty object node. */
    public static ObjectNode object() {
        return MAPPER.createObjectNode();
    }
}
