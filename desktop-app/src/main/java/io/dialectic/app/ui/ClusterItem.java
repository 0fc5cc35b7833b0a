package io.dialectic.app.ui;

import io.dialectic.app.data.ClusterRow;
import io.dialectic.app.triage.TriageEntry;
import io.dialectic.app.triage.TriageStatus;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/** A cluster row of the table plus its triage verdict, observable so the table follows edits. */
public final class ClusterItem {
    private final ObjectProperty<ClusterRow> row;
    private final ObjectProperty<TriageStatus> status;
    private final StringProperty note;

    public ClusterItem(ClusterRow row, TriageEntry triage) {
        this.row = new SimpleObjectProperty<>(row);
        this.status = new SimpleObjectProperty<>(triage.status());
        this.note = new SimpleStringProperty(triage.note());
    }

    public ClusterRow row() {
        return row.get();
    }

    public ObjectProperty<ClusterRow> rowProperty() {
        return row;
    }

    public String key() {
        return row.get().key();
    }

    public ObjectProperty<TriageStatus> statusProperty() {
        return status;
    }

    public StringProperty noteProperty() {
        return note;
    }

    /** Whether the filter text occurs in key, fuzzers, pass, bug location or note (case-insensitive). */
    boolean matches(String text) {
        if (text == null || text.isBlank()) return true;
        String t = text.toLowerCase();
        ClusterRow r = row.get();
        return r.key().toLowerCase().contains(t)
                || r.fuzzers().toLowerCase().contains(t)
                || r.pass().toLowerCase().contains(t)
                || r.bugLocation().toLowerCase().contains(t)
                || note.get().toLowerCase().contains(t);
    }
}
