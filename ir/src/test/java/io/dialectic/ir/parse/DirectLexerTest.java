package io.dialectic.ir.parse;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.testing.SharedData;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Token;
import org.junit.jupiter.api.Test;

/**
 * {@link DirectLexer} yields exactly the tokens of the generated
 * {@link MLIRLexer} (the grammar is the definition): type, start, end and
 * line of every significant token, compared with the grammar's on every rule's
 * edge cases, on random text and on every fifth file of the test-suite corpus
 * (both forms; the whole corpus agreed when this lexer was written).
 */
class DirectLexerTest {

    /** Inputs at the edges of each rule: longest match, ties, fallbacks, unterminated tokens. */
    static final List<String> EDGES = List.of(
            "",
            " ",
            "\n\n",
            "\u0000x",
            "//",
            "// -----\n%a",
            "/ /x",
            "a//b\r\nc",
            "%",
            "%0",
            "%0#1",
            "%0:2",
            "%0#",
            "%0#x",
            "%0:",
            "%x:i32",
            "%x-1.y$z",
            "%1abc",
            "%-",
            "%.",
            "%$",
            "^",
            "^bb0",
            "^bb0(%a: i32):",
            "^5x",
            "@",
            "@f",
            "@\"quoted sym\"",
            "@\"open",
            "@\"esc\\\"aped\"",
            "@0",
            "@-",
            "#",
            "#map",
            "#-}",
            "#-",
            "#--}",
            "#map0 = affine_map<(d0) -> (d0)>",
            "#0",
            "#-x}",
            "!",
            "!llvm.ptr",
            "!-",
            "!0",
            "\"\"",
            "\"a\\\"b\"",
            "\"a\\",
            "\"open\nnext",
            "\"a\\\nb\"",
            "\"tab\\t\"",
            "0",
            "0x",
            "0x1F",
            "0xg",
            "0xf32",
            "4xf32",
            "1.",
            "1.5",
            "1.5e",
            "1.5e+",
            "1.5e+3",
            "1.5E-10x",
            "1e5",
            "12.e3",
            "0.0",
            "00x1",
            "1..2",
            "1...",
            "a",
            "_a",
            "a.b.c$d",
            "a-b",
            "A9_",
            "$x",
            "->",
            "-",
            "--",
            "-->",
            "::",
            ":",
            ":::",
            "...",
            "..",
            ".",
            ">=",
            ">",
            "<=",
            "<",
            "==",
            "=",
            "===",
            "{-#",
            "{-",
            "{-#a#-}",
            "{}",
            "()",
            "[]",
            "?*+|,",
            "é",
            "\uD83D\uDE00",
            "a\uD83D\uDE00b",
            "x \t\f\r y",
            "%a = \"d.op\"(%b) <{p = 1}> ({\n^bb0(%c: i32):\n}) {a} : (i32) -> i32 loc(#l)");

    private static List<int[]> grammarTokens(String text) {
        MLIRLexer lexer = new MLIRLexer(CharStreams.fromString(text));
        lexer.removeErrorListeners();
        List<int[]> out = new ArrayList<>();
        for (Token t = lexer.nextToken(); t.getType() != Token.EOF; t = lexer.nextToken()) {
            int ty = t.getType();
            if (ty != MLIRLexer.WS && ty != MLIRLexer.LINE_COMMENT) {
                out.add(new int[] {ty, t.getStartIndex(), t.getStopIndex() + 1, t.getLine()});
            }
        }
        return out;
    }

    private static List<int[]> directTokens(String text) {
        TokenBuffer b = TokenBuffer.lex(text);
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < b.size(); i++) {
            out.add(new int[] {b.type(i), b.start(i), b.end(i), b.line(i)});
            // Columns come from the line starts the lexer reports: 1 + characters since the last '\n'.
            assertEquals(b.start(i) - text.lastIndexOf('\n', b.start(i) - 1), b.column(i), "column of token " + i);
        }
        return out;
    }

    /** The grammar's offsets count code points; this compares on text without surrogate pairs or maps them. */
    private static void assertSameTokens(String text, String where) {
        List<int[]> expected = grammarTokens(text);
        List<int[]> actual = directTokens(text);
        int[] charIndex = codePointToChar(text);
        for (int k = 0; k < Math.min(expected.size(), actual.size()); k++) {
            int[] e = expected.get(k);
            int[] a = actual.get(k);
            String msg = where + ": token " + k + " of " + show(text);
            assertEquals(MLIRLexer.VOCABULARY.getSymbolicName(e[0]), MLIRLexer.VOCABULARY.getSymbolicName(a[0]), msg);
            assertEquals(charIndex[e[1]], a[1], msg + " start");
            assertEquals(charIndex[e[2]], a[2], msg + " end");
            assertEquals(e[3], a[3], msg + " line");
        }
        assertEquals(expected.size(), actual.size(), where + ": token count of " + show(text));
    }

    private static int[] codePointToChar(String text) {
        int[] map = new int[text.codePointCount(0, text.length()) + 1];
        int cp = 0;
        for (int i = 0; i < text.length(); i = text.offsetByCodePoints(i, 1)) map[cp++] = i;
        map[cp] = text.length();
        return map;
    }

    private static String show(String s) {
        return s.length() > 80 ? "'" + s.substring(0, 80) + "...'" : "'" + s + "'";
    }

    @Test
    void edgeCasesOfEveryRule() {
        for (String s : EDGES) assertSameTokens(s, "edge case");
    }

    @Test
    void randomText() {
        // Fixed seed: short strings over the characters the rules branch on.
        String alphabet = "%^@#!\"\\0123456789xXeE.+-:<>={}()[],?*|/ \n\r\tabz_$é\u0000";
        Random rnd = new Random(20261124L);
        for (int k = 0; k < 5_000; k++) {
            char[] c = new char[1 + rnd.nextInt(12)];
            for (int i = 0; i < c.length; i++) c[i] = alphabet.charAt(rnd.nextInt(alphabet.length()));
            assertSameTokens(new String(c), "random #" + k);
        }
    }

    @Test
    void testsuiteCorpus() throws IOException {
        Path root = SharedData.testsuite();
        int files = 0;
        for (String form : List.of("custom", "generic")) {
            List<Path> paths;
            try (Stream<Path> s = Files.list(root.resolve(form))) {
                paths = s.filter(p -> p.toString().endsWith(".mlir")).sorted().toList();
            }
            for (int i = 0; i < paths.size(); i += 5) {
                assertSameTokens(
                        Files.readString(paths.get(i)),
                        paths.get(i).getFileName().toString());
                files++;
            }
        }
        assertEquals(true, files > 2_000, "a fifth of both forms of the corpus: " + files + " files");
    }
}
