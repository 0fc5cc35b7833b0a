package io.dialectic.bench.analyze;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code dialectic} in a fresh JVM, as the launcher starts it.
 *
 * @param javaAndOptions the java command and the JVM options
 * @param classPathAndMain {@code -cp}, the class path and the main class
 */
public record ChildJvm(List<String> javaAndOptions, List<String> classPathAndMain) {
    List<String> command(List<String> moreOptions, List<String> args) {
        List<String> c = new ArrayList<>(javaAndOptions);
        c.addAll(moreOptions);
        c.addAll(classPathAndMain);
        c.addAll(args);
        return c;
    }
}
