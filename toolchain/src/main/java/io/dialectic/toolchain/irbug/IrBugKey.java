package io.dialectic.toolchain.irbug;

import io.dialectic.toolchain.PassPipeline;
import io.dialectic.toolchain.record.RunRecord;
import java.util.regex.Pattern;

/**
 * The cluster key of an IR bug: one key per cause, as far as the pass and the message tell.
 *
 * <p>An invalid-IR key is {@code PASS | DIALECT.* | SHAPE}: the pass that left the IR invalid, the dialect of the op the
 * verifier names and the message's shape. The op's own name is left out because one cause in one pass breaks many
 * ops of a dialect alike (a conversion that builds element-wise SPIR-V ops on arrays fails {@code spirv.SDiv},
 * {@code spirv.FAdd}, {@code spirv.FRem}... with one message shape): the pass and the shape agreeing is what makes them
 * one cause. A round-trip key keeps the op, since a printer/parser mismatch is the op's own: {@code OP | SHAPE}.
 *
 * <p>The shape abstracts what varies between inputs of one bug, as the crash and miscompile keys do: numbers, SSA
 * names, symbol names, quoted names, static sizes and type parameters (a type keeps its kind: {@code !spirv.array},
 * {@code iN}, {@code shaped} for any tensor, memref or vector; {@code i1} stays, since booleans are a cause of their
 * own), and the constraint an operand "must be" (it is the op's, not the bug's). Two checks of one verifier rule are
 * one shape, since which of them fails is the input's:
 *
 * <ul>
 *   <li>An operand or result of the wrong type: the pass built the op on a value it did not convert. When the type is
 *       not the op's dialect's own nor a scalar (a builtin container, another dialect's type) it is {@code foreign}:
 *       a conversion that does not check types leaves whatever the input held, a tensor, a {@code complex}, a
 *       {@code !quant.uniform}, on operands and results alike. The dialect's own types and the scalars stay, since
 *       they tell how the pass converted wrongly ({@code !spirv.array} and {@code i1} on a SPIR-V op are two causes).
 *   <li>An affine operand that is no valid dimension or symbol (affine's {@code isValidDim}/{@code isValidSymbol}):
 *       whether it stood in a dimension or a symbol position is the input's.
 * </ul>
 *
 * <p>How close the keys are to the causes a person reads in a campaign: toolchain BENCH.md.
 */
public final class IrBugKey {
    private IrBugKey() {}

    static final int MAX_SHAPE = 300;

    private static final Pattern OP_PREFIX = Pattern.compile("^'[^']*' op ");
    private static final Pattern MUST_BE = Pattern.compile("must be .*?, but got");
    /** An ODS type constraint failing on an operand or a result, with the type it got. */
    private static final Pattern WRONG_TYPE = Pattern.compile("\\b(?:operand|result) #N must be _, but got '([^']*)'");
    /**
     * Affine's checks that an operand is a valid dimension or symbol identifier, in their wordings: 22's, and 19's
     * ({@code 'affine.store' op index must be ...}, {@code src index must be ...}) for the same invalid IR.
     */
    private static final Pattern NO_DIM_OR_SYMBOL = Pattern.compile(
            "\\b(?:operand cannot be used as a (?:dimension id|symbol)|(?:(?!op\\b)\\w+ )?index must be a valid dimension or symbol identifier)");
    /** A scalar's kind, as {@link #typeKinds} leaves it. */
    private static final Pattern SCALAR = Pattern.compile("[su]?i1|iN|fN|index");
    /** A quoted word: its quotes not inside a word, so that "value's index's" quotes nothing. */
    private static final Pattern QUOTED = Pattern.compile("(?<!\\w)'([^'\\n]*)'(?!\\w)");

    private static final Pattern TYPE_PARAMS = Pattern.compile("<[^<>]*>");
    private static final Pattern SSA = Pattern.compile("%[\\w.$#-]+");
    private static final Pattern SYMBOL = Pattern.compile("@(?:\"[^\"]*\"|[\\w.$-]+)");
    /** A shaped type, by its opening bracket: "vector type" and "sparse-tensor" in a message's words are no type. */
    private static final Pattern SHAPED = Pattern.compile("\\b(?:tensor|memref|vector)<");

    private static final Pattern INT_TYPE = Pattern.compile("\\b[su]?i(?:[2-9]|\\d\\d+)\\b");
    private static final Pattern FLOAT_TYPE = Pattern.compile("\\b(?:f\\d+|bf16|tf32|f8\\w*)\\b");
    private static final Pattern NUMBER = Pattern.compile("-?\\b\\d+(?:\\.\\d+)?\\b");
    private static final Pattern SPACE = Pattern.compile("\\s+");
    /** What a quoted word is when it is a type: a dialect type, a builtin type with parameters, a scalar. */
    private static final Pattern TYPE_LIKE =
            Pattern.compile("!?[A-Za-z_][\\w.]*<.*>|![A-Za-z_][\\w.]*|[su]?i\\d+|f\\d+|bf16|index|none");

    /** The key of an invalid-IR bug left by {@code pass} (a pipeline item) with the verifier's first error. */
    public static String invalidIr(String pass, VerifierMessage m) {
        return (pass == null ? "?" : pass) + " | " + errorShape(m);
    }

    /** The key without its pass: the op's dialect and the message's shape ({@code DIALECT.* | SHAPE}). */
    static String errorShape(VerifierMessage m) {
        String dialect = dialectOf(m.op());
        return dialect + " | " + shape(m.message(), dialect);
    }

    /**
     * The key today's rule gives a record's verdict, from its recorded pass (a pipeline item), op and message: a
     * campaign keyed by an older rule joins today's keys, as a crash key is recomputed from the stored stderr. The
     * recorded key when the record carries no verdict or no message.
     */
    public static String of(RunRecord r) {
        IrBugKind kind = IrBugKind.of(r.irBugKind());
        if (kind == null || r.irBugMessage() == null) return r.irBugKey();
        VerifierMessage m = new VerifierMessage(r.irBugMessage(), r.irBugOp(), 0);
        return switch (kind) {
            case INVALID_IR -> invalidIr(r.irBugPass() == null ? null : PassPipeline.passName(r.irBugPass()), m);
            case ROUNDTRIP -> roundTrip(m);
        };
    }

    /** The key of a round-trip bug: the op and the parser's message (or how the reprint differs). */
    public static String roundTrip(VerifierMessage m) {
        return (m.op() == null ? "?" : m.op()) + " | " + shape(m.message());
    }

    /** {@code spirv.*} for {@code spirv.GL.UMin}, {@code ?} for no op. */
    static String dialectOf(String op) {
        if (op == null) return "?";
        int dot = op.indexOf('.');
        return (dot < 0 ? op : op.substring(0, dot)) + ".*";
    }

    /** The message with what varies between inputs of one bug abstracted. */
    public static String shape(String message) {
        return shape(message, "?");
    }

    /** The message's shape for an op of {@code dialect} ({@code spirv.*}; {@code ?} when none is named). */
    static String shape(String message, String dialect) {
        String s = SPACE.matcher(message.strip()).replaceAll(" ");
        s = OP_PREFIX.matcher(s).replaceFirst("'_' op ");
        s = NO_DIM_OR_SYMBOL.matcher(s).replaceAll("operand is no valid dimension or symbol");
        s = MUST_BE.matcher(s).replaceAll("must be _, but got");
        s = QUOTED.matcher(s).replaceAll(q -> "'" + quoted(q.group(1)).replace("$", "\\$") + "'");
        s = typeKinds(s);
        s = SSA.matcher(s).replaceAll("%_");
        s = SYMBOL.matcher(s).replaceAll("@_");
        s = NUMBER.matcher(s).replaceAll("N");
        s = WRONG_TYPE.matcher(s).replaceAll(w -> ("operand or result #N must be _, but got '"
                        + (foreign(w.group(1), dialect) ? "foreign" : w.group(1)) + "'")
                .replace("$", "\\$"));
        return s.length() > MAX_SHAPE ? s.substring(0, MAX_SHAPE) + "..." : s;
    }

    /** Whether a type's kind is neither a scalar nor a type of {@code dialect} ({@code spirv.*}); never for no dialect. */
    private static boolean foreign(String type, String dialect) {
        if (dialect.equals("?")) return false;
        String own = "!" + dialect.substring(0, dialect.length() - 1); // "!spirv." of "spirv.*"
        return !SCALAR.matcher(type).matches() && !type.startsWith(own);
    }

    /** A quoted word: a type becomes its kind, anything else (a name, an op, an attribute) {@code _}. */
    private static String quoted(String q) {
        return TYPE_LIKE.matcher(q).matches() ? typeKinds(q) : "_";
    }

    /** Types without their parameters, integer and float widths abstracted ({@code i1} kept). */
    private static String typeKinds(String s) {
        // an arrow inside a type's parameters (an affine map of an encoding) is no closing bracket
        s = s.replace("->", "to");
        s = SHAPED.matcher(s).replaceAll("shaped<");
        String prev;
        do {
            prev = s;
            s = TYPE_PARAMS.matcher(s).replaceAll("");
        } while (!s.equals(prev));
        s = INT_TYPE.matcher(s).replaceAll("iN");
        return FLOAT_TYPE.matcher(s).replaceAll("fN");
    }
}
