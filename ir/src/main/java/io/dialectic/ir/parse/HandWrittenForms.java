package io.dialectic.ir.parse;

import static io.dialectic.ir.parse.MLIRLexer.*;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.SourceSpan;
import io.dialectic.ir.model.Value;
import io.dialectic.ir.ods.OpDefinition;
import io.dialectic.ir.ods.TypeText;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Readers for the ops whose custom form MLIR parses with hand-written C++
 * ({@code hasCustomAssemblyFormat}), for the ones most frequent in the
 * MLIR testsuite corpus (measured: affine.load/store/apply/min/max,
 * linalg.generic and the named structured ops, vector.transfer_read/write,
 * scf.for/if/forall, affine.for/if, arith.select, vector.contract, and
 * terminators with a trailing {@code : types}). Each rule follows the op's
 * C++ parser: which types its syntax writes and which it implies (an
 * affine.load's result is its memref's element type; every affine map
 * operand is an {@code index}). Region arguments bound in the op's header
 * ({@code scf.for %i = ...}) get their types after names are resolved
 * ({@link #regionArguments}).
 */
final class HandWrittenForms {
    private final TokenBuffer tk;
    private final BalancedScanner quiet;

    private final CanonicalTypes canonical;

    HandWrittenForms(TokenBuffer tk, CanonicalTypes canonical) {
        this.tk = tk;
        this.canonical = canonical;
        this.quiet = new BalancedScanner(tk, null);
    }

    /**
     * Types of the op of {@code rec} (tokens {@code [from, to)} after its name); false when no rule
     * applies. {@code def} is null for an op MLIR defines in C++ only (affine.dma_start).
     */
    boolean apply(OpRecord rec, OpDefinition def, int from, int to) {
        Operation op = rec.op;
        String n = op.name();
        int uses = rec.uses.size();
        for (int k = 0; k < uses; k++) if (rec.uses.get(k) < 0) return false;
        List<String> colon = typesAfterLastColon(from, to);
        switch (n) {
            case "affine.load":
            case "affine.vector_load":
            case "affine.store":
            case "affine.vector_store":
            case "affine.dma_start":
            case "affine.dma_wait":
            case "affine.prefetch":
                uses = distinctUses(rec, from, to, LBRACKET);
                break;
            case "affine.parallel":
                uses = distinctUses(rec, from, to, LPAREN);
                break;
            default:
                break;
        }
        switch (n) {
            case "affine.load": {
                if (colon.size() != 1) return false;
                String mem = colon.get(0);
                setOperands(op, uses, mem, "index");
                setResult(op, 0, TypeText.elementType(mem));
                return true;
            }
            case "affine.store": {
                if (colon.size() != 1 || uses < 2) return false;
                String mem = colon.get(0);
                List<String> sig = new ArrayList<>(List.of(nz(TypeText.elementType(mem)), mem));
                while (sig.size() < uses) sig.add("index");
                op.setSignature(sig, List.of());
                return true;
            }
            case "affine.vector_load": {
                if (colon.size() != 2) return false;
                setOperands(op, uses, colon.get(0), "index");
                setResult(op, 0, colon.get(1));
                return true;
            }
            case "affine.vector_store": {
                if (colon.size() != 2 || uses < 2) return false;
                List<String> sig = new ArrayList<>(List.of(colon.get(1), colon.get(0)));
                while (sig.size() < uses) sig.add("index");
                op.setSignature(sig, List.of());
                return true;
            }
            case "affine.apply":
            case "affine.min":
            case "affine.max":
            case "affine.delinearize_index":
            case "affine.linearize_index": {
                op.setSignature(Collections.nCopies(uses, "index"), List.of());
                for (int i = 0; i < op.results().size(); i++) setResult(op, i, "index");
                return true;
            }
            case "vector.transfer_read": {
                if (colon.size() != 2) return false;
                int indices = ssaInFirstBracket(from, to);
                List<String> sig = new ArrayList<>();
                sig.add(colon.get(0));
                for (int i = 0; i < indices; i++) sig.add("index");
                sig.add(nz(TypeText.elementTypeOrSelf(colon.get(0))));
                while (sig.size() < uses) sig.add("");
                if (sig.size() == uses) op.setSignature(sig, List.of());
                setResult(op, 0, colon.get(1));
                return true;
            }
            case "vector.transfer_write": {
                if (colon.size() != 2) return false;
                int indices = ssaInFirstBracket(from, to);
                List<String> sig = new ArrayList<>(List.of(colon.get(0), colon.get(1)));
                for (int i = 0; i < indices; i++) sig.add("index");
                while (sig.size() < uses) sig.add("");
                if (sig.size() == uses) op.setSignature(sig, List.of());
                if (op.results().size() == 1) setResult(op, 0, colon.get(1));
                return true;
            }
            case "arith.select": {
                if (colon.isEmpty() || colon.size() > 2 || uses != 3) return false;
                String t = colon.get(colon.size() - 1);
                op.setSignature(List.of(colon.size() == 2 ? colon.get(0) : "i1", t, t), List.of(t));
                setResult(op, 0, t);
                return true;
            }
            case "vector.contract": {
                List<String> t = typesAfterLastColonSplitBy(from, to, "into");
                if (t.size() != 3 || uses < 3) return false;
                List<String> sig = new ArrayList<>(t);
                while (sig.size() < uses) sig.add("");
                op.setSignature(sig, List.of(t.get(2)));
                setResult(op, 0, t.get(2));
                return true;
            }
            case "vector.outerproduct": {
                // lhs, rhs (, acc) : vector<Mx E>, vector<N x E> -> vector<MxNxE>; an AXPY (rhs scalar) -> lhs's type
                if (colon.size() != 2) return false;
                String lhs = colon.get(0), rhs = colon.get(1);
                String res;
                if (rhs.startsWith("vector<") && lhs.startsWith("vector<")) {
                    String el = TypeText.elementType(rhs);
                    String ldim = lhs.substring(7, lhs.indexOf('x'));
                    String rdim = rhs.substring(7, rhs.indexOf('x'));
                    res = el == null ? null : "vector<" + ldim + "x" + rdim + "x" + el + ">";
                } else {
                    res = lhs;
                }
                List<String> sig = new ArrayList<>(List.of(lhs, rhs));
                if (uses >= 3) sig.add(res == null ? "" : res);
                while (sig.size() < uses) sig.add("");
                op.setSignature(sig, List.of());
                setResult(op, 0, res);
                return true;
            }
            case "gpu.launch": {
                if (tk.type(from) == BARE_ID && tk.text(from).equals("async")) setResult(op, 0, "!gpu.async.token");
                return !op.results().isEmpty();
            }
            case "spirv.Constant": {
                if (colon.isEmpty()
                        && tk.type(from) == BARE_ID
                        && (tk.text(from).equals("true") || tk.text(from).equals("false"))) {
                    setResult(op, 0, "i1");
                    return true;
                }
                return false;
            }
            case "bufferization.alloc_tensor": {
                // (%dynamic sizes) copy(%t)? size_hint=%n? : tensor<...>
                if (colon.size() != 1) return false;
                setResult(op, 0, colon.get(0));
                int close = tk.type(from) == LPAREN ? quiet.skipGroup(from) : from;
                int dyn = 0;
                for (int i = from; i < close; i++) if (tk.type(i) == SSA_ID) dyn++;
                if (dyn == uses) op.setSignature(Collections.nCopies(uses, "index"), List.of());
                return true;
            }
            case "async.execute": {
                // %token, %values... = async.execute ... -> !async.value<T>, ...
                setResult(op, 0, "!async.token");
                int arrow = findTop(from, to, ARROW);
                if (arrow >= 0) {
                    int end = findTop(arrow, to, LBRACE);
                    List<String> vals = splitTypes(arrow + 1, end < 0 ? to : end);
                    if (vals.size() == op.results().size() - 1)
                        for (int i = 0; i < vals.size(); i++) setResult(op, i + 1, vals.get(i));
                }
                return true;
            }
            case "spirv.Load":
            case "spirv.Store": {
                // spirv.Load "StorageBuffer" %ptr : f32 -- the pointer is !spirv.ptr<f32, StorageBuffer>
                if (colon.size() != 1 || tk.type(from) != STRING) return false;
                String sc = tk.text(from);
                String ptr = "!spirv.ptr<" + colon.get(0) + ", " + sc.substring(1, sc.length() - 1) + ">";
                if (n.equals("spirv.Load") && uses == 1) {
                    op.setSignature(List.of(ptr), List.of(colon.get(0)));
                    setResult(op, 0, colon.get(0));
                } else if (uses == 2) {
                    op.setSignature(List.of(ptr, colon.get(0)), List.of());
                }
                return true;
            }
            case "spirv.BranchConditional":
            case "cf.cond_br": {
                if (uses >= 1 && colon.isEmpty()) {
                    List<String> sig = new ArrayList<>(List.of("i1"));
                    while (sig.size() < uses) sig.add("");
                    op.setSignature(sig, List.of());
                }
                return false; // successor operand types still come from the signature rule, if any
            }
            default:
                break;
        }
        if (def == null) return false;
        if (n.startsWith("linalg.") && findWord(from, to, "ins") >= 0) return structured(op, uses, from, to);
        boolean typed = false;
        if (!op.results().isEmpty() && !op.regions().isEmpty()) typed = arrowResults(op, from, to);
        if (!typed
                && colon.size() == 1
                && (def.hasTrait("SameOperandsAndResultType") || def.hasTrait("SameTypeOperands"))) {
            // %r = spirv.IAdd %a, %b : i32 -- one type for all
            String t = colon.get(0);
            op.setSignature(Collections.nCopies(uses, t), List.of());
            if (def.hasTrait("SameOperandsAndResultType"))
                for (int i = 0; i < op.results().size(); i++) setResult(op, i, t);
            return true;
        }
        if (!typed && op.results().size() == 1 && op.regions().isEmpty()) {
            // %r = spirv.AccessChain %p[%i] : !spirv.ptr<..>, i32 -> !spirv.ptr<..>: operand types, then the result's
            int c = lastTopColon(from, to);
            int arrow = c < 0 ? -1 : findTop(c, to, ARROW);
            if (arrow > c) {
                List<String> ins = splitTypes(c + 1, arrow);
                int e = quiet.skipType(arrow + 1);
                if (ins.size() == uses && stripLoc(arrow + 1, to) == e) {
                    op.setSignature(ins, List.of());
                    setResult(op, 0, text(arrow + 1, e));
                    return true;
                }
            }
        }
        if (op.results().isEmpty() && uses > 0 && colon.size() == uses) {
            op.setSignature(colon, List.of()); // a terminator or store-like op: %a, %b : t1, t2
            typed = true;
        }
        return typed;
    }

    /** linalg structured ops: {@code ins(%a, %b : t1, t2) outs(%c : t3) -> t4}. */
    private boolean structured(Operation op, int uses, int from, int to) {
        List<String> sig = new ArrayList<>();
        List<String> outs = List.of();
        for (String kw : new String[] {"ins", "outs"}) {
            int at = findWord(from, to, kw);
            if (at < 0 || tk.type(at + 1) != LPAREN) continue;
            int close = quiet.skipGroup(at + 1);
            int c = findTop(at + 2, close - 1, COLON);
            if (c < 0) return false;
            List<String> types = splitTypes(c + 1, close - 1);
            sig.addAll(types);
            if (kw.equals("outs")) outs = types;
        }
        if (sig.size() == uses) op.setSignature(sig, List.of());
        if (!arrowResults(op, from, to) && !outs.isEmpty() && op.results().size() <= outs.size()) {
            // linalg.map/reduce/transpose/broadcast print no '->': each tensor init is a result
            List<String> tensors = new ArrayList<>();
            for (String t : outs) if (t.startsWith("tensor<")) tensors.add(t);
            if (tensors.size() == op.results().size())
                for (int i = 0; i < tensors.size(); i++) setResult(op, i, tensors.get(i));
        }
        shortFormBody(op, sig, sig.size() - outs.size());
        return true;
    }

    /**
     * {@code linalg.map { arith.addf } ins(..) outs(..)} / {@code linalg.reduce { arith.addf } ...}:
     * the region names one op, and MLIR builds the block: one argument per input element
     * (and, for reduce, the init's), the op applied to them (reduce: init first), its result yielded.
     */
    private static void shortFormBody(Operation op, List<String> sig, int inputs) {
        boolean map = op.name().equals("linalg.map"), reduce = op.name().equals("linalg.reduce");
        if (!(map || reduce)
                || op.regions().size() != 1
                || op.regions().get(0).blocks().size() != 1) return;
        Block b = op.regions().get(0).blocks().get(0);
        if (!b.arguments().isEmpty() || b.operations().size() != 1) return;
        Operation f = b.operations().get(0);
        if (!f.operands().isEmpty() || !f.results().isEmpty() || !f.regions().isEmpty() || inputs < 1) return;
        List<Value> args = new ArrayList<>();
        int count = reduce ? inputs + 1 : inputs;
        for (int i = 0; i < count && i < sig.size(); i++) {
            args.add(b.addArgument("%in" + i, TypeText.elementTypeOrSelf(sig.get(i))));
        }
        if (args.size() != count) return;
        List<Value> applied = new ArrayList<>(args);
        if (reduce) Collections.reverse(applied); // combiner(init, in)
        for (Value a : applied) f.addOperand(a.name(), SourceSpan.NONE).resolve(a);
        String out = TypeText.elementTypeOrSelf(sig.get(sig.size() - 1));
        Value r = f.addResult("%0", out);
        Operation y = new Operation("linalg.yield", Operation.Form.CUSTOM, b);
        y.setImplicit(true);
        y.setSpan(new SourceSpan(
                f.span().end(), f.span().end(), f.span().line(), f.span().column()));
        y.addOperand(r.name(), SourceSpan.NONE).resolve(r);
        b.addOperation(y);
    }

    /** Result types written {@code -> t} or {@code -> (t1, t2)} in the op's header (before its first region). */
    private boolean arrowResults(Operation op, int from, int to) {
        int arrow = findTop(from, to, ARROW);
        if (arrow < 0) return false;
        List<String> out;
        if (tk.type(arrow + 1) == LPAREN) {
            int close = quiet.skipGroup(arrow + 1);
            out = splitTypes(arrow + 2, close - 1);
        } else {
            int e = quiet.skipType(arrow + 1);
            out = e > arrow + 1 ? List.of(text(arrow + 1, e)) : List.of();
        }
        if (out.size() != op.results().size()) return false;
        for (int i = 0; i < out.size(); i++) setResult(op, i, out.get(i));
        return true;
    }

    /**
     * The operands of an affine map written inline are distinct values: MLIR's
     * parser (parseAffineMapOfSSAIds) binds a value written twice in one map
     * ({@code %A[%i, %i + 1]}, {@code affine.parallel ... to (%n, %n)}) to one
     * dimension, so the op has it once per map; each top-level group opened by
     * {@code open} ('[' subscripts, '(' bounds) is one map. A
     * {@code #map(%i, %i)} of affine.apply/min/max is positional and keeps both.
     * Returns the new number of uses.
     */
    private int distinctUses(OpRecord rec, int from, int to, int open) {
        Set<Integer> drop = new HashSet<>();
        for (int i = from; i < to; ) {
            int t = tk.type(i);
            if (t == LBRACE) { // a region: not the op's own operands
                i = quiet.skipGroup(i);
                continue;
            }
            if (t == open) {
                int close = quiet.skipGroup(i);
                Set<String> seen = new HashSet<>();
                for (int k = i + 1; k < close; k++) {
                    if (tk.type(k) == SSA_ID && !seen.add(tk.text(k))) drop.add(k);
                }
                i = close;
                continue;
            }
            i++;
        }
        if (drop.isEmpty()) return rec.uses.size();
        IntStack kept = new IntStack();
        for (int k = 0; k < rec.uses.size(); k++) if (!drop.contains(rec.uses.get(k))) kept.push(rec.uses.get(k));
        rec.uses.clear();
        for (int k = 0; k < kept.size(); k++) rec.uses.push(kept.get(k));
        return kept.size();
    }

    // ------------------------------------------------------------ region arguments

    /** After names are resolved: the types of region arguments bound in the op's header. */
    static void regionArguments(OpRecord rec) {
        Operation op = rec.op;
        if (op.regions().isEmpty() || op.regions().get(0).blocks().isEmpty()) return;
        Block entry = op.regions().get(0).blocks().get(0);
        List<Value> args = entry.arguments();
        if (args.isEmpty()) return;
        switch (op.name()) {
            case "affine.for": {
                setArg(args, 0, "index");
                for (int i = 1; i < args.size() && i - 1 < op.results().size(); i++)
                    setArg(args, i, op.results().get(i - 1).type());
                break;
            }
            case "scf.for": {
                String iv =
                        op.operands().isEmpty() ? null : op.operands().get(0).type();
                setArg(
                        args,
                        0,
                        iv != null
                                ? iv
                                : op.operandTypes().isEmpty()
                                        ? null
                                        : op.operandTypes().get(0));
                for (int i = 1; i < args.size() && i - 1 < op.results().size(); i++)
                    setArg(args, i, op.results().get(i - 1).type());
                break;
            }
            case "scf.forall": {
                int ivs = args.size() - op.results().size();
                for (int i = 0; i < args.size(); i++)
                    setArg(
                            args,
                            i,
                            i < ivs ? "index" : op.results().get(i - ivs).type());
                break;
            }
            case "affine.parallel":
            case "scf.parallel":
            case "gpu.launch": {
                for (int i = 0; i < args.size(); i++) setArg(args, i, "index");
                break;
            }
            case "scf.while": {
                List<String> t = op.operandTypes();
                for (int i = 0; i < args.size() && i < t.size(); i++) setArg(args, i, t.get(i));
                break;
            }
            default:
                break;
        }
    }

    private static void setArg(List<Value> args, int i, String type) {
        if (i < args.size() && type != null && !type.isBlank() && args.get(i).type() == null)
            args.get(i).setType(type);
    }

    // ------------------------------------------------------------ helpers

    private static String nz(String s) {
        return s == null ? "" : s;
    }

    private static void setOperands(Operation op, int uses, String first, String rest) {
        if (uses == 0) return;
        List<String> sig = new ArrayList<>(uses);
        sig.add(first);
        while (sig.size() < uses) sig.add(rest);
        op.setSignature(sig, List.of());
    }

    private static void setResult(Operation op, int i, String type) {
        if (type == null || i >= op.results().size()) return;
        Value v = op.results().get(i);
        if (v.type() == null) v.setType(type);
    }

    /** The types after the last ':' outside brackets and regions, comma-separated, up to the end or a region. */
    private List<String> typesAfterLastColon(int from, int to) {
        int colon = -1, stop = to;
        for (int i = from; i < to; ) {
            int t = tk.type(i);
            if (t == LBRACE) {
                if (colon >= 0) {
                    stop = i;
                    break;
                }
                i = quiet.skipGroup(i);
                continue;
            }
            if (t == LPAREN || t == LBRACKET || t == LT) {
                i = quiet.skipGroup(i);
                continue;
            }
            if (t == COLON) colon = i;
            i++;
        }
        if (colon < 0) return List.of();
        return splitTypes(colon + 1, stripLoc(colon + 1, stop));
    }

    /** {@code stop}, or the index of a trailing {@code loc(...)} before it. */
    private int stripLoc(int from, int stop) {
        for (int i = from; i < stop; i++) {
            if (tk.type(i) == BARE_ID
                    && tk.text(i).equals("loc")
                    && tk.type(i + 1) == LPAREN
                    && quiet.skipGroup(i + 1) == stop) return i;
        }
        return stop;
    }

    /** The last ':' outside brackets and regions, or -1. */
    private int lastTopColon(int from, int to) {
        int colon = -1;
        for (int i = from; i < to; ) {
            int t = tk.type(i);
            if (t == LBRACE || t == LPAREN || t == LBRACKET || t == LT) {
                i = quiet.skipGroup(i);
                continue;
            }
            if (t == COLON) colon = i;
            i++;
        }
        return colon;
    }

    /** {@code : t1, t2 into t3} -> [t1, t2, t3]. */
    private List<String> typesAfterLastColonSplitBy(int from, int to, String word) {
        List<String> raw = typesAfterLastColon(from, to);
        List<String> out = new ArrayList<>();
        for (String s : raw) {
            int k = s.indexOf(" " + word + " ");
            if (k >= 0) {
                out.add(s.substring(0, k).strip());
                out.add(s.substring(k + word.length() + 2).strip());
            } else {
                out.add(s);
            }
        }
        return out;
    }

    /** Types separated by top-level commas in {@code [from, to)}. */
    private List<String> splitTypes(int from, int to) {
        List<String> out = new ArrayList<>();
        int i = from;
        while (i < to) {
            int s = i;
            i = quiet.skipUntil(i, COMMA, -1);
            if (i > to) i = to;
            if (i > s) out.add(text(s, i));
            if (i >= to || tk.type(i) != COMMA) break;
            i++;
        }
        return out;
    }

    /** The first token of type {@code type} outside brackets and regions in {@code [from, to)}, or -1. */
    private int findTop(int from, int to, int type) {
        for (int i = from; i < to; ) {
            int t = tk.type(i);
            if (t == type) return i;
            if (t == LBRACE || t == LPAREN || t == LBRACKET || t == LT) {
                i = quiet.skipGroup(i);
                continue;
            }
            i++;
        }
        return -1;
    }

    private int findWord(int from, int to, String w) {
        for (int i = from; i < to; ) {
            int t = tk.type(i);
            if (t == BARE_ID && tk.text(i).equals(w)) return i;
            if (t == LBRACE || t == LPAREN || t == LBRACKET || t == LT) {
                i = quiet.skipGroup(i);
                continue;
            }
            i++;
        }
        return -1;
    }

    /** SSA references inside the first top-level {@code [...]}. */
    private int ssaInFirstBracket(int from, int to) {
        int at = findTop(from, to, LBRACKET);
        if (at < 0) return 0;
        int close = quiet.skipGroup(at);
        int n = 0;
        for (int i = at + 1; i < close; i++) if (tk.type(i) == SSA_ID) n++;
        return n;
    }

    private String text(int fromTok, int toTokExclusive) {
        if (toTokExclusive <= fromTok) return "";
        return canonical.of(tk.text().substring(tk.start(fromTok), tk.end(toTokExclusive - 1)));
    }
}
