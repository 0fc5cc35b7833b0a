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
 * i8, i16, i32, i64; an op whose inputs mix element types gets no body. A
 * body that depends on an attribute ({@code fun} of {@code elemwise_unary},
 * {@code cast = #linalg.type_fn<cast_unsigned>}) is the default attribute's. Loaded (about 4,000 lines) when the first named op is read.
 */
final class NamedOpBodies {
    private NamedOpBodies() {}

    private static final Map<String, String> TEXTS = load();
    private static final Map<String, Block> PARSED = new ConcurrentHashMap<>();

    private static Map<String, String> load() {
        Map<String, String> out = new HashMap<>();
        try (InputStream in = NamedOpBodies.class.getResourceAsStream("/io/dialectic/ir/ods/linalg-bodies-19.tsv.gz")) {
            if (in == null) return out;
            BufferedReader r = new BufferedReader(new InputStreamReader(new GZIPInputStream(in), StandardCharsets.UTF_8));
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
        if (types.isEmpty() || types.size() != op.operands().size() && !op.operands().isEmpty()) return;
        StringBuilder key = new StringBuilder(op.name()).append('\t');
        for (int i = 0; i < types.size(); i++) {
            String t = types.get(i);
            if (t == null || t.isBlank()) return;
            if (i > 0) key.append(',');
            key.append(TypeText.elementTypeOrSelf(t.strip()));
        }
        String k = key.toString();
        String text = TEXTS.get(k);
        if (text == null) return;
        Block template = PARSED.computeIfAbsent(k, x -> parse(text));
        if (template == null) return;
        copy(template, op, at);
    }

    private static Block parse(String body) {
        Program p = MlirReader.read("\"x.body\"() ({\n" + body + "\n}) : () -> ()");
        if (!p.isClean() || p.topLevelOperations().size() != 1) return null;
        Operation wrap = p.topLevelOperations().get(0);
        if (wrap.regions().size() != 1 || wrap.regions().get(0).blocks().size() != 1) return null;
        return wrap.regions().get(0).blocks().get(0);
    }

    /** Copies the template's block into a new region of {@code op}; region, block and ops get the zero-length span {@code at}. */
    private static void copy(Block template, Operation op, SourceSpan at) {
        Region r = op.addRegion();
        r.setSpan(at);
        Block b = r.addBlock(null);
        b.setSpan(at);
        Map<Value, Value> map = new IdentityHashMap<>();
        for (Value a : template.arguments()) map.put(a, b.addArgument(a.name(), a.type()));
        for (Operation t : template.operations()) {
            Operation c = new Operation(t.name(), Operation.Form.CUSTOM, b);
            c.setImplicit(true);
            c.setSpan(at);
            for (Operand o : t.operands()) {
                Operand n = c.addOperand(o.reference(), SourceSpan.NONE);
                Value v = o.value() == null ? null : map.get(o.value());
                if (v != null) n.resolve(v);
            }
            for (Value v : t.results()) map.put(v, c.addResult(v.name(), v.type()));
            c.setSignature(t.signatureOperandTypes(), t.signatureResultTypes());
            c.setProperties(t.properties());
            c.setAttributes(t.attributes());
            b.addOperation(c);
        }
    }
}
