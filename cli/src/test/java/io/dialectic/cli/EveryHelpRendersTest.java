package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Every verb's {@code --help} renders its descriptions: picocli reads them as format strings, so a bare {@code %}
 * ("45% new") prints a warning and the raw text instead.
 */
class EveryHelpRendersTest {
    @Test
    void noHelpTextIsABrokenFormatString() {
        List<String> broken = new ArrayList<>();
        List<CommandLine> all = new ArrayList<>();
        collect(new CommandLine(new Dialectic()), all);
        PrintStream err = System.err;
        for (CommandLine c : all) {
            ByteArrayOutputStream captured = new ByteArrayOutputStream();
            System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
            try {
                c.getUsageMessage(CommandLine.Help.Ansi.OFF);
            } finally {
                System.setErr(err);
            }
            String warnings = captured.toString(StandardCharsets.UTF_8);
            if (warnings.contains("Could not format"))
                broken.add(
                        c.getCommandName() + ": " + warnings.lines().findFirst().orElse(""));
        }
        assertTrue(all.size() > 20, "verbs found: " + all.size());
        assertEquals(List.of(), broken);
    }

    private static void collect(CommandLine c, List<CommandLine> out) {
        out.add(c);
        for (CommandLine sub : c.getSubcommands().values()) if (!out.contains(sub)) collect(sub, out);
    }
}
