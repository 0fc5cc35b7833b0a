/**
 * Bugs a release build reports as plain errors, found by rerunning: a pass that leaves invalid IR ({@code invalid-ir})
 * and printer output its own parser rejects or reads differently ({@code roundtrip}). A verdict on the record beside the
 * validity category, like the miscompile verdict: no outcome rule names it.
 */
package io.dialectic.toolchain.irbug;
