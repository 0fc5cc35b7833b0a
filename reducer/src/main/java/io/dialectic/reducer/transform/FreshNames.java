package io.dialectic.reducer.transform;

import java.util.regex.Pattern;

/**
 * New SSA names {@code %r0, %r1, ...} for one edit of a program text, skipping
 * any the text already uses, shared by everything that invents values in
 * that edit so no two of them get the same name.
 */
final class FreshNames {
    private final String text;
    private int next;

    FreshNames(String text) {
        this.text = text;
    }

    String next() {
        String name;
        do {
            name = "%r" + next++;
        } while (Pattern.compile(Pattern.quote(name) + "(?![\\w$.\\-])")
                .matcher(text)
                .find());
        return name;
    }
}
