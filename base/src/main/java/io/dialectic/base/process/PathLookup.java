package io.dialectic.base.process;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Finding an executable by name on {@code PATH}: the one lookup. */
public final class PathLookup {
    private PathLookup() {}

    /** The directories of this process's {@code PATH}, in order. */
    public static List<Path> directories() {
        String path = System.getenv("PATH");
        List<Path> dirs = new ArrayList<>();
        if (path != null) for (String d : path.split(File.pathSeparator)) if (!d.isEmpty()) dirs.add(Path.of(d));
        return dirs;
    }

    /** The first executable file {@code name} in {@code dirs}. */
    public static Optional<Path> find(String name, List<Path> dirs) {
        for (Path d : dirs) {
            Path p = d.resolve(name);
            if (Files.isExecutable(p) && !Files.isDirectory(p)) return Optional.of(p);
        }
        return Optional.empty();
    }

    /** The first executable file {@code name} on {@code PATH}. */
    public static Optional<Path> find(String name) {
        return find(name, directories());
    }
}
