package io.dialectic.toolchain;

import java.util.ArrayList;
import java.util.List;

/**
 * A pass pipeline: the one type toolchain, semantics, fuzzer and reducer share, a name and its items in order. Items
 * keep their anchors and options, written the way the shared crash corpus writes them (its {@code meta.json}):
 * <ul>
 *   <li>items: {@code PASS}, {@code PASS{opt=v opt2=w}}, or {@code ANCHOR:PASS} for a pass that must
 *       run nested under an op ({@code func.func:mesh-spmdization});</li>
 *   <li>nothing nested: one {@code --PASS} (or {@code --PASS=opts}) argument per item;</li>
 *   <li>anything nested: one {@code --pass-pipeline=builtin.module(a,func.func(b),c)} argument, each
 *       nested item wrapped on its own (not merged with its neighbours, as in the corpus).</li>
 * </ul>
 * Every item ends up inside one argv element: a pass string is never split or shell-interpreted. An item is kept in
 * one spelling ({@link Item#text()}): the flag spelling {@code PASS=opts} of older run records reads as
 * {@code PASS{opts}}, so its pass name never carries the options.
 *
 * <p>Run requests and run records carry the items alone ({@code List<String>}); the static methods read such lists.
 *
 * @param name  what the pipeline is called where it is shown ({@code O0}, a JIT cell's words); the joined items
 *              when it has no name of its own
 * @param items the items, each in its one spelling
 */
public record PassPipeline(String name, List<String> items) {
    public PassPipeline {
        items = items.stream().map(i -> Item.parse(i).text()).toList();
        name = name == null ? join(items) : name;
    }

    /** The pipeline of {@code items}, named by them. */
    public static PassPipeline of(List<String> items) {
        return new PassPipeline(null, items);
    }

    /** The {@code mlir-opt} arguments that run it ({@link #toArgs}). */
    public List<String> flags() {
        return toArgs(items);
    }

    /** The one argument (or textual pipeline) that runs {@code item} alone: {@code --canonicalize}, {@code --a=b}. */
    public static String flag(String item) {
        return String.join(" ", toArgs(List.of(item)));
    }

    /** One parsed item: {@code anchor} is null when the pass runs on the module. */
    public record Item(String anchor, String pass, String options) {
        public static Item parse(String item) {
            String s = item.strip();
            String anchor = null;
            int brace = s.indexOf('{');
            int colon = s.indexOf(':');
            int equals = s.indexOf('=');
            if (colon > 0 && (brace < 0 || colon < brace) && (equals < 0 || colon < equals)) {
                anchor = s.substring(0, colon);
                s = s.substring(colon + 1);
                brace = s.indexOf('{');
            }
            String options = null;
            int eq = s.indexOf('=');
            if (brace >= 0 && s.endsWith("}") && (eq < 0 || brace < eq)) {
                options = s.substring(brace + 1, s.length() - 1);
                s = s.substring(0, brace);
            } else if (eq > 0 && !s.startsWith("-")) {
                // the flag spelling PASS=opts (--PASS=opts without its dashes), as older records write an item
                options = s.substring(eq + 1);
                s = s.substring(0, eq);
            }
            return new Item(anchor, s, options);
        }

        /** {@code pass} or {@code pass{options}}, as written inside a textual pipeline. */
        public String inPipeline() {
            return options == null ? pass : pass + "{" + options + "}";
        }

        /** Back to the item string. */
        public String text() {
            return (anchor == null ? "" : anchor + ":") + inPipeline();
        }
    }

    /**
     * The pass an item runs, as the pass catalog names it: without anchor(s) and options
     * ({@code func.func:canonicalize{max-iterations=1}} and {@code gpu.module:func.func:cse} give
     * {@code canonicalize} and {@code cse}); also for the {@code anchor:pass} names of a run's {@code passes_changed}.
     */
    public static String passName(String item) {
        String p = Item.parse(item).pass();
        int colon = p.lastIndexOf(':');
        return colon >= 0 ? p.substring(colon + 1) : p;
    }

    /** The arguments that run {@code items} in order. */
    public static List<String> toArgs(List<String> items) {
        List<Item> parsed = items.stream().map(Item::parse).toList();
        boolean nested = parsed.stream().anyMatch(i -> i.anchor() != null);
        List<String> args = new ArrayList<>();
        if (!nested) {
            for (Item i : parsed) args.add(i.options() == null ? "--" + i.pass() : "--" + i.pass() + "=" + i.options());
            return args;
        }
        args.add("--pass-pipeline=" + textual(parsed));
        return args;
    }

    /** {@code builtin.module(a,func.func(b),c)}. */
    public static String textual(List<Item> items) {
        StringBuilder sb = new StringBuilder("builtin.module(");
        for (int k = 0; k < items.size(); k++) {
            Item i = items.get(k);
            if (k > 0) sb.append(',');
            if (i.anchor() == null) {
                sb.append(i.inPipeline());
            } else {
                // Deeper nesting is written with '/': "gpu.module/gpu.func:PASS" -> gpu.module(gpu.func(PASS)).
                String[] path = i.anchor().split("/");
                for (String a : path) sb.append(a).append('(');
                sb.append(i.inPipeline());
                sb.append(")".repeat(path.length));
            }
        }
        return sb.append(')').toString();
    }

    /** Splits a comma-separated list of items ("cse,func.func:canonicalize{max-iterations=1}") at top-level commas. */
    public static List<String> splitItems(String text) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        StringBuilder cur = new StringBuilder();
        for (char c : text.toCharArray()) {
            if (c == '{') depth++;
            if (c == '}') depth--;
            if (c == ',' && depth == 0) {
                if (!cur.toString().isBlank()) out.add(cur.toString().strip());
                cur.setLength(0);
            } else {
                cur.append(c);
            }
        }
        if (!cur.toString().isBlank()) out.add(cur.toString().strip());
        return out;
    }

    /** The pipeline items as the corpus's {@code meta.json} writes them, joined with commas. */
    public static String join(List<String> items) {
        return String.join(",", items);
    }
}
