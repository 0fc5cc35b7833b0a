package io.dialectic.toolchain.crash;

import java.util.List;
import java.util.Optional;

/**
 * What a crash's stderr says about it (docs/ARCHITECTURE.md "Crash signature"): the assertion, {@code LLVM ERROR},
 * {@code UNREACHABLE} or C-library abort message, the program arguments, the pass being run, and the stack frames,
 * in every form a user may paste ({@link FrameLine}: LLVM's symbolized, unnamed, unsymbolized and source-located frames,
 * debug and release builds, Linux, macOS, Windows and sanitizer reports, cut traces and excerpts; {@link StderrText},
 * {@link AssertionMessage}; what is crash evidence at all: {@link CrashEvidence}), and gdb's frames where a rerun added
 * them ({@link #GDB_TRACE_HEADER}).
 *
 * <p>Made of three pieces, each one concern: {@link CrashStderr} reads the stderr, {@link FrameClasses} tells which
 * frames are handler, plumbing, entry or meaningful (named by their function where the build is installed here:
 * {@link FrameIdentities}), and {@link CrashKeyPolicy} builds the cluster {@link #key()}, the crash site
 * (docs/ARCHITECTURE.md "Crash site"). This class ties them to one run (pipeline, signal, build) and answers for it.
 * Parsing is linear in the length of the text: a 4 MiB line or a 100,000-frame trace is keyed in well under a second
 * ({@code dialectic bench signature}).
 */
public final class CrashSignature {
    /**
     * The line a run's stderr holds above gdb's frames when LLVM's unwinder stopped at the signal frame and the crash was
     * rerun under gdb (toolchain {@code symbolize.GdbRetrace}): the frames below it are the trace, those above it are not.
     */
    public static final String GDB_TRACE_HEADER =
            "Stack dump from gdb (LLVM's unwinder stopped at the signal frame; the same command rerun under gdb -batch):";

    /** Default number of meaningful named frames in a frame-only key (docs/ARCHITECTURE.md "Crash signature": top N = 5). */
    public static final int DEFAULT_TOP_FRAMES = 5;

    private final List<Frame> frames;
    private final List<Frame> meaningful;
    private final String programArguments;
    private final String runningPass;
    private final String assertion;
    private final String assertionFunction;
    private final String assertionLocation;
    private final String fatalError;
    private final String unreachable;
    private final String glibcMessage;
    private final boolean stackDump;
    private final boolean cutOff;
    private final boolean notInTrace;
    private final boolean gdbTrace;
    private final Integer signal;
    private final List<String> pipeline;
    // computed once, when asked (null until then): the judge names the pass from the run's pipeline (passIn), and the
    // key needs this one only for a crash site not in the trace (PassOfCrash twice per crash: 1.7 % of featurizing)
    private Optional<String> pass;
    private final PlumbingFrames plumbing;
    private final String build;
    private final CrashKeyPolicy policy;
    private String key; // computed once: a 100,000-frame trace is not walked again per call

    private CrashSignature(
            String stderr,
            List<String> pipeline,
            Integer signal,
            PlumbingFrames plumbing,
            GenericFrames generic,
            int topN,
            String build,
            FunctionIdentities names) {
        CrashStderr read = CrashStderr.read(stderr);
        this.signal = signal;
        this.plumbing = plumbing;
        this.build = build;
        this.frames = read.frames();
        this.meaningful = FrameIdentities.named(FrameClasses.meaningful(frames, plumbing), frames, build, names);
        this.programArguments = read.programArguments();
        this.runningPass = read.runningPass();
        this.fatalError = read.fatalError();
        this.unreachable = read.unreachable();
        this.glibcMessage = read.glibcMessage();
        AssertionMessage a = read.assertion();
        this.assertion = a == null ? null : a.condition();
        this.assertionFunction = a == null ? null : CrashKeyPolicy.assertionFunction(a, meaningful);
        this.assertionLocation =
                a == null || a.file() == null ? null : a.file() + (a.line() == null ? "" : ":" + a.line());
        this.stackDump = read.stackDumpHeader() || !frames.isEmpty();
        this.cutOff =
                !frames.isEmpty() && (frames.get(frames.size() - 1).cutOff() || !FrameClasses.endsAtEntry(frames));
        this.notInTrace = FrameClasses.crashSiteNotInTrace(frames, meaningful, plumbing);
        this.gdbTrace = read.fromGdb();
        this.pipeline = pipeline;
        this.policy = new CrashKeyPolicy(
                assertion,
                assertionFunction,
                a == null ? null : a.file(),
                fatalError,
                unreachable,
                glibcMessage,
                meaningful,
                notInTrace,
                signal,
                this::pass,
                generic,
                topN,
                build);
    }

    /** Parses a crash's stderr with the default plumbing list and top-5 frame keys. */
    public static CrashSignature parse(String stderr) {
        return parse(stderr, List.of(), null);
    }

    /**
     * @param pipeline the pass names of the run's pipeline, used to name the pass when the trace does not
     * @param signal   the signal that killed the run, if known
     */
    public static CrashSignature parse(String stderr, List<String> pipeline, Integer signal) {
        return parse(stderr, pipeline, signal, Reading.defaults());
    }

    /**
     * How a trace is read beyond its text: the plumbing and generic-code lists, the frames in a frame-only key, the
     * tool's build ({@code tool_version}, written beside every offset a key holds: {@link CrashKeyPolicy#buildLocal};
     * null when unknown) and where that build's unnamed frames start ({@link FunctionIdentities}).
     */
    public record Reading(
            PlumbingFrames plumbing, GenericFrames generic, int topN, String build, FunctionIdentities names) {
        public static Reading defaults() {
            return new Reading(
                    PlumbingFrames.defaults(),
                    GenericFrames.defaults(),
                    DEFAULT_TOP_FRAMES,
                    null,
                    FunctionIdentities.NONE);
        }

        public Reading of(String build, FunctionIdentities names) {
            return new Reading(plumbing, generic, topN, build, names);
        }

        public Reading of(PlumbingFrames plumbing, GenericFrames generic, int topN) {
            return new Reading(plumbing, generic, topN, build, names);
        }
    }

    /** {@link #parse(String, List, Integer)} of a trace of {@code build}, its offsets tagged with it. */
    public static CrashSignature parse(String stderr, List<String> pipeline, Integer signal, String build) {
        return parse(stderr, pipeline, signal, Reading.defaults().of(build, FunctionIdentities.NONE));
    }

    public static CrashSignature parse(String stderr, List<String> pipeline, Integer signal, Reading reading) {
        return new CrashSignature(
                stderr,
                pipeline == null ? List.of() : pipeline,
                signal,
                reading.plumbing(),
                reading.generic(),
                reading.topN(),
                knownBuild(reading.build()),
                reading.names());
    }

    /** A build worth naming: not blank, not the "unknown" of a tool whose version could not be read. */
    private static String knownBuild(String build) {
        if (build == null) return null;
        String b = build.strip();
        return b.isEmpty() || b.equalsIgnoreCase("unknown") ? null : b;
    }

    /**
     * The cluster key (docs/ARCHITECTURE.md "Crash signature"): the message (assertion, {@code LLVM ERROR}, {@code UNREACHABLE}, glibc) and where
     * it was raised, else the top N meaningful named frames, else the unnamed crash site or that the trace shows none;
     * the rules are {@link CrashKeyPolicy}'s. Never contains addresses or build paths, and an offset only with its build.
     */
    public String key() {
        String k = key;
        if (k == null) key = k = policy.key();
        return k;
    }

    /** The key names no crash site ({@link CrashKeys#isWeakKey}): evidence of nothing but "it crashed". */
    public boolean weakKey() {
        return CrashKeys.isWeakKey(key());
    }

    /** {@link #key()} plus the top meaningful frames of any kind: comparable between runs of one build only. */
    public String localKey() {
        return policy.localKey(key());
    }

    /** The build of the tool that printed the trace ({@code tool_version}), null when unknown. */
    public String build() {
        return build;
    }

    public List<Frame> frames() {
        return frames;
    }

    /** Frames after the signal handler that are not plumbing (named and unnamed). */
    public List<Frame> meaningfulFrames() {
        return meaningful;
    }

    /** The first meaningful named frame, the crash site as far as names tell. */
    public Optional<String> topFrame() {
        return meaningful.stream().filter(Frame::named).map(Frame::name).findFirst();
    }

    /** The pass that was running: from "Running pass" lines, else the frames, else a one-pass pipeline; null if unknown. */
    public String pass() {
        Optional<String> p = pass;
        if (p == null) pass = p = Optional.ofNullable(PassOfCrash.find(runningPass, frames, pipeline, plumbing));
        return p.orElse(null);
    }

    /** The pass this trace names for a run of {@code pipeline} (pass names), without walking the trace again. */
    public String passIn(List<String> pipeline) {
        return PassOfCrash.find(runningPass, frames, pipeline == null ? List.of() : pipeline, plumbing);
    }

    public BugLocation bugLocation() {
        return BugLocation.of(pass(), frames);
    }

    public String programArguments() {
        return programArguments;
    }

    public String runningPass() {
        return runningPass;
    }

    public String assertion() {
        return assertion;
    }

    public String assertionFunction() {
        return assertionFunction;
    }

    public String assertionLocation() {
        return assertionLocation;
    }

    public String fatalError() {
        return fatalError;
    }

    public String unreachable() {
        return unreachable;
    }

    public String glibcMessage() {
        return glibcMessage;
    }

    /**
     * The trace stops where the crash happened: no frame, or only the faulting one, past the signal handler. LLVM's
     * unwinder stops so at a jump to a bad address (null, data) and when a thread's dump is lost; gdb walks further
     * (toolchain {@code symbolize.GdbRetrace}). False for a trace that came from gdb.
     */
    public boolean stopsAtFault() {
        if (gdbTrace) return false;
        int past = frames.size() - (FrameClasses.handlerEnd(frames) + 1);
        return past <= 1 && !notInTrace;
    }

    /** The frames came from gdb ({@link #GDB_TRACE_HEADER}). */
    public boolean fromGdb() {
        return gdbTrace;
    }

    /** The trace stops before the process entry ({@code main}/{@code _start}/thread start) or mid-line. */
    public boolean cutOff() {
        return cutOff;
    }

    public Integer signal() {
        return signal;
    }

    public String signalName() {
        return CrashKeyPolicy.signalName(signal);
    }

    /** Any crash evidence at all (used by classifiers of imported data). */
    public boolean isCrash() {
        return signal != null
                || stackDump
                || assertion != null
                || fatalError != null
                || unreachable != null
                || glibcMessage != null;
    }

    @Override
    public String toString() {
        return key();
    }
}
