package io.dialectic.app.data;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The small columns of one run, as lists show them. {@code tool}, {@code signal} and {@code exitCode} are null
 * when the query did not select them.
 */
public record RunRow(
        String runId,
        String fuzzer,
        long seq,
        List<String> pipeline,
        String outcome,
        String crashKey,
        String tool,
        Integer signal,
        Integer exitCode) {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** The pipeline, read from its JSON form (items may hold spaces inside their option braces). */
    static List<String> pipeline(String json) throws SQLException {
        if (json == null || json.equals("null")) return List.of();
        try {
            return List.of(JSON.readValue(json, String[].class));
        } catch (IOException e) {
            throw new SQLException("bad pipeline " + json, e);
        }
    }

    /** The pipeline as a person types it. */
    public String pipelineText() {
        return String.join(" ", pipeline);
    }

    static List<RunRow> readAll(PreparedStatement ps) throws SQLException {
        List<RunRow> out = new ArrayList<>();
        try (ResultSet rs = ps.executeQuery()) {
            int columns = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                out.add(new RunRow(
                        rs.getString(1),
                        rs.getString(2),
                        rs.getLong(3),
                        pipeline(rs.getString(4)),
                        rs.getString(5),
                        ClusterQueries.nz(rs.getString(6)),
                        columns >= 7 ? rs.getString(7) : null,
                        columns >= 8 ? (Integer) rs.getObject(8) : null,
                        columns >= 9 ? (Integer) rs.getObject(9) : null));
            }
        }
        return out;
    }
}
