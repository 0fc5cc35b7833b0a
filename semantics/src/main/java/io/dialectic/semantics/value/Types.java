package io.dialectic.semantics.value;

import java.util.ArrayList;
import java.util.List;

/** Reads the printed type text of the ir model ({@code i32}, {@code vector<4xf32>}, {@code index}). */
public final class Types {
    private Types() {}

    /** The type, or throws {@link Unsupported} naming the text when the semantics has no model of it. */
    public static Type parse(String text) {
        if (text == null) throw new Unsupported("a value without a type (custom form without a signature?)");
        String t = text.strip();
        switch (t) {
            case "index":
                return Type.IntegerType.INDEX;
            case "f16":
                return Type.FloatType.F16;
            case "bf16":
                return Type.FloatType.BF16;
            case "f32":
                return Type.FloatType.F32;
            case "f64":
                return Type.FloatType.F64;
            default:
                break;
        }
        if (t.matches("i[0-9]+")) {
            int w = Integer.parseInt(t.substring(1));
            if (w < 1) throw new Unsupported("integer type " + t);
            return Type.IntegerType.of(w);
        }
        if (t.startsWith("vector<") && t.endsWith(">")) {
            String body = t.substring("vector<".length(), t.length() - 1).strip();
            List<Integer> shape = new ArrayList<>();
            int x;
            while ((x = body.indexOf('x')) > 0 && body.substring(0, x).strip().matches("[0-9]+")) {
                shape.add(Integer.parseInt(body.substring(0, x).strip()));
                body = body.substring(x + 1);
            }
            if (body.startsWith("[")) throw new Unsupported("scalable vector " + t);
            Type elem = parse(body);
            if (elem instanceof Type.VectorType) throw new Unsupported("type " + t);
            return new Type.VectorType(shape, elem);
        }
        if (t.startsWith("memref<") && t.endsWith(">")) {
            List<String> parts = Attributes.splitTopLevel(t.substring("memref<".length(), t.length() - 1), ',');
            List<Long> shape = new ArrayList<>();
            Type elem = shaped(parts.get(0), shape, t);
            StridedLayout layout = null;
            for (String extra : parts.subList(1, parts.size())) {
                String e = extra.strip();
                if (e.startsWith("strided<")) layout = StridedLayout.parse(e);
                else if (e.startsWith("affine_map<")) throw new Unsupported("memref with an affine map layout " + t);
                // else a memory space: one address space is modelled
            }
            return new Type.MemRefType(shape, elem, layout);
        }
        if (t.startsWith("tensor<") && t.endsWith(">")) {
            List<String> parts = Attributes.splitTopLevel(t.substring("tensor<".length(), t.length() - 1), ',');
            if (parts.size() > 1) throw new Unsupported("tensor with an encoding " + t);
            List<Long> shape = new ArrayList<>();
            Type elem = shaped(parts.get(0), shape, t);
            return new Type.TensorType(shape, elem);
        }
        throw new Unsupported("type " + t);
    }

    /** Reads {@code 2x?xi32} into {@code shape} ({@code ?} as {@link Type#DYNAMIC}); the element type, a scalar. */
    private static Type shaped(String text, List<Long> shape, String whole) {
        String body = text.strip();
        if (body.startsWith("*")) throw new Unsupported("unranked " + whole);
        int x;
        while ((x = body.indexOf('x')) > 0 && body.substring(0, x).strip().matches("[0-9]+|\\?")) {
            String d = body.substring(0, x).strip();
            shape.add(d.equals("?") ? Type.DYNAMIC : Long.parseLong(d));
            body = body.substring(x + 1);
        }
        Type elem = parse(body);
        if (!(elem instanceof Type.IntegerType) && !(elem instanceof Type.FloatType))
            throw new Unsupported("element type of " + whole);
        return elem;
    }
}
