package io.dialectic.semantics.value;

import java.util.List;

/** A vector value: its elements in row-major order, each possibly poison on its own. */
public record VectorValue(Type.VectorType type, List<Scalar> elements) implements RtValue {
    public VectorValue {
        elements = List.copyOf(elements);
        if (elements.size() != type.elementCount())
            throw new IllegalArgumentException(elements.size() + " elements for " + type);
    }

    @Override
    public Cause poison() {
        for (Scalar s : elements) if (s.poison() != null) return s.poison();
        return null;
    }
}
