package io.dialectic.app;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.app.ui.Background;
import io.dialectic.app.ui.NewPattern;
import io.dialectic.app.ui.OdgLayout;
import io.dialectic.app.ui.OdgView;
import io.dialectic.app.ui.StatusBar;
import io.dialectic.ir.metrics.InstanceKind;
import io.dialectic.ir.metrics.OdPatterns;
import io.dialectic.ir.odg.EdgeKind;
import io.dialectic.ir.odg.OdgIndex;
import io.dialectic.ir.odg.OdgNeighbourhood;
import io.dialectic.ir.parse.MlirReader;
import io.dialectic.testing.SharedData;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import javafx.application.Platform;
import javafx.geometry.VerticalDirection;
import javafx.scene.Node;
import javafx.scene.Scene;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;

/**
 * The ODG view on a fuzzer-size program. ../shared holds no MLIRSmith output, so the program is the six
 * test-suite programs with the most ops (563, 539, 535, 477, 364 and 335 ops by ir's reader, found by
 * reading all 5,781) one after the other: 2,813 real ops, more than the 2,551 of the MLIRSmith program
 * the issue measured. Prints the times of the first picture (focus, d = 2) and of the whole-graph
 * overview, and the longest the FX thread was held while the overview was made (not asserted: they
 * depend on the machine's load).
 */
class OdgViewTest {
    static final List<String> LARGEST = List.of("s1771", "s1655", "s5684", "s1766", "s6536", "s6540");

    static OdgIndex g;
    static long readMs;
    static OdgView view;
    static Background background;

    /** The DATA edges the view draws: not self-loops, not between an op and an op nested in it (nesting shows those). */
    static int drawnDataEdges(OdgIndex g) {
        int n = 0;
        for (int e = 0; e < g.edgeCount(); e++) {
            int s = g.source(e), t = g.target(e);
            if (g.kind(e) == EdgeKind.DATA && s != t && !nested(g, s, t) && !nested(g, t, s)) n++;
        }
        return n;
    }

    private static boolean nested(OdgIndex g, int outer, int v) {
        for (int p = g.parent(v); p >= 0; p = g.parent(p)) if (p == outer) return true;
        return false;
    }

    static String largeProgram() throws Exception {
        Path custom = SharedData.testsuite().resolve("custom");
        StringBuilder sb = new StringBuilder();
        for (String id : LARGEST)
            sb.append(Files.readString(custom.resolve(id + ".mlir"))).append('\n');
        return sb.toString();
    }

    @BeforeAll
    static void open() throws Exception {
        String text = largeProgram();
        long t = System.nanoTime();
        g = OdgIndex.of(MlirReader.read(text)); // what the Programs view does off the FX thread before the picture
        readMs = (System.nanoTime() - t) / 1_000_000;
        FxToolkit.registerPrimaryStage();
        background = new Background(new StatusBar(false));
        FxToolkit.setupStage(s -> {
            view = new OdgView(background);
            s.setScene(new Scene(view, 1300, 850));
            s.show();
        });
    }

    @AfterAll
    static void close() throws Exception {
        FxToolkit.setupStage(s -> s.setScene(null));
        if (background != null) background.close();
    }

    @Test
    void firstPictureIsAFocusThenTheWholeGraphWithoutBlockingTheUi() throws Exception {
        assertEquals(2813, g.nodeCount());
        waitIdle(); // ELK's warm-up, started when the view was made (as when the app opens)
        long t0 = System.nanoTime();
        var first = Screenshot.onFxGet(() -> view.show(g, -1));
        first.get(60, TimeUnit.SECONDS);
        long firstMs = (System.nanoTime() - t0) / 1_000_000;
        int start = Screenshot.onFxGet(() -> view.focusNode());
        assertFalse(Screenshot.onFxGet(() -> view.wholeGraph()), "a large program opens in focus");
        assertEquals("func.func", g.node(g.parent(start)).name(), "the first op of the first function");
        for (int i = 0; i < start; i++)
            assertTrue(g.parent(i) < 0 || !g.node(g.parent(i)).name().endsWith("func"));
        assertArrayEquals(OdgNeighbourhood.of(g, start, 2), Screenshot.onFxGet(() -> view.shownNodes()));
        int focusOps = Screenshot.onFxGet(() -> view.drawnNodes());
        // The largest d = 2 neighbourhood of the program, for a harder first picture.
        int hub = 0;
        for (int i = 0; i < g.nodeCount(); i++)
            if (OdgNeighbourhood.of(g, i, 2).length > OdgNeighbourhood.of(g, hub, 2).length) hub = i;
        int hubNode = hub;
        long h0 = System.nanoTime();
        Screenshot.onFxGet(() -> view.focus(hubNode)).get(60, TimeUnit.SECONDS);
        long hubMs = (System.nanoTime() - h0) / 1_000_000;
        System.out.printf(
                "ODG view, focus d=2 on the op with the largest neighbourhood (%s, %d ops): %,d ms%n",
                OdgLayout.label(g.node(hub)), (int) Screenshot.onFxGet(() -> view.drawnNodes()), hubMs);

        // The overview, with the FX thread pinged every 10 ms: the longest wait for a ping is how long the UI was held.
        AtomicBoolean pinging = new AtomicBoolean(true);
        AtomicLong worst = new AtomicLong();
        Thread pinger = new Thread(() -> {
            while (pinging.get()) {
                long sent = System.nanoTime();
                CountDownLatch l = new CountDownLatch(1);
                Platform.runLater(l::countDown);
                try {
                    l.await();
                    worst.accumulateAndGet((System.nanoTime() - sent) / 1_000_000, Math::max);
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        long t1 = System.nanoTime();
        var overview = Screenshot.onFxGet(() -> view.showWhole());
        pinger.start();
        OdgLayout.Result r = overview.get(120, TimeUnit.SECONDS);
        long wholeMs = (System.nanoTime() - t1) / 1_000_000;
        pinging.set(false);
        pinger.join();
        long p0 = System.nanoTime();
        int patterns = NewPattern.locate(
                        g,
                        Arrays.stream(
                                        OdPatterns.perNode(g, OdPatterns.labelHashes(g, InstanceKind.NAME_OPERANDS), 2)[
                                                2])
                                .boxed()
                                .toList())
                .size();
        long patternMs = (System.nanoTime() - p0) / 1_000_000;
        System.out.printf(
                "ODG view, program read + ODG %,d ms, its %,d OD patterns located %,d ms (both off the FX thread, before the picture)%n",
                readMs, patterns, patternMs);
        System.out.printf(
                "ODG view, %,d ops (%,d data edges): first picture (focus d=2, %d ops) %,d ms; whole-graph overview %,d ms "
                        + "(ELK layout %,d ms, %,d ms CPU); longest FX-thread stall during the overview %,d ms; %d cores, load %.1f%n",
                g.nodeCount(),
                g.dataEdgeCount(),
                focusOps,
                firstMs,
                wholeMs,
                r.millis(),
                r.cpuMillis(),
                worst.get(),
                Runtime.getRuntime().availableProcessors(),
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        assertEquals(g.nodeCount(), (int) Screenshot.onFxGet(() -> view.drawnNodes()));
        assertEquals(drawnDataEdges(g), (int) Screenshot.onFxGet(() -> view.drawnEdges()));
        assertTrue(Screenshot.onFxGet(() -> view.zoomFactor()) < 1, "the whole graph is shown zoomed out");
        // Every box lies inside its parent's box: regions are drawn as nesting.
        Map<Integer, OdgLayout.Box> at = new HashMap<>();
        for (OdgLayout.Box b : r.boxes()) at.put(b.node(), b);
        for (OdgLayout.Box b : r.boxes()) {
            int p = g.parent(b.node());
            if (p < 0) continue;
            OdgLayout.Box q = at.get(p);
            assertTrue(
                    q.compound()
                            && b.x() >= q.x()
                            && b.y() >= q.y()
                            && b.x() + b.w() <= q.x() + q.w() + 0.5
                            && b.y() + b.h() <= q.y() + q.h() + 0.5,
                    b + " in " + q);
        }
    }

    @Test
    void wheelZoomsDragPansAndFitShowsItAll() throws Exception {
        Screenshot.onFxGet(() -> view.focus(firstNamed("affine.for"))).get(60, TimeUnit.SECONDS);
        double fitted = Screenshot.onFxGet(() -> view.zoomFactor());
        Node pane = Screenshot.onFxGet(() -> view.lookup("#odg-viewport"));
        FxRobot robot = new FxRobot();
        robot.moveTo(FxPoints.centre(pane)).scroll(3, VerticalDirection.UP);
        double zoomed = Screenshot.onFxGet(() -> view.zoomFactor());
        assertTrue(zoomed != fitted, "the wheel zooms: " + fitted + " -> " + zoomed);
        double[] before = Screenshot.onFxGet(() -> view.offset());
        robot.drag(FxPoints.centre(pane)).moveBy(-120, -80).drop();
        double[] after = Screenshot.onFxGet(() -> view.offset());
        assertEquals(before[0] - 120, after[0], 2.0);
        assertEquals(before[1] - 80, after[1], 2.0);
        robot.clickOn(FxPoints.centre("#odg-fit"));
        assertEquals(fitted, Screenshot.onFxGet(() -> view.zoomFactor()), 1e-9);
    }

    @Test
    void depthPicksTheNeighbourhoodAndSearchFindsOpsByName() throws Exception {
        int op = firstNamed("affine.load");
        Screenshot.onFxGet(() -> view.focus(op)).get(60, TimeUnit.SECONDS);
        for (int d = 0; d <= 3; d++) {
            int depth = d;
            Screenshot.onFx(() -> view.setDepth(depth));
            Screenshot.onFxGet(() -> view.rendered()).get(60, TimeUnit.SECONDS);
            assertArrayEquals(OdgNeighbourhood.of(g, op, d), Screenshot.onFxGet(() -> view.shownNodes()), "d = " + d);
        }
        // d = 0: the op and the ops it is nested in.
        Screenshot.onFx(() -> view.setDepth(0));
        Screenshot.onFxGet(() -> view.rendered()).get(60, TimeUnit.SECONDS);
        int ancestors = 0;
        for (int p = g.parent(op); p >= 0; p = g.parent(p)) ancestors++;
        assertEquals(1 + ancestors, (int) Screenshot.onFxGet(() -> view.drawnNodes()));
        // Search: each Enter goes to the next op whose name matches, focusing on it.
        int found = Screenshot.onFxGet(() -> view.find("arith.addf"));
        assertEquals(firstNamedAfter("arith.addf", op), found);
        Screenshot.onFxGet(() -> view.rendered()).get(60, TimeUnit.SECONDS);
        assertEquals(found, (int) Screenshot.onFxGet(() -> view.selectedNode()));
        assertTrue(Arrays.binarySearch(Screenshot.onFxGet(() -> view.shownNodes()), found) >= 0);
        int next = Screenshot.onFxGet(() -> view.find("arith.addf"));
        assertEquals(firstNamedAfter("arith.addf", found), next);
    }

    private static void waitIdle() throws InterruptedException {
        while (background.running() > 0) Thread.sleep(20);
    }

    private static int firstNamed(String name) {
        return firstNamedAfter(name, -1);
    }

    private static int firstNamedAfter(String name, int after) {
        for (int k = 1; k <= g.nodeCount(); k++) {
            int i = Math.floorMod(after + k, g.nodeCount());
            if (g.node(i).name().contains(name)) return i;
        }
        throw new AssertionError(name);
    }
}
