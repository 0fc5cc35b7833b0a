package io.dialectic.semantics.gen;

import java.util.Random;

/**
 * One shape of UB-free memory program: writes the body of the function of two i32 arguments ({@code %arg0},
 * {@code %arg1}) into {@link FunctionBody}, each choice drawn from {@code random} only, so one seed gives one program.
 * The UB rules hold by construction (see {@link MemoryProgramGenerator}); the generator still runs the result through
 * the reference interpreter and keeps it only when every printed line is defined. Registered in
 * {@link MemoryTemplates}.
 */
interface MemoryTemplate {
    void write(FunctionBody f, Random random);
}
