package io.dialectic.toolchain.report;

/**
 * Text put into SQL for DuckDB or Spark (a path, a campaign name, a column): the one quoter of the toolchain's
 * report reader, analytics' engines and the app, so a name holding a quote never ends a literal early.
 */
public final class SqlQuote {
    private SqlQuote() {}

    /** A string literal: {@code 'it''s'}. */
    public static String string(String s) {
        return "'" + s.replace("'", "''") + "'";
    }

    /** A quoted identifier (a column whose name may be a keyword): {@code "a""b"}. */
    public static String name(String s) {
        return "\"" + s.replace("\"", "\"\"") + "\"";
    }
}
