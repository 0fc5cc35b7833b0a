package io.dialectic.ir.parse;

import io.dialectic.ir.model.Block;
import io.dialectic.ir.model.Operation;
import io.dialectic.ir.model.Value;
import java.util.List;

/**
 * The types of region arguments bound in a hand-written op's header ({@code scf.for %i = ...},
 * {@code affine.parallel (%i) = ...}), set after names are resolved: induction variables from the
 * bounds or {@code index}, iteration arguments from the op's results, scf.while's from its operands.
 */
final class RegionArguments {
    private RegionArguments() {}

    static void type(OpRecord rec) {
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
}
