package io.dialectic.ir.parse;

import io.dialectic.ir.model.Diagnostic;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.ods.OpCatalog;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads MLIR text, generic or custom form (or a mix), into a {@link Program}.
 *
 * <p>Contract: {@link #read} never throws. Invalid text yields a partial model
 * and diagnostics with line:column; every operation, region and block carries
 * the exact {@link io.dialectic.ir.model.SourceSpan} of its text. The work is
 * done by {@link MLIRLexer} (tokens), {@link StructureParser} (iterative,
 * explicit-stack structure; see there for what is read exactly in generic
 * form and structurally in custom form) and {@link NameResolver} (SSA names).
 * The catch-all below is a last resort that turns a reader bug or an
 * exhausted heap into a diagnostic; it is not how errors are handled.
 */
public final class MlirReader {
    private MlirReader() {}

    /** Reads with the reader's op catalog ({@link OpCatalog#reader()}, MLIR 19). */
    public static Program read(String text) {
        return read(text, OpCatalog.reader());
    }

    /**
     * Reads custom form with the op definitions of {@code catalog}: the MLIR version of the tool that printed or
     * ran the program, when known ({@link io.dialectic.ir.ods.OpUniverse#catalogFor}). Generic form reads alike
     * with any catalog.
     */
    public static Program read(String text, OpCatalog catalog) {
        if (text == null) text = "";
        Program program = new Program(text);
        try {
            TokenBuffer tk = TokenBuffer.lex(text);
            program.setTokenCount(tk.size());
            Diagnostics diags = new Diagnostics(program, tk);
            new StructureParser(tk, program, diags, catalog).parse();
            diags.close();
        } catch (OutOfMemoryError e) {
            program.addDiagnostic(new Diagnostic(
                    1,
                    1,
                    "input of " + text.length()
                            + " characters does not fit in this JVM's heap (-Xmx); the model is incomplete"));
        } catch (RuntimeException | StackOverflowError e) {
            program.addDiagnostic(new Diagnostic(1, 1, "internal reader error (" + e + "); the model is incomplete"));
        }
        return program;
    }

    /**
     * Splits a file as {@code mlir-opt-19 --split-input-file} does: at every
     * occurrence of the literal {@code // -----}, wherever it stands on its
     * line (checked against mlir-opt-19: a decorative {@code // -------- //}
     * comment splits too, and the rest of that line begins the next chunk).
     * The markers themselves are dropped. A text without markers is one chunk.
     */
    public static List<String> splitInputFile(String text) {
        List<String> out = new ArrayList<>();
        int from = 0;
        for (int at = text.indexOf(SPLIT_MARKER); at >= 0; at = text.indexOf(SPLIT_MARKER, from)) {
            out.add(text.substring(from, at));
            from = at + SPLIT_MARKER.length();
        }
        out.add(text.substring(from));
        return out;
    }

    /** The marker {@link #splitInputFile} splits at. */
    public static final String SPLIT_MARKER = "// -----";
}
