package io.dialectic.toolchain.crash;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What a crash's stderr says about it (DESIGN.md "Crash signature"): the assertion, {@code LLVM ERROR},
 * {@code UNREACHABLE} or C-library abort message, the program arguments, the pass being run, and the
 * stack frames, parsed from every form a user may paste: LLVM's symbolized, unnamed, unsymbolized
 * ("Stack dump without symbol names") and source-located frames ({@link FrameLine}), debug and
 * release builds, Linux, macOS, Windows and AddressSanitizer reports, {@code \r\n} line ends, ANSI
 * colours ({@link StderrText}), traces cut mid-line and excerpts holding only part of a trace.
 * Assertions are read in the shapes of glibc, libstdc++, macOS, MSVC and musl ({@link AssertionMessage}).
 * Which lines are crash evidence at all is decided in one place, {@link CrashEvidence}.
 *
 * <p>The cluster {@link #key()} is built from text that is the same for the same bug in every
 * build: messages with numbers and quoted names abstracted, and normalised <em>named</em> frames
 * ({@link FrameNormalizer}) that are not plumbing ({@link PlumbingFrames}). Only where no name tells the
 * crash site does an unnamed {@code module+0xOFFSET} frame enter it, and then with the build it belongs to
 * ({@link #buildLocal}), since an offset identifies code only inside one build of the tool: keys of
 * different builds meet only through names. {@link #localKey()} adds the top frames of any kind, for
 * comparing runs of the same build. A key that names no crash site ({@link #weakKey()}) is evidence of
 * nothing but "it crashed".
 *
 * <p>Parsing is linear in the length of the text (no backtracking regular expression touches a
 * line of the report): a 4 MiB line or a 100,000-frame trace is keyed in well under a second
 * ({@code dialectic bench signature}).
 */
public final class CrashSignature {
    /** Default number of meaningful named frames in a frame-only key (DESIGN.md: top N = 5). */
    public static final int DEFAULT_TOP_FRAMES = 5;

    /** Characters of a message kept in a key: enough for every real message, and a bound on the work of abstracting it. */
    static final int MAX_KEY_MESSAGE = 400;

    /**
     * Frames a signal handler and an abort put above the crash site at most (LLVM's handler: 4-5,
     * {@code pthread_kill}/{@code raise}/{@code abort}/{@code __assert_fail}: up to 5 more).
     */
    static final int MAX_HANDLER_FRAMES = 12;

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
    private final Integer signal;
    private final List<String> pipeline;
    // computed once, when asked (null until then): the judge names the pass from the run's pipeline (passIn), and the
    // key needs this one only for a crash site not in the trace (PassOfCrash twice per crash: 1.7 % of featurizing)
    private Optional<String> pass;
    private final PlumbingFrames plumbing;
    private final GenericFrames generic;
    private final String assertionFile;
    private final int topN;
    private final String build;
    private String key; // computed once: a 100,000-frame trace is not walked again per call

    private CrashSignature(
            String stderr,
            List<String> pipeline,
            Integer signal,
            PlumbingFrames plumbing,
            GenericFrames generic,
            int topN,
            String build) {
        StderrText text = StderrText.of(stderr);
        List<String> lines = text.lines();
        this.signal = signal;
        this.plumbing = plumbing;
        this.generic = generic;
        this.topN = topN;
        this.build = build;
        List<Frame> fs = new ArrayList<>();
        String args = null, running = null, fatal = null, unreach = null, libc = null;
        boolean header = false;
        for (int k = 0; k < lines.size(); k++) {
            String line = lines.get(k);
            Frame f = FrameLine.parse(line, text.unterminated() && k == lines.size() - 1);
            if (f != null) {
                fs.add(f);
                continue;
            }
            CrashEvidence.Kind kind = CrashEvidence.of(line);
            if (kind == CrashEvidence.Kind.STACK_DUMP) {
                header = true;
                continue;
            }
            if (args == null) args = numberedLine(line, "Program arguments: ");
            if (running == null) {
                String r = numberedLine(line, "Running pass '");
                if (r != null && r.indexOf('\'') > 0) running = r.substring(0, r.indexOf('\''));
            }
            if (fatal == null && kind == CrashEvidence.Kind.FATAL_ERROR) fatal = CrashEvidence.fatalError(line);
            if (unreach == null && kind == CrashEvidence.Kind.UNREACHABLE) unreach = unreachable(lines, k);
            if (libc == null && kind == CrashEvidence.Kind.LIBC_ABORT) libc = CrashEvidence.libcAbort(line);
        }
        this.frames = List.copyOf(fs);
        this.meaningful = meaningfulFrames(frames, plumbing);
        this.programArguments = args;
        this.runningPass = running;
        this.fatalError = fatal;
        this.unreachable = unreach;
        this.glibcMessage = libc;
        AssertionMessage a = AssertionMessage.find(lines);
        if (a != null) {
            assertion = a.condition();
            assertionFunction = assertionFunction(a, meaningful);
            assertionLocation = a.file() == null ? null : a.file() + (a.line() == null ? "" : ":" + a.line());
            assertionFile = a.file();
        } else {
            assertionFile = null;
            assertion = null;
            assertionFunction = null;
            assertionLocation = null;
        }
        this.stackDump = header || !frames.isEmpty();
        this.cutOff = !frames.isEmpty() && (frames.get(frames.size() - 1).cutOff() || !endsAtEntry(frames));
        this.notInTrace = crashSiteNotInTrace(frames, meaningful, plumbing);
        this.pipeline = pipeline;
    }

    /** The text after {@code "N.<ws>" + prefix} of a pretty-stack-trace line ({@code 0.\tProgram arguments: ...}), or null. */
    private static String numberedLine(String line, String prefix) {
        int n = line.length();
        int i = 0;
        while (i < n && line.charAt(i) == ' ') i++;
        int d = i;
        while (d < n && Character.isDigit(line.charAt(d))) d++;
        if (d == i || d >= n || line.charAt(d) != '.') return null;
        int w = d + 1;
        while (w < n && Character.isWhitespace(line.charAt(w))) w++;
        if (w == d + 1 || !line.startsWith(prefix, w)) return null;
        return line.substring(w + prefix.length()).strip();
    }

    /**
     * {@code llvm_unreachable} prints its message, then {@code UNREACHABLE executed at FILE:LINE!};
     * the message is on the same line before it or on the line above.
     */
    private static String unreachable(List<String> lines, int k) {
        String line = lines.get(k);
        int u = line.indexOf("UNREACHABLE executed at ");
        String msg = line.substring(0, u).strip();
        if (msg.isEmpty() && k > 0 && FrameLine.parse(lines.get(k - 1), false) == null)
            msg = lines.get(k - 1).strip();
        String loc = line.substring(u + "UNREACHABLE executed at ".length()).strip();
        if (loc.endsWith("!")) loc = loc.substring(0, loc.length() - 1);
        int colon = loc.lastIndexOf(':');
        String file = colon < 0 ? loc : loc.substring(0, colon);
        String no = colon < 0 ? "" : loc.substring(colon + 1);
        return (msg + " @ " + baseName(file) + (no.isEmpty() ? "" : ":" + no)).strip();
    }

    /**
     * The assertion's function as a frame would name it. glibc prints the full signature; macOS and
     * musl print only {@code __func__} ({@code setOperand}), MSVC nothing: those are completed from
     * the frames (the first whose name ends in {@code ::f}, else the first in the assertion's file),
     * so every platform gives the key of a Linux debug build.
     */
    private static String assertionFunction(AssertionMessage a, List<Frame> meaningful) {
        if (a.qualified() && a.function() != null) return FrameNormalizer.normalize(a.function());
        if (a.function() != null) {
            String bare = a.function();
            for (Frame f : meaningful)
                if (f.named() && (f.name().equals(bare) || f.name().endsWith("::" + bare))) return f.name();
            return bare;
        }
        if (a.file() != null)
            for (Frame f : meaningful) if (f.named() && a.file().equals(f.module())) return f.name();
        return meaningful.stream()
                .filter(Frame::named)
                .map(Frame::name)
                .findFirst()
                .orElse("?");
    }

    /** Parses a crash's stderr with the default plumbing list and top-5 frame keys. */
    public static CrashSignature parse(String stderr) {
        return parse(stderr, List.of(), null);
    }

    /**
     * @param pipeline the pipeline items of the run, used to name the pass when the trace does not
     * @param signal   the signal that killed the run, if known
     */
    public static CrashSignature parse(String stderr, List<String> pipeline, Integer signal) {
        return parse(stderr, pipeline, signal, PlumbingFrames.defaults(), DEFAULT_TOP_FRAMES);
    }

    /**
     * @param build the build of the tool that printed the trace (a run record's {@code tool_version}), null when
     *              unknown: it is written beside every module+offset the key holds ({@link #buildLocal})
     */
    public static CrashSignature parse(String stderr, List<String> pipeline, Integer signal, String build) {
        return parse(
                stderr,
                pipeline,
                signal,
                PlumbingFrames.defaults(),
                GenericFrames.defaults(),
                DEFAULT_TOP_FRAMES,
                build);
    }

    public static CrashSignature parse(
            String stderr, List<String> pipeline, Integer signal, PlumbingFrames plumbing, int topN) {
        return parse(stderr, pipeline, signal, plumbing, GenericFrames.defaults(), topN);
    }

    /** @param generic the generic code a message key looks past for the caller ({@link GenericFrames#defaults()} elsewhere) */
    public static CrashSignature parse(
            String stderr,
            List<String> pipeline,
            Integer signal,
            PlumbingFrames plumbing,
            GenericFrames generic,
            int topN) {
        return parse(stderr, pipeline, signal, plumbing, generic, topN, null);
    }

    /** @param build the tool's build ({@code tool_version}), null when unknown ({@link #buildLocal}) */
    public static CrashSignature parse(
            String stderr,
            List<String> pipeline,
            Integer signal,
            PlumbingFrames plumbing,
            GenericFrames generic,
            int topN,
            String build) {
        return new CrashSignature(
                stderr, pipeline == null ? List.of() : pipeline, signal, plumbing, generic, topN, knownBuild(build));
    }

    /** A build worth naming: not blank, not the "unknown" of a tool whose version could not be read. */
    private static String knownBuild(String build) {
        if (build == null) return null;
        String b = build.strip();
        return b.isEmpty() || b.equalsIgnoreCase("unknown") ? null : b;
    }

    /** What a message key raised in generic code adds when the paste holds no frame outside it: a weak key. */
    public static final String CALLER_NOT_IN_TRACE = "caller not in trace";

    /**
     * The cluster key (DESIGN.md): the assertion (condition + function), {@code LLVM ERROR},
     * {@code UNREACHABLE} or glibc message, with numbers and quoted names abstracted, plus the first
     * meaningful named frame outside generic code ({@link GenericFrames}; for an assertion, also other
     * than its function): when the message was raised in generic code (a cast, a container, the storage
     * uniquer) that frame is the caller that passed the bad value; with no such named frame, the first unnamed
     * one below the generic code, {@code unnamed MODULE+0xOFFSET [BUILD]}; and when the paste holds neither the
     * key ends in {@value #CALLER_NOT_IN_TRACE} and is weak. Otherwise the top N meaningful named frames;
     * otherwise the signal and the unnamed crash site (or that the excerpt holds no crash site). Never contains
     * addresses or build paths, and an offset only with its build ({@link #buildLocal}).
     */
    public String key() {
        String k = key;
        if (k == null) key = k = computeKey();
        return k;
    }

    private String computeKey() {
        String head = messageHead();
        String recursion = recursionKey();
        if (head == null && recursion != null) return recursion;
        List<String> names = namedMeaningful();
        // an excerpt without the crash site has no frame to add: the message alone, as far as it goes
        if (head != null) {
            String site = notInTrace ? null : siteAfter(names);
            if (site != null) return head + " | " + site;
            if (!raisedInGenericCode(names)) return head;
            Frame caller = notInTrace ? null : unnamedCaller();
            return head + " | " + (caller == null ? CALLER_NOT_IN_TRACE : "unnamed " + buildLocal(caller.display()));
        }
        if (notInTrace)
            return "signal " + signalName() + " | crash site not in trace" + (pass() != null ? " @ " + pass() : "");
        if (!names.isEmpty()) return "frames: " + String.join(" > ", names.subList(0, Math.min(topN, names.size())));
        if (!meaningful.isEmpty()) {
            // No name at all: the crashing code is known only by its offset in this one binary.
            return "signal " + signalName() + " | unnamed "
                    + buildLocal(meaningful.get(0).display());
        }
        return "signal " + signalName() + " | no trace" + (pass() != null ? " @ " + pass() : "");
    }

    /**
     * True when the key names no crash site: no message and no frame above the pass that ran
     * ("no trace", "crash site not in trace"), or a message of generic code whose caller is not in the
     * paste ({@value #CALLER_NOT_IN_TRACE}). Two runs sharing such a key only both crashed, perhaps
     * in one pass or one helper; {@code match} does not call them the same bug, and each is a cluster
     * of its own ({@code ClusterDefinition}).
     */
    public boolean weakKey() {
        return isWeakKey(key());
    }

    /** {@link #weakKey()} of a stored key (a run record's {@code crash_key}). */
    public static boolean isWeakKey(String key) {
        return key.startsWith("signal ") && (key.contains(" | no trace") || key.contains(" | crash site not in trace"))
                || key.endsWith(" | " + CALLER_NOT_IN_TRACE);
    }

    /**
     * An excerpt that holds only the bottom of a trace: the frames above it were not pasted (the
     * first frame is numbered above 0 and no signal-handler frame is there), and it starts either in
     * the infrastructure below every crash site (pass manager, driver, rewrite and conversion
     * drivers), or so far down ({@code > MAX_HANDLER_FRAMES}) that what is left starts at a pass's
     * entry point or has no named frame. Keying on those frames would make every crash of that pass
     * (or of that binary) one bug.
     */
    private static boolean crashSiteNotInTrace(List<Frame> frames, List<Frame> meaningful, PlumbingFrames plumbing) {
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

    private static boolean isPassEntry(String name) {
        return name.endsWith("::runOnOperation") || name.endsWith("::runOnFunction") || name.endsWith("::runOnModule");
    }

    /**
     * A key for runs of one binary version: {@link #key()} plus the top meaningful frames of any
     * kind, unnamed ones as {@code module+0xOFFSET}. Only comparable between runs of the same build.
     */
    public String localKey() {
        List<String> top = new ArrayList<>();
        for (Frame f : meaningful) {
            if (top.size() == topN) break;
            top.add(f.display());
        }
        return key() + " || " + String.join(" > ", top);
    }

    /** Frames repeated this often mean a stack overflow through a recursion. */
    static final int RECURSION_REPEATS = 16;

    /**
     * A stack overflow is keyed by the frames of its cycle (named ones, sorted), not by the random
     * point of the cycle where the stack ran out; with no named frame in the cycle, by the unnamed
     * cycle frames (only comparable within one build).
     */
    private String recursionKey() {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Frame f : meaningful) counts.merge(f.display(), 1, Integer::sum);
        TreeSet<String> named = new TreeSet<>();
        TreeSet<String> unnamed = new TreeSet<>();
        for (Frame f : meaningful) {
            if (counts.get(f.display()) < RECURSION_REPEATS) continue;
            (f.named() ? named : unnamed).add(f.display());
        }
        if (!named.isEmpty()) return "stack overflow: recursion through " + String.join(" > ", named);
        if (!unnamed.isEmpty())
            return "stack overflow: recursion through unnamed " + buildLocal(String.join(" > ", unnamed));
        return null;
    }

    /**
     * The frame a message key adds: the first meaningful named frame outside generic code, and for an
     * assertion other than its own function. Its caller tells the bugs apart (one {@code cast<Ty>()
     * argument of incompatible type!} in {@code llvm::cast} is hit by many, through {@code CastInfo}
     * helpers in a debug build, {@code IntegerAttr::get} above {@code StorageUserBase::get}), and a debug
     * build, which shows the helpers as frames, then keys like a release build, which inlined them.
     */
    private String siteAfter(List<String> names) {
        for (String n : names)
            if ((assertion == null || !n.equals(assertionFunction)) && !generic.isGeneric(n)) return n;
        return null;
    }

    /**
     * The caller of generic code when no frame outside it has a name: the first unnamed meaningful frame from the
     * frame that raised the message on (a release build names few of its own functions; {@code mlir-opt+0x3324feb}
     * names one place of one build as well as a symbol would). Null when the trace holds none.
     */
    private Frame unnamedCaller() {
        int from = 0;
        for (int i = 0; i < meaningful.size(); i++) {
            Frame f = meaningful.get(i);
            if (f.named() && (generic.isGeneric(f.name()) || f.name().equals(assertionFunction))) {
                from = i;
                break;
            }
        }
        for (int i = from; i < meaningful.size(); i++) if (!meaningful.get(i).named()) return meaningful.get(i);
        return null;
    }

    /**
     * The one way a key writes code known only by its place in a binary ({@code module+0xOFFSET}, a recursion's
     * cycle of them): with the build it belongs to, {@code mlir-opt+0x119db62 [19.1.7]}, so that the same offset
     * of another build is another key. Without a known build, the place alone.
     */
    String buildLocal(String places) {
        return build == null ? places : places + " [" + build + "]";
    }

    /** The build of the tool that printed the trace ({@code tool_version}), null when unknown. */
    public String build() {
        return build;
    }

    /**
     * The message was raised in generic code: an assertion in a generic function or in a generic file (macOS and
     * MSVC name only the file, or a bare {@code __func__}), another message at a generic first frame.
     */
    private boolean raisedInGenericCode(List<String> names) {
        if (assertion != null) return generic.isGeneric(assertionFunction) || generic.isGenericFile(assertionFile);
        return !names.isEmpty() && generic.isGeneric(names.get(0));
    }

    private String messageHead() {
        if (assertion != null) return "assert: " + abstractMessage(assertion) + " in " + assertionFunction;
        if (fatalError != null) return "LLVM ERROR: " + abstractMessage(fatalError);
        if (unreachable != null) return "UNREACHABLE: " + abstractMessage(unreachable);
        if (glibcMessage != null) return "glibc: " + abstractMessage(glibcMessage);
        return null;
    }

    /**
     * Abstracts the parts of a message that vary between inputs of the same bug: quoted or
     * backquoted names and types become {@code '_'}, numbers become {@code N}, MLIR types and
     * attributes ({@code memref<1xf32>}) become {@code T}.
     */
    public static String abstractMessage(String m) {
        // one space for any run of white space (a wrapped paste reads like the original), and a bound
        // on the length: the regular expressions below then cost a constant, whatever the input
        String s = AssertionMessage.collapse(m);
        if (s.length() > MAX_KEY_MESSAGE) s = s.substring(0, MAX_KEY_MESSAGE) + "...";
        for (int i = 0; i < ABSTRACTIONS.length; i++)
            s = ABSTRACTIONS[i].matcher(s).replaceAll(ABSTRACTED[i]);
        return s;
    }

    /** The parts of a message {@link #abstractMessage} replaces, in order, compiled once (it runs for every crash record). */
    private static final Pattern[] ABSTRACTIONS = Stream.of(
                    "`[^`\\s]*`",
                    "'[^'\\s]*'",
                    "\"[^\"\\s]*\"",
                    "\\b[a-z_]+\\.?[a-z_]*<[^\\s]*>",
                    "https?://\\S+",
                    "0x[0-9a-fA-F]+",
                    "\\b\\d+\\b")
            .map(Pattern::compile)
            .toArray(Pattern[]::new);

    private static final String[] ABSTRACTED = {"`_`", "'_'", "\"_\"", "T", "URL", "N", "N"};

    private List<String> namedMeaningful() {
        List<String> names = new ArrayList<>();
        for (Frame f : meaningful) if (f.named()) names.add(f.name());
        return names;
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

    /**
     * The pass this trace names when the run was given {@code pipeline}: the same as parsing it again with that
     * pipeline (only the pass depends on it), without walking the trace again.
     */
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

    /** The stderr had a stack dump header or frames. */
    public boolean hasStackDump() {
        return stackDump;
    }

    /** The trace stops before the process entry ({@code main}/{@code _start}/thread start) or mid-line. */
    public boolean cutOff() {
        return cutOff;
    }

    public Integer signal() {
        return signal;
    }

    public String signalName() {
        if (signal == null) return "?";
        return switch (signal) {
            case 6 -> "SIGABRT";
            case 9 -> "SIGKILL";
            case 11 -> "SIGSEGV";
            case 4 -> "SIGILL";
            case 7 -> "SIGBUS";
            case 8 -> "SIGFPE";
            default -> "SIG" + signal;
        };
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

    /**
     * Drops the signal handler and plumbing. When the dump starts in the handler (LLVM's
     * {@code llvm::sys::PrintStackTrace}, {@code SignalHandler}, a sanitizer's runtime), every frame
     * up to the signal trampoline goes: an unnamed C-library frame (glibc), {@code __restore_rt}
     * (libpthread of older glibc), {@code _sigtramp} (macOS), {@code __kernel_rt_sigreturn} (Linux
     * vdso), {@code KiUserExceptionDispatcher} (Windows). Only the first stack counts: a sanitizer
     * report prints the allocation and free stacks after the crash's, each numbered from #0 again.
     */
    static List<Frame> meaningfulFrames(List<Frame> frames, PlumbingFrames plumbing) {
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

    private static boolean endsAtEntry(List<Frame> frames) {
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
     * The module's file name, without the version suffix of a Debian link: LLVM names the binary
     * by the path it was started by, so one crash reads {@code mlir-opt-19+0x119db62} when run as
     * {@code /usr/bin/mlir-opt-19} and {@code mlir-opt+0x119db62} when run as the real binary;
     * both are the same offset of the same file and must give one cluster key.
     */
    static String baseName(String path) {
        if (path == null) return null;
        int slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
        String name = slash < 0 ? path : path.substring(slash + 1);
        if (name.endsWith(".exe")) name = name.substring(0, name.length() - 4);
        return name.contains(".so") || !name.startsWith("mlir-") ? name : unversioned(name);
    }

    /**
     * {@code mlir-opt-19} -> {@code mlir-opt}: what {@code ^(mlir-[a-z-]*[a-z])-\d+$} keeps, by hand (every frame's module
     * passes here; the regex was 1 % of a 1M-record analysis's featurizing). {@code name} starts with {@code mlir-}.
     */
    static String unversioned(String name) {
        int n = name.length();
        int d = n;
        while (d > 0 && name.charAt(d - 1) >= '0' && name.charAt(d - 1) <= '9') d--;
        // "mlir-" and at least one letter before "-DIGITS"
        if (d == n || d < 7 || name.charAt(d - 1) != '-') return name;
        int end = d - 1;
        if (!lowerAscii(name.charAt(end - 1))) return name;
        for (int i = 5; i < end; i++) if (!lowerAscii(name.charAt(i)) && name.charAt(i) != '-') return name;
        return name.substring(0, end);
    }

    private static boolean lowerAscii(char c) {
        return c >= 'a' && c <= 'z';
    }

    @Override
    public String toString() {
        return key();
    }
}
