package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.app.config.AppConfig;
import io.dialectic.app.triage.TriageStatus;
import io.dialectic.app.triage.TriageStore;
import io.dialectic.app.ui.ClusterItem;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.record.RunRecord;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;

/** The Crash clusters view on the sample results (datasets/sample): table contents, filtering, triage kept across a restart. */
class ClustersViewTest {
    @TempDir
    static Path tmp;

    static SampleResults campaign;
    final FxRobot robot = new FxRobot();

    @BeforeAll
    static void data() throws Exception {
        campaign = SampleResults.copy(tmp);
    }

    static Set<String> keys() {
        return campaign.crashes().stream().map(RunRecord::crashKey).collect(Collectors.toSet());
    }

    @Test
    void tableListsEveryClusterAndFilterNarrowsIt() throws Exception {
        try (AppHarness h = AppHarness.open(campaign.dir)) {
            h.select(AppConfig.View.CLUSTERS);
            var table = h.window.clusters().table();
            assertEquals(keys().size(), h.fxGet(() -> table.getItems().size()));
            // The first row is the largest cluster and its detail pane shows the representative's stderr.
            long largest = campaign.crashes().stream()
                    .collect(Collectors.groupingBy(RunRecord::crashKey, Collectors.counting()))
                    .values()
                    .stream()
                    .mapToLong(Long::longValue)
                    .max()
                    .orElseThrow();
            assertEquals(largest, h.fxGet(() -> table.getItems().get(0).row().size()));
            String stderr = h.fxGet(
                    () -> robot.lookup("#raw-stderr").queryAs(TextArea.class).getText());
            assertTrue(
                    stderr.contains("Stack dump") || stderr.contains("LLVM ERROR") || stderr.contains("PLEASE"),
                    stderr);
            assertFalse(h.fxGet(() ->
                    robot.lookup("#members").queryAs(ListView.class).getItems().isEmpty()));

            // Filter by typing: a word of a key.
            String term = "mesh";
            long expected =
                    keys().stream().filter(k -> k.toLowerCase().contains(term)).count();
            assertTrue(expected > 0, "the sample has a crash in mesh");
            robot.clickOn(FxPoints.centre("#cluster-filter")).write(term);
            h.idle();
            List<ClusterItem> shown = h.fxGet(() -> List.copyOf(table.getItems()));
            assertTrue(
                    shown.size() >= expected && shown.size() < keys().size(),
                    shown.size() + " rows for " + expected + " keys");
            assertEquals(
                    expected,
                    shown.stream()
                            .filter(i -> i.key().toLowerCase().contains(term))
                            .count());
            h.fx(() -> robot.lookup("#cluster-filter").queryAs(TextField.class).clear());
            assertEquals(keys().size(), h.fxGet(() -> table.getItems().size()));
        }
    }

    @Test
    void triageStatusIsSavedAndKeptAcrossARestart() throws Exception {
        String key;
        try (AppHarness h = AppHarness.open(campaign.dir)) {
            h.select(AppConfig.View.CLUSTERS);
            var table = h.window.clusters().table();
            h.fx(() -> table.getSelectionModel().select(1));
            h.idle();
            key = h.fxGet(() -> table.getSelectionModel().getSelectedItem().key());
            h.fx(() -> {
                @SuppressWarnings("unchecked")
                ChoiceBox<TriageStatus> cb = robot.lookup("#triage-status").queryAs(ChoiceBox.class);
                cb.setValue(TriageStatus.REPORTED);
            });
            h.fx(() -> robot.lookup("#triage-note").queryAs(TextField.class).setText("llvm-project#12345"));
            robot.clickOn(FxPoints.centre("#save-triage"));
            h.idle();
            assertEquals(TriageStatus.REPORTED, h.fxGet(() -> table.getSelectionModel()
                    .getSelectedItem()
                    .statusProperty()
                    .get()));
            // On disk at once.
            assertEquals(
                    TriageStatus.REPORTED,
                    TriageStore.open(AppConfig.of(campaign.dir).workDir())
                            .get(key)
                            .status());
        }
        // Restart: a new window on the same directory.
        try (AppHarness h = AppHarness.open(campaign.dir)) {
            h.select(AppConfig.View.CLUSTERS);
            var table = h.window.clusters().table();
            ClusterItem item = h.fxGet(() -> table.getItems().stream()
                    .filter(i -> i.key().equals(key))
                    .findFirst()
                    .orElseThrow());
            assertEquals(TriageStatus.REPORTED, item.statusProperty().get());
            assertEquals("llvm-project#12345", item.noteProperty().get());
            h.fx(() -> {
                @SuppressWarnings("unchecked")
                ChoiceBox<String> cb = robot.lookup("#status-filter").queryAs(ChoiceBox.class);
                cb.setValue("reported");
            });
            assertEquals(List.of(key), h.fxGet(() -> table.getItems().stream()
                    .map(ClusterItem::key)
                    .toList()));
        }
    }

    /**
     * All of ../shared/crashes as a campaign holds 5 crashes without evidence (worker-thread crashes that printed no
     * frame): the Clusters view and the Overview say 35 crash clusters and count those 5 apart, never 40 (ClustersTest).
     */
    @Test
    void theViewsCountTheCrashesWithoutEvidenceApart() throws Exception {
        // the corpus's unnamed sites are named by the installed builds' functions (toolchain ClustersTest)
        MlirRequirement.require("mlir-opt-19");
        MlirRequirement.require("mlir-opt-22");
        CrashCampaign all = CrashCampaign.write(tmp.resolve("all-crashes"), 0);
        try (AppHarness h = AppHarness.open(all.dir)) {
            h.select(AppConfig.View.CLUSTERS);
            h.idle();
            String count = h.fxGet(
                    () -> robot.lookup("#cluster-count").queryAs(Label.class).getText());
            assertTrue(count.contains("35 crash clusters (+5 crashes without evidence: 5 no trace)"), count);
            h.select(AppConfig.View.OVERVIEW);
            h.idle();
            List<String> without = h.fxGet(() -> robot
                    .lookup(n -> n.getId() != null && n.getId().startsWith("without-evidence-"))
                    .queryAllAs(Label.class)
                    .stream()
                    .map(Label::getText)
                    .filter(t -> !t.isEmpty())
                    .toList());
            assertEquals(List.of("+5 crashes without evidence: 5 no trace"), without);
        }
    }
}
