package io.dialectic.semantics.verdict;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.semantics.interp.Execution;
import io.dialectic.semantics.interp.Interpreter;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Without @main, a wrapper calls the argument-free functions and prints their results. */
class EntryPointTest {
    @Test
    void wrapperCallsArgumentFreeFunctionsAndPrintsEveryResult() throws IOException {
        String program;
        try (InputStream in = EntryPointTest.class.getResourceAsStream("/programs/nomain.mlir")) {
            program = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        EntryPoint e = EntryPoint.of(program);
        assertEquals(EntryPoint.WRAPPER, e.entry());
        // @g takes an argument: not called.
        assertEquals(List.of("f", "h"), e.called());
        Execution x = new Interpreter().run(e.program(), e.entry());
        assertEquals(Execution.Status.COMPLETED, x.status(), x.message());
        // f returns 7; h returns ceildivsi(-128, 7) : i8 = -18 and its broadcast (checked by hand, and 22's O0 prints
        // the same).
        assertEquals("7\n-18\n( -18, -18 )\n", x.stdout());
    }

    @Test
    void mainIsTheEntryWhenPresent() {
        String program =
                """
                "func.func"() <{function_type = () -> (), sym_name = "main"}> ({
                  "func.return"() : () -> ()
                }) : () -> ()
                """;
        EntryPoint e = EntryPoint.of(program);
        assertEquals("main", e.entry());
        assertEquals(program, e.program());
    }
}
