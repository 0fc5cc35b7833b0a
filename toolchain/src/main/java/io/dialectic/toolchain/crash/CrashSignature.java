package io.dialectic.toolchain.crash;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a crash's stderr says about it (DESIGN.md "Crash signature"): the assertion, {@code LLVM ERROR},
 * {@code UNREACHABLE} or glibc message, the program arguments, the pass being run, and the stack frames,
 * parsed from every form LLVM prints (symbolized {@code #N 0xADDR name (module+0xOFF)}, unnamed
 * {@code #N 0xADDR (module+0xOFF)}, "Stack dump without symbol names" {@code N module 0xADDR name + D},
 * source-located {@code name file:line:col}, and lines cut off mid-dump).
 *
 * <p>The cluster {@link #key()} is built only from text that is the same for the same bug in every
 * build: messages with numbers and quoted names abstracted, and normalised <em>named</em> frames
 * ({@link FrameNormalizer}) that are not plumbing ({@link PlumbingFrames}). Unnamed
 * {@code module+0xOFFSET} frames identify code only inside one binary version, so they never enter
 * the key; they are kept in {@link #localKey()} for comparing runs of the same build.
 */
public final class CrashSignature {
    /** Default number of meaningful named frames in a frame-only key (DESIGN.md: top N = 5). */
    public static final int DEFAULT_TOP_FRAMES = 5;

    private static final Pattern SYMBOLIZED = Pattern.compile("^\\s*#(\\d+)\\s+0x[0-9a-fA-F]+\\s*(.*)$");
    private static final Pattern UNSYMBOLIZED = Pattern.compile("^(\\d+)\\s+(\\S+)\\s+0x[0-9a-fA-F]+(?:\\s+(.*?))?(?:\\s+\\+\\s+\\d+)?\\s*$");
    private static final Pattern MODULE_OFFSET = Pattern.compile("\\(([^()]*?)\\+(0x[0-9a-fA-F]+)\\)$");
    private static final Pattern SOURCE_LOC = Pattern.compile("^(.*?)\\s*(\\S+):(\\d+)(?::(\\d+))?$");
    private static final Pattern PROGRAM_ARGS = Pattern.compile("^\\d+\\.\\s+Program arguments: (.*)$", Pattern.MULTILINE);
    private static final Pattern RUNNING_PASS = Pattern.compile("^\\d+\\.\\s+Running pass '([^']+)'", Pattern.MULTILINE);
    private static final Pattern ASSERTION = Pattern.compile("^(?:[^\\n]*?: )?(\\S+?):(\\d+): ([^\\n]*?): Assertion `(.*)' failed\\.", Pattern.MULTILINE);
    private static final Pattern FATAL = Pattern.compile("^LLVM ERROR: (.*)$", Pattern.MULTILINE);
    private static final Pattern UNREACHABLE = Pattern.compile("^(.*)\\s*UNREACHABLE executed at (\\S+?):(\\d+)!?", Pattern.MULTILINE);
    private static final Pattern GLIBC = Pattern.compile("^((?:malloc|free|realloc|double free|corrupted|munmap_chunk|tcache_thread_shutdown)[^\\n]*)$", Pattern.MULTILINE);
    private static final Pattern STACK_DUMP = Pattern.compile("^Stack dump( without symbol names)?", Pattern.MULTILINE);

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
    private final Integer signal;
    private final String pass;
    private final int topN;

    private CrashSignature(String stderr, List<String> pipeline, Integer signal, PlumbingFrames plumbing, int topN) {
        String text = stderr == null ? "" : stderr;
        this.signal = signal;
        this.topN = topN;
        this.frames = parseFrames(text);
        this.meaningful = meaningfulFrames(frames, plumbing);
        this.programArguments = first(PROGRAM_ARGS, text, 1);
        this.runningPass = first(RUNNING_PASS, text, 1);
        Matcher a = ASSERTION.matcher(text);
        if (a.find()) {
            assertionLocation = baseName(a.group(1)) + ":" + a.group(2);
            assertionFunction = FrameNormalizer.normalize(a.group(3));
            assertion = a.group(4);
        } else {
            assertionLocation = null;
            assertionFunction = null;
            assertion = null;
        }
        this.fatalError = first(FATAL, text, 1);
        Matcher u = UNREACHABLE.matcher(text);
        this.unreachable = u.find() ? (u.group(1).strip() + " @ " + baseName(u.group(2)) + ":" + u.group(3)).strip() : null;
        this.glibcMessage = first(GLIBC, text, 1);
        this.stackDump = STACK_DUMP.matcher(text).find() || !frames.isEmpty();
        this.cutOff = !frames.isEmpty() && (frames.get(frames.size() - 1).cutOff() || !endsAtEntry(frames));
        this.pass = PassOfCrash.find(runningPass, frames, pipeline, plumbing);
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

    public static CrashSignature parse(String stderr, List<String> pipeline, Integer signal, PlumbingFrames plumbing, int topN) {
        return new CrashSignature(stderr, pipeline == null ? List.of() : pipeline, signal, plumbing, topN);
    }

    /**
     * The cluster key (DESIGN.md): the assertion (condition + function), {@code LLVM ERROR},
     * {@code UNREACHABLE} or glibc message, with numbers and quoted names abstracted, plus the first
     * meaningful named frame; otherwise the top N meaningful named frames; otherwise the signal and
     * the fact that no frame had a name. Never contains addresses, offsets or build paths.
     */
    public String key() {
        String head = messageHead();
        String recursion = recursionKey();
        if (head == null && recursion != null) return recursion;
        List<String> names = namedMeaningful();
        if (head != null) return names.isEmpty() ? head : head + " | " + names.get(0);
        if (!names.isEmpty()) return "frames: " + String.join(" > ", names.subList(0, Math.min(topN, names.size())));
        if (!meaningful.isEmpty()) {
            // No name at all: the crashing code is known only by its offset in this one binary.
            return "signal " + signalName() + " | unnamed " + meaningful.get(0).display();
        }
        return "signal " + signalName() + " | no trace" + (pass != null ? " @ " + pass : "");
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
        java.util.Map<String, Integer> counts = new java.util.LinkedHashMap<>();
        for (Frame f : meaningful) counts.merge(f.display(), 1, Integer::sum);
        java.util.TreeSet<String> named = new java.util.TreeSet<>();
        java.util.TreeSet<String> unnamed = new java.util.TreeSet<>();
        for (Frame f : meaningful) {
            if (counts.get(f.display()) < RECURSION_REPEATS) continue;
            (f.named() ? named : unnamed).add(f.display());
        }
        if (!named.isEmpty()) return "stack overflow: recursion through " + String.join(" > ", named);
        if (!unnamed.isEmpty()) return "stack overflow: recursion through unnamed " + String.join(" > ", unnamed);
        return null;
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
        return m.strip()
                .replaceAll("`[^`\\s]*`", "`_`")
                .replaceAll("'[^'\\s]*'", "'_'")
                .replaceAll("\"[^\"\\s]*\"", "\"_\"")
                .replaceAll("\\b[a-z_]+\\.?[a-z_]*<[^\\s]*>", "T")
                .replaceAll("https?://\\S+", "URL")
                .replaceAll("0x[0-9a-fA-F]+", "N")
                .replaceAll("\\b\\d+\\b", "N");
    }

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
        return pass;
    }

    public BugLocation bugLocation() {
        return BugLocation.of(pass, frames);
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
        return signal != null || stackDump || assertion != null || fatalError != null || unreachable != null || glibcMessage != null;
    }

    static List<Frame> parseFrames(String text) {
        List<Frame> out = new ArrayList<>();
        boolean unsymbolizedSection = false;
        String[] lines = text.split("\n", -1);
        for (int k = 0; k < lines.length; k++) {
            String line = lines[k];
            // the last line of a text that does not end in a newline was cut (output cap, killed writer)
            boolean unterminated = k == lines.length - 1 && !line.isEmpty();
            if (line.startsWith("Stack dump without symbol names")) {
                unsymbolizedSection = true;
                continue;
            }
            Matcher m = SYMBOLIZED.matcher(line);
            if (m.matches()) {
                Frame f = symbolizedFrame(Integer.parseInt(m.group(1)), line, m.group(2).strip());
                out.add(unterminated && !f.cutOff() ? new Frame(f.index(), f.raw(), f.rawSymbol(), f.name(), f.module(), f.offset(), true) : f);
                continue;
            }
            if (unsymbolizedSection) {
                Matcher u = UNSYMBOLIZED.matcher(line);
                if (u.matches()) {
                    String sym = u.group(3);
                    out.add(new Frame(Integer.parseInt(u.group(1)), line, sym, FrameNormalizer.normalize(sym), u.group(2), null, false));
                }
            }
        }
        return out;
    }

    private static Frame symbolizedFrame(int index, String line, String rest) {
        if (rest.isEmpty()) return new Frame(index, line, null, null, null, null, true);
        Matcher mo = MODULE_OFFSET.matcher(rest);
        if (mo.find()) {
            String sym = rest.substring(0, mo.start()).strip();
            String module = baseName(mo.group(1));
            return sym.isEmpty()
                    ? new Frame(index, line, null, null, module, mo.group(2), false)
                    : new Frame(index, line, sym, FrameNormalizer.normalize(sym), module, mo.group(2), false);
        }
        if (rest.startsWith("(") && !rest.contains(" ")) {
            // "(/usr/lib/llvm-19/bin/mlir-opt+0" — cut off mid-line
            String module = rest.substring(1).replaceAll("\\+.*$", "");
            return new Frame(index, line, null, null, module.isEmpty() ? null : baseName(module), null, true);
        }
        Matcher sl = SOURCE_LOC.matcher(rest);
        if (sl.matches() && sl.group(2).contains("/") || sl.matches() && sl.group(2).matches(".*\\.(c|cc|cpp|h|inc|S)$")) {
            String sym = sl.group(1).strip();
            return sym.isEmpty()
                    ? new Frame(index, line, null, null, baseName(sl.group(2)), null, false)
                    : new Frame(index, line, sym, FrameNormalizer.normalize(sym), baseName(sl.group(2)), null, false);
        }
        // a symbol with no module: a line cut off before "(module+0x...)" or an unknown format
        boolean balanced = rest.chars().filter(c -> c == '(').count() == rest.chars().filter(c -> c == ')').count();
        return new Frame(index, line, rest, FrameNormalizer.normalize(rest), null, null, !balanced);
    }

    /**
     * Drops the signal handler (every frame up to the first libc frame when the dump starts in
     * {@code llvm::sys::PrintStackTrace}: that libc frame is the signal trampoline) and plumbing.
     */
    static List<Frame> meaningfulFrames(List<Frame> frames, PlumbingFrames plumbing) {
        int start = 0;
        if (!frames.isEmpty() && frames.get(0).named() && frames.get(0).name().startsWith("llvm::sys::")) {
            for (int i = 0; i < Math.min(frames.size(), 8); i++) {
                Frame f = frames.get(i);
                if (f.module() != null && f.module().startsWith("libc.so")) {
                    start = i + 1;
                    break;
                }
            }
        }
        List<Frame> out = new ArrayList<>();
        for (int i = start; i < frames.size(); i++) {
            Frame f = frames.get(i);
            if (f.cutOff()) continue; // an incomplete name or offset identifies nothing
            if (!plumbing.isPlumbing(f)) out.add(f);
        }
        return out;
    }

    private static boolean endsAtEntry(List<Frame> frames) {
        Frame last = frames.get(frames.size() - 1);
        if (!last.named()) return false;
        String n = last.name();
        return n.equals("_start") || n.equals("main") || n.startsWith("clone") || n.equals("start_thread");
    }

    /**
     * The module's file name, without the version suffix of a Debian link: LLVM names the binary
     * by the path it was started by, so one crash reads {@code mlir-opt-19+0x119db62} when run as
     * {@code /usr/bin/mlir-opt-19} and {@code mlir-opt+0x119db62} when run as the real binary;
     * both are the same offset of the same file and must give one cluster key.
     */
    static String baseName(String path) {
        if (path == null) return null;
        int slash = path.lastIndexOf('/');
        String name = slash < 0 ? path : path.substring(slash + 1);
        return name.contains(".so") ? name : name.replaceFirst("^(mlir-[a-z-]*[a-z])-\\d+$", "$1");
    }

    private static String first(Pattern p, String text, int group) {
        Matcher m = p.matcher(text);
        return m.find() ? m.group(group).strip() : null;
    }

    @Override
    public String toString() {
        return key();
    }
}
