package io.dialectic.bench.faults;

import io.dialectic.base.Sha256;
import io.dialectic.toolchain.record.RunRecord;
import io.dialectic.toolchain.record.RunRecordsJsonl;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;

/** The checks the scenarios share: a JSON Lines file of run records, leftovers of temporary writes, checksums. */
final class OutputChecks {
    private OutputChecks() {}

    /** A run-record file as found: its records, its broken lines, whether it ends in a torn (unterminated) line. */
    record Records(List<RunRecord> records, List<String> broken, boolean tornTail) {
        List<String> ids() {
            return records.stream().map(RunRecord::runId).toList();
        }

        /** Problems: broken lines other than a torn tail (allowed after a kill -9 only), duplicated run ids. */
        List<String> problems(boolean tornTailAllowed) {
            List<String> p = new ArrayList<>();
            int allowed = tornTail && tornTailAllowed ? 1 : 0;
            if (tornTail && !tornTailAllowed) p.add("ends in a torn record");
            if (broken.size() > allowed) p.add(broken.size() + " broken line(s): " + broken.get(0));
            Set<String> seen = new HashSet<>();
            for (String id : ids()) if (!seen.add(id)) p.add("run " + id + " recorded twice");
            return p;
        }
    }

    static Records records(Path file) throws IOException {
        List<RunRecord> rs = new ArrayList<>();
        List<String> broken = new ArrayList<>();
        if (!Files.isRegularFile(file)) return new Records(rs, broken, false);
        RunRecordsJsonl.read(file, l -> {
            if (l.record() != null) rs.add(l.record());
            else broken.add(l.error());
        });
        byte[] all = Files.readAllBytes(file);
        return new Records(rs, broken, all.length > 0 && all[all.length - 1] != '\n');
    }

    /** Hidden temporary files or folders of atomic writes ({@code .NAME.*.tmp}, {@code .NAME.tmp-*}, {@code .NAME.old-*}) in {@code dir}. */
    static List<String> leftovers(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> s = Files.walk(dir)) {
            return s.map(p -> p.getFileName().toString())
                    .filter(n ->
                            n.startsWith(".") && (n.endsWith(".tmp") || n.contains(".tmp-") || n.contains(".old-")))
                    .sorted()
                    .toList();
        }
    }

    /** Every regular file below {@code p} (or {@code p} itself), path to SHA-256. */
    static Map<String, String> checksums(List<Path> paths) throws IOException {
        Map<String, String> out = new TreeMap<>();
        for (Path root : paths) {
            try (Stream<Path> s = Files.walk(root)) {
                for (Path f : s.filter(Files::isRegularFile).toList())
                    out.put(f.toString(), Sha256.hex(Files.readAllBytes(f)));
            }
        }
        return out;
    }

    /** Copies a file or a folder tree. */
    static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) Files.createDirectories(t);
                else Files.copy(p, t);
            }
        }
    }
}
