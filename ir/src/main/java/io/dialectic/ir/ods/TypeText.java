package io.dialectic.ir.ods;

/**
 * The few operations on printed builtin types that ODS type relations need
 * (the transformers of {@code TypesMatchWith}, {@code BoolLike} results):
 * element type of a shaped type, and the same shape with another element
 * type. Types are text as MLIR prints them; anything not understood gives
 * null, never a guess.
 */
public final class TypeText {
    private TypeText() {}

    private static final String[] SHAPED = {"memref<", "tensor<", "vector<"};

    /** {@code memref<4x?xf32, strided<..>>} -> {@code f32}; {@code complex<f32>} -> {@code f32}; null if not shaped. */
    public static String elementType(String t) {
        if (t == null) return null;
        if (t.startsWith("complex<") && t.endsWith(">"))
            return t.substring(8, t.length() - 1).strip();
        int[] r = shapeAndElement(t);
        return r == null ? null : t.substring(r[1], r[2]).strip();
    }

    /**
     * The element type of a shaped type, else the type itself (MLIR's getElementTypeOrSelf): {@code complex<f32>} is
     * no shaped type and stays itself (a named linalg op on complex<f32> computes on complex<f32>).
     */
    public static String elementTypeOrSelf(String t) {
        if (t == null) return null;
        int[] r = shapeAndElement(t);
        return r == null ? t : t.substring(r[1], r[2]).strip();
    }

    /** {@code vector<4xf32>} with element {@code i1} -> {@code vector<4xi1>}; a scalar gives {@code element}. */
    public static String sameShape(String t, String element) {
        if (t == null) return null;
        int[] r = shapeAndElement(t);
        if (r == null) return t.indexOf('<') < 0 || t.startsWith("!") ? element : null;
        if (t.startsWith("memref<")) return null;
        // only the shape is kept (an encoding belongs to the old element type's tensor)
        return t.substring(0, r[1]) + element + ">";
    }

    /** {@code memref<4x?xf32, strided<..>, 1>} -> {@code tensor<4x?xf32>} (bufferization.to_tensor); null if not a memref. */
    public static String tensorOfMemref(String t) {
        if (t == null || !t.startsWith("memref<")) return null;
        int[] r = shapeAndElement(t);
        return r == null ? null : "tensor<" + t.substring(r[0], r[2]).strip() + ">";
    }

    /**
     * For a shaped type: {start of "<" body, start of the element type, end of
     * the element type}; null when {@code t} is not a shaped type.
     */
    private static int[] shapeAndElement(String t) {
        String prefix = null;
        for (String s : SHAPED) if (t.startsWith(s)) prefix = s;
        if (prefix == null || !t.endsWith(">")) return null;
        int body = prefix.length();
        // the element type ends at the first top-level ',' (layout, memory space, encoding) or the closing '>'
        int depth = 0, stop = t.length() - 1;
        for (int i = body; i < t.length() - 1; i++) {
            char c = t.charAt(i);
            if (c == '<' || c == '(' || c == '[' || c == '{') depth++;
            else if (c == '>' || c == ')' || c == ']' || c == '}') depth--;
            else if (c == ',' && depth == 0) {
                stop = i;
                break;
            }
        }
        // dims: (digits | ? | * | [digits]) 'x', repeated
        int i = body;
        while (true) {
            int j = i;
            while (j < stop && Character.isWhitespace(t.charAt(j))) j++;
            int k = j;
            if (k < stop && t.charAt(k) == '[') {
                int close = t.indexOf(']', k);
                if (close < 0) break;
                k = close + 1;
            } else if (k < stop && (t.charAt(k) == '?' || t.charAt(k) == '*')) {
                k++;
            } else {
                while (k < stop && Character.isDigit(t.charAt(k))) k++;
            }
            int x = k;
            while (x < stop && Character.isWhitespace(t.charAt(x))) x++; // memref<2 x 32 x f32>
            if (k > j && x < stop && t.charAt(x) == 'x') {
                i = x + 1;
                continue;
            }
            break;
        }
        if (i >= stop) return null;
        return new int[] {body, i, stop};
    }
}
