package io.dialectic.fuzzer.exec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.base.process.ProcessRunner;
import io.dialectic.base.process.ProcessSpec;
import io.dialectic.testing.MlirRequirement;
import io.dialectic.toolchain.ForeignArgs;
import io.dialectic.toolchain.RunLimits;
import io.dialectic.toolchain.RunRequest;
import io.dialectic.toolchain.RunResult;
import io.dialectic.toolchain.Tool;
import io.dialectic.toolchain.ToolDiscovery;
import io.dialectic.toolchain.ToolRunner;
import io.dialectic.toolchain.passes.PassCatalog;
import io.dialectic.toolchain.passes.PassInfo;
import io.dialectic.toolchain.passes.PassOption;
import io.dialectic.toolchain.passes.PassOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Pass options drawn from the real tool's {@code --help} reach the tool, and draws repeat for a seed. */
class PipelineOptionsTest {
    private static final String LOOP = "func.func @f(%m: memref<64xf32>) {\n"
            + "  affine.for %i = 0 to 64 {\n"
            + "    %v = affine.load %m[%i] : memref<64xf32>\n"
            + "    affine.store %v, %m[%i] : memref<64xf32>\n"
            + "  }\n"
            + "  return\n"
            + "}\n";

    private static Map<String, List<PassOption>> options(Tool tool) {
        String help = new ProcessRunner()
                .run(ProcessSpec.of(tool.path().toString(), "--help").maxOutput(32 << 20))
                .stdoutText();
        return PassOptions.parseHelp(help);
    }

    @Test
    void aDrawnTileSizeReachesTheTool() {
        MlirRequirement.require("mlir-opt-22");
        Tool tool = new ToolDiscovery().find("mlir-opt-22").orElseThrow();
        PassCatalog catalog = new PassCatalog(
                tool, List.of(new PassInfo("affine-loop-tile", "func.func", false, false)), options(tool));
        CatalogPipelineSampler sampler = CatalogPipelineSampler.of(catalog, 1, 1.0);
        SplittableRandom rng = new SplittableRandom(7);
        String item = null;
        for (int i = 0; i < 200 && item == null; i++) {
            String drawn = sampler.sample(rng).get(0);
            if (drawn.matches("func\\.func:affine-loop-tile\\{tile-size=[248]( separate=false)?}")) item = drawn;
        }
        assertTrue(item != null, "no tile size of 2, 4 or 8 drawn in 200 pipelines");
        String size = item.replaceAll(".*tile-size=(\\d+).*", "$1");
        RunResult r = new ToolRunner().run(new RunRequest(tool, LOOP, List.of(item), RunLimits.defaults(), List.of()));
        assertEquals(0, r.exitCode(), r.stderr());
        assertTrue(
                r.argv().stream().anyMatch(a -> a.contains("tile-size=" + size)),
                r.argv().toString());
        // the tile loop steps by the drawn size (checked by hand: tile-size=4 gives "0 to 64 step 4")
        assertTrue(r.stdout().contains("0 to 64 step " + size), r.stdout());
    }

    @Test
    void drawsRepeatForASeedAndNeverGiveATextOption() {
        MlirRequirement.require("mlir-opt-22");
        Tool tool = new ToolDiscovery().find("mlir-opt-22").orElseThrow();
        Map<String, List<PassOption>> options = options(tool);
        List<PassInfo> passes = options.keySet().stream()
                .map(p -> new PassInfo(p, PassInfo.MODULE, p.startsWith("test-"), false))
                .toList();
        PassCatalog catalog = new PassCatalog(tool, passes, options);
        List<String> first = draws(catalog, 5);
        assertEquals(first, draws(catalog, 5));
        assertNotEquals(first, draws(catalog, 6));
        long withOptions = first.stream().filter(i -> i.contains("{")).count();
        assertTrue(withOptions > 100, withOptions + " of " + first.size() + " items with options");
        for (String item : first) {
            assertTrue(ForeignArgs.itemProblem(item).isEmpty(), item);
            if (!item.contains("{")) continue;
            String pass = item.substring(0, item.indexOf('{'));
            for (String set :
                    item.substring(item.indexOf('{') + 1, item.length() - 1).split(" ")) {
                String name = set.substring(0, set.indexOf('='));
                PassOption o = options.get(pass).stream()
                        .filter(x -> x.name().equals(name))
                        .findFirst()
                        .orElseThrow();
                assertTrue(o.isBool() || o.isInteger() || o.isEnum(), item);
            }
        }
    }

    private static List<String> draws(PassCatalog catalog, long seed) {
        CatalogPipelineSampler sampler = CatalogPipelineSampler.of(catalog, 3, 0.5);
        SplittableRandom rng = new SplittableRandom(seed);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < 500; i++) out.addAll(sampler.sample(rng));
        return out;
    }
}
