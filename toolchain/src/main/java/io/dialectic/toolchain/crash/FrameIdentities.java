package io.dialectic.toolchain.crash;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * Names the unnamed meaningful frames of a trace by the function that holds them ({@link FunctionIdentities}), for a
 * trace of a known build: {@code libMLIR.so.22.1+0x3e024e0} and {@code +0x3e024ec} both become
 * {@code libMLIR.so.22.1!fn@0x3e01f90 [22.1.8]}. The faulting frame (the first past the signal handler) is looked up at
 * its own address; every other frame holds a return address, which may be the first byte after its call's function
 * when the call was the last instruction, so it is looked up one byte earlier, as symbolizers do.
 */
final class FrameIdentities {
    private FrameIdentities() {}

    static List<Frame> named(List<Frame> meaningful, List<Frame> frames, String build, FunctionIdentities names) {
        if (build == null || names == FunctionIdentities.NONE) return meaningful;
        int faulting = Math.max(0, FrameClasses.handlerEnd(frames) + 1);
        Frame top = faulting < frames.size() ? frames.get(faulting) : null;
        List<Frame> out = null;
        for (int i = 0; i < meaningful.size(); i++) {
            Frame f = meaningful.get(i);
            if (f.named() || f.module() == null || f.offset() == null) continue;
            long offset;
            try {
                offset = Long.parseUnsignedLong(f.offset().substring(2), 16);
            } catch (RuntimeException e) {
                continue;
            }
            OptionalLong start = names.functionStart(f.module(), build, f == top ? offset : offset - 1);
            if (start.isEmpty()) continue;
            if (out == null) out = new ArrayList<>(meaningful);
            out.set(
                    i,
                    new Frame(
                            f.index(),
                            f.raw(),
                            f.rawSymbol(),
                            FunctionIdentities.name(f.module(), start.getAsLong(), build),
                            f.module(),
                            f.offset(),
                            f.cutOff()));
        }
        return out == null ? meaningful : List.copyOf(out);
    }
}
