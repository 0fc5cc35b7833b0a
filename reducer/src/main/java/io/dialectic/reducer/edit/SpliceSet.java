package io.dialectic.reducer.edit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A set of splices applied together to one text. Splices nested inside a
 * larger one are dropped (deleting an op deletes its insides anyway); two
 * splices that partly overlap make the set inapplicable, which the caller
 * treats as a candidate that cannot be built.
 */
public final class SpliceSet {
    private final List<Splice> splices = new ArrayList<>();

    public SpliceSet add(Splice s) {
        splices.add(s);
        return this;
    }

    public SpliceSet addAll(List<Splice> more) {
        splices.addAll(more);
        return this;
    }

    public boolean isEmpty() {
        return splices.isEmpty();
    }

    /**
     * The edited text, or null when two splices partly overlap. Deletions
     * that would leave a line with only whitespace also remove that line,
     * so removed ops do not leave blank lines behind.
     */
    public String applyTo(String text) {
        List<Splice> sorted = new ArrayList<>(splices);
        sorted.sort(Comparator.comparingInt(Splice::start)
                .thenComparing(Comparator.comparingInt(Splice::end).reversed()));
        List<Splice> kept = new ArrayList<>();
        for (Splice s : sorted) {
            if (s.end() > text.length()) return null;
            if (!kept.isEmpty()) {
                Splice last = kept.get(kept.size() - 1);
                if (last.contains(s)
                        && !(s.start() == s.end() && (s.start() == last.start() || s.start() == last.end()))) continue;
                if (s.start() < last.end()) return null;
            }
            kept.add(s);
        }
        StringBuilder out = new StringBuilder(text.length());
        int pos = 0;
        for (Splice s : kept) {
            int start = s.start();
            int end = s.end();
            if (s.replacement().isEmpty() && end > start) {
                int ls = lineStart(text, start);
                int le = lineEnd(text, end);
                if (ls >= pos
                        && text.substring(ls, start).isBlank()
                        && text.substring(end, le).isBlank()) {
                    start = ls;
                    end = le < text.length() ? le + 1 : le;
                }
            }
            out.append(text, pos, start).append(s.replacement());
            pos = end;
        }
        out.append(text, pos, text.length());
        return out.toString();
    }

    private static int lineStart(String t, int i) {
        int p = t.lastIndexOf('\n', i - 1);
        return p + 1;
    }

    private static int lineEnd(String t, int i) {
        int p = t.indexOf('\n', i);
        return p < 0 ? t.length() : p;
    }
}
