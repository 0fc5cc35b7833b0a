package io.dialectic.semantics.value;

import java.util.ArrayList;
import java.util.List;

/**
 * A memref layout {@code strided<[s0, s1], offset: o>}: element {@code (i0, i1)} of the view is element
 * {@code o + i0*s0 + i1*s1} of its buffer. {@link Type#DYNAMIC} marks a {@code ?} (known only at run time, carried
 * by the value).
 */
public record StridedLayout(long offset, List<Long> strides) {
    public StridedLayout {
        strides = List.copyOf(strides);
    }

    /** The row-major strides of {@code sizes} (the identity layout): the last dimension 1. */
    public static long[] identityStrides(long[] sizes) {
        long[] st = new long[sizes.length];
        long s = 1;
        for (int i = sizes.length - 1; i >= 0; i--) {
            st[i] = s;
            s *= sizes[i];
        }
        return st;
    }

    /** Reads {@code strided<[1, ?], offset: 4>}; an {@code affine_map} layout is not modelled. */
    public static StridedLayout parse(String text) {
        String t = text.strip();
        if (!t.startsWith("strided<") || !t.endsWith(">")) throw new Unsupported("memref layout " + t);
        String body = t.substring("strided<".length(), t.length() - 1).strip();
        int close = body.indexOf(']');
        if (!body.startsWith("[") || close < 0) throw new Unsupported("memref layout " + t);
        List<Long> strides = new ArrayList<>();
        String inner = body.substring(1, close).strip();
        if (!inner.isEmpty()) for (String p : inner.split(",")) strides.add(number(p));
        long offset = 0;
        String rest = body.substring(close + 1).strip();
        if (rest.startsWith(",")) {
            rest = rest.substring(1).strip();
            if (!rest.startsWith("offset:")) throw new Unsupported("memref layout " + t);
            offset = number(rest.substring("offset:".length()));
        }
        return new StridedLayout(offset, strides);
    }

    private static long number(String s) {
        String t = s.strip();
        return t.equals("?") ? Type.DYNAMIC : Long.parseLong(t);
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("strided<[");
        for (int i = 0; i < strides.size(); i++)
            b.append(i > 0 ? ", " : "").append(strides.get(i) == Type.DYNAMIC ? "?" : strides.get(i));
        b.append(']');
        if (offset != 0) b.append(", offset: ").append(offset == Type.DYNAMIC ? "?" : String.valueOf(offset));
        return b.append('>').toString();
    }
}
