package io.dialectic.ir.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.ir.model.Diagnostic;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.testing.SharedData;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * 5,000 seeded corruptions of real programs (both forms of the shared test
 * suite): byte flips, truncation, dropped lines, duplicated lines, random
 * bytes. For every one: {@link MlirReader#read} returns a model, no exception
 * reaches even its last-resort catch, and every op span lies inside the text.
 * Where the input is certainly invalid the reader must say so: a generic
 * program cut inside its module body leaves that body's '{' unclosed, and a
 * duplicated line that defines a value redefines it.
 */
class CorruptionTest {
    enum Kind {
        BYTE_FLIP,
        TRUNCATE,
        DROP_LINE,
        DUPLICATE_LINE,
        RANDOM_BYTES
    }

    private static final Pattern DEFINES_VALUE =
            Pattern.compile("^\\s*%[\\w$.-]+(:\\d+)?(\\s*,\\s*%[\\w$.-]+(:\\d+)?)*\\s*=\\s*\\S.*");
    private static final int CORRUPTIONS = 5000;

    private record Source(String text, boolean generic) {}

    @Test
    void fiveThousandCorruptionsOfRealPrograms() throws IOException {
        Path suite = SharedData.testsuite();
        List<Path> generic = list(suite.resolve("generic"));
        List<Path> custom = list(suite.resolve("custom"));
        Random rnd = new Random(20261122L);
        Map<Kind, int[]> stats = new EnumMap<>(Kind.class); // [corrupted, with diagnostics, required, required met]
        for (Kind k : Kind.values()) stats.put(k, new int[4]);
        int unchanged = 0;
        for (int i = 0; i < CORRUPTIONS; i++) {
            boolean isGeneric = rnd.nextBoolean();
            List<Path> pool = isGeneric ? generic : custom;
            Source src = new Source(Files.readString(pool.get(rnd.nextInt(pool.size()))), isGeneric);
            Kind kind = Kind.values()[i % Kind.values().length];
            boolean[] mustDiagnose = new boolean[1];
            String bad = corrupt(src, kind, rnd, mustDiagnose);
            if (bad.equals(src.text())) {
                unchanged++;
                continue;
            }
            Program p = MlirReader.read(bad);
            assertNotNull(p);
            for (Diagnostic d : p.diagnostics()) {
                assertFalse(
                        d.message().startsWith("internal reader error"),
                        () -> kind + ": " + d + "\n--- input:\n" + bad);
            }
            for (Operation op : p.allOperations()) {
                assertTrue(
                        op.span().start() >= 0
                                && op.span().start() <= op.span().end()
                                && op.span().end() <= bad.length(),
                        () -> "span " + op.span() + " of " + op + " outside the text");
            }
            int[] s = stats.get(kind);
            s[0]++;
            if (!p.isClean()) s[1]++;
            if (mustDiagnose[0]) {
                s[2]++;
                assertFalse(p.isClean(), () -> kind + " must be diagnosed:\n" + bad);
                s[3]++;
            }
        }
        System.out.println("corruptions: " + CORRUPTIONS + ", unchanged (skipped): " + unchanged);
        int required = 0;
        for (Kind k : Kind.values()) {
            int[] s = stats.get(k);
            required += s[2];
            System.out.printf(
                    "  %-15s %4d corrupted, %4d with diagnostics, %4d certainly invalid (all diagnosed)%n",
                    k, s[0], s[1], s[2]);
        }
        assertTrue(CORRUPTIONS - unchanged >= 4900, "almost every corruption changes the text");
        // Seeded, so deterministic: 517 truncations inside a module body + 185 duplicated definitions.
        assertEquals(702, required, "the certainly-invalid checks ran");
        assertEquals(stats.get(Kind.TRUNCATE)[2], stats.get(Kind.TRUNCATE)[3]);
    }

    private static String corrupt(Source src, Kind kind, Random rnd, boolean[] mustDiagnose) {
        String text = src.text();
        switch (kind) {
            case BYTE_FLIP -> {
                byte[] b = text.getBytes(StandardCharsets.UTF_8);
                if (b.length == 0) return text;
                int at = rnd.nextInt(b.length);
                b[at] ^= (byte) (1 << rnd.nextInt(8));
                return new String(b, StandardCharsets.UTF_8);
            }
            case TRUNCATE -> {
                int open = text.indexOf("({");
                int close = text.lastIndexOf("})");
                if (src.generic() && open >= 0 && close > open + 2) {
                    // Strictly inside the top-level module's body: its '({' stays unclosed.
                    mustDiagnose[0] = true;
                    return text.substring(0, open + 2 + rnd.nextInt(close - open - 2));
                }
                return text.substring(0, rnd.nextInt(Math.max(1, text.length())));
            }
            case DROP_LINE, DUPLICATE_LINE -> {
                List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
                int at = rnd.nextInt(lines.size());
                if (kind == Kind.DROP_LINE) {
                    lines.remove(at);
                } else {
                    String line = lines.get(at);
                    lines.add(at, line);
                    // The same name defined twice in one region (or an op's region opened twice).
                    mustDiagnose[0] = DEFINES_VALUE.matcher(line).matches() && !line.contains("//");
                }
                return String.join("\n", lines);
            }
            default -> {
                int at = rnd.nextInt(text.length() + 1);
                byte[] junk = new byte[1 + rnd.nextInt(16)];
                rnd.nextBytes(junk);
                return text.substring(0, at) + new String(junk, StandardCharsets.ISO_8859_1) + text.substring(at);
            }
        }
    }

    private static List<Path> list(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(f -> f.toString().endsWith(".mlir")).sorted().toList();
        }
    }
}
