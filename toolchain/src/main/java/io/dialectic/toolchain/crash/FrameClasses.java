package io.dialectic.toolchain.crash;

import java.util.ArrayList;
import java.util.List;

/**
 * Which frames of a trace are what: the signal handler and its trampoline, plumbing ({@link PlumbingFrames}) and the
 * action thunk of an observed run, the process entry that ends a whole trace, and the infrastructure below every crash
 * site that starts an excerpt cut above it. What is left, {@link #meaningful}, is where a key and a site look.
 */
final class FrameClasses {
    /**
     * Frames a signal handler and an abort put above the crash site at most (LLVM's handler: 4-5,
     * {@code pthread_kill}/{@code raise}/{@code abort}/{@code __assert_fail}: up to 5 more).
     */
    static final int MAX_HANDLER_FRAMES = 12;

    private FrameClasses() {}

    /**
     * Drops the signal handler and plumbing. When the dump starts in the handler (LLVM's
     * {@code llvm::sys::PrintStackTrace}, {@code SignalHandler}, a sanitizer's runtime), every frame
     * up to the signal trampoline goes: an unnamed C-library frame (glibc), {@code __restore_rt}
     * (libpthread of older glibc), {@code _sigtramp} (macOS), {@code __kernel_rt_sigreturn} (Linux
     * vdso), {@code KiUserExceptionDispatcher} (Windows). Only the first stack counts: a sanitizer
     * report prints the allocation and free stacks after the crash's, each numbered from #0 again.
     */
    static List<Frame> meaningful(List<Frame> frames, PlumbingFrames plumbing) {
        int end = frames.size();
        for (int i = 1; i < frames.size(); i++) {
            if (frames.get(i).index() == 0 && frames.get(i - 1).index() > 0) {
                end = i;
                break;
            }
        }
        int start = Math.max(0, handlerEnd(frames.subList(0, end)) + 1);
        List<Frame> out = new ArrayList<>();
        for (int i = start; i < end; i++) {
            Frame f = frames.get(i);
            if (f.cutOff() && !f.named()) continue; // an incomplete offset identifies nothing; a complete name does
            if (isJumpToNull(f)) continue; // the bad jump itself is no place in any module; its caller is
            if (i > start && isActionThunk(f, frames.get(i - 1))) continue;
            if (!plumbing.isPlumbing(f)) out.add(f);
        }
        return out;
    }

    /**
     * The unnamed frame right below {@code MLIRContext::executeActionInternal}: the {@code function_ref} thunk through
     * which an observed run enters the action machinery. An unobserved run has no such frame (Debian's mlir-opt-19 and
     * -22 both), so it goes with the tracing frames the plumbing list drops.
     */
    private static boolean isActionThunk(Frame f, Frame above) {
        return !f.named() && above.named() && above.name().equals(ACTION_ENTRY);
    }

    private static final String ACTION_ENTRY = "mlir::MLIRContext::executeActionInternal";

    /**
     * A frame at address 0 (a call through a null function pointer, which gdb shows as {@code 0x0000000000000000 in
     * ??}) or at an address no module maps (gdb's trace says {@code (jump outside any module)}: a jump into the heap).
     */
    static boolean isJumpToNull(Frame f) {
        String raw = f.raw();
        if (raw == null) return false;
        if (raw.endsWith(" (jump outside any module)")) return true;
        int i = raw.indexOf(" 0x");
        if (i < 0) return false;
        int j = i + 3;
        while (j < raw.length() && raw.charAt(j) == '0') j++;
        return j > i + 3 && (j == raw.length() || raw.charAt(j) == ' ');
    }

    /** Index of the signal trampoline when the trace starts in a signal handler, else -1. */
    static int handlerEnd(List<Frame> frames) {
        if (frames.isEmpty() || !isHandler(frames.get(0))) return -1;
        for (int i = 0; i < Math.min(frames.size(), MAX_HANDLER_FRAMES); i++) if (isTrampoline(frames.get(i))) return i;
        return -1;
    }

    private static boolean isHandler(Frame f) {
        if (!f.named()) return false;
        String n = f.name();
        return n.startsWith("llvm::sys::")
                || n.equals("PrintStackTraceSignalHandler")
                || n.equals("SignalHandler")
                || n.startsWith("__sanitizer")
                || n.startsWith("__asan")
                || n.startsWith("__interceptor_");
    }

    private static boolean isTrampoline(Frame f) {
        if (f.named()) {
            String n = f.name();
            return n.equals("__restore_rt")
                    || n.equals("_sigtramp")
                    || n.equals("__kernel_rt_sigreturn")
                    || n.equals("KiUserExceptionDispatcher");
        }
        String m = f.module();
        return m != null
                && (m.startsWith("libc.so")
                        || m.startsWith("libpthread")
                        || m.startsWith("libsystem_platform")
                        || m.startsWith("linux-vdso"));
    }

    static boolean endsAtEntry(List<Frame> frames) {
        Frame last = frames.get(frames.size() - 1);
        if (!last.named()) return false;
        String n = last.name();
        return n.equals("_start")
                || n.equals("main")
                || n.startsWith("clone")
                || n.equals("start_thread")
                || n.equals("start")
                || n.equals("thread_start")
                || n.equals("RtlUserThreadStart")
                || n.equals("BaseThreadInitThunk");
    }

    /**
     * An excerpt that holds only the bottom of a trace: the frames above it were not pasted (the
     * first frame is numbered above 0 and no signal-handler frame is there), and it starts either in
     * the infrastructure below every crash site (pass manager, driver, rewrite and conversion
     * drivers), or so far down ({@code > MAX_HANDLER_FRAMES}) that what is left starts at a pass's
     * entry point or has no named frame. Keying on those frames would make every crash of that pass
     * (or of that binary) one bug.
     */
    static boolean crashSiteNotInTrace(List<Frame> frames, List<Frame> meaningful, PlumbingFrames plumbing) {
        if (frames.isEmpty() || frames.get(0).index() == 0 || handlerEnd(frames) >= 0) return false;
        if (belowCrashSite(frames.get(0), plumbing)) return true;
        if (frames.get(0).index() <= MAX_HANDLER_FRAMES) return false;
        for (Frame f : meaningful) if (f.named()) return isPassEntry(f.name());
        return true;
    }

    /** A plumbing frame of the infrastructure that calls the code where bugs are (not of the reporting or abort path). */
    private static boolean belowCrashSite(Frame f, PlumbingFrames plumbing) {
        if (!f.named() || !plumbing.isPlumbing(f)) return false;
        String n = f.name();
        if (n.startsWith("llvm::sys::")
                || n.startsWith("llvm::report_")
                || n.startsWith("llvm::llvm_unreachable")
                || n.startsWith("llvm::PrettyStackTrace")) return false;
        return n.startsWith("mlir::")
                || n.startsWith("llvm::")
                || n.equals("main")
                || n.equals("_start")
                || n.startsWith("__libc_start")
                || n.contains("RewriteDriver::")
                || n.startsWith("OperationLegalizer::");
    }

    static boolean isPassEntry(String name) {
        return name.endsWith("::runOnOperation") || name.endsWith("::runOnFunction") || name.endsWith("::runOnModule");
    }
}
