package io.dialectic.semantics.gen;

import java.util.List;

/**
 * Many generated programs in one module: each function renamed {@code @f<i>},
 * one {@code @main} calling them in order, so a single compile + JIT run
 * checks them all (a process start is the dominant cost). The output is the
 * programs' outputs concatenated.
 */
public final class ProgramBatch {
    private ProgramBatch() {}

    public static String module(List<GeneratedProgram> programs) {
        StringBuilder b = new StringBuilder("\"builtin.module\"() ({\n");
        for (int i = 0; i < programs.size(); i++) b.append(programs.get(i).function("f" + i));
        b.append("  \"func.func\"() <{function_type = () -> (), sym_name = \"main\"}> ({\n");
        for (int i = 0; i < programs.size(); i++) b.append(programs.get(i).mainBody("f" + i));
        b.append("    \"func.return\"() : () -> ()\n  }) : () -> ()\n}) : () -> ()\n");
        return b.toString();
    }
}
