package io.dialectic.toolchain.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/** DuckDB reads back exactly what was quoted, a quote in the text included. */
class SqlQuoteTest {
    @Test
    void aStringAndANameHoldingQuotesReadBackAsWritten() throws Exception {
        String campaign = "night's run; DROP TABLE runs --";
        String column = "the \"key\" of 'it'";
        try (Connection db = DriverManager.getConnection("jdbc:duckdb:");
                Statement st = db.createStatement();
                ResultSet rs =
                        st.executeQuery("SELECT " + SqlQuote.string(campaign) + " AS " + SqlQuote.name(column))) {
            rs.next();
            assertEquals(campaign, rs.getString(1));
            assertEquals(column, rs.getMetaData().getColumnName(1));
        }
    }
}
