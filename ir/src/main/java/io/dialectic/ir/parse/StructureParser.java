package io.dialectic.ir.parse;

import static io.dialectic.ir.parse.MLIRLexer.*;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Program;
import io.dialectic.ir.model.Region;
import io.dialectic.ir.model.SourceSpan;
import io.dialectic.ir.model.Value;
import io.dialectic.ir.ods.AssemblyFormat;
import io.dialectic.ir.ods.OpCatalog;
import io.dialectic.ir.ods.OpDefinition;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds the program model from the token stream.
 *
 * <p><b>Iterative by design.</b> Every open construct (the file, a region
 * body, an op being read) is a {@link Frame} on an explicit stack; the loop in
 * {@link #parse()} steps the top frame, which consumes tokens and may push a
 * frame for a region it opens. No Java recursion follows the nesting of the
 * input, so a program nested 10,000 regions deep (or deeper) cannot overflow
 * the thread stack; an ANTLR-generated recursive-descent parser could.
 *
 * <p><b>Generic form</b> is read exactly:
 * {@code %r:2 = "d.op"(%a, %b#1)[^bb1, ^bb2] <{props}> ({region}, {region}) {attrs} : (t1, t2) -> (t3, t4) loc(...)}.
 * A region is {@code { ops }} or {@code { ^bb0(%x: t loc(..)): ops ^bb1: ops }}.
 *
 * <p><b>Custom form</b> is read structurally: optional results
 * {@code %a, %b:2 =}, a bare op name (see {@link OpNames}), then any tokens up
 * to the end of the op; within them every SSA reference is a use (or a
 * binding, see {@link NameResolver}), every {@code ^label} a successor, and a
 * '{' that opens a region is read as nested ops; {@code ( [ < {attr}} groups
 * are balanced. Where an op ends and what a '{' opens are decided by
 * {@link CustomFormLayout}.
 *
 * <p>At file level also: alias definitions {@code #map = ...}/{@code !t = ...}
 * and <code>{-# ... #-}</code> metadata. A {@code // -----} line is a comment here
 * (split first with {@link MlirReader#splitInputFile}).
 */
final class StructureParser {
    private final TokenBuffer tk;
    private final Program program;
    private final Diagnostics diags;
    private final BalancedScanner scanner;
    private final CustomFormLayout layout;
    private final OpCatalog catalog;
    private final DeclarativeFormReader formReader;
    private final HandWrittenForms handWritten;
    /** Alias definitions of the file, {@code #map} / {@code !t} -> the text after '='. */
    private final Map<String, String> aliasValues = new HashMap<>();
    /** Types read by definition are canonical as soon as read, so type relations see the type, not an alias. */
    private final CanonicalTypes canonical = new CanonicalTypes(aliasValues);

    private final ArrayDeque<Frame> stack = new ArrayDeque<>();
    private final List<OpRecord> records = new ArrayList<>();
    private int p;

    StructureParser(TokenBuffer tk, Program program, Diagnostics diags, OpCatalog catalog) {
        this.tk = tk;
        this.catalog = catalog;
        this.program = program;
        this.diags = diags;
        this.scanner = new BalancedScanner(tk, diags);
        this.layout = new CustomFormLayout(tk);
        this.formReader = new DeclarativeFormReader(tk, canonical);
        this.handWritten = new HandWrittenForms(tk, canonical);
    }

    /** Parses the whole text, then resolves names. */
    void parse() {
        stack.push(new BodyFrame(null, program.topLevel(), new Scope(null), -1, null));
        while (!stack.isEmpty()) stack.peek().step();
        new NameResolver(tk, diags).resolve(records);
        for (OpRecord r : records) if (r.customSyntax && !r.op.regions().isEmpty()) RegionArguments.type(r);
        canonical.apply(program); // generic form too: the printer's own spacing (array<4 x i64>) is normalised alike
    }

    /** A zero-length span at character {@code offset}: where an op the text leaves implicit stands. */
    private SourceSpan pointAt(int offset) {
        int line = tk.lineOf(offset);
        return new SourceSpan(offset, offset, line, tk.columnOf(offset, line));
    }

    private SourceSpan span(int firstTok, int lastTok) {
        return new SourceSpan(tk.start(firstTok), tk.end(lastTok), tk.line(firstTok), tk.column(firstTok));
    }

    /** One open construct; {@link #step()} consumes tokens and pops or pushes frames. */
    private abstract static class Frame {
        abstract void step();
    }

    // ------------------------------------------------------------------ bodies

    /** The body of a region (between its braces) or the file's top level (open == -1). */
    private final class BodyFrame extends Frame {
        final Region region;
        final Scope scope;
        final int open;
        final Operation owner;
        Block block;
        int blockFirst = -1;

        BodyFrame(Region region, Block block, Scope scope, int open, Operation owner) {
            this.region = region;
            this.block = block;
            this.scope = scope;
            this.open = open;
            this.owner = owner;
        }

        boolean isTop() {
            return open < 0;
        }

        Block currentBlock(int firstTok) {
            if (block == null) {
                block = region.addBlock(null);
                blockFirst = firstTok;
            }
            if (blockFirst < 0) blockFirst = firstTok;
            return block;
        }

        void opEnded(int lastTok) {
            if (!isTop() && blockFirst >= 0) block.setSpan(span(blockFirst, lastTok));
        }

        @Override
        void step() {
            int t = tk.type(p);
            switch (t) {
                case TokenBuffer.EOF -> {
                    if (!isTop()) {
                        diags.at(open, "'{' is not closed before the end of input");
                        region.setSpan(span(open, Math.max(open, p - 1)));
                    }
                    stack.pop();
                }
                case RBRACE -> {
                    if (isTop()) {
                        diags.at(p, "unmatched '}'");
                        p++;
                    } else {
                        region.setSpan(span(open, p));
                        p++;
                        stack.pop();
                    }
                }
                case CARET_ID -> blockLabel();
                case SSA_ID, STRING, BARE_ID -> startOperation(this);
                case FILE_METADATA_BEGIN -> metadata();
                case HASH_ID, BANG_ID -> {
                    if (tk.type(p + 1) == EQUAL) aliasDefinition();
                    else unexpected("an operation");
                }
                default -> unexpected("an operation");
            }
        }

        /** {@code ^label(%a: t, %b: t loc(..)):} starts a new block of this region. */
        private void blockLabel() {
            int labelTok = p;
            String label = tk.text(p);
            p++;
            Block b;
            if (isTop()) {
                diags.at(labelTok, "block label " + label + " outside of a region");
                b = null;
            } else {
                b = region.addBlock(label);
                if (!scope.defineBlock(label, b)) diags.name(labelTok, "redefinition of block " + label);
                block = b;
                blockFirst = labelTok;
            }
            if (tk.type(p) == LPAREN) {
                p++;
                if (tk.type(p) == RPAREN) {
                    p++;
                } else {
                    for (; ; ) {
                        if (tk.type(p) != SSA_ID) {
                            diags.at(p, "expected a block argument, found " + diags.show(p));
                            p = scanner.skipUntil(p, RPAREN, COLON);
                            if (tk.type(p) == RPAREN) p++;
                            break;
                        }
                        int nameTok = p++;
                        String type = null;
                        if (tk.type(p) == COLON) {
                            int s = ++p;
                            p = scanner.skipType(p);
                            if (p > s) type = tk.text().substring(tk.start(s), tk.end(p - 1));
                            else diags.at(p, "expected a type for block argument " + tk.text(nameTok));
                        } else {
                            diags.at(p, "expected ':' and a type after block argument " + tk.text(nameTok));
                        }
                        if (tk.type(p) == BARE_ID && tk.text(p).equals("loc") && tk.type(p + 1) == LPAREN) {
                            p = scanner.skipGroup(p + 1);
                        }
                        if (b != null) {
                            String name = tk.text(nameTok);
                            Value v = b.addArgument(name, type);
                            if (!scope.define(name, new Value[] {v})) diags.name(nameTok, "redefinition of " + name);
                        }
                        if (tk.type(p) == COMMA) {
                            p++;
                            continue;
                        }
                        if (tk.type(p) == RPAREN) {
                            p++;
                        } else {
                            diags.at(p, "expected ',' or ')' in block argument list, found " + diags.show(p));
                        }
                        break;
                    }
                }
            }
            if (tk.type(p) == COLON) {
                p++;
            } else {
                diags.at(p, "expected ':' after block label " + label);
            }
            if (b != null) b.setSpan(span(labelTok, p - 1));
        }

        /** {@code #name = value} or {@code !name = type} at file level, up to the next line that starts something. */
        private void aliasDefinition() {
            int first = p;
            program.addAlias(tk.text(p));
            p += 2;
            int col = tk.column(first);
            int valueStart = p;
            IntStack open = new IntStack();
            for (; ; ) {
                int t = tk.type(p);
                if (open.isEmpty()) {
                    if (t == TokenBuffer.EOF || t == RBRACE) break;
                    if (p > valueStart && tk.startsLine(p) && layout.startsNewOp(p, col, null)) break;
                }
                if (t == TokenBuffer.EOF) {
                    diags.at(open.peek(), diags.show(open.peek()) + " is not closed");
                    break;
                }
                if (BalancedScanner.isOpener(t)) open.push(p);
                else if (!open.isEmpty() && t == BalancedScanner.closerOf(tk.type(open.peek()))) open.pop();
                else if (t == ERROR && !containsLt(open)) diags.at(p, "unexpected character " + diags.show(p));
                p++;
            }
            if (p == valueStart) diags.at(p, "expected a value after '=' in alias definition");
            else aliasValues.putIfAbsent(tk.text(first), text(valueStart, p));
        }

        private void metadata() {
            int first = p;
            while (tk.type(p) != FILE_METADATA_END && tk.type(p) != TokenBuffer.EOF) p++;
            if (tk.type(p) == TokenBuffer.EOF) diags.at(first, "'{-#' is not closed by '#-}'");
            else p++;
        }

        void unexpectedAt(int tok, String what) {
            p = tok;
            unexpected(what);
        }

        /** Reports one unexpected token, then skips to a plausible restart point. */
        private void unexpected(String what) {
            diags.at(p, "expected " + what + ", found " + diags.show(p));
            p++;
            while (true) {
                int t = tk.type(p);
                if (t == TokenBuffer.EOF || t == RBRACE) return;
                if (tk.startsLine(p)
                        && (t == SSA_ID
                                || t == STRING
                                || t == BARE_ID
                                || t == CARET_ID
                                || t == HASH_ID
                                || t == BANG_ID
                                || t == FILE_METADATA_BEGIN)) return;
                p++;
            }
        }
    }

    private boolean containsLt(IntStack open) {
        for (int i = 0; i < open.size(); i++) if (tk.type(open.get(i)) == LT) return true;
        return false;
    }

    // ------------------------------------------------------------- operations

    /** Reads results and the op name, creates the op and pushes the frame that reads the rest. */
    private void startOperation(BodyFrame body) {
        int first = p;
        IntStack results = new IntStack();
        if (tk.type(p) == SSA_ID) {
            while (true) {
                results.push(p++);
                if (tk.type(p) == COMMA && tk.type(p + 1) == SSA_ID) {
                    p++;
                    continue;
                }
                break;
            }
            if (tk.type(p) != EQUAL) {
                body.unexpectedAt(p, "'=' after the result names");
                return;
            }
            p++;
        }
        int nameTok = p;
        int t = tk.type(p);
        if (t != STRING && t != BARE_ID) {
            body.unexpectedAt(p, "an operation name");
            return;
        }
        Block block = body.currentBlock(first);
        Operation op;
        boolean custom = t == BARE_ID;
        if (custom) {
            String written = tk.text(p);
            op = new Operation(OpNames.canonical(written, body.owner), Operation.Form.CUSTOM, block);
            op.setWrittenName(written);
            String unknown = OpNames.unknownCustomOp(op, written, catalog);
            if (unknown != null) diags.at(p, unknown);
        } else {
            String quoted = tk.text(p);
            op = new Operation(quoted.substring(1, quoted.length() - 1), Operation.Form.GENERIC, block);
        }
        block.addOperation(op);
        for (int k = 0; k < results.size(); k++) defineResults(body.scope, op, results.get(k));
        OpRecord rec = new OpRecord(op, body.scope, custom);
        records.add(rec);
        p++;
        stack.push(
                custom
                        ? new CustomOpFrame(body, rec, first, nameTok)
                        : new GenericOpFrame(body, rec, first, results.size()));
    }

    /** {@code %r} defines one result, {@code %r:3} three ({@code %r#0..2}). */
    private void defineResults(Scope scope, Operation op, int tok) {
        String text = tk.text(tok);
        int colon = text.indexOf(':');
        String name = colon < 0 ? text : text.substring(0, colon);
        int count = 1;
        if (colon >= 0) {
            try {
                count = Integer.parseInt(text.substring(colon + 1));
            } catch (NumberFormatException e) {
                count = -1;
            }
            if (count < 1 || count > 100_000) {
                diags.at(tok, "bad result count in " + text);
                count = 1;
            }
        }
        Value[] group = new Value[count];
        for (int i = 0; i < count; i++) group[i] = op.addResult(count == 1 ? name : name + "#" + i, null);
        if (!scope.define(name, group)) diags.name(tok, "redefinition of " + name);
    }

    /** Opens region {@code op.regions()[k]} at the '{' at {@code p}. */
    private void openRegion(BodyFrame body, OpRecord rec) {
        Region r = rec.op.addRegion();
        Scope s = new Scope(body.scope);
        rec.regionScopes.add(s);
        int open = p++;
        stack.push(new BodyFrame(r, null, s, open, rec.op));
    }

    /** The rest of a generic-form op, as a small state machine resumed after each region. */
    private final class GenericOpFrame extends Frame {
        private static final int OPERANDS = 0,
                SUCCESSORS = 1,
                PROPERTIES = 2,
                REGIONS = 3,
                NEXT_REGION = 4,
                ATTRIBUTES = 5,
                SIGNATURE = 6,
                LOCATION = 7;
        final BodyFrame body;
        final OpRecord rec;
        final int first;
        final int resultNames;
        int state = OPERANDS;
        int operandCount;

        GenericOpFrame(BodyFrame body, OpRecord rec, int first, int resultNames) {
            this.body = body;
            this.rec = rec;
            this.first = first;
            this.resultNames = resultNames;
        }

        @Override
        void step() {
            Operation op = rec.op;
            while (true) {
                switch (state) {
                    case OPERANDS -> {
                        if (tk.type(p) != LPAREN) {
                            diags.at(
                                    p,
                                    "expected '(' and the operand list of generic op \"" + op.name() + "\", found "
                                            + diags.show(p));
                            finish();
                            return;
                        }
                        p++;
                        operandCount = ssaList(RPAREN, false);
                        state = SUCCESSORS;
                    }
                    case SUCCESSORS -> {
                        if (tk.type(p) == LBRACKET) {
                            p++;
                            successorList();
                        }
                        state = PROPERTIES;
                    }
                    case PROPERTIES -> {
                        if (tk.type(p) == LT) {
                            int s = p;
                            p = scanner.skipGroup(p);
                            op.setProperties(text(s, p));
                        }
                        state = REGIONS;
                    }
                    case REGIONS -> {
                        state = ATTRIBUTES;
                        if (tk.type(p) == LPAREN && tk.type(p + 1) == LBRACE) {
                            p++;
                            state = NEXT_REGION;
                            openRegion(body, rec);
                            return;
                        }
                    }
                    case NEXT_REGION -> {
                        if (tk.type(p) == COMMA && tk.type(p + 1) == LBRACE) {
                            p++;
                            openRegion(body, rec);
                            return;
                        }
                        if (tk.type(p) == RPAREN) p++;
                        else
                            diags.at(
                                    p,
                                    "expected ',' or ')' after a region of \"" + op.name() + "\", found "
                                            + diags.show(p));
                        state = ATTRIBUTES;
                    }
                    case ATTRIBUTES -> {
                        if (tk.type(p) == LBRACE) {
                            int s = p;
                            p = scanner.skipGroup(p);
                            op.setAttributes(text(s, p));
                        }
                        state = SIGNATURE;
                    }
                    case SIGNATURE -> {
                        if (tk.type(p) == COLON) {
                            p++;
                            functionType();
                        } else {
                            diags.at(
                                    p,
                                    "expected ':' and the function type of generic op \"" + op.name() + "\", found "
                                            + diags.show(p));
                        }
                        state = LOCATION;
                    }
                    default -> {
                        if (tk.type(p) == BARE_ID && tk.text(p).equals("loc") && tk.type(p + 1) == LPAREN) {
                            p = scanner.skipGroup(p + 1);
                        }
                        finish();
                        return;
                    }
                }
            }
        }

        /** {@code %a, %b#1)}: returns the number of references read; {@code typed}: {@code ^bb(%x : t)} (old successor syntax). */
        private int ssaList(int close, boolean typed) {
            int n = 0;
            if (tk.type(p) == close) {
                p++;
                return 0;
            }
            while (true) {
                if (tk.type(p) != SSA_ID) {
                    diags.at(p, "expected an SSA value, found " + diags.show(p));
                    p = scanner.skipUntil(p, close, -1);
                    if (tk.type(p) == close) p++;
                    return n;
                }
                rec.uses.push(p++);
                n++;
                if (typed && tk.type(p) == COLON) p = scanner.skipType(p + 1);
                if (tk.type(p) == COMMA) {
                    p++;
                    continue;
                }
                if (tk.type(p) == close) p++;
                else diags.at(p, "expected ',' or " + (close == RPAREN ? "')'" : "']'") + ", found " + diags.show(p));
                return n;
            }
        }

        private void successorList() {
            while (true) {
                if (tk.type(p) != CARET_ID) {
                    diags.at(p, "expected a successor block, found " + diags.show(p));
                    p = scanner.skipUntil(p, RBRACKET, -1);
                    if (tk.type(p) == RBRACKET) p++;
                    return;
                }
                rec.successors.push(p++);
                if (tk.type(p) == LPAREN) {
                    p++;
                    ssaList(RPAREN, true);
                }
                if (tk.type(p) == COMMA) {
                    p++;
                    continue;
                }
                if (tk.type(p) == RBRACKET) p++;
                else diags.at(p, "expected ',' or ']' in successor list, found " + diags.show(p));
                return;
            }
        }

        /** {@code (t1, t2) -> t3} or {@code -> (t3, t4)}; assigns result types and checks counts. */
        private void functionType() {
            Operation op = rec.op;
            if (tk.type(p) != LPAREN) {
                diags.at(p, "expected '(' starting the function type of \"" + op.name() + "\", found " + diags.show(p));
                p = scanner.skipType(p);
                return;
            }
            p++;
            List<String> inputs = typeList();
            if (tk.type(p) != ARROW) {
                diags.at(p, "expected '->' in the function type of \"" + op.name() + "\", found " + diags.show(p));
                return;
            }
            p++;
            List<String> outputs;
            if (tk.type(p) == LPAREN) {
                int save = p;
                p++;
                outputs = typeList();
                if (tk.type(p) == ARROW) { // the single result is itself a function type
                    p = scanner.skipType(save);
                    outputs = List.of(text(save, p));
                }
            } else {
                int s = p;
                p = scanner.skipType(p);
                if (p == s) {
                    diags.at(p, "expected a result type, found " + diags.show(p));
                    outputs = List.of();
                } else {
                    outputs = List.of(text(s, p));
                }
            }
            op.setSignature(inputs, outputs);
            if (inputs.size() != operandCount) {
                diags.name(
                        first,
                        "\"" + op.name() + "\" has " + operandCount + " operand(s) but its function type lists "
                                + inputs.size());
            }
            int results = op.results().size();
            if (outputs.size() != results && (resultNames > 0 || results > 0 || !outputs.isEmpty())) {
                if (resultNames > 0 || outputs.size() < results) {
                    diags.name(
                            first,
                            "\"" + op.name() + "\" defines " + results + " result(s) but its function type lists "
                                    + outputs.size());
                }
            }
            for (int i = 0; i < Math.min(results, outputs.size()); i++)
                op.results().get(i).setType(outputs.get(i));
        }

        /** After '(': types separated by ',' up to ')'. */
        private List<String> typeList() {
            List<String> out = new ArrayList<>();
            if (tk.type(p) == RPAREN) {
                p++;
                return out;
            }
            while (true) {
                int s = p;
                p = scanner.skipUntil(p, COMMA, RPAREN);
                if (p == s) {
                    diags.at(p, "expected a type, found " + diags.show(p));
                } else {
                    out.add(text(s, p));
                }
                if (tk.type(p) == COMMA) {
                    p++;
                    continue;
                }
                if (tk.type(p) == RPAREN) p++;
                else diags.at(p, "expected ',' or ')' in a type list, found " + diags.show(p));
                return out;
            }
        }

        private void finish() {
            rec.op.setSpan(span(first, p - 1));
            body.opEnded(p - 1);
            stack.pop();
        }
    }

    /** The rest of a custom-form op: balanced tokens, with regions read as nested bodies. */
    private final class CustomOpFrame extends Frame {
        final BodyFrame body;
        final OpRecord rec;
        final int first;
        final int nameTok;
        final int firstColumn;
        /** Open brackets of the op, as token indices. */
        final IntStack open = new IntStack();

        int ltDepth;
        int braceDepth;
        /** The last ':' outside any bracket and where the type after it ends (a region or the op's end). */
        int lastColon = -1;

        int colonEnd = -1;
        /** The '{' of the op's first top-level attribute dictionary, or -1. */
        int attrDict = -1;
        /** The last '>' that closed a type ({@code vector<4xi32>}), or -1. */
        int typeEnd = -1;
        /** The '}' that closed the op's attribute dictionary, or -1. */
        int attrDictEnd = -1;
        /** A punctuation problem was reported for this op (one is enough). */
        boolean reported;

        CustomOpFrame(BodyFrame body, OpRecord rec, int first, int nameTok) {
            this.body = body;
            this.rec = rec;
            this.first = first;
            this.nameTok = nameTok;
            this.firstColumn = tk.column(first);
        }

        @Override
        void step() {
            while (true) {
                int t = tk.type(p);
                if (open.isEmpty()) {
                    if (t == TokenBuffer.EOF || t == RBRACE) {
                        finish();
                        return;
                    }
                    if (tk.startsLine(p) && layout.startsNewOp(p, firstColumn, body.owner)) {
                        finish();
                        return;
                    }
                } else if (t == TokenBuffer.EOF || (t == RBRACE && braceDepth == 0)) {
                    diags.at(open.peek(), diags.show(open.peek()) + " in \"" + rec.op.name() + "\" is not closed");
                    open.clear();
                    ltDepth = braceDepth = 0;
                    finish();
                    return;
                }
                if (t == COLON && open.isEmpty()) {
                    lastColon = p;
                    colonEnd = -1;
                }
                if (!reported && ltDepth == 0 && juxtaposedType(p)) {
                    reported = true;
                    diags.at(p, "expected ':' or ',' before " + diags.show(p) + " in \"" + rec.op.name() + "\"");
                }
                if (!reported && ltDepth == 0 && t == BARE_ID && CustomFormLayout.isBrokenType(tk, p)) {
                    reported = true;
                    diags.at(
                            p,
                            "expected '<' after the type name in " + diags.show(p) + " of \"" + rec.op.name() + "\"");
                }
                if (!reported && ltDepth == 0 && missingItem(p)) {
                    reported = true;
                    diags.at(p, "expected a value next to " + diags.show(p) + " in \"" + rec.op.name() + "\"");
                }
                switch (t) {
                    case LBRACE -> {
                        if (ltDepth == 0 && braceDepth == 0 && layout.looksLikeRegion(p)) {
                            if (lastColon >= 0 && colonEnd < 0) colonEnd = p;
                            openRegion(body, rec);
                            return;
                        }
                        if (open.isEmpty() && rec.op.attributes().isEmpty()) attrDict = p;
                        open.push(p);
                        braceDepth++;
                    }
                    case LPAREN, LBRACKET -> open.push(p);
                    case LT -> {
                        open.push(p);
                        ltDepth++;
                    }
                    case RPAREN, RBRACKET, RBRACE, GT -> close(t);

                    case SSA_ID -> {
                        // At any depth: no type or attribute holds an SSA value (outside a string), so
                        // inside {...} or <...> it is custom syntax: pdl {"attr" = %a}, gpu.launch_func <%stream : t>.
                        rec.uses.push(isSignatureName(p) ? ~p : p);
                    }
                    case CARET_ID -> {
                        if (ltDepth == 0 && braceDepth == 0) rec.successors.push(p);
                    }
                    case ERROR -> {
                        if (ltDepth == 0) diags.at(p, "unexpected character " + diags.show(p));
                    }
                    default -> {}
                }
                p++;
            }
        }

        /**
         * The separator at {@code i} lacks the value on one side, as when an SSA operand is deleted: a ',' after an
         * opener, the op name or another ',', or before a closer ({@code [%c0, ]}, {@code (, %b)},
         * {@code linalg.yield , %t}); a '(' before ':' or '=' ({@code ins( : f32)},
         * {@code in ( = %c)}); an '=' before ':', ',' or ')' ({@code @g = : t}). No printer of MLIR leaves such a hole. Inside {@code <...>} a dialect's own syntax is free
         * text and not judged (the caller checks).
         */
        private boolean missingItem(int i) {
            int before = tk.type(i - 1), after = tk.type(i + 1);
            boolean sameLine = tk.line(i + 1) == tk.line(i);
            return switch (tk.type(i)) {
                case COMMA -> before == LPAREN
                        || before == LBRACKET
                        || before == LBRACE
                        || before == COMMA
                        || i - 1 == nameTok
                        || after == RPAREN
                        || after == RBRACKET
                        || after == RBRACE; // not ':': vector.reduction <add>, %v, : t drops its accumulator so
                    // ( : ) is an empty optional operand group of a test format, not a hole
                case LPAREN -> sameLine && (after == COLON && tk.type(i + 2) != RPAREN || after == EQUAL);
                    // pdl's `attribute = 10` puts '=' right after the op name
                    // scf.for %i =  to %ub: a loop's lower bound gone
                case EQUAL -> sameLine
                        && (after == COLON
                                || after == COMMA
                                || after == RPAREN
                                || after == BARE_ID && tk.text(i + 1).equals("to"));
                default -> false;
            };
        }

        /** {@code %x:} directly inside a parenthesised list that follows a symbol: {@code @f(%arg0: i32)}. */
        private boolean isSignatureName(int i) {
            if (tk.type(i + 1) != COLON || open.isEmpty()) return false;
            int paren = open.peek();
            return tk.type(paren) == LPAREN && tk.type(paren - 1) == AT_ID;
        }

        private void close(int t) {
            if (!open.isEmpty() && BalancedScanner.closerOf(tk.type(open.peek())) == t) {
                int openedAt = open.pop();
                int o = tk.type(openedAt);
                if (openedAt == attrDict) {
                    attrDictEnd = p;
                    rec.op.setAttributes(text(openedAt, p + 1)); // the op's attribute dictionary
                    int bad = CustomFormLayout.badDictionaryEntry(tk, openedAt, p);
                    if (bad >= 0 && !reported) {
                        reported = true;
                        diags.at(
                                bad,
                                "expected '=', ',' or '}' after the attribute name in the dictionary of \""
                                        + rec.op.name() + "\", found " + diags.show(bad));
                    }
                }
                if (o == LT) {
                    ltDepth--;
                    if (CustomFormLayout.namesType(tk, openedAt - 1)) typeEnd = p;
                }
                if (o == LBRACE) braceDepth--;
                return;
            }
            if (ltDepth > 0) return; // free text inside a dialect body
            // a '>' that closes nothing outside any '<': what is left of a type whose '<' went (vector4xi1>); inside
            // another bracket it may be punctuation of a custom syntax
            if (t == GT && !open.isEmpty()) return;
            diags.at(p, "unexpected " + diags.show(p) + " in \"" + rec.op.name() + "\"");
        }

        /**
         * A type right after a value or another type, with no ':' or ',' between ({@code arith.constant 1.0 f32},
         * {@code return %3 tensor<?xf32>}, {@code (%arg0 memref<?xf32>)}, {@code memref<4xi8> vector<4xi8>}): no
         * custom syntax of MLIR puts a type there (a keyword does: {@code x i32}, {@code to i64}, {@code into}).
         */
        private boolean juxtaposedType(int i) {
            if (i - 1 <= nameTok || tk.line(i - 1) != tk.line(i)) return false;
            int prev = tk.type(i - 1);
            // two values with no ',' between: %c0 %c0 (no custom syntax of MLIR writes two SSA names side by side)
            if (tk.type(i) == SSA_ID) return prev == SSA_ID;
            // %arg0 !transform.any_op, @var !spirv.ptr<..>, {attrs} !transform.any_op
            if (tk.type(i) == BANG_ID)
                return prev == SSA_ID
                        || prev == INT
                        || prev == FLOAT
                        || prev == AT_ID
                        || prev == RBRACE && attrDictEnd == i - 1;
            // a function type with no ':' before it: in %arg1  (!transform.any_op) -> ..., {}  (i32) -> (i32)
            // (memref.transpose %v (i, j) -> (j, i) is a permutation, no type)
            if (tk.type(i) == LPAREN
                    && !tk.adjacent(i - 1)
                    && (prev == SSA_ID || prev == RBRACE && attrDictEnd == i - 1))
                return (tk.type(i + 1) == BANG_ID || CustomFormLayout.startsType(tk, i + 1))
                        && tk.type(new BalancedScanner(tk, null).skipGroup(i)) == ARROW;
            if (!CustomFormLayout.startsType(tk, i)) return false;
            return switch (prev) {
                case SSA_ID, INT, FLOAT, HEX_INT, AT_ID, RBRACKET -> true; // @g tensor<4xi32>, %m[%i] memref<4xf32>
                case GT -> true; // a type or an attribute ended: vector<4xi8> vector<4xi8>, dense<1> tensor<2xi64>
                case BARE_ID -> CustomFormLayout.isBuiltinTypeWord(tk.text(i - 1));
                case RPAREN -> true; // memref.alloc() memref<4xf32>
                case RBRACE -> attrDictEnd == i - 1; // memref.dealloc %m {attr}  memref<4xf32>
                default -> false;
            };
        }

        private void finish() {
            rec.op.setSpan(span(first, p - 1));
            if (!reported && FUNCTION_OPS.contains(rec.op.name())) {
                // func.func [visibility, linkage words] @name(...): a function's printer always writes its argument
                // list
                int sym = nameTok + 1;
                while (sym < p && tk.type(sym) == BARE_ID) sym++;
                boolean named = sym < p && tk.type(sym) == AT_ID;
                if (sym >= p || named && (sym + 1 >= p || tk.type(sym + 1) != LPAREN)) {
                    int at = named ? sym + 1 : sym;
                    diags.at(
                            at,
                            "expected " + (named ? "'(' and the arguments" : "the '@' symbol name") + " of \""
                                    + rec.op.name() + "\", found " + diags.show(at));
                }
            }
            OpDefinition def = catalog.get(rec.op.name());
            if (!readByDefinition(def) && lastColon >= 0) typeSignature(lastColon + 1, colonEnd < 0 ? p : colonEnd);
            if (def != null) {
                ImplicitStructure.addElidedTerminators(rec.op, def, StructureParser.this::pointAt);
                if (def.customParser()
                        && rec.op.regions().isEmpty()
                        && rec.op.name().startsWith("linalg.")) {
                    String n = rec.op.name();
                    if (n.equals("linalg.transpose") || n.equals("linalg.broadcast")) {
                        NamedOpBodies.addCopyBody(rec.op, pointAt(rec.op.span().end()));
                    } else {
                        NamedOpBodies.addBody(rec.op, pointAt(rec.op.span().end()));
                    }
                }
            }
            body.opEnded(p - 1);
            stack.pop();
        }

        /** Reads the op with its ODS definition (declarative format or a hand-written reader); false if it could not. */
        private boolean readByDefinition(OpDefinition def) {
            if (def == null) {
                // affine.dma_start/dma_wait are C++-only ops (no ODS record): their subscripts still dedupe
                if (rec.op.name().startsWith("affine.dma_")) handWritten.apply(rec, null, nameTok + 1, p);
                return false;
            }
            if (def.customParser()) return handWritten.apply(rec, def, nameTok + 1, p);
            AssemblyFormat f = def.assemblyFormat();
            if (f == null) return false;
            DeclarativeFormReader.Match m = formReader.read(def, f, nameTok + 1, p);
            if (m == null && formReader.missingAt >= 0 && !reported) {
                reported = true;
                int at = formReader.missingAt;
                String found = at < p ? diags.show(at) : "the end of the op";
                diags.at(
                        Math.min(at, p - 1),
                        "expected " + formReader.missing + " in \"" + rec.op.name() + "\", found " + found);
            }
            return m != null && OdsTyping.apply(def, m, rec);
        }

        /**
         * Types from the op's trailing signature, where the custom form makes
         * them unambiguous: {@code : (t1, t2) -> (t3, t4)} (any op) gives the
         * signature's operand types and, when the counts match, the result
         * types; a single {@code : t} is the result type only of an op with one
         * result and no SSA reference at all ({@code arith.constant 0 : i32},
         * {@code memref.alloc() : memref<4xf32>}), where it cannot describe an
         * operand. Anything else (a {@code : t} that may be an operand's type,
         * {@code : t1 to t2}) is left unknown.
         */
        private void typeSignature(int from, int to) {
            BalancedScanner quiet = new BalancedScanner(tk, null);
            Operation op = rec.op;
            if (from >= to) return;
            if (tk.type(from) == LPAREN) {
                int close = quiet.skipGroup(from);
                if (tk.type(close) != ARROW || quiet.skipType(close + 1) != to) return;
                List<String> inputs = splitTypes(quiet, from, close);
                List<String> outputs = tk.type(close + 1) == LPAREN && quiet.skipGroup(close + 1) == to
                        ? splitTypes(quiet, close + 1, to)
                        : List.of(text(close + 1, to));
                op.setSignature(inputs, outputs);
                if (outputs.size() == op.results().size()) {
                    for (int i = 0; i < outputs.size(); i++) op.results().get(i).setType(outputs.get(i));
                }
            } else if (op.results().size() == 1 && rec.uses.isEmpty() && quiet.skipType(from) == to) {
                op.results().get(0).setType(text(from, to));
            }
        }
    }

    /** Ops whose printer always writes {@code [visibility] @name(arguments)} after the op name. */
    private static final Set<String> FUNCTION_OPS = Set.of("func.func", "llvm.func", "gpu.func", "spirv.func");

    /** The types of the parenthesised list from {@code open} up to (not including) index {@code end}. */
    private List<String> splitTypes(BalancedScanner quiet, int open, int end) {
        List<String> out = new ArrayList<>();
        for (int[] item : quiet.listItems(open, end)) out.add(text(item[0], item[1]));
        return out;
    }

    private String text(int fromTok, int toTokExclusive) {
        if (toTokExclusive <= fromTok) return "";
        return tk.text().substring(tk.start(fromTok), tk.end(toTokExclusive - 1));
    }
}
