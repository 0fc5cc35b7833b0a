package io.dialectic.semantics.interp;

import io.dialectic.ir.model.Value;
import io.dialectic.semantics.value.RtValue;
import io.dialectic.semantics.value.Scalar;
import io.dialectic.semantics.value.TensorValue;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The shared outputs of one {@code scf.forall}: the tensors its iterations insert slices into. Every iteration
 * sees the outputs as they were before the loop (its block arguments); the inserts land in the results, and two
 * iterations writing one element is UB (the order is not fixed).
 */
public final class ForallOutputs {
    private final List<Value> arguments;
    private final List<Scalar[]> elements = new ArrayList<>();
    private final List<TensorValue> initial = new ArrayList<>();
    private final List<Map<Integer, Integer>> writer = new ArrayList<>();
    private int iteration = -1;

    ForallOutputs(List<Value> arguments, List<RtValue> outputs) {
        this.arguments = arguments;
        for (RtValue v : outputs) {
            TensorValue t = (TensorValue) v;
            initial.add(t);
            elements.add(t.elements().toArray(new Scalar[0]));
            writer.add(new HashMap<>());
        }
    }

    void nextIteration() {
        iteration++;
    }

    /** The output whose block argument is {@code dest}, or -1. */
    int outputOf(Value dest) {
        return arguments.indexOf(dest);
    }

    TensorValue initial(int output) {
        return initial.get(output);
    }

    /** Writes element {@code position} of output {@code output}; false when another iteration wrote it. */
    boolean write(int output, int position, Scalar v) {
        Integer w = writer.get(output).put(position, iteration);
        elements.get(output)[position] = v;
        return w == null || w == iteration;
    }

    List<RtValue> results() {
        List<RtValue> out = new ArrayList<>();
        for (int i = 0; i < initial.size(); i++) {
            TensorValue t = initial.get(i);
            out.add(new TensorValue(t.type(), t.sizes(), List.of(elements.get(i))));
        }
        return out;
    }
}
