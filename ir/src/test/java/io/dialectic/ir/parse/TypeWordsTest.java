package io.dialectic.ir.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.testing.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The parser's hand-written type-word checks ({@link CustomFormLayout#isBuiltinTypeWord}, {@link CustomFormLayout#glued})
 * say what the regexes they replaced say, on every word of the MLIR test suite's programs and the project's seeds.
 */
class TypeWordsTest {
    private static final Pattern WORD = Pattern.compile("[A-Za-z_][A-Za-z0-9_$.?\\[\\]-]*");
    /** The builtin types written as one word: {@code i32}, {@code si8}, {@code f16}, {@code bf16}, {@code index}. */
    private static final Pattern BUILTIN_TYPE_WORD =
            Pattern.compile("[su]?i[1-9][0-9]*|f16|f32|f64|f80|f128|bf16|tf32|index");
    /** A builtin type head with its '<' gone: {@code vector4xi1}, {@code tensor?x?xf32}. */
    private static final Pattern GLUED_TYPE = Pattern.compile("(tensor|vector|memref|complex)[0-9?x\\[].*");

    @Test
    void everyWordOfRealProgramsIsJudgedAsTheRegexJudgesIt() throws IOException {
        Set<String> words = new TreeSet<>(List.of(
                "i",
                "i0",
                "i01",
                "si",
                "ui1",
                "si8x",
                "s",
                "u",
                "i1",
                "i64",
                "si32",
                "ui128",
                "f16",
                "f8",
                "bf16",
                "tf32",
                "index",
                "indexx",
                "tensor",
                "tensor4",
                "tensor?x",
                "tensorx",
                "vector[4]",
                "memref",
                "complexf32",
                "complex2",
                "tuple3",
                ""));
        for (Path root : List.of(SharedData.testsuite(), SharedData.repoRoot().resolve("datasets/seeds"))) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".mlir")).toList()) {
                    Matcher m = WORD.matcher(Files.readString(f));
                    while (m.find()) words.add(m.group());
                }
            }
        }
        assertTrue(words.size() > 10_000, "words read: " + words.size());
        int types = 0, glued = 0;
        for (String w : words) {
            boolean type = BUILTIN_TYPE_WORD.matcher(w).matches();
            boolean gluedType = GLUED_TYPE.matcher(w).matches();
            assertEquals(type, CustomFormLayout.isBuiltinTypeWord(w), w);
            assertEquals(gluedType, CustomFormLayout.glued(w), w);
            if (type) types++;
            if (gluedType) glued++;
        }
        assertTrue(types > 20 && glued > 3, types + " type words, " + glued + " glued");
        assertFalse(CustomFormLayout.isBuiltinTypeWord("i0"));
    }
}
