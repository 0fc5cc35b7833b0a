package io.dialectic.app.ui;

import io.dialectic.app.data.ProgramQueries;
import io.dialectic.app.data.ProgramRow;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.collections.ObservableListBase;

/**
 * The rows of one Programs search, read a page at a time when the table asks
 * for them: the TableView's virtual flow only asks for the rows on screen, so
 * a million-row result costs a few page reads per screen. Pages are cached
 * (least recently used dropped). Immutable: a new search makes a new list.
 */
final class PagedRows extends ObservableListBase<ProgramRow> {
    static final int PAGE = 200;
    private static final int CACHED_PAGES = 64;

    private final ProgramQueries queries;
    private final int size;
    private final StatusBar status;
    private final Map<Long, List<ProgramRow>> pages = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Long, List<ProgramRow>> e) {
            return size() > CACHED_PAGES;
        }
    };
    private long pageReads;

    PagedRows(ProgramQueries queries, long size, StatusBar status) {
        this.queries = queries;
        this.size = (int) Math.min(Integer.MAX_VALUE, size);
        this.status = status;
    }

    @Override
    public ProgramRow get(int index) {
        if (index < 0 || index >= size) throw new IndexOutOfBoundsException(index);
        long page = index / PAGE;
        List<ProgramRow> rows = pages.get(page);
        if (rows == null) {
            try {
                rows = queries.page(page * PAGE, PAGE);
                pageReads++;
            } catch (SQLException e) {
                status.error("Reading programs", e);
                rows = List.of();
            }
            pages.put(page, rows);
        }
        int i = (int) (index - page * PAGE);
        return i < rows.size() ? rows.get(i) : placeholder(index);
    }

    private static ProgramRow placeholder(int index) {
        return new ProgramRow(index, "", "", "", 0, "(unavailable)", -1, "");
    }

    @Override
    public int size() {
        return size;
    }

    /** Pages read from the database so far (tests check that scrolling reads only what is shown). */
    long pageReads() {
        return pageReads;
    }
}
