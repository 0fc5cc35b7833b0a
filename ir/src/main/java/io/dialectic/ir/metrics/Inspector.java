package io.dialectic.ir.metrics;

import io.dialectic.ir.model.Program;
import io.dialectic.ir.odg.OdgIndex;
import io.dialectic.ir.parse.MlirReader;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code dialectic inspect} shows, as a library call the app uses too:
 * split a file at {@code // -----} like {@code mlir-opt --split-input-file},
 * then parse, build the ODG and measure each chunk. Never throws on bad
 * MLIR: a chunk that does not parse is a partial model with diagnostics.
 */
public final class Inspector {
    private Inspector() {}

    public static List<InspectedChunk> inspect(String text, MetricsOptions options) {
        List<String> chunks = MlirReader.splitInputFile(text);
        List<InspectedChunk> out = new ArrayList<>(chunks.size());
        int cursor = 0;
        int line = 1;
        for (int k = 0; k < chunks.size(); k++) {
            String chunk = chunks.get(k);
            // Where the chunk starts in the file, for line numbers of the whole file.
            int at = text.indexOf(chunk, cursor);
            int startLine = 1;
            if (at >= 0) {
                line += countLines(text, cursor, at);
                startLine = line;
                line += countLines(text, at, at + chunk.length());
                cursor = at + chunk.length();
            }
            int blank = 0;
            while (blank < chunk.length() && Character.isWhitespace(chunk.charAt(blank))) blank++;
            int firstLine = startLine + countLines(chunk, 0, blank);
            Program program = MlirReader.read(chunk);
            OdgIndex odg = OdgIndex.of(program);
            out.add(new InspectedChunk(
                    k,
                    chunks.size(),
                    startLine - 1,
                    firstLine,
                    program,
                    odg,
                    ProgramMetrics.of(program, odg, options)));
        }
        return out;
    }

    private static int countLines(String s, int from, int to) {
        int n = 0;
        for (int i = from; i < to; i++) if (s.charAt(i) == '\n') n++;
        return n;
    }
}
