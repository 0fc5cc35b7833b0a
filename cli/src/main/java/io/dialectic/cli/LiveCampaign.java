package io.dialectic.cli;

import io.dialectic.fuzzer.FuzzConfig;
import io.dialectic.fuzzer.FuzzListener;
import io.dialectic.fuzzer.FuzzReport;
import io.dialectic.fuzzer.FuzzStats;
import io.dialectic.fuzzer.FuzzSummary;
import io.dialectic.fuzzer.campaign.Fuzzer;
import java.io.IOException;
import java.util.function.BooleanSupplier;

/** Runs a fuzz campaign on the console: a live stats line on stderr, then the report on stdout. */
final class LiveCampaign {
    private LiveCampaign() {}

    /** {@code live} false: no stats line (quiet, for logs); {@code stop} true ends the campaign early. */
    static FuzzSummary run(FuzzConfig config, boolean live, BooleanSupplier stop) throws IOException {
        FuzzSummary s = Fuzzer.run(
                config,
                new FuzzListener() {
                    @Override
                    public void progress(FuzzStats st) {
                        // '\r' redraws the one stats line in place.
                        if (live && !st.finished()) System.err.print("\r" + st.line());
                    }

                    @Override
                    public void step(String line) {
                        System.err.println("fuzz: " + line); // warnings and preparation steps, even with --quiet
                    }
                },
                stop);
        if (live) System.err.println();
        System.out.print(FuzzReport.text(s));
        return s;
    }
}
