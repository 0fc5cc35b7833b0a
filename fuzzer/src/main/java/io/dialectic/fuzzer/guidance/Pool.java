package io.dialectic.fuzzer.guidance;

import io.dialectic.fuzzer.tree.TreeImport;
import io.dialectic.fuzzer.tree.TreeProgram;
import io.dialectic.ir.model.Program;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The programs mutation starts from, in the order they joined. Parsed models
 * are cached (least recently used out) since the same parents come back often;
 * parsing is a pure function of the text, so the cache never changes a result.
 */
public final class Pool {
    private final List<PoolEntry> entries = new ArrayList<>();
    private final Function<String, Program> reader;
    private final Map<Integer, Program> parsed;
    private final Map<Integer, String> refused = new LinkedHashMap<>();

    public Pool(Function<String, Program> reader, int cacheSize) {
        this.reader = reader;
        this.parsed = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Integer, Program> e) {
                return size() > cacheSize;
            }
        };
    }

    public void add(PoolEntry e) {
        entries.add(e);
    }

    public int size() {
        return entries.size();
    }

    public PoolEntry get(int i) {
        return entries.get(i);
    }

    public List<PoolEntry> entries() {
        return List.copyOf(entries);
    }

    /** A fresh editable tree of entry {@code i}, or null when the entry cannot be represented (remembered). */
    public TreeProgram tree(int i) {
        if (refused.containsKey(i)) return null;
        Program p = parsed.computeIfAbsent(i, k -> reader.apply(entries.get(k).text()));
        try {
            return TreeImport.of(p);
        } catch (TreeImport.ImportException e) {
            refused.put(i, e.getMessage());
            parsed.remove(i);
            return null;
        }
    }

    /** Entries that could not be turned into trees, with the reason (for the campaign log). */
    public int refusedCount() {
        return refused.size();
    }
}
