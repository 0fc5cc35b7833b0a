package io.dialectic.app.ui;

import io.dialectic.app.config.AppConfig;
import io.dialectic.app.data.ClusterQueries;
import io.dialectic.app.data.IrBugQueries;
import io.dialectic.app.data.MiscompileQueries;
import io.dialectic.app.data.OverviewQueries;
import io.dialectic.app.data.ProgramFeatures;
import io.dialectic.app.data.ProgramMetricsTable;
import io.dialectic.app.data.ProgramQueries;
import io.dialectic.app.data.ResultsDb;
import io.dialectic.app.data.ResultsLocation;
import io.dialectic.app.data.TriggerQueries;
import io.dialectic.app.triage.TriageStore;
import io.dialectic.toolchain.record.RunRecord;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The open results and everything the views share: the database, one query
 * object per view (each its own connection), the triage store, the background
 * runner and the status bar. Views subscribe to {@link #onRunsChanged} to
 * refresh when runs are added while the app is open (a live re-fuzz) or when
 * in-process features become available.
 */
public final class Workbench implements AutoCloseable {
    private final AppConfig config;
    private final ResultsDb db;
    private final ClusterQueries clusters;
    private final OverviewQueries overview;
    private final ProgramQueries programs;
    private final TriggerQueries triggers;
    private final MiscompileQueries miscompiles;
    private final IrBugQueries irBugs;
    private final TriageStore triage;
    private final StatusBar status;
    private final Background background;
    private final ProgramFeatures features;
    private final List<Runnable> runsChanged = new CopyOnWriteArrayList<>();

    private Workbench(AppConfig config, ResultsDb db, TriageStore triage, StatusBar status, ProgramFeatures features)
            throws SQLException {
        this.config = config;
        this.features = features;
        this.db = db;
        this.triage = triage;
        this.status = status;
        this.clusters = new ClusterQueries(db);
        this.overview = new OverviewQueries(db, clusters);
        this.programs = new ProgramQueries(db);
        this.triggers = new TriggerQueries(db);
        this.miscompiles = new MiscompileQueries(db);
        this.irBugs = new IrBugQueries(db);
        this.background = new Background(status);
    }

    /** Opens the report {@code loc} (the results of {@code config}, or their analysis: CampaignAnalysis); the caller shows errors. */
    public static Workbench open(AppConfig config, ResultsLocation loc, StatusBar status, ProgramFeatures features)
            throws Exception {
        ResultsDb db = ResultsDb.open(loc);
        try {
            return new Workbench(config, db, TriageStore.open(config.workDir()), status, features);
        } catch (Exception e) {
            db.close();
            throw e;
        }
    }

    public AppConfig config() {
        return config;
    }

    public ResultsDb db() {
        return db;
    }

    public ClusterQueries clusters() {
        return clusters;
    }

    public OverviewQueries overview() {
        return overview;
    }

    public ProgramQueries programs() {
        return programs;
    }

    public TriggerQueries triggers() {
        return triggers;
    }

    public MiscompileQueries miscompiles() {
        return miscompiles;
    }

    public IrBugQueries irBugs() {
        return irBugs;
    }

    public TriageStore triage() {
        return triage;
    }

    public StatusBar status() {
        return status;
    }

    public Background background() {
        return background;
    }

    public void onRunsChanged(Runnable r) {
        runsChanged.add(r);
    }

    /** Tells every view that runs ({@code features} false) or program features changed. */
    public void fireRunsChanged(boolean features) {
        programs.invalidate(features);
        StatusBar.onFx(() -> runsChanged.forEach(Runnable::run));
    }

    /**
     * First work of the query thread, before any view's query: nothing of the report is loaded or
     * recomputed (the views read its tables), so this only says the results are open.
     */
    public void prepare() {
        status.info("Opened " + db.location().dir().getFileName());
    }

    /** Adds runs produced while the app is open; call off the FX thread. */
    public void addRuns(List<RunRecord> records) throws SQLException {
        if (records.isEmpty()) return;
        db.appendRuns(records);
        ProgramMetricsTable.computeMissing(db, features, Long.MAX_VALUE, (d, t) -> {}, () -> false);
        fireRunsChanged(false);
    }

    @Override
    public void close() throws SQLException {
        background.close();
        clusters.close();
        overview.close();
        programs.close();
        triggers.close();
        miscompiles.close();
        irBugs.close();
        db.close();
    }
}
