package io.dialectic.reducer.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.reducer.SyntheticOracle;
import io.dialectic.toolchain.Outcome;
import java.util.List;
import org.junit.jupiter.api.Test;

class CachingOracleTest {
    @Test
    void equalContentRunsOnce() {
        SyntheticOracle inner = new SyntheticOracle(c -> c.program().contains("x"));
        CachingOracle cache = new CachingOracle(inner);
        cache.observe(new Candidate("x y", List.of("cse")));
        cache.observe(new Candidate("x y", List.of("cse")));
        cache.observe(new Candidate("x y", List.of("canonicalize")));
        assertEquals(2, inner.runs());
        assertEquals(1, cache.hits());
    }

    @Test
    void keepParsesTheThreeCriteria() {
        assertEquals(
                "same-signature", Interestingness.Keep.parse("same-signature").toString());
        Interestingness any = Interestingness.Keep.parse("any-crash").bind("K");
        Interestingness same = Interestingness.Keep.parse(null).bind("K");
        Interestingness rx =
                Interestingness.Keep.parse("regex:LLVM ERROR: .*legal").bind("K");
        Observation crashK = new Observation(Outcome.CRASH, "K", "LLVM ERROR: failed to legalize");
        Observation crashOther = new Observation(Outcome.CRASH, "other", "");
        assertEquals(true, same.accepts(crashK));
        assertEquals(false, same.accepts(crashOther));
        assertEquals(true, any.accepts(crashOther));
        assertEquals(true, rx.accepts(crashK));
        assertEquals(false, rx.accepts(crashOther));
    }
}
