package io.dialectic.toolchain.campaign;

import java.util.List;

/** One program of a corpus: its key (relative path or run id), path, text and extra tool flags from the corpus index. */
public record CorpusProgram(String key, String path, String text, List<String> flags) {}
