package io.dialectic.reducer.transform;

import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Region;
import io.dialectic.reducer.algorithm.Rewrite;
import io.dialectic.reducer.algorithm.Transformation;
import io.dialectic.reducer.edit.Splice;
import io.dialectic.reducer.tree.OpTree;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns a custom-form {@code func.func} definition into a private declaration:
 * its body goes, and {@code private} is added when no visibility is written (a
 * public declaration does not verify). HDD cannot do this: a body's
 * terminator is not a unit, so a function whose body does not matter keeps
 * its {@code return} (shared case v19_r1_c00211, where the crash needs only
 * that {@code @f1} exists).
 *
 * <pre>
 * before: func.func private @f1() {
 *           return
 *         }
 * after:  func.func private @f1()
 * </pre>
 */
public final class DropFunctionBody implements Transformation {
    private static final Pattern HEADER = Pattern.compile("^func\\.func\\s+(private\\s+|public\\s+|nested\\s+)?@");

    @Override
    public String name() {
        return "drop-function-body";
    }

    @Override
    public List<Rewrite> rewrites(OpTree tree) {
        String text = tree.text();
        List<Rewrite> out = new ArrayList<>();
        for (Operation op : tree.program().allOperations()) {
            if (op.form() != Operation.Form.CUSTOM
                    || !op.name().equals("func.func")
                    || !op.span().isKnown()
                    || op.regions().size() != 1) continue;
            Region body = op.regions().get(0);
            if (body.blocks().isEmpty() || body.span() == null || !body.span().isKnown()) continue;
            Matcher m =
                    HEADER.matcher(text.substring(op.span().start(), body.span().start()));
            if (!m.find() || (m.group(1) != null && !m.group(1).startsWith("private"))) continue;
            int start = body.span().start();
            while (start > op.span().start() && (text.charAt(start - 1) == ' ' || text.charAt(start - 1) == '\t'))
                start--;
            List<Splice> splices = new ArrayList<>();
            if (m.group(1) == null)
                splices.add(
                        new Splice(op.span().start() + m.end() - 1, op.span().start() + m.end() - 1, "private "));
            splices.add(new Splice(start, body.span().end(), ""));
            String symbol =
                    text.substring(op.span().start() + m.end() - 1, start).split("[\\s(]")[0];
            out.add(new Rewrite("body of " + symbol, splices));
        }
        return out;
    }
}
