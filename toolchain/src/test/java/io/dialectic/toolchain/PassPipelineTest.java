package io.dialectic.toolchain;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PassPipelineTest {
    @Test
    void plainFlagsWhenNothingNests() {
        assertEquals(
                List.of("--cse", "--canonicalize=max-iterations=1"),
                PassPipeline.toArgs(List.of("cse", "canonicalize{max-iterations=1}")));
    }

    @Test
    void textualPipelineWhenSomethingNests() {
        assertEquals(
                List.of(
                        "--pass-pipeline=builtin.module(cse,func.func(buffer-hoisting),canonicalize{max-iterations=1})"),
                PassPipeline.toArgs(List.of("cse", "func.func:buffer-hoisting", "canonicalize{max-iterations=1}")));
    }

    @Test
    void itemsSplitAtTopLevelCommasOnly() {
        assertEquals(List.of("a{x=1,y=2}", "func.func:b"), PassPipeline.splitItems("a{x=1,y=2}, func.func:b"));
        PassPipeline.Item i = PassPipeline.Item.parse("func.func:canonicalize{max-iterations=1}");
        assertEquals("func.func", i.anchor());
        assertEquals("canonicalize", i.pass());
        assertEquals("max-iterations=1", i.options());
    }

    /** A pipeline item, or a passes_changed entry, names its pass as the catalog does: anchors and options dropped. */
    @Test
    void passNameDropsAnchorsAndOptions() {
        assertEquals("canonicalize", PassPipeline.passName("func.func:canonicalize{max-iterations=1}"));
        assertEquals("cse", PassPipeline.passName("gpu.module:func.func:cse"));
        assertEquals("sccp", PassPipeline.passName("sccp"));
        assertEquals("convert-scf-to-cf", PassPipeline.passName("builtin.module:convert-scf-to-cf"));
    }

    /** The flag spelling of an option, as older run records wrote an item, is the same item: its pass name is bare. */
    @Test
    void theFlagSpellingOfAnOptionReadsAsTheItem() {
        assertEquals("one-shot-bufferize", PassPipeline.passName("one-shot-bufferize=bufferize-function-boundaries"));
        assertEquals(
                "affine-super-vectorize{virtual-vector-size=4}",
                PassPipeline.Item.parse("affine-super-vectorize=virtual-vector-size=4")
                        .text());
        assertEquals(
                "canonicalize{max-iterations=1}",
                PassPipeline.Item.parse("canonicalize{max-iterations=1}").text());
    }

    /** A pipeline keeps each item's anchor and options, in one spelling, and runs as its items do. */
    @Test
    void aPipelineKeepsAnchorsAndOptions() {
        PassPipeline p = new PassPipeline(
                "mine", List.of("one-shot-bufferize=bufferize-function-boundaries", "func.func:cse", "canonicalize"));
        assertEquals(
                List.of("one-shot-bufferize{bufferize-function-boundaries}", "func.func:cse", "canonicalize"),
                p.items());
        assertEquals("mine", p.name());
        assertEquals(
                List.of("--pass-pipeline=builtin.module(one-shot-bufferize{bufferize-function-boundaries},"
                        + "func.func(cse),canonicalize)"),
                p.flags());
        assertEquals(
                "cse,canonicalize",
                PassPipeline.of(List.of("cse", "canonicalize")).name());
        assertEquals(
                "--one-shot-bufferize=bufferize-function-boundaries",
                PassPipeline.flag(p.items().get(0)));
    }

    /** The rendering reproduces the exact arguments of every cmd.txt of the crash corpus, from its meta.json passes. */
    @Test
    void rendersEveryCrashCorpusCommandLine() throws Exception {
        var index = CrashCases.index();
        int checked = 0;
        for (String id : CrashCases.ids()) {
            String cmd = CrashCases.read(CrashCases.dir(id).resolve("cmd.txt"))
                    .lines()
                    .findFirst()
                    .orElseThrow();
            List<String> words = shellWords(cmd);
            int in = words.indexOf("input.mlir");
            int o = words.lastIndexOf("-o");
            List<String> expected = words.subList(in + 1, o);
            assertEquals(
                    expected,
                    PassPipeline.toArgs(PassPipeline.splitItems(index.get(id).get("passes"))),
                    id);
            checked++;
        }
        assertEquals(311, checked);
    }

    /** Splits a command line of plain words and '...' quoted words (all cmd.txt use). */
    static List<String> shellWords(String s) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean quoted = false;
        boolean any = false;
        for (char c : s.toCharArray()) {
            if (c == '\'') {
                quoted = !quoted;
                any = true;
            } else if (c == ' ' && !quoted) {
                if (any) out.add(cur.toString());
                cur.setLength(0);
                any = false;
            } else {
                cur.append(c);
                any = true;
            }
        }
        if (any) out.add(cur.toString());
        return out;
    }
}
