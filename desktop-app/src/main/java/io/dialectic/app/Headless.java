package io.dialectic.app;

/**
 * Monocle's headless platform with software rendering: how the screenshot
 * renders (and how the tests run) on a machine without a display. Must be set
 * before the JavaFX toolkit starts.
 */
final class Headless {
    private Headless() {}

    static void configure() {
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        System.setProperty("prism.text", "t2k");
        // The headless screen must hold the whole window, or rendering overflows its framebuffer.
        System.setProperty("headless.geometry", "2560x1600-32");
        System.setProperty("java.awt.headless", "true");
    }

    static boolean requested() {
        return "Monocle".equals(System.getProperty("glass.platform"));
    }
}
