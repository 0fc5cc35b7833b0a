package io.dialectic.app.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;

/**
 * MLIR source as a {@link TextFlow} of styled {@link Text} runs (no rich-text
 * library, no WebView). The lexer is deliberately shallow: colouring needs
 * token classes, not a parse, and it must never fail on invalid fuzzer output.
 * Classes (styled in app.css): {@code mlir-comment}, {@code mlir-string},
 * {@code mlir-value} ({@code %x}), {@code mlir-block} ({@code ^bb0}),
 * {@code mlir-symbol} ({@code @f}), {@code mlir-attr} ({@code #map}),
 * {@code mlir-type-alias} ({@code !t}), {@code mlir-op} ({@code arith.addi}),
 * {@code mlir-type} (builtin types), {@code mlir-number}, {@code mlir-keyword}.
 */
public final class MlirText {
    /** Longer texts are shown plain: thousands of Text nodes per screen would make the view sluggish. */
    public static final int MAX_HIGHLIGHTED = 60_000;

    private static final Pattern TOKEN = Pattern.compile(String.join(
            "|",
            "(?<comment>//[^\\n]*)",
            "(?<string>\"(?:[^\"\\\\\\n]|\\\\.)*\")",
            "(?<value>%[\\w.$\\-#:]+)",
            "(?<block>\\^[\\w.$\\-]+)",
            "(?<symbol>@[\\w.$\\-]+|@\"[^\"\\n]*\")",
            "(?<attr>#[\\w.$\\-]+)",
            "(?<typealias>![\\w.$\\-]+)",
            "(?<op>\\b[a-z_][a-z0-9_]*\\.[a-z_][\\w.]*)",
            // Op names before types and keywords: "memref.load" and "func.func" are ops, not the type memref or the
            // word func.
            "(?<type>\\b(?:i\\d+|si\\d+|ui\\d+|f16|bf16|f32|f64|f80|f128|tf32|index|none|tensor|memref|vector|complex|tuple)\\b)",
            "(?<keyword>\\b(?:module|func|return|loc|dense|affine_map|affine_set|to|step|iter_args|ins|outs|true|false|unit)\\b)",
            "(?<number>\\b-?(?:0x[0-9a-fA-F]+|\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?)\\b)"));

    private static final String[] GROUPS = {
        "comment", "string", "value", "block", "symbol", "attr", "typealias", "op", "type", "keyword", "number"
    };

    private MlirText() {}

    /** The styled runs of {@code text}; plain runs carry {@code mlir-plain}. */
    public static List<Text> runs(String text) {
        List<Text> out = new ArrayList<>();
        if (text.length() > MAX_HIGHLIGHTED) {
            out.add(styled(text, "mlir-plain"));
            return out;
        }
        Matcher m = TOKEN.matcher(text);
        int last = 0;
        while (m.find()) {
            if (m.start() > last) out.add(styled(text.substring(last, m.start()), "mlir-plain"));
            String cls = "mlir-plain";
            for (String g : GROUPS) {
                if (m.group(g) != null) {
                    cls = "mlir-" + (g.equals("typealias") ? "type-alias" : g);
                    break;
                }
            }
            out.add(styled(m.group(), cls));
            last = m.end();
        }
        if (last < text.length()) out.add(styled(text.substring(last), "mlir-plain"));
        return out;
    }

    /** A TextFlow showing {@code text} highlighted. */
    public static TextFlow flow(String text) {
        TextFlow f = new TextFlow();
        f.getStyleClass().add("mlir-code");
        f.getChildren().setAll(runs(text));
        return f;
    }

    /** Replaces the content of {@code f}. */
    public static void show(TextFlow f, String text) {
        f.getChildren().setAll(runs(text == null ? "" : text));
    }

    private static Text styled(String s, String cls) {
        Text t = new Text(s);
        t.getStyleClass().addAll("mlir", cls);
        return t;
    }
}
