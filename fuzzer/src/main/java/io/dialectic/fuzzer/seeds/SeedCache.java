package io.dialectic.fuzzer.seeds;

import io.dialectic.base.ProgramBytes;
import io.dialectic.base.Sha256;
import io.dialectic.base.storage.AtomicFiles;
import io.dialectic.toolchain.Tool;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Seeds prepared by an earlier campaign, so that a campaign from the same seeds does not ask the tool
 * again: one file per seed under {@code CACHE/prepared-seeds-v1/TOOL-VERSION/}, named by the SHA-256 of
 * the seed's exact bytes and its tool flags ({@code --allow-unregistered-dialect} decides what the tool
 * accepts). An entry holds either the generic form the tool printed or the reason it rejected the seed
 * (only verdicts that do not depend on the machine's load: a timeout or a tool that did not start is not
 * kept). The first line carries the SHA-256 of the rest, so a torn or edited entry is seen and ignored
 * (the seed is prepared again and the entry rewritten). Entries are written atomically; two campaigns
 * writing the same entry write the same bytes. A tool whose version could not be read gets no cache.
 */
public final class SeedCache {
    /** Bumped when what preparation prints changes (its arguments), so old entries are not read. */
    static final String FORMAT = "prepared-seeds-v1";

    private static final String HEADER = "// dialectic prepared seed ";

    /** What the cache knows of a seed: its generic form, or why the tool rejected it. */
    public record Entry(boolean accepted, String text) {}

    private final Path dir;

    private SeedCache(Path dir) {
        this.dir = dir;
    }

    /** The cache of {@code tool} under {@code cacheRoot}; empty when the tool's version is unknown (entries could not be told apart). */
    public static Optional<SeedCache> of(Path cacheRoot, Tool tool) {
        if (cacheRoot == null
                || tool.version() == null
                || tool.version().isBlank()
                || tool.version().equals("unknown")) return Optional.empty();
        return Optional.of(new SeedCache(cacheRoot.resolve(FORMAT).resolve(safe(tool.name() + "-" + tool.version()))));
    }

    public Path dir() {
        return dir;
    }

    /** The entry file of a seed with these flags. */
    public Path entryFile(String seedText, List<String> flags) {
        Sha256.Hasher hasher = Sha256.hasher();
        for (String f : flags) hasher.add(f).add((byte) 0);
        String h = hasher.add((byte) 0).add(ProgramBytes.encode(seedText)).hex();
        return dir.resolve(h.substring(0, 2)).resolve(h + ".mlir");
    }

    /** The entry, or empty when there is none or it is damaged (then it is as if there were none). */
    public Optional<Entry> get(String seedText, List<String> flags) {
        Path f = entryFile(seedText, flags);
        byte[] all;
        try {
            all = Files.readAllBytes(f);
        } catch (IOException e) {
            return Optional.empty();
        }
        int nl = indexOf(all, (byte) '\n');
        if (nl < 0) return Optional.empty();
        String[] head = new String(all, 0, nl, StandardCharsets.UTF_8).split(" ");
        // "// dialectic prepared seed generic|rejected SHA256"
        if (head.length != 6 || !(HEADER + head[4] + " " + head[5]).equals(String.join(" ", head)))
            return Optional.empty();
        byte[] body = Arrays.copyOfRange(all, nl + 1, all.length);
        if (!head[5].equals(Sha256.hex(body))) return Optional.empty();
        return switch (head[4]) {
            case "generic" -> Optional.of(new Entry(true, ProgramBytes.decode(body)));
            case "rejected" -> Optional.of(new Entry(false, ProgramBytes.decode(body)));
            default -> Optional.empty();
        };
    }

    /** Keeps an entry; a failed write only costs the next campaign a tool run, so it is not an error. */
    public void put(String seedText, List<String> flags, Entry e) {
        byte[] body = ProgramBytes.encode(e.text());
        byte[] head = (HEADER + (e.accepted() ? "generic" : "rejected") + " " + Sha256.hex(body) + "\n")
                .getBytes(StandardCharsets.UTF_8);
        byte[] all = Arrays.copyOf(head, head.length + body.length);
        System.arraycopy(body, 0, all, head.length, body.length);
        try {
            AtomicFiles.write(entryFile(seedText, flags), all, false);
        } catch (IOException | RuntimeException ex) {
            // read-only or full cache directory: the campaign goes on, the seed is prepared again next time
        }
    }

    private static int indexOf(byte[] b, byte x) {
        for (int i = 0; i < b.length; i++) if (b[i] == x) return i;
        return -1;
    }

    private static String safe(String s) {
        return s.replaceAll("[^A-Za-z0-9._+-]", "_");
    }
}
