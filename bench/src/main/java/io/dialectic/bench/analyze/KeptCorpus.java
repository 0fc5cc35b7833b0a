package io.dialectic.bench.analyze;

import io.dialectic.base.Trees;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** A generated corpus kept in its folder across benchmark runs, and written again only when other records are asked for. */
final class KeptCorpus {
    private KeptCorpus() {}

    /** Writes {@code c} into {@code dir} unless a kept corpus of the same records is there (its parts and their sizes say so). */
    static void generate(BenchCorpus c, Path dir) throws IOException {
        Path stamp = dir.resolve(".records");
        String want = c.records() + " " + c.parts() + " " + c.campaigns() + " " + c.seed()
                + (c.shape() == BenchCorpus.Shape.SEEDS ? "" : " " + c.shape().label);
        if (Files.isRegularFile(stamp) && Files.readString(stamp).equals(want)) return;
        Trees.delete(dir);
        c.write(dir);
        Files.writeString(stamp, want);
    }

    /** The bytes of the files under {@code dir}, 0 when there is none. */
    static long size(Path dir) throws IOException {
        if (!Files.exists(dir)) return 0;
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile)
                    .mapToLong(p -> p.toFile().length())
                    .sum();
        }
    }
}
