package io.dialectic.semantics.gen;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/** from_elements, insert, extract_slice into insert_slice, extract. */
final class TensorSlices implements MemoryTemplate {
    @Override
    public void write(FunctionBody f, Random random) {
        int n = 2 + random.nextInt(5);
        List<String> el = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int k = random.nextInt(3);
            el.add(
                    k == 0
                            ? "%arg0"
                            : k == 1
                                    ? "%arg1"
                                    : f.binary(FunctionBody.binaryOp(random), "%arg0", f.i32(random.nextInt(9))));
        }
        String t = "tensor<" + n + "xi32>";
        String types = String.join(", ", Collections.nCopies(n, "i32"));
        String x = f.op(f.fresh(), "\"tensor.from_elements\"(" + String.join(", ", el) + ") : (" + types + ") -> " + t);
        String ins = f.op(
                f.fresh(),
                "\"tensor.insert\"(" + f.binary(FunctionBody.binaryOp(random), "%arg1", "%arg0") + ", " + x + ", "
                        + f.index(random.nextInt(n)) + ") : (i32, " + t + ", index) -> " + t);
        int len = 1 + random.nextInt(n);
        int from = random.nextInt(n - len + 1);
        int to = random.nextInt(n - len + 1);
        String st = "tensor<" + len + "xi32>";
        String slice = f.op(
                f.fresh(),
                "\"tensor.extract_slice\"(" + ins + ") <{operandSegmentSizes = array<i32: 1, 0, "
                        + "0, 0>, static_offsets = array<i64: " + from + ">, static_sizes = array<i64: " + len
                        + ">, static_strides = array<i64: 1>}> : (" + t + ") -> " + st);
        String back = f.op(
                f.fresh(),
                "\"tensor.insert_slice\"(" + slice + ", " + x + ") <{operandSegmentSizes = "
                        + "array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: " + to
                        + ">, static_sizes = array<i64: " + len
                        + ">, static_strides = array<i64: 1>}> : (" + st + ", " + t + ") -> " + t);
        for (int i = 0; i < 2; i++) {
            String v = f.op(
                    f.fresh(),
                    "\"tensor.extract\"(" + back + ", " + f.index(random.nextInt(n)) + ") : (" + t + ", index) -> i32");
            f.print(v, "i32");
        }
    }
}
