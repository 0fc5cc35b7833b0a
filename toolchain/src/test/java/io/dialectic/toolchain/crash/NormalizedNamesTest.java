package io.dialectic.toolchain.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.toolchain.CrashCases;
import java.util.LinkedHashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The shared memo of frame names ({@link NormalizedNames}) gives the names {@link FrameNormalizer} gives, and stays bounded. */
class NormalizedNamesTest {
    @Test
    void theNamesOfEverySymbolOfTheRealTracesFirstAndRemembered() {
        Set<String> symbols = new LinkedHashSet<>();
        for (String id : CrashCases.ids()) {
            for (String line : CrashCases.stderr(id).lines().toList()) {
                Frame f = FrameLine.parse(line, false);
                if (f != null && f.rawSymbol() != null) symbols.add(f.rawSymbol());
            }
        }
        assertTrue(symbols.size() > 50, "distinct symbols: " + symbols.size());
        for (int pass = 0; pass < 2; pass++) {
            for (String s : symbols) assertEquals(FrameNormalizer.normalize(s), NormalizedNames.of(s), s);
        }
    }

    @Test
    void startsAgainPastItsBound() {
        String pad = "x".repeat(4096);
        int before = NormalizedNames.size(); // what other tests of this JVM left
        int most = 0;
        for (int i = 0; i < 3 * NormalizedNames.MAX_CHARS / pad.length(); i++) {
            String sym = "mlir::Foo" + i + "<" + pad + ">::bar(int)";
            assertEquals("mlir::Foo" + i + "::bar", NormalizedNames.of(sym));
            most = Math.max(most, NormalizedNames.size());
        }
        assertTrue(
                most <= before + NormalizedNames.MAX_CHARS / pad.length(),
                "remembered at most " + most + " symbols of 4 KB");
        assertTrue(
                NormalizedNames.size() < most,
                "started again: " + NormalizedNames.size() + " remembered, " + most + " at most");
    }
}
