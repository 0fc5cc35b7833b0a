package io.dialectic.semantics.value;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The types the reference semantics computes with: signless integers of any
 * width (i1 included), {@code index} (64 bits, the width of the x86-64 target the
 * JIT runners execute on), the IEEE floats f16/bf16/f32/f64, vectors of
 * those (fixed shape, rank 0 allowed), and ranked memrefs and tensors of them.
 */
public sealed interface Type
        permits Type.IntegerType, Type.FloatType, Type.VectorType, Type.MemRefType, Type.TensorType {
    /** A dimension, offset or stride written {@code ?}: MLIR's {@code ShapedType::kDynamic}. */
    long DYNAMIC = Long.MIN_VALUE;

    /**
     * {@code memref<2x?xi32, strided<[4, 1], offset: ?>>}; {@code layout} is null for the identity layout (row-major,
     * offset 0). A memory space is not modelled (one address space).
     */
    record MemRefType(List<Long> shape, Type element, StridedLayout layout) implements Type {
        public MemRefType {
            shape = List.copyOf(shape);
        }

        @Override
        public String toString() {
            StringBuilder b = new StringBuilder("memref<");
            for (long d : shape)
                b.append(d == DYNAMIC ? "?" : String.valueOf(d)).append('x');
            b.append(element);
            if (layout != null) b.append(", ").append(layout);
            return b.append('>').toString();
        }
    }

    /** {@code tensor<2x?xf32>}: a ranked tensor. */
    record TensorType(List<Long> shape, Type element) implements Type {
        public TensorType {
            shape = List.copyOf(shape);
        }

        /** The vector type of the same static shape: how a dense constant of this type is read. */
        public VectorType asVector() {
            List<Integer> s = new ArrayList<>();
            for (long d : shape) {
                if (d == DYNAMIC) throw new Unsupported("dense constant of dynamic shape " + this);
                s.add((int) d);
            }
            return new VectorType(s, element);
        }

        @Override
        public String toString() {
            StringBuilder b = new StringBuilder("tensor<");
            for (long d : shape)
                b.append(d == DYNAMIC ? "?" : String.valueOf(d)).append('x');
            return b.append(element).append('>').toString();
        }
    }

    /** A signless integer type {@code iN}, or {@code index} (64 bits). */
    record IntegerType(int width, boolean isIndex) implements Type {
        public static final IntegerType INDEX = new IntegerType(64, true);
        public static final IntegerType I1 = new IntegerType(1, false);
        public static final IntegerType I64 = new IntegerType(64, false);

        public static IntegerType of(int width) {
            return new IntegerType(width, false);
        }

        @Override
        public String toString() {
            return isIndex ? "index" : "i" + width;
        }
    }

    /** An IEEE binary float format; {@code mantissaBits} excludes the implicit bit. */
    enum FloatType implements Type {
        F16(16, 5, 10),
        BF16(16, 8, 7),
        F32(32, 8, 23),
        F64(64, 11, 52);

        public final int width;
        public final int exponentBits;
        public final int mantissaBits;

        FloatType(int width, int exponentBits, int mantissaBits) {
            this.width = width;
            this.exponentBits = exponentBits;
            this.mantissaBits = mantissaBits;
        }

        @Override
        public String toString() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** {@code vector<2x3xi32>}; an empty shape is the rank-0 {@code vector<i32>}. */
    record VectorType(List<Integer> shape, Type element) implements Type {
        public VectorType {
            shape = List.copyOf(shape);
            if (element instanceof VectorType) throw new IllegalArgumentException("vector of vector");
        }

        public int elementCount() {
            int n = 1;
            for (int d : shape) n *= d;
            return n;
        }

        @Override
        public String toString() {
            StringBuilder b = new StringBuilder("vector<");
            for (int d : shape) b.append(d).append('x');
            return b.append(element).append('>').toString();
        }
    }

    /** The element type of a vector, the type itself otherwise. */
    default Type scalar() {
        return this instanceof VectorType v ? v.element() : this;
    }
}
