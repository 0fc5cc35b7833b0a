package io.dialectic.semantics.value;

/** A run-time value of the reference semantics: a scalar or a vector of scalars. */
public sealed interface RtValue permits Scalar, VectorValue {
    Type type();

    /** The first poison cause this value (or any of its elements) carries, or null. */
    Cause poison();
}
