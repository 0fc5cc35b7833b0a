package io.dialectic.app.ui;

import io.dialectic.base.storage.AtomicFiles;
import java.io.File;
import java.io.IOException;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/** A result text with Copy (to the clipboard) and Save as (atomically, to a file of the user's choice) above it: the Reduce panes' outputs. */
final class CopySave {
    private CopySave() {}

    /** {@code content} under its two buttons; the Copy button's id is {@code idPrefix + "copy-" + fileName} with dots as dashes. */
    static VBox around(Workbench wb, Node content, Supplier<String> text, String fileName, String idPrefix) {
        Button copy = new Button("Copy");
        copy.setId(idPrefix + "copy-" + fileName.replace('.', '-'));
        copy.setOnAction(e -> {
            ClipboardContent c = new ClipboardContent();
            c.putString(text.get());
            Clipboard.getSystemClipboard().setContent(c);
            wb.status().info("Copied " + fileName + " to the clipboard");
        });
        Button save = new Button("Save as...");
        save.setOnAction(e -> {
            FileChooser fc = new FileChooser();
            fc.setInitialFileName(fileName);
            File f = fc.showSaveDialog(
                    content.getScene() == null ? null : content.getScene().getWindow());
            if (f == null) return;
            try {
                AtomicFiles.write(f.toPath(), text.get());
                wb.status().info("Saved " + f);
            } catch (IOException ex) {
                wb.status().error("Saving " + f, ex);
            }
        });
        VBox.setVgrow(content, Priority.ALWAYS);
        return new VBox(4, new HBox(6, copy, save), content);
    }
}
