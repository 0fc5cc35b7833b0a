package io.dialectic.toolchain.irbug;

import java.util.Arrays;

/** The kinds of bug a rerun of the compiler proves, as records and tables name them. */
public enum IrBugKind {
    /** A pass left IR that does not verify: the run errored, the same run without verification printed invalid IR. */
    INVALID_IR("invalid-ir"),
    /** The custom form a valid run printed does not parse with the same tool, or reads back as another custom form. */
    ROUNDTRIP("roundtrip");

    private final String label;

    IrBugKind(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    /** The kind of a label, null for null or an unknown one. */
    public static IrBugKind of(String label) {
        return Arrays.stream(values())
                .filter(k -> k.label.equals(label))
                .findFirst()
                .orElse(null);
    }
}
