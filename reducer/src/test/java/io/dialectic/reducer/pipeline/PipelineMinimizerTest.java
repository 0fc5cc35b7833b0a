package io.dialectic.reducer.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.reducer.SyntheticOracle;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

class PipelineMinimizerTest {
    @Test
    void dropsPassesThenOptions() {
        // "Crashes" when func.func:b runs after any pass carrying y=2 in its options.
        SyntheticOracle oracle = new SyntheticOracle(c -> {
            List<String> p = c.pipeline();
            int b = p.indexOf("func.func:b");
            for (int i = 0; i < b; i++) if (p.get(i).contains("y=2")) return true;
            return false;
        });
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<List<String>> seen = new ArrayList<>();
        List<String> result = PipelineMinimizer.minimize(
                "prog", List.of("a", "c{x=1 y=2 z={p q}}", "cse", "func.func:b", "d"), oracle.judge(pool), seen::add);
        pool.shutdownNow();
        assertEquals(List.of("c{y=2}", "func.func:b"), result);
        assertEquals(result, seen.get(seen.size() - 1));
    }

    @Test
    void itemsRoundTrip() {
        PipelineItem i = PipelineItem.parse("func.func:canonicalize{max-iterations=1 region-simplify=false}");
        assertEquals("func.func", i.anchor());
        assertEquals("canonicalize", i.pass());
        assertEquals(List.of("max-iterations=1", "region-simplify=false"), i.options());
        assertEquals("func.func:canonicalize{max-iterations=1 region-simplify=false}", i.spelling());
        assertEquals(List.of("a=1", "b={x y}", "c=\"q r\""), PipelineItem.splitOptions("a=1 b={x y} c=\"q r\""));
    }
}
