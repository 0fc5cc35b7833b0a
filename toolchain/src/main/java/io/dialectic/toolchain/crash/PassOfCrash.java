package io.dialectic.toolchain.crash;

import java.util.List;
import java.util.Locale;

/**
 * Names the pass that was running when a tool crashed, from the best evidence available:
 * <ol>
 *   <li>a "N. Running pass 'X' on ..." line of the stack dump;</li>
 *   <li>a {@code Class::runOnOperation} frame, matched to a pipeline item by name
 *       ({@code ConvertToLLVMPass} ~ {@code convert-to-llvm}), else the class name;</li>
 *   <li>a pipeline of one pass.</li>
 * </ol>
 * Null when none applies: a guess from a five-pass pipeline would mislabel clusters.
 */
final class PassOfCrash {
    private PassOfCrash() {}

    /** @param passes the pass names of the run's pipeline, anchors and options gone ({@code PassPipeline.Item#pass}) */
    static String find(String runningPass, List<Frame> frames, List<String> passes, PlumbingFrames plumbing) {
        if (runningPass != null) return matchPipeline(runningPass, passes, runningPass);
        for (Frame f : frames) {
            if (!f.named() || plumbing.isPlumbing(f)) continue;
            String n = f.name();
            int cut = Math.max(n.lastIndexOf("::runOnOperation"), n.lastIndexOf("::runOnFunction"));
            if (cut <= 0) continue;
            String cls = n.substring(0, cut);
            int sep = cls.lastIndexOf("::");
            if (sep >= 0) cls = cls.substring(sep + 2);
            return matchPipeline(cls, passes, cls);
        }
        if (passes.size() == 1) return passes.get(0);
        return null;
    }

    private static String matchPipeline(String className, List<String> passes, String fallback) {
        String c = squash(className.replaceAll("(Pass|PassBase)$", ""));
        for (String p : passes) {
            String q = squash(p);
            if (q.equals(c)) return p;
        }
        for (String p : passes) {
            String q = squash(p);
            if (!q.isEmpty() && (c.contains(q) || q.contains(c))) return p;
        }
        return fallback;
    }

    private static String squash(String s) {
        return s.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
    }
}
