package io.dialectic.app.ui;

import io.dialectic.ir.odg.OdgIndex;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.IntStream;

/**
 * The op class a crash's stack names, read from its normalised frames (toolchain {@code FrameNormalizer}):
 * the topmost meaningful frame that is a member of an ODS op class, {@code mlir::affine::AffineForOp::fold}
 * naming {@code affine.for}. The C++ class is matched to op names without a table: dialect namespace =
 * dialect, class name without "Op" = the op name without dots and underscores, compared ignoring case,
 * with or without the dialect repeated in front ({@code AffineFor}, {@code TruncI}, {@code ExtractStridedMetadata}).
 *
 * @param frame     index of the frame among the meaningful ones (0 = top)
 * @param className {@code mlir::affine::AffineForOp}
 */
public record CrashOp(int frame, String className, String dialect, String opKey) {
    private static final Pattern OP_CLASS = Pattern.compile("mlir::([A-Za-z0-9_]+)::([A-Z][A-Za-z0-9_]*)Op(?=::|$)");

    /** The topmost frame naming an op class, if any. */
    public static Optional<CrashOp> of(List<String> frames) {
        for (int i = 0; i < frames.size(); i++) {
            Matcher m = OP_CLASS.matcher(frames.get(i));
            if (m.find()) {
                return Optional.of(new CrashOp(
                        i,
                        m.group(),
                        m.group(1).toLowerCase(Locale.ROOT),
                        m.group(2).toLowerCase(Locale.ROOT)));
            }
        }
        return Optional.empty();
    }

    /** Whether {@code opName} ({@code affine.for}) is an op of this class. */
    public boolean names(String opName) {
        int dot = opName.indexOf('.');
        if (dot < 0 || !opName.substring(0, dot).equalsIgnoreCase(dialect)) return false;
        String rest =
                opName.substring(dot + 1).replace("_", "").replace(".", "").toLowerCase(Locale.ROOT);
        return rest.equals(opKey) || (opKey.startsWith(dialect) && rest.equals(opKey.substring(dialect.length())));
    }

    /** The ODG nodes that are ops of this class, ascending. */
    public int[] nodesIn(OdgIndex g) {
        return IntStream.range(0, g.nodeCount())
                .filter(i -> names(g.node(i).name()))
                .toArray();
    }
}
