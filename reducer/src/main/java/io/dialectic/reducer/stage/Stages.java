package io.dialectic.reducer.stage;

import java.util.List;

/** The stages of a crash reduction, in the order the hub runs them. */
public final class Stages {
    private Stages() {}

    /** confirm, screen, minimize, recheck, restart, walk-back, versions, outputs. */
    public static List<Stage> crashReduction() {
        Stage minimize = new Minimize();
        return List.of(
                new Confirm(),
                new Screen(),
                minimize,
                new Recheck(),
                new SymbolizedRestart(minimize),
                new WalkBack(),
                new OtherVersions(),
                new Outputs());
    }
}
