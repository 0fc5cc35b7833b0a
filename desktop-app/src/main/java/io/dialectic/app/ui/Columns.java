package io.dialectic.app.ui;

import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.TableColumn;

/** Table columns that read a value off a row (records have no JavaFX properties). */
final class Columns {
    private Columns() {}

    static <R, V> TableColumn<R, V> of(String title, Function<R, V> value) {
        TableColumn<R, V> c = new TableColumn<>(title);
        c.setCellValueFactory(
                cd -> new ReadOnlyObjectWrapper<>(cd.getValue() == null ? null : value.apply(cd.getValue())));
        return c;
    }
}
