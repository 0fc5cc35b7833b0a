package io.dialectic.toolchain.report;

import java.util.Map;

/**
 * One row of a report table as text, each value as the table's CSV copy writes it (null as empty, a list's items
 * joined with {@code ;}).
 */
public record ReportRow(Map<String, String> values) {
    /** The column's value, empty when null; throws for a column the table does not have. */
    public String get(String column) {
        String v = values.get(column);
        if (v == null && !values.containsKey(column)) {
            throw new IllegalArgumentException("no column " + column + " in " + values.keySet());
        }
        return v;
    }

    /** Whether the table has {@code column} (an older report may lack a newer column). */
    public boolean has(String column) {
        return values.containsKey(column);
    }
}
