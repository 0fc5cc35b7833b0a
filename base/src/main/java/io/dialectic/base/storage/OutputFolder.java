package io.dialectic.base.storage;

import io.dialectic.base.Trees;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Stream;

/**
 * The one rule for every verb that writes a folder ({@code analyze}, {@code demo}, {@code reduce},
 * {@code reduce --all-clusters}, {@code fuzz}, the app's reductions and re-fuzz campaigns) or a file
 * ({@code run --out}):
 * <ol>
 *   <li>never an input: the output may not be an input, lie inside one, or hold one
 *       ({@code analyze CAMPAIGN --out CAMPAIGN}, {@code analyze x=runs.jsonl --out .});</li>
 *   <li>never a user's files: a folder is replaced only when it is absent, empty, or carries the marker
 *       {@value #MARKER} of the same verb ({@code analyze --out ~/notes} with notes in it is refused);</li>
 *   <li>continued ({@code --resume}) only when its marker names the same verb <em>and</em> the same subject
 *       (for {@code reduce}, the program it reduces: {@code reduce A --out D} then {@code reduce B --out D --resume}
 *       is refused rather than overwrite A's reduction).</li>
 * </ol>
 * A refusal throws {@link Refused} before anything is written. The marker is a small text file
 * ({@code verb: reduce}, {@code subject: sha256:...}) that the verb writes first into its folder.
 */
public final class OutputFolder {
    /** The marker file's name. */
    public static final String MARKER = ".dialectic-output";

    private OutputFolder() {}

    /**
     * Who wrote a folder: the verb ({@code analyze}, {@code reduce}, {@code reduce --all-clusters}, {@code fuzz})
     * and what it worked on where that matters for resuming ({@code sha256:...} of the reduced program), else "".
     */
    public record Writer(String verb, String subject) {
        public Writer {
            Objects.requireNonNull(verb);
            subject = subject == null ? "" : subject;
        }

        public static Writer of(String verb) {
            return new Writer(verb, "");
        }
    }

    /** Why an output was not written; the message names the path and what to do instead. */
    @SuppressWarnings("serial") // thrown and caught in one JVM, never serialized
    public static final class Refused extends IllegalArgumentException {
        public Refused(String message) {
            super(message);
        }
    }

    /** Rule 1 alone: refuses an {@code out} that is one of {@code inputs}, lies inside one, or holds one. Null inputs are skipped. */
    public static void refuseInputs(Path out, Collection<Path> inputs) {
        Path o = canonical(out);
        for (Path input : inputs) {
            if (input == null) continue;
            Path i = canonical(input);
            String why = o.equals(i)
                    ? "is the input "
                    : o.startsWith(i) ? "is inside the input " : i.startsWith(o) ? "holds the input " : null;
            if (why != null) {
                throw new Refused("refusing to write " + out + ": it " + why + input
                        + " (an output never replaces or sits in an input); choose another --out");
            }
        }
    }

    /**
     * May {@code writer} replace the folder {@code out} as a whole? Rules 1 and 2. Nothing is changed;
     * the caller writes the new folder (with {@link #mark}) and swaps it in ({@link AtomicFolder}).
     */
    public static void checkReplace(Path out, String verb, Collection<Path> inputs) {
        refuseInputs(out, inputs);
        Optional<Writer> owner = ownerOf(out, verb);
        if (owner.isPresent() && !owner.get().verb().equals(verb)) {
            throw new Refused("refusing to replace " + out + ": it was written by `dialectic "
                    + owner.get().verb() + "`, not `" + verb + "`; choose another --out");
        }
    }

    /**
     * Prepares {@code out} for a verb that writes into its folder as it goes (reduce): rules 1 and 2, then the
     * folder's old content (the same verb's, by rule 2) is removed and the marker of {@code writer} written.
     */
    public static void claimFresh(Path out, Writer writer, Collection<Path> inputs) {
        checkReplace(out, writer.verb(), inputs);
        try {
            if (Files.isDirectory(out)) {
                try (Stream<Path> s = Files.list(out)) {
                    for (Path p : s.toList()) Trees.delete(p);
                }
            }
            mark(out, writer);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare " + out + ": " + e.getMessage(), e);
        }
    }

    /**
     * Prepares {@code out} to be continued by {@code writer} ({@code --resume}): rule 1, and the folder is absent,
     * empty, or marked by the same verb for the same subject (rule 3). Marks it; nothing else is changed.
     */
    public static void claimContinue(Path out, Writer writer, Collection<Path> inputs) {
        if (checkContinue(out, writer, inputs).isEmpty()) mark(out, writer);
    }

    /** The checks of {@link #claimContinue} without writing anything; returns the folder's marker (empty when the folder is new or empty). */
    public static Optional<Writer> checkContinue(Path out, Writer writer, Collection<Path> inputs) {
        refuseInputs(out, inputs);
        Optional<Writer> owner = ownerOf(out, writer.verb());
        if (owner.isPresent() && !owner.get().equals(writer)) {
            Writer o = owner.get();
            throw new Refused(
                    o.verb().equals(writer.verb())
                            ? "refusing to continue " + out + ": it holds the `dialectic " + o.verb()
                                    + "` output of another input (" + o.subject() + ", not " + writer.subject()
                                    + "); choose another --out, or drop --resume to replace it"
                            : "refusing to continue " + out + ": it was written by `dialectic " + o.verb() + "`, not `"
                                    + writer.verb() + "`; choose another --out");
        }
        return owner;
    }

    /**
     * The rules for a file a verb appends to and resumes from ({@code run --out}): not an input nor inside one,
     * not a folder, and absent, empty, or begun by this verb: {@code writtenByVerb} judges its first line (which
     * may be torn, after a kill -9 during the first write).
     */
    public static void checkAppend(Path file, String verb, Predicate<String> writtenByVerb, Collection<Path> inputs) {
        refuseInputs(file, inputs);
        if (!Files.exists(file)) return;
        if (Files.isDirectory(file))
            throw new Refused("refusing to write " + file + ": it is a folder, not a file; choose another --out");
        String first;
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            first = in.readLine();
        } catch (IOException e) {
            throw new Refused("refusing to append to " + file + ": it is not a text file `dialectic " + verb
                    + "` wrote (" + e.getMessage() + "); choose another --out");
        }
        if (first == null) return;
        if (!writtenByVerb.test(first)) {
            throw new Refused("refusing to append to " + file + ": it was not written by `dialectic " + verb
                    + "` (its first line is " + (first.length() > 60 ? first.substring(0, 60) + "..." : first)
                    + "); choose another --out");
        }
    }

    /**
     * Writes the marker of {@code writer} into {@code dir} (created if needed), atomically; the temporary files
     * a killed earlier writer left in it go ({@link AtomicFiles#removeAbandoned}), so a resumed output is whole.
     */
    public static void mark(Path dir, Writer writer) {
        try {
            Files.createDirectories(dir);
            AtomicFiles.removeAbandoned(dir);
            boolean written = AtomicFiles.write(
                    dir.resolve(MARKER),
                    "# written by dialectic: only `dialectic " + writer.verb() + "` replaces or continues this folder\n"
                            + "verb: " + writer.verb() + "\nsubject: " + writer.subject() + "\n");
            // Refused once the JVM shuts down: a verb that goes on to fill the folder must not leave files without
            // their marker (a SIGTERM in between made the folder unresumable; CampaignDirectoryShutdownTest).
            if (!written) throw new IOException("not written, the JVM is shutting down");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + dir.resolve(MARKER) + ": " + e.getMessage(), e);
        }
    }

    /** The marker in {@code dir}, if any. */
    public static Optional<Writer> readMarker(Path dir) {
        Path f = dir.resolve(MARKER);
        if (!Files.isRegularFile(f)) return Optional.empty();
        Map<String, String> kv = new LinkedHashMap<>();
        try {
            for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
                int c = line.indexOf(':');
                if (line.startsWith("#") || c < 0) continue;
                kv.put(line.substring(0, c).strip(), line.substring(c + 1).strip());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + f + ": " + e.getMessage(), e);
        }
        String verb = kv.get("verb");
        return verb == null || verb.isEmpty() ? Optional.empty() : Optional.of(new Writer(verb, kv.get("subject")));
    }

    /**
     * The writer of {@code out}: empty when it is absent or empty (free to use); its marker otherwise.
     * Refuses a file in place of the folder and a non-empty folder without a marker (a user's files).
     */
    private static Optional<Writer> ownerOf(Path out, String verb) {
        if (!Files.exists(out)) return Optional.empty();
        if (!Files.isDirectory(out))
            throw new Refused("refusing to write " + out + ": it is a file, not a folder; choose another --out");
        List<String> names;
        try (Stream<Path> s = Files.list(out)) {
            names = s.map(p -> p.getFileName().toString()).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + out + ": " + e.getMessage(), e);
        }
        if (names.isEmpty()) return Optional.empty();
        Optional<Writer> marker = readMarker(out);
        if (marker.isEmpty()) {
            String shown = String.join(", ", names.subList(0, Math.min(3, names.size())))
                    + (names.size() > 3 ? ", ... (" + names.size() + " entries)" : "");
            throw new Refused("refusing to write " + out + ": it holds files `dialectic " + verb + "` did not write ("
                    + shown + "); choose a new or empty folder (an output written by dialectic carries " + MARKER
                    + ")");
        }
        return marker;
    }

    /**
     * {@code p} absolute, normalized, with the symbolic links of its existing part resolved, so that
     * {@code out/..} tricks and links cannot hide that two paths are the same place.
     */
    static Path canonical(Path p) {
        Path abs = p.toAbsolutePath().normalize();
        Deque<Path> missing = new ArrayDeque<>();
        Path existing = abs;
        while (existing != null && !Files.exists(existing)) {
            missing.push(existing.getFileName());
            existing = existing.getParent();
        }
        if (existing == null) return abs;
        Path real;
        try {
            real = existing.toRealPath();
        } catch (IOException e) {
            return abs;
        }
        while (!missing.isEmpty()) real = real.resolve(missing.pop());
        return real;
    }
}
