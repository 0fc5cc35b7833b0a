package io.dialectic.app.data;

/**
 * What the Programs view searches for. Values: a dialect name ({@code scf}),
 * part of an op name ({@code linalg.mat}), a dialect pair ({@code arith|scf} or
 * {@code arith scf}, either order), or an OD-pattern hash at d = 2 as printed
 * (decimal or {@code 0x} hex).
 */
public record ProgramFilter(Kind kind, String value) {
    public enum Kind {
        ALL,
        DIALECT,
        OP,
        PAIR,
        PATTERN
    }

    public static final ProgramFilter ALL = new ProgramFilter(Kind.ALL, "");

    public ProgramFilter {
        value = value == null ? "" : value.strip();
        if (value.isEmpty()) kind = Kind.ALL;
    }

    /** The SQL condition on {@code program_metrics pm}, with one {@code ?} unless ALL. */
    String condition() {
        return switch (kind) {
            case ALL -> "TRUE";
            case DIALECT -> "list_contains(pm.dialects, ?)";
            case OP -> "len(list_filter(pm.op_names, x -> x LIKE ?)) > 0";
            case PAIR -> "list_contains(pm.union_pairs, ?)";
            case PATTERN -> "list_contains(pm.patterns_d2, ?)";
        };
    }

    /** The parameter bound to {@link #condition()}'s placeholder. */
    Object parameter() {
        return switch (kind) {
            case ALL -> null;
            case DIALECT -> value;
            case OP -> "%" + value.replace("%", "") + "%";
            case PAIR -> unorderedPair(value);
            case PATTERN -> parseHash(value);
        };
    }

    /** {@code "scf|arith"}, {@code "scf arith"} -> {@code "arith|scf"} (ir PairKey, unordered). */
    static String unorderedPair(String v) {
        String[] parts = v.split("[|,\\s]+|->");
        if (parts.length != 2)
            throw new IllegalArgumentException("a dialect pair is two dialect names, e.g. arith|scf (got '" + v + "')");
        return parts[0].compareTo(parts[1]) <= 0 ? parts[0] + "|" + parts[1] : parts[1] + "|" + parts[0];
    }

    static long parseHash(String v) {
        try {
            return v.startsWith("0x") || v.startsWith("0X")
                    ? Long.parseUnsignedLong(v.substring(2), 16)
                    : Long.parseLong(v);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("an OD pattern is its 64-bit hash, decimal or 0x-hex (got '" + v + "')");
        }
    }
}
