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
 * The parser's hand-written type-word checks say what their regexes say ({@link CustomFormLayout#BUILTIN_TYPE_WORD},
 * {@link CustomFormLayout#GLUED_TYPE}), on every word of the MLIR test suite's programs and the project's seeds.
 */
class TypeWordsTest {
    private static final Pattern WORD = Pattern.compile("[A-Za-z_][A-Za-z0-9_$.?\\[\\]-]*");

    @Test
    void everyWordOfRealProgramsIsJudgedAsTheRegexJudgesIt() throws IOException {
        Set<String> words = new TreeSet<>(List.of("i", "i0", "i01", "si", "ui1", "si8x", "s", "u", "i1", "i64", "si32", "ui128",
                "f16", "f8", "bf16", "tf32", "index", "indexx", "tensor", "tensor4", "tensor?x", "tensorx", "vector[4]", "memref",
                "complexf32", "complex2", "tuple3", ""));
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
            boolean type = CustomFormLayout.BUILTIN_TYPE_WORD.matcher(w).matches();
            boolean gluedType = CustomFormLayout.GLUED_TYPE.matcher(w).matches();
            assertEquals(type, CustomFormLayout.isBuiltinTypeWord(w), w);
            assertEquals(gluedType, CustomFormLayout.glued(w), w);
            if (type) types++;
            if (gluedType) glued++;
        }
        assertTrue(types > 20 && glued > 3, types + " type words, " + glued + " glued");
        assertFalse(CustomFormLayout.isBuiltinTypeWord("i0"));
    }
}
