package io.dialectic.ir.parse;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operand;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.model.Region;
import io.dialectic.ir.model.SourceSpan;
import io.dialectic.ir.model.Value;
import io.dialectic.ir.ods.TypeText;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.GZIPInputStream;

/**
 * The bodies of MLIR's named linalg ops ({@code linalg.matmul},
 * {@code linalg.fill}, {@code linalg.copy}, ...), which their custom form
 * leaves out and their generic form prints: MLIR builds each from the op's
 * definition and the element types of its operands. Their semantics are not
 * in the .td files, so each body was derived once from the real tool's
 * generic print ({@code ir/tools/linalg_bodies.py}, resource
 * {@code linalg-bodies-19.tsv.gz}: op, operand element types (inputs', output's), the body's generic
 * text) and is parsed once, on first use, then copied into every op that
 * needs it (marked {@link Operation#isImplicit()}). The table covers every
 * pair (inputs' element type, output's element type) of f16, bf16, f32, f64,
 * i8, i16, i32, i64, i1 and complex&lt;f32&gt;: each class MLIR builds bodies differently
 * for (on i1 {@code linalg.matmul} is {@code arith.andi}/{@code arith.ori}, on complex
 * {@code complex.mul}/{@code complex.add}; NamedOpBodiesTest checks every op and class
 * against the tool); an op whose inputs mix element types gets a body
 * composed from it (each input's conversion, then the uniform computation).
 * {@code elemwise_unary}/{@code elemwise_binary} bodies are looked up by
 * their {@code fun} attribute too ({@code linalg.elemwise_unary[negf]});
 * other attributes that change a body ({@code cast = #linalg.type_fn<cast_unsigned>})
 * get the default attribute's body. Loaded (about 5,500 lines) when the
 * first named op is read.
 */
final class NamedOpBodies {
    private NamedOpBodies() {}

    private static final Map<String, String> TEXTS = load();
    private static final Map<String, Block> PARSED = new ConcurrentHashMap<>();

    private static Map<String, String> load() {
        Map<String, String> out = new HashMap<>();
        try (InputStream in = NamedOpBodies.class.getResourceAsStream("/io/dialectic/ir/ods/linalg-bodies-19.tsv.gz")) {
            if (in == null) return out;
            BufferedReader r =
                    new BufferedReader(new InputStreamReader(new GZIPInputStream(in), StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                String[] f = line.split("\t", 3);
                if (f.length == 3) out.put(f[0] + "\t" + f[1], f[2]);
            }
        } catch (IOException e) {
            return out; // no table: named ops keep no body, as before
        }
        return out;
    }

    /** Adds the implicit body to {@code op} (a named linalg op read in custom form without a region). */
    static void addBody(Operation op, SourceSpan at) {
        if (!op.regions().isEmpty()) return;
        List<String> types = op.signatureOperandTypes();
        if (types.isEmpty()
                || types.size() != op.operands().size() && !op.operands().isEmpty()) return;
        StringBuilder key = new StringBuilder(bodyName(op)).append('\t');
        for (int i = 0; i < types.size(); i++) {
            String t = types.get(i);
            if (t == null || t.isBlank()) return;
            if (i > 0) key.append(',');
            key.append(TypeText.elementTypeOrSelf(t.strip()));
        }
        String k = key.toString();
        Block template = template(k);
        if (template != null) {
            copy(template, op, at, null);
            return;
        }
        mixed(op, types, at);
    }

    /** {@code linalg.elemwise_unary[negf]} when the op's {@code fun} attribute chooses its body, else the op name. */
    private static String bodyName(Operation op) {
        String attrs = op.attributes();
        if (attrs.isEmpty() || !op.name().startsWith("linalg.elemwise_")) return op.name();
        Matcher m = FUN.matcher(attrs);
        return m.find() ? op.name() + "[" + m.group(1) + "]" : op.name();
    }

    private static final Pattern FUN = Pattern.compile("fun\\s*=\\s*#linalg\\.\\w+<(\\w+)>");

    /**
     * linalg.transpose / linalg.broadcast: the body MLIR builds is
     * {@code ^bb0(%in: E, %init: E): linalg.yield %in} (checked with mlir-opt-19's generic print).
     */
    static void addCopyBody(Operation op, SourceSpan at) {
        List<String> types = op.signatureOperandTypes();
        if (!op.regions().isEmpty()
                || types.size() != 2
                || types.get(0).isBlank()
                || types.get(1).isBlank()) return;
        Region r = op.addRegion();
        r.setSpan(at);
        Block b = r.addBlock(null);
        b.setSpan(at);
        Value in = b.addArgument("%in", TypeText.elementTypeOrSelf(types.get(0).strip()));
        b.addArgument("%init", TypeText.elementTypeOrSelf(types.get(1).strip()));
        Operation y = new Operation("linalg.yield", Operation.Form.CUSTOM, b);
        y.setImplicit(true);
        y.setSpan(at);
        y.addOperand(in.name(), SourceSpan.NONE).resolve(in);
        b.addOperation(y);
    }

    private static Block template(String key) {
        String text = TEXTS.get(key);
        return text == null ? null : PARSED.computeIfAbsent(key, x -> parse(text));
    }

    /**
     * Inputs of different element types ({@code linalg.matmul ins(f16, f64) outs(f32)}): MLIR
     * converts each input to the output's element type, then computes as for uniform types. The
     * body is composed from the table: each input's conversion op from the body for that input's
     * type, the computation from the body whose inputs all have the output's type.
     */
    private static void mixed(Operation op, List<String> types, SourceSpan at) {
        if (!bodyName(op).equals(op.name())) return;
        int n = types.size();
        String out = TypeText.elementTypeOrSelf(types.get(n - 1).strip());
        Block base = template(key(op.name(), out, out, n));
        if (base == null || base.arguments().size() != n) return;
        Operation[] casts = new Operation[n];
        String[] argTypes = new String[n];
        for (int k = 0; k < n; k++) {
            String in = TypeText.elementTypeOrSelf(types.get(k).strip());
            argTypes[k] = k == n - 1 ? out : in;
            if (k == n - 1 || in.equals(out)) continue;
            Block t = template(key(op.name(), in, out, n));
            if (t == null || t.arguments().size() != n) return;
            for (Operation c : t.operations()) {
                if (c.operands().size() == 1
                        && c.operands().get(0).value() == t.arguments().get(k)
                        && c.results().size() == 1) {
                    casts[k] = c;
                    break;
                }
            }
        }
        copy(base, op, at, new Composition(casts, argTypes));
    }

    private record Composition(Operation[] casts, String[] argTypes) {}

    private static String key(String name, String in, String out, int operands) {
        StringBuilder sb = new StringBuilder(name).append('\t');
        for (int i = 0; i < operands - 1; i++) sb.append(in).append(',');
        return sb.append(out).toString();
    }

    private static Block parse(String body) {
        Program p = MlirReader.read("\"x.body\"() ({\n" + body + "\n}) : () -> ()");
        if (!p.isClean() || p.topLevelOperations().size() != 1) return null;
        Operation wrap = p.topLevelOperations().get(0);
        if (wrap.regions().size() != 1 || wrap.regions().get(0).blocks().size() != 1) return null;
        return wrap.regions().get(0).blocks().get(0);
    }

    /** Copies the template's block into a new region of {@code op}; region, block and ops get the zero-length span {@code at}. */
    private static void copy(Block template, Operation op, SourceSpan at, Composition mixed) {
        Region r = op.addRegion();
        r.setSpan(at);
        Block b = r.addBlock(null);
        b.setSpan(at);
        Map<Value, Value> map = new IdentityHashMap<>();
        List<Value> args = template.arguments();
        for (int k = 0; k < args.size(); k++) {
            Value a = args.get(k);
            map.put(a, b.addArgument(a.name(), mixed == null ? a.type() : mixed.argTypes()[k]));
        }
        if (mixed != null) {
            // each converted input: its conversion op on the new argument, used in place of the argument
            for (int k = 0; k < args.size(); k++) {
                Operation cast = mixed.casts()[k];
                if (cast == null) continue;
                Value arg = map.get(args.get(k));
                Operation c = implicitCopy(cast, b, at);
                c.addOperand(cast.operands().get(0).reference(), SourceSpan.NONE)
                        .resolve(arg);
                c.setSignature(List.of(arg.type()), cast.signatureResultTypes());
                map.put(
                        args.get(k),
                        c.addResult(
                                cast.results().get(0).name(),
                                cast.results().get(0).type()));
                b.addOperation(c);
            }
        }
        for (Operation t : template.operations()) {
            Operation c = implicitCopy(t, b, at);
            for (Operand o : t.operands()) {
                Operand n = c.addOperand(o.reference(), SourceSpan.NONE);
                Value v = o.value() == null ? null : map.get(o.value());
                if (v != null) n.resolve(v);
            }
            for (Value v : t.results()) map.put(v, c.addResult(v.name(), v.type()));
            c.setSignature(t.signatureOperandTypes(), t.signatureResultTypes());
            b.addOperation(c);
        }
    }

    private static Operation implicitCopy(Operation t, Block b, SourceSpan at) {
        Operation c = new Operation(t.name(), Operation.Form.CUSTOM, b);
        c.setImplicit(true);
        c.setSpan(at);
        c.setProperties(t.properties());
        c.setAttributes(t.attributes());
        return c;
    }
}
