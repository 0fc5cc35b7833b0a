package io.dialectic.semantics.interp;

import io.dialectic.semantics.value.RtValue;
import java.util.List;

/** func.call of a function defined in the program (func.func and func.return are handled by {@link Machine}). */
final class FuncSemantics {
    private FuncSemantics() {}

    static void register(OpTable t) {
        t.put("func.call", c -> {
            String callee = ArithSemantics.required(c, "callee").strip();
            if (!callee.startsWith("@")) throw c.unsupported("callee " + callee);
            String name = callee.substring(1).replace("\"", "");
            List<RtValue> results = c.machine().call(name, c.operands());
            return results;
        });
    }
}
