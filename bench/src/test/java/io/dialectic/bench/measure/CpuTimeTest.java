package io.dialectic.bench.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.base.process.ProcessResult;
import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.testing.SharedData;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class CpuTimeTest {
    @Test
    void theJvmsWorkIsCountedAsItsOwnNotAsAChilds() {
        CpuTime t0 = CpuTime.now();
        assertTrue(t0.known(), "a Linux box has /proc/self/stat");
        // spin until this thread's own CPU clock (the JVM's, independent of /proc) says 200 ms: on a loaded box that
        // takes longer than 200 ms of wall time
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long start = threads.getCurrentThreadCpuTime();
        long deadline = System.nanoTime() + 30_000_000_000L;
        while (threads.getCurrentThreadCpuTime() - start < 200_000_000L && System.nanoTime() < deadline) {}
        CpuTime d = CpuTime.now().minus(t0);
        assertTrue(d.jvmMs() >= 180, "200 ms of spinning counted " + d);
        assertEquals(0, d.childMs(), "no child waited for: " + d);
    }

    @Test
    void aWaitedForToolsTimeIsTheChildsTime() throws Exception {
        Path tool = MlirRequirement.require("mlir-opt-19");
        // the largest program of the test suite: its parse and print take a tool well over a clock tick
        Path program;
        try (var files = Files.walk(SharedData.testsuite())) {
            program = files.filter(p -> p.toString().endsWith(".mlir"))
                    .max((a, b) -> Long.compare(a.toFile().length(), b.toFile().length()))
                    .orElseThrow();
        }
        CpuTime t0 = CpuTime.now();
        for (int i = 0; i < 3; i++) {
            ProcessResult r = new ProcessRunner()
                    .run(ProcessSpec.of(tool.toString(), program.toString(), "--allow-unregistered-dialect")
                            .stdoutTo(ProcessSpec.DISCARD));
            assertTrue(r.started(), r.error());
        }
        CpuTime d = CpuTime.now().minus(t0);
        assertTrue(d.childMs() >= 10, "three tool runs counted " + d);
    }
}
