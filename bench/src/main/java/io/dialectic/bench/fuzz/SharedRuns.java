package io.dialectic.bench.fuzz;

import io.dialectic.fuzzer.campaign.CampaignDirectory;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The runs two campaigns of one seed made alike. The fuzzer is deterministic: until the timing of one campaign changes
 * what it draws (a program that times out under load in one and not the other), both run the same mutants through the
 * same pipelines in the same order. The time each took for those runs is the cost of what tells the two configurations
 * apart, free of the noise of where the campaigns went after (on mlir-opt-22 two 10-minute campaigns side by side stayed
 * alike for their first 19,456 runs, and their totals after that moved by 10 points from one repetition to the next).
 *
 * @param runs the length of the common prefix of the two campaigns' draws
 * @param msA  fuzzing time of the first campaign at its last shared run
 * @param msB  the same for the second
 */
record SharedRuns(long runs, long msA, long msB) {
    /** One line of a campaign's {@code pipeline-draws.tsv}: its run, the fuzzing time at its record, and what was drawn. */
    record Draw(String runId, long ms, String drawn) {}

    static SharedRuns of(List<Draw> a, List<Draw> b) {
        int n = 0;
        while (n < a.size()
                && n < b.size()
                && a.get(n).runId().equals(b.get(n).runId())
                && a.get(n).drawn().equals(b.get(n).drawn())) n++;
        return n == 0
                ? new SharedRuns(0, 0, 0)
                : new SharedRuns(n, a.get(n - 1).ms(), b.get(n - 1).ms());
    }

    /** The draws of a campaign in record order; a torn line ends them. */
    static List<Draw> read(Path campaign) throws IOException {
        Path f = campaign.resolve(CampaignDirectory.DRAWS);
        List<Draw> out = new ArrayList<>();
        if (!Files.isRegularFile(f)) return out;
        for (String line : Files.readAllLines(f, StandardCharsets.UTF_8)) {
            String[] c = line.split("\t", 3);
            if (c.length < 3 || c[0].equals("run_id")) continue;
            try {
                out.add(new Draw(c[0], Long.parseLong(c[1]), c[2]));
            } catch (NumberFormatException e) {
                break;
            }
        }
        return out;
    }
}
