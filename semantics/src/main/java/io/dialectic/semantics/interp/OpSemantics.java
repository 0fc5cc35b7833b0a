package io.dialectic.semantics.interp;

import io.dialectic.semantics.value.RtValue;
import java.util.List;

/**
 * The meaning of one op kind: from the values of its operands (and its
 * attributes, regions, the machine) to the values of its results. It may
 * throw {@link UndefinedBehavior} for immediate UB and
 * {@link io.dialectic.semantics.value.Unsupported} for a case it does not model;
 * deferred UB is a poison result. Registered by op name in {@link OpTable}.
 */
@FunctionalInterface
public interface OpSemantics {
    List<RtValue> evaluate(OpCall call);
}
