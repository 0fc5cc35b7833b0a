package io.dialectic.toolchain.crash;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The cluster key of a crash, from what its stderr said ({@link CrashStderr}) and its meaningful frames
 * ({@link FrameClasses}): which message or frames name the bug, what a message raised in generic code adds
 * ({@link GenericFrames}), how a stack overflow, an unnamed crash site or a trace without one is keyed, how a message is
 * abstracted, and the one way an offset enters a key (with its build, {@link #buildLocal}). One instance per trace;
 * {@link CrashSignature} asks it once.
 */
final class CrashKeyPolicy {
    /** Characters of a message kept in a key: enough for every real message, and a bound on the work of abstracting it. */
    static final int MAX_KEY_MESSAGE = 400;

    /** What a message key raised in generic code adds when the paste holds no frame outside it: a weak key. */
    static final String CALLER_NOT_IN_TRACE = "caller not in trace";

    private final String assertion;
    private final String assertionFunction;
    private final String assertionFile;
    private final String fatalError;
    private final String unreachable;
    private final String glibcMessage;
    private final List<Frame> meaningful;
    private final boolean notInTrace;
    private final Integer signal;
    private final Supplier<String> pass;
    private final GenericFrames generic;
    private final int topN;
    private final String build;

    /**
     * @param pass  the pass that was running, asked only for a key that names no crash site (it costs a walk)
     * @param build the tool's build, null when unknown
     */
    CrashKeyPolicy(
            String assertion,
            String assertionFunction,
            String assertionFile,
            String fatalError,
            String unreachable,
            String glibcMessage,
            List<Frame> meaningful,
            boolean notInTrace,
            Integer signal,
            Supplier<String> pass,
            GenericFrames generic,
            int topN,
            String build) {
        this.assertion = assertion;
        this.assertionFunction = assertionFunction;
        this.assertionFile = assertionFile;
        this.fatalError = fatalError;
        this.unreachable = unreachable;
        this.glibcMessage = glibcMessage;
        this.meaningful = meaningful;
        this.notInTrace = notInTrace;
        this.signal = signal;
        this.pass = pass;
        this.generic = generic;
        this.topN = topN;
        this.build = build;
    }

    /**
     * The cluster key (docs/ARCHITECTURE.md "Crash signature", {@link CrashSignature#key()}): the assertion (condition + function), {@code LLVM ERROR},
     * {@code UNREACHABLE} or glibc message, with numbers and quoted names abstracted, plus the first
     * meaningful named frame outside generic code ({@link GenericFrames}; for an assertion, also other
     * than its function): when the message was raised in generic code (a cast, a container, the storage
     * uniquer) that frame is the caller that passed the bad value; with no such named frame, the first unnamed
     * one below the generic code, {@code unnamed MODULE+0xOFFSET [BUILD]}; and when the paste holds neither the
     * key ends in {@value #CALLER_NOT_IN_TRACE} and is weak. Otherwise the top N meaningful named frames;
     * otherwise the signal and the unnamed crash site (or that the excerpt holds no crash site). Never contains
     * addresses or build paths, and an offset only with its build ({@link #buildLocal}).
     */
    String key() {
        String head = messageHead();
        String recursion = recursionKey();
        if (head == null && recursion != null) return recursion;
        List<String> names = namedMeaningful();
        // an excerpt without the crash site has no frame to add: the message alone, as far as it goes
        // a glibc heap message says how the damage was found, not where it was done: with a crash site, the site is the
        // key, the same as the SIGSEGV or SIGBUS of the same frames
        String site = notInTrace ? null : crashSite();
        if (head != null && !(site != null && assertion == null && fatalError == null && unreachable == null)) {
            String after = notInTrace ? null : siteAfter(names);
            if (after != null) return head + " | " + after;
            if (!raisedInGenericCode(names)) return head;
            Frame caller = notInTrace ? null : unnamedCaller();
            return head + " | " + (caller == null ? CALLER_NOT_IN_TRACE : "unnamed " + buildLocal(caller.display()));
        }
        if (notInTrace)
            return "signal " + signalName(signal) + " | crash site not in trace"
                    + (pass.get() != null ? " @ " + pass.get() : "");
        if (site != null) return SITE + site;
        if (!names.isEmpty()) {
            // every named frame is generic code (a container, an accessor) and the frame above it is unknown: the pass
            // that reached it tells bugs apart where the site cannot
            String frames = "frames: " + String.join(" > ", names.subList(0, Math.min(topN, names.size())));
            return names.stream().allMatch(generic::isGeneric) && pass.get() != null
                    ? frames + " @ " + pass.get()
                    : frames;
        }
        if (!meaningful.isEmpty()) {
            // No name at all: the crashing code is known only by its offset in this one binary.
            return "signal " + signalName(signal) + " | unnamed "
                    + buildLocal(meaningful.get(0).display());
        }
        return "signal " + signalName(signal) + " | no trace" + (pass.get() != null ? " @ " + pass.get() : "");
    }

    /** The start of a key that is a crash site alone (docs/ARCHITECTURE.md "Crash site"). */
    static final String SITE = "site: ";

    /**
     * The crash site (docs/ARCHITECTURE.md "Crash site"; FLEX groups by it, and a maintainer files one issue per site):
     * the first meaningful frame that is not generic code ({@link GenericFrames}: casts, containers, accessors of types
     * and attributes, which crash on what their caller passed them). A frame without a symbol is a helper of its caller
     * with one, which is then the site (the same whether the module is installed here or the trace was pasted), except
     * when that caller is generic (the frame is generic too), a framework that dispatches to callbacks (the framework
     * and the pass are the site) or a pass's entry or nothing (the frame itself is the site: its function identity
     * ({@link FunctionIdentities}), or, with no identity, unknown: null, and the key falls back to the top named
     * frames). The callers above the site, the pass that reached it and the signal do not enter the key.
     */
    private String crashSite() {
        for (int i = 0; i < meaningful.size(); i++) {
            Frame f = meaningful.get(i);
            boolean symbol = f.named() && !FunctionIdentities.isIdentity(f.name());
            if (symbol) {
                if (generic.isGeneric(f.name())) continue;
                return f.name();
            }
            // no symbol (a function identity, or an offset of a module not installed here): its caller decides; a
            // helper or lambda of a named caller has that caller further down as its site (or passes on, when generic)
            if (servedCaller(i) != null) continue;
            Frame caller = symbolCallerOf(i);
            if (caller == null || FrameClasses.isPassEntry(caller.name())) return f.named() ? f.name() : null;
            if (generic.isGeneric(caller.name())) continue;
            // a callback the framework called (a legality callback under ConversionTarget::isLegal): the site is
            // framework code, and the pass that registered the callback tells the bugs apart, in every build
            return caller.name() + (pass.get() != null ? " @ " + pass.get() : "");
        }
        return null;
    }

    /**
     * The named caller that frame {@code i}, a frame without a symbol, is a helper or lambda of: its first caller with
     * a symbol ({@link #symbolCallerOf}), unless that is a pass's entry or a framework that dispatches to callbacks
     * ({@link #dispatches}). Null when it serves none.
     */
    private Frame servedCaller(int i) {
        Frame caller = symbolCallerOf(i);
        return caller == null || FrameClasses.isPassEntry(caller.name()) || dispatches(caller.name()) ? null : caller;
    }

    /**
     * The first frame below frame {@code i} that has a symbol (not an identity, not an offset): the function that
     * called it, whose helper or lambda it is when that function is not generic, not a pass's entry, not a framework
     * that dispatches to callbacks. Null when no frame below has a symbol.
     */
    private Frame symbolCallerOf(int i) {
        for (int j = i + 1; j < meaningful.size(); j++) {
            Frame caller = meaningful.get(j);
            if (caller.named() && !FunctionIdentities.isIdentity(caller.name())) return caller;
        }
        return null;
    }

    /** Frame {@code i} is an identity that serves a named caller ({@link #servedCaller}), generic code or not. */
    private boolean helperOfNamedCaller(int i) {
        return FunctionIdentities.isIdentity(meaningful.get(i).name()) && servedCaller(i) != null;
    }

    /** Framework code that calls what a pass registered (legality callbacks, type conversions, analyses, walks). */
    private static boolean dispatches(String name) {
        return name.startsWith("mlir::ConversionTarget::")
                || name.startsWith("mlir::TypeConverter::")
                || name.startsWith("mlir::DataFlowSolver::")
                || name.startsWith("mlir::detail::walk")
                || name.startsWith("mlir::Operation::walk")
                || name.startsWith("llvm::function_ref");
    }

    /**
     * True when a key names no crash site: no message and no frame above the pass that ran
     * ("no trace", "crash site not in trace"), or a message of generic code whose caller is not in the
     * paste ({@value #CALLER_NOT_IN_TRACE}). Two runs sharing such a key only both crashed, perhaps
     * in one pass or one helper; {@code match} does not call them the same bug, and each is a cluster
     * of its own ({@code ClusterDefinition}).
     */
    static boolean isWeakKey(String key) {
        return key.startsWith("signal ") && (key.contains(" | no trace") || key.contains(" | crash site not in trace"))
                || key.endsWith(" | " + CALLER_NOT_IN_TRACE);
    }

    /**
     * A key for runs of one binary version: {@link #key()} plus the top meaningful frames of any
     * kind, unnamed ones as {@code module+0xOFFSET}. Only comparable between runs of the same build.
     */
    String localKey(String key) {
        List<String> top = new ArrayList<>();
        for (Frame f : meaningful) {
            if (top.size() == topN) break;
            top.add(f.display());
        }
        return key + " || " + String.join(" > ", top);
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
        for (int i = 0; i < meaningful.size(); i++) {
            Frame f = meaningful.get(i);
            if (!f.named()) continue;
            String n = f.name();
            if ((assertion == null || !n.equals(assertionFunction)) && !generic.isGeneric(n) && !helperOfNamedCaller(i))
                return n;
        }
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
     * The assertion's function as a frame would name it. glibc prints the full signature; macOS and
     * musl print only {@code __func__} ({@code setOperand}), MSVC nothing: those are completed from
     * the frames (the first whose name ends in {@code ::f}, else the first in the assertion's file),
     * so every platform gives the key of a Linux debug build.
     */
    static String assertionFunction(AssertionMessage a, List<Frame> meaningful) {
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

    /**
     * Abstracts the parts of a message that vary between inputs of the same bug: quoted or
     * backquoted names and types become {@code '_'}, numbers become {@code N}, MLIR types and
     * attributes ({@code memref<1xf32>}) become {@code T}.
     */
    static String abstractMessage(String m) {
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

    static String signalName(Integer signal) {
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
}
