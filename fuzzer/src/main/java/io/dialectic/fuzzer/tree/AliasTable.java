package io.dialectic.fuzzer.tree;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The file-level attribute and type aliases of a program ({@code #map = affine_map<...>},
 * {@code !t = ...}), used to write their definitions in place: a mutant that
 * takes an op from a donor program must not refer to the donor's aliases.
 */
public final class AliasTable {
    private static final Pattern DEF = Pattern.compile("(?m)^\\s*([#!][A-Za-z_][\\w.$-]*)\\s*=\\s*(.+?)\\s*$");
    private static final Pattern REF = Pattern.compile("[#!][A-Za-z_][\\w.$-]*");
    private final Map<String, String> definitions = new LinkedHashMap<>();

    /** Reads the alias definitions from {@code preamble}, the text before the first top-level op. */
    public static AliasTable parse(String preamble) {
        AliasTable t = new AliasTable();
        Matcher m = DEF.matcher(preamble);
        while (m.find()) {
            // Definitions refer only to earlier aliases, so expanding in order is complete.
            String def = m.group(2);
            // Inside a location, a location alias stands for the bare location: loc(callsite(#loc1 at #loc2)).
            t.definitions.put(
                    m.group(1), def.startsWith("loc(") ? "loc(" + t.expand(def.substring(4), true) : t.expand(def));
        }
        return t;
    }

    public int size() {
        return definitions.size();
    }

    /** {@code text} with every alias reference replaced by its definition. */
    public String expand(String text) {
        return expand(text, false);
    }

    private String expand(String text, boolean insideLocation) {
        if (text == null || definitions.isEmpty() || (text.indexOf('#') < 0 && text.indexOf('!') < 0)) return text;
        Matcher m = REF.matcher(text);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String def = definitions.get(m.group());
            if (def != null && insideLocation && def.startsWith("loc(") && def.endsWith(")"))
                def = def.substring(4, def.length() - 1);
            m.appendReplacement(sb, Matcher.quoteReplacement(def != null ? def : m.group()));
        }
        m.appendTail(sb);
        return sb.toString();
    }
}
