package io.dialectic.semantics.value;

/** A run-time value of the reference semantics: a scalar, a vector of scalars, a memref view or a tensor. */
public sealed interface RtValue permits Scalar, VectorValue, MemRefValue, TensorValue {
    Type type();

    /** The first poison cause this value (or any of its elements) carries, or null. */
    Cause poison();
}
