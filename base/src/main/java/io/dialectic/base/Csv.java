package io.dialectic.base;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * The CSV Dialectic writes beside its other outputs (a batch's index, a campaign's crash list, a benchmark's
 * tables): commons-csv's quoting (a field holding a comma, a quote or a line break is quoted), one record a
 * line, {@code \n} line ends as every other text output has.
 */
public final class Csv {
    public static final CSVFormat FORMAT =
            CSVFormat.DEFAULT.builder().setRecordSeparator("\n").get();

    private Csv() {}

    /** A whole table: the header line, then one line per row. */
    public static String table(List<String> header, List<? extends List<?>> rows) {
        StringBuilder out = new StringBuilder();
        try (CSVPrinter p = new CSVPrinter(out, FORMAT)) {
            p.printRecord(header);
            for (List<?> row : rows) p.printRecord(row);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringBuilder does not fail
        }
        return out.toString();
    }

    /** One record with its line end, for a file that grows a line at a time; {@code null} is an empty field. */
    public static String line(List<?> fields) {
        StringBuilder out = new StringBuilder();
        try {
            FORMAT.printRecord(out, fields.toArray());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }
}
