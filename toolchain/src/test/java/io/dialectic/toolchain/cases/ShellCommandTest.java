package io.dialectic.toolchain.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ShellCommandTest {
    /** A fuzz campaign's crash command: one argument holds a space, which an unquoted join split in two. */
    private static final List<String> TOSA = List.of(
            "mlir-opt-22",
            "input.mlir",
            "--tosa-attach-target=level=8k specification_version=1.1.draft",
            "--gpu-to-llvm",
            "--allow-unregistered-dialect");

    @Test
    void anArgumentWithASpaceStaysOneWord() {
        String line = ShellCommand.line(TOSA);
        assertEquals(
                "mlir-opt-22 input.mlir '--tosa-attach-target=level=8k specification_version=1.1.draft' --gpu-to-llvm"
                        + " --allow-unregistered-dialect",
                line);
        assertEquals(TOSA, ShellWords.split(line));
    }

    @Test
    void everyCharacterAShellTreatsSpeciallyReadsBackAsWritten() {
        List<String> args = List.of(
                "mlir-opt-19",
                "--pass-pipeline=builtin.module(func.func(canonicalize{max-iterations=1 test-convergence=true}))",
                "it's",
                "",
                "~/x",
                "a*b?[c]",
                "$HOME;`id`|&<>",
                "tab\there",
                "\"double\" and \\ back",
                "#not-a-comment",
                "--mlir-print-op-generic");
        String line = ShellCommand.line(args);
        assertEquals(args, ShellWords.split(line));
        assertEquals(
                "'--pass-pipeline=builtin.module(func.func(canonicalize{max-iterations=1 test-convergence=true}))'",
                ShellCommand.word(args.get(1)));
        assertEquals("'it'\\''s'", ShellCommand.word("it's"));
    }

    @Test
    void plainWordsStayAsTheyAre() {
        List<String> args =
                List.of("mlir-opt-19", "reduced.mlir", "--canonicalize=max-iterations=1", "-o", "/dev/null");
        assertEquals("mlir-opt-19 reduced.mlir --canonicalize=max-iterations=1 -o /dev/null", ShellCommand.line(args));
    }

    @Test
    void aProgramNameWithAnEqualsSignIsNotReadAsAnAssignment() {
        assertEquals("'a=b' c", ShellCommand.line(List.of("a=b", "c")));
        assertEquals(List.of("a=b", "c"), ShellWords.split(ShellCommand.line(List.of("a=b", "c"))));
    }
}
