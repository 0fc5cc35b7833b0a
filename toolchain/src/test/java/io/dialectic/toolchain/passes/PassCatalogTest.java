package io.dialectic.toolchain.passes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolRunner;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

class PassCatalogTest {
    @Test
    void passesFromHelpAndAnchorsFromProbing() throws Exception {
        Path opt = MlirRequirement.require("mlir-opt-19");
        Tool t = new Tool("mlir-opt-19", opt, "19.1.7");
        Map<String, Boolean> all = PassCatalog.listFromHelp(t);
        // counted by hand in mlir-opt-19 --help: 401 passes, then 10 pass pipelines
        assertEquals(401, all.values().stream().filter(pipeline -> !pipeline).count());
        assertEquals(10, all.values().stream().filter(pipeline -> pipeline).count());
        assertTrue(all.containsKey("canonicalize"));
        assertTrue(all.get("buffer-deallocation-pipeline"));
        Map<String, Boolean> some = new TreeMap<>();
        for (String p :
                List.of("cse", "buffer-hoisting", "spirv-lower-abi-attrs", "mesh-spmdization", "test-print-liveness"))
            some.put(p, all.get(p));
        PassCatalog c = new PassCatalog(t, PassCatalog.probe(t, new ToolRunner(), some));
        // wording checked by hand: "Can't add pass 'BufferHoisting' restricted to 'func.func' ..."
        assertEquals("func.func:buffer-hoisting", c.item("buffer-hoisting"));
        assertEquals("spirv.module:spirv-lower-abi-attrs", c.item("spirv-lower-abi-attrs"));
        // "unable to schedule pass 'Spmdization'": FunctionOpInterface, runs under func.func
        assertEquals("func.func:mesh-spmdization", c.item("mesh-spmdization"));
        assertEquals("cse", c.item("cse"));
        assertTrue(c.get("test-print-liveness").orElseThrow().testOnly());
    }

    /** The cache a probe wrote is read back without the tool; a version never probed, or a name that is a path, gives nothing. */
    @Test
    void cachedCatalogIsReadWithoutTheTool(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Files.writeString(
                dir.resolve("passes-mlir-opt-19-19.1.7.tsv"),
                "# pass\tanchor\ttest_only\tpipeline\ncse\tbuiltin.module\tfalse\tfalse\nbuffer-hoisting\tfunc.func\tfalse\tfalse\n");
        List<PassInfo> got = PassCatalog.cached(dir, "mlir-opt-19", "19.1.7").orElseThrow();
        assertEquals(
                List.of(
                        new PassInfo("cse", "builtin.module", false, false),
                        new PassInfo("buffer-hoisting", "func.func", false, false)),
                got);
        assertTrue(PassCatalog.cached(dir, "mlir-opt-22", "22.1.8").isEmpty());
        assertTrue(PassCatalog.cached(dir, "../mlir-opt-19", "19.1.7").isEmpty());
        assertTrue(PassCatalog.cached(dir, null, "19.1.7").isEmpty());
    }

    @Test
    void randomPipelinesAreSeededAndNested() {
        Tool t = new Tool("fake", Path.of("/nonexistent"), "0");
        PassCatalog c = new PassCatalog(
                t,
                List.of(
                        new PassInfo("cse", PassInfo.MODULE, false, false),
                        new PassInfo("buffer-hoisting", "func.func", false, false),
                        new PassInfo("test-x", PassInfo.MODULE, true, false)));
        RandomPipelines g = new RandomPipelines(c, false, 5);
        assertEquals(g.pipeline(1, "a.mlir", 0), g.pipeline(1, "a.mlir", 0));
        boolean differs = false;
        for (int i = 0; i < 20; i++) {
            List<String> p = g.pipeline(1, "a.mlir", i);
            assertTrue(p.size() >= 1 && p.size() <= 5);
            for (String item : p) assertTrue(item.equals("cse") || item.equals("func.func:buffer-hoisting"), item);
            differs |= !p.equals(g.pipeline(2, "a.mlir", i));
        }
        assertTrue(differs, "the seed changes the pipelines");
        assertNotEquals(null, g.pipeline(1, "b.mlir", 0));
    }
}
