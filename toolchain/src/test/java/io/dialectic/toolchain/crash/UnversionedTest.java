package io.dialectic.toolchain.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@link CrashSignature#unversioned} keeps what the regex it replaced kept. */
class UnversionedTest {
    private static final Pattern VERSIONED_LINK = Pattern.compile("^(mlir-[a-z-]*[a-z])-\\d+$");

    @Test
    void asTheRegexOnLinkNamesAndNearMisses() {
        List<String> names = List.of(
                "mlir-opt-19",
                "mlir-opt-22",
                "mlir-cpu-runner-19",
                "mlir-reduce-19",
                "mlir-opt",
                "mlir-opt-",
                "mlir-opt-19a",
                "mlir-opt--19",
                "mlir--19",
                "mlir-x-1",
                "mlir-1",
                "mlir-",
                "mlir-opt-19-20",
                "mlir-Opt-19",
                "mlir-opt_2-19",
                "mlir-opt-١٩",
                "mlir-a-b-c-0042",
                "mlir-opt-19.1");
        for (String n : names) assertEquals(VERSIONED_LINK.matcher(n).replaceFirst("$1"), ModuleName.unversioned(n), n);
        assertEquals("mlir-opt", ModuleName.unversioned("mlir-opt-19"));
        assertEquals("mlir-opt-19a", ModuleName.unversioned("mlir-opt-19a"));
    }
}
