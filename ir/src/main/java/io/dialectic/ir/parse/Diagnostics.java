package io.dialectic.ir.parse;

import io.dialectic.ir.model.Diagnostic;
import io.dialectic.ir.model.Program;

/**
 * Collects the reader's diagnostics into the program, with line:column taken
 * from the token they point at. Capped, so that random bytes cannot turn a
 * 50 MB input into millions of messages: the last one says how many were dropped.
 */
final class Diagnostics {
    static final int MAX = 200;

    private final Program program;
    private final TokenBuffer tk;
    private int dropped;

    Diagnostics(Program program, TokenBuffer tk) {
        this.program = program;
        this.tk = tk;
    }

    /** A syntax problem: the op/region/block tree around {@code token} may be incomplete. */
    void at(int token, String message) {
        add(token, message, Diagnostic.Kind.SYNTAX);
    }

    /** A name problem: the tree is complete, a link (value, block) is missing or doubtful. */
    void name(int token, String message) {
        add(token, message, Diagnostic.Kind.NAME);
    }

    private void add(int token, String message, Diagnostic.Kind kind) {
        if (program.diagnostics().size() >= MAX) {
            dropped++;
            return;
        }
        program.addDiagnostic(new Diagnostic(tk.line(token), tk.column(token), message, kind));
    }

    /** Appends the count of dropped diagnostics, if any; call once at the end. */
    void close() {
        if (dropped > 0) {
            program.addDiagnostic(new Diagnostic(tk.line(tk.size()), 1, dropped + " further diagnostics not shown"));
        }
    }

    /** A short, printable rendering of token {@code i} for messages. */
    String show(int i) {
        if (tk.type(i) == TokenBuffer.EOF) return "end of input";
        String s = tk.text(i);
        if (s.length() > 40) s = s.substring(0, 40) + "...";
        StringBuilder b = new StringBuilder("'");
        for (char c : s.toCharArray()) {
            if (c < 0x20 || c > 0x7e) b.append(String.format("\\x%02x", (int) c & 0xff));
            else b.append(c);
        }
        return b.append('\'').toString();
    }
}
