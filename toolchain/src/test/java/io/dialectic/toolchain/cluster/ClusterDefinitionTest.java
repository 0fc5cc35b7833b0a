package io.dialectic.toolchain.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.toolchain.cluster.ClusterDefinition.Group;
import io.dialectic.toolchain.cluster.ClusterDefinition.Member;
import io.dialectic.toolchain.crash.CrashSignature;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

class ClusterDefinitionTest {
    /** The ../shared/crashes isLegal case in small: the smallest member never ran the pass the others' traces name. */
    @Test
    void representativeRanThePassNotJustTheSmallestProgram() {
        var s = ClusterDefinition.summarize(List.of(
                new Member(
                        "small", 370, null, List.of("math-extend-to-supported-types", "lower-quant-ops"), "conversion"),
                new Member("alone", 7664, "async-to-async-runtime", List.of("async-to-async-runtime"), "conversion"),
                new Member(
                        "mid",
                        612,
                        null,
                        List.of("convert-vector-to-scf", "async-to-async-runtime"),
                        "general transformation")));
        assertEquals("async-to-async-runtime", s.pass());
        assertEquals("mid", s.representative());
        assertEquals(
                "conversion", s.bugLocation()); // the pass's (async-to-async-runtime), not the representative's guess
    }

    @Test
    void withoutANamedPassTheOnePassEveryPipelineHoldsIsTheClusters() {
        var s = ClusterDefinition.summarize(List.of(
                new Member("b", 10, null, List.of("func.func:mesh-spmdization", "cse"), null),
                new Member("a", 10, null, List.of("canonicalize", "func.func:mesh-spmdization"), null)));
        assertEquals("mesh-spmdization", s.pass());
        assertEquals("a", s.representative()); // same size: the smaller run id
        // two passes in common: the evidence cannot tell which, no pass; then the smallest program of all
        var t = ClusterDefinition.summarize(List.of(
                new Member("x", 50, null, List.of("cse", "inline"), null),
                new Member("y", 40, null, List.of("inline", "cse"), null),
                new Member("z", -1, null, List.of("inline", "cse"), null)));
        assertEquals("", t.pass());
        assertEquals("y", t.representative()); // unknown size (-1) last
        assertEquals("", t.bugLocation()); // no pass: the representative's, unknown here
        // one member's pipeline is no shared evidence: its own trace or a one-pass pipeline only
        assertEquals(
                "",
                ClusterDefinition.summarize(List.of(new Member("m", 5, null, List.of("cse", "inline"), null)))
                        .pass());
    }

    static final String LEGAL = "frames: mlir::ConversionTarget::isLegal";
    static final String V22 = "mlir-opt-22";

    private static Member crash(String id, String tool, String site, boolean named, String... pipeline) {
        return new Member(id, 100, null, List.of(pipeline), null, tool, site, named);
    }

    private static List<String> keys(List<Group> groups) {
        return groups.stream().map(Group::key).toList();
    }

    private static List<String> ids(Group g) {
        return g.members().stream().map(Member::runId).toList();
    }

    /** The isLegal key of ../shared/crashes in small: two unnamed legality callbacks in one binary, told apart by pass. */
    @Test
    void unnamedSitesOfOneBinaryAreSplitByThePassTheyShare() {
        String async = "libMLIR.so.22.1+0x322a23d < libMLIR.so.22.1+0x322a196";
        String extend = "libMLIR.so.22.1+0x49d6855 < mlir::ConversionTarget::isLegal";
        List<Group> g = ClusterDefinition.clusters(
                LEGAL,
                List.of(
                        crash("a1", V22, async, false, "convert-index-to-spirv", "async-to-async-runtime"),
                        crash("a2", V22, async, false, "async-to-async-runtime", "buffer-loop-hoisting"),
                        crash(
                                "a3",
                                V22,
                                async,
                                false,
                                "amdgpu-maskedload-to-load",
                                "async-to-async-runtime",
                                "strip-debuginfo"),
                        crash("e1", V22, extend, false, "math-extend-to-supported-types", "convert-linalg-to-std"),
                        crash("e2", V22, extend, false, "math-extend-to-supported-types", "strip-debuginfo")));
        assertEquals(
                List.of(LEGAL + " @ async-to-async-runtime", LEGAL + " @ math-extend-to-supported-types"), keys(g));
        assertEquals(List.of("a1", "a2", "a3"), ids(g.get(0)));
        assertEquals(List.of("e1", "e2"), ids(g.get(1)));
        assertEquals(LEGAL, g.get(1).crashKey());
        assertEquals("math-extend-to-supported-types", g.get(1).summary().pass()); // each part summarized on its own
        // the pass with most members goes first, taking every member that ran it (a3 also ran strip-debuginfo, as e2)
    }

    /**
     * One site is one bug, whichever pass reached it: a 10-minute campaign on mlir-opt-22 crashed 37 times in
     * IntegerRangeAnalysis's unnamed callee (one site), under int-range-optimizations and under
     * arith-int-range-narrowing, and once in a heap check called from the analysis itself (a second site, which makes
     * the key split). The pass split made the one site two clusters; the site joins them, named by both passes.
     */
    @Test
    void passGroupsThatCrashedAtOneSiteAreOneCluster() {
        String key = "site: mlir::dataflow::IntegerRangeAnalysis::visitNonControlFlowArguments";
        String callee = "libMLIR.so.22.1!fn@0x2898310 [22.1.8] < "
                + "mlir::dataflow::IntegerRangeAnalysis::visitNonControlFlowArguments";
        String heap = "mlir::dataflow::IntegerRangeAnalysis::visitNonControlFlowArguments"
                + " < mlir::dataflow::AbstractSparseForwardDataFlowAnalysis::visitRegionSuccessors";
        List<Group> g = ClusterDefinition.clusters(
                key,
                List.of(
                        crash("i1", V22, callee, false, "int-range-optimizations"),
                        crash("i2", V22, callee, false, "int-range-optimizations", "strip-debuginfo"),
                        crash("i3", V22, callee, false, "int-range-optimizations", "async-parallel-for"),
                        crash("n1", V22, callee, false, "arith-int-range-narrowing"),
                        crash("n2", V22, callee, false, "arith-int-range-narrowing", "remove-dead-values"),
                        crash(
                                "h",
                                V22,
                                heap,
                                true,
                                "convert-ub-to-llvm",
                                "arith-unsigned-when-equivalent",
                                "convert-vector-to-spirv")));
        assertEquals(List.of(key, key + " @ arith-int-range-narrowing|int-range-optimizations"), keys(g));
        assertEquals(List.of("h"), ids(g.get(0)));
        assertEquals(
                List.of("i1", "i2", "i3", "n1", "n2"),
                ids(g.get(1)).stream().sorted().toList());
    }

    /**
     * The isLegal key at the size of a 1M-record analysis: 120,000 members at two unnamed sites. Taking
     * a pass's members out with {@code removeAll} compared each member with every taken one (7e9 record equals, the
     * analysis stalled for minutes in this one key); one pass over the members takes milliseconds.
     */
    @Test
    void aKeyWithManyMembersSplitsInLinearTime() {
        String async = "libMLIR.so.22.1+0x322a23d < libMLIR.so.22.1+0x322a196";
        String extend = "libMLIR.so.22.1+0x49d6855 < mlir::ConversionTarget::isLegal";
        List<Member> ms = new ArrayList<>();
        for (int i = 0; i < 60_000; i++) {
            ms.add(crash(
                    String.format("a%06d", i), V22, async, false, "convert-index-to-spirv", "async-to-async-runtime"));
            ms.add(crash(
                    String.format("e%06d", i),
                    V22,
                    extend,
                    false,
                    "math-extend-to-supported-types",
                    "strip-debuginfo"));
        }
        List<Group> g = Assertions.assertTimeoutPreemptively(
                Duration.ofSeconds(20), () -> ClusterDefinition.clusters(LEGAL, ms));
        assertEquals(
                List.of(
                        LEGAL + " @ async-to-async-runtime|convert-index-to-spirv",
                        LEGAL + " @ math-extend-to-supported-types|strip-debuginfo"),
                keys(g));
        assertEquals(60_000, g.get(0).members().size());
        assertEquals(60_000, g.get(1).members().size());
    }

    @Test
    void theSplitDoesNotDependOnTheOrderOfMembers() {
        List<Member> ms = new ArrayList<>(List.of(
                crash("a", V22, "x+0x1 < f", false, "p", "q"),
                crash("b", V22, "x+0x2 < f", false, "q", "r"),
                crash("c", V22, "x+0x3 < f", false, "r", "s"),
                crash("d", V22, "x+0x1 < f", false, "p"),
                crash("e", V22, "x+0x2 < f", false, "t")));
        List<Group> first = ClusterDefinition.clusters("k", ms);
        Random rnd = new Random(7);
        for (int i = 0; i < 20; i++) {
            Collections.shuffle(ms, rnd);
            assertEquals(first, ClusterDefinition.clusters("k", ms));
        }
    }

    @Test
    void keysWhoseNamesTellTheSiteStayWhole() {
        // named sites: the key's names already tell them apart (different sites would be different keys)
        List<Group> named = ClusterDefinition.clusters(
                "k",
                List.of(
                        crash("a", V22, "f < g", true, "p"),
                        crash("b", V22, "f < h", true, "q"),
                        crash("c", V22, "f < h", true, "q")));
        assertEquals(List.of("k"), keys(named));
        // one unnamed site per binary: offsets of 19 and 22 are not comparable, and each binary crashed at one site
        List<Group> perTool = ClusterDefinition.clusters(
                "k",
                List.of(
                        crash("a", "mlir-opt-19", "mlir-opt+0x11574ee < mlir-opt+0x1157446", false, "p"),
                        crash("b", V22, "libMLIR.so.22.1+0x322a23d < libMLIR.so.22.1+0x322a196", false, "q")));
        assertEquals(List.of("k"), keys(perTool));
        // a stack overflow stops anywhere in its cycle: never split
        String so = "stack overflow: recursion through unnamed mlir-opt+0x3345ea1";
        List<Group> overflow = ClusterDefinition.clusters(
                so,
                List.of(
                        crash("a", "mlir-opt-19", "mlir-opt+0x3345ea1 < mlir-opt+0x3345ea1", false, "p"),
                        crash("b", "mlir-opt-19", "mlir-opt+0x3345e00 < mlir-opt+0x3345ea1", false, "q")));
        assertEquals(List.of(so), keys(overflow));
        // members without a known site (older rows) never make a key split
        assertEquals(
                List.of("k"),
                keys(ClusterDefinition.clusters(
                        "k",
                        List.of(
                                new Member("a", 1, null, List.of("p"), null),
                                new Member("b", 1, null, List.of("q"), null)))));
    }

    @Test
    void passesAllTakenMembersRanAreNamedAndLoneMembersKeepTheirSite() {
        List<Group> g = ClusterDefinition.clusters(
                "k",
                List.of(
                        crash("a", V22, "x+0x1 < f", false, "cse", "inline"),
                        crash("b", V22, "x+0x1 < f", false, "inline", "cse", "canonicalize"),
                        crash("c", V22, "x+0x2 < f", false, "sccp"),
                        crash("d", V22, "x+0x3 < f", false, "licm")));
        // a and b share two passes: the evidence cannot tell which, both named; c and d share none and crashed at
        // different sites of one binary: each keeps its site
        assertEquals(List.of("k @ cse|inline", "k @ x+0x2 < f", "k @ x+0x3 < f"), keys(g));
        // lone members of different binaries: their offsets are not comparable, they stay under the key
        List<Group> h = ClusterDefinition.clusters(
                "k",
                List.of(
                        crash("a", V22, "x+0x1 < f", false, "cse"), crash("b", V22, "x+0x2 < f", false, "cse"),
                        crash("c", V22, "x+0x3 < f", false, "sccp"),
                                crash("d", "mlir-opt-19", "y+0x9 < f", false, "licm")));
        assertEquals(List.of("k", "k @ cse"), keys(h));
        assertEquals(List.of("c", "d"), ids(h.get(0)));
        // anchored items name their pass (func.func:cse is cse)
        assertEquals(
                List.of("k @ cse"),
                keys(ClusterDefinition.clusters(
                        "k",
                        List.of(
                                crash("a", V22, "x+0x1 < f", false, "func.func:cse"),
                                crash("b", V22, "x+0x2 < f", false, "cse")))));
    }

    /**
     * No evidence, no duplicate: a weak key ("no trace", "crash site not in trace") says only that each member crashed,
     * perhaps in one pass. Each member is a cluster of its own, marked as having no evidence, whatever it shares.
     */
    @Test
    void membersOfAKeyWithoutEvidenceAreEachTheirOwnCluster() {
        String none = "signal SIGSEGV | no trace";
        List<Group> g = ClusterDefinition.clusters(
                none,
                List.of(
                        crash("b", "mlir-opt-19", "", true, "func.func:mesh-spmdization"),
                        crash("a", "mlir-opt-19", "", true, "func.func:mesh-spmdization"),
                        crash("c", "mlir-opt-19", "", true, "cse")));
        assertEquals(List.of(none + " @ run a", none + " @ run b", none + " @ run c"), keys(g));
        for (Group one : g) {
            assertEquals(1, one.members().size());
            assertEquals(none, one.crashKey());
            assertEquals(false, one.evidence());
        }
        assertEquals("a", g.get(0).summary().representative());
        String cut = "signal SIGABRT | crash site not in trace @ canonicalize";
        assertEquals(
                2,
                ClusterDefinition.clusters(
                                cut,
                                List.of(
                                        crash("x", V22, "", true, "canonicalize"),
                                        crash("y", V22, "", true, "canonicalize")))
                        .size());
        // a key that names a site keeps its members together, and says it has evidence
        List<Group> fold = ClusterDefinition.clusters(
                "site: mlir::affine::AffineForOp::fold",
                List.of(
                        crash("a", "mlir-opt-19", "mlir::affine::AffineForOp::fold < mlir-opt+0x1", false, "p"),
                        crash("b", "mlir-opt-19", "mlir::affine::AffineForOp::fold < mlir-opt+0x1", false, "q")));
        assertEquals(1, fold.size());
        assertEquals(true, fold.get(0).evidence());
        assertEquals(false, ClusterDefinition.hasEvidence(none));
        assertEquals(true, ClusterDefinition.hasEvidence("site: mlir::affine::AffineForOp::fold"));
    }

    /**
     * A heap error's trace, gdb-retraced: glibc's frames below {@code free} carry a source path and may carry no name
     * ({@code #8 ./malloc/./malloc/malloc.c:5666:3}). Such a frame is the C library's, never the site: it once made
     * this run's site "? < visitNonControlFlowArguments", a site no other run shares (run rep-1-067883 of a 10-minute
     * campaign on mlir-opt-22, {@code --convert-ub-to-llvm --arith-unsigned-when-equivalent --convert-vector-to-spirv}).
     */
    @Test
    void anUnnamedGlibcFrameIsNeverTheSite() {
        String stderr =
                """
                free(): invalid pointer
                Stack dump:
                 #0 0x00000000850b8786 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/lib/x86_64-linux-gnu/libLLVM.so.22.1+0x4eb8786)
                 #1 0x00000000850b5fd3 llvm::sys::RunSignalHandlers() (/lib/x86_64-linux-gnu/libLLVM.so.22.1+0x4eb5fd3)
                 #2 0x00000000850b94f4 (/lib/x86_64-linux-gnu/libLLVM.so.22.1+0x4eb94f4)
                 #3 0x000000007fc5a050 (/lib/x86_64-linux-gnu/libc.so.6+0x3c050)
                 #4 0x000000007fca8eec __pthread_kill_implementation ./nptl/./nptl/pthread_kill.c:44:76
                 #5 0x000000007fc59fb2 raise ./signal/../sysdeps/posix/raise.c:27:6
                 #6 0x000000007fc44472 abort ./stdlib/./stdlib/abort.c:81:7
                 #7 0x000000007fc9d42f __libc_message ./libio/../sysdeps/posix/libc_fatal.c:157:1
                 #8 0x000000007fcb286a ./malloc/./malloc/malloc.c:5666:3
                 #9 0x000000007fcb45f4 _int_free ./malloc/./malloc/malloc.c:4435:5
                #10 0x000000007fcb6f5f cfree ./malloc/./malloc/malloc.c:3388:3
                #11 0x000000008ba98288 mlir::dataflow::IntegerRangeAnalysis::visitNonControlFlowArguments(mlir::Operation*, mlir::RegionSuccessor const&, llvm::ArrayRef<mlir::dataflow::IntegerValueRangeLattice*>, unsigned int) (/usr/lib/llvm-22/bin/../lib/libMLIR.so.22.1+0x2898288)
                #12 0x000000008ba9cfa2 mlir::dataflow::AbstractSparseForwardDataFlowAnalysis::visitRegionSuccessors(mlir::ProgramPoint*, mlir::RegionBranchOpInterface, mlir::RegionSuccessor, llvm::ArrayRef<mlir::dataflow::AbstractSparseLattice*>) (/usr/lib/llvm-22/bin/../lib/libMLIR.so.22.1+0x289cfa2)
                """;
        var site = ClusterDefinition.Site.of(CrashSignature.parse(stderr, List.of(), 6));
        assertEquals(
                "mlir::dataflow::IntegerRangeAnalysis::visitNonControlFlowArguments"
                        + " < mlir::dataflow::AbstractSparseForwardDataFlowAnalysis::visitRegionSuccessors",
                site.text());
        assertEquals(true, site.named());
    }

    /** A site is the top meaningful frame and its caller, as a release trace prints them. */
    @Test
    void siteOfATrace() {
        String stderr =
                """
                Stack dump:
                 #0 0x00007ff0eb6b8786 llvm::sys::PrintStackTrace(llvm::raw_ostream&, int) (/lib/x86_64-linux-gnu/libLLVM.so.22.1+0x4eb8786)
                 #1 0x00007ff0eb6b5fd3 llvm::sys::RunSignalHandlers() (/lib/x86_64-linux-gnu/libLLVM.so.22.1+0x4eb5fd3)
                 #2 0x00007ff0eb6b94f4 (/lib/x86_64-linux-gnu/libLLVM.so.22.1+0x4eb94f4)
                 #3 0x00007ff0e665a050 (/lib/x86_64-linux-gnu/libc.so.6+0x3c050)
                 #4 0x00007ff0f41d6855 (/usr/lib/llvm-22/bin/../lib/libMLIR.so.22.1+0x49d6855)
                 #5 0x00007ff0f5c04e0b mlir::ConversionTarget::isLegal(mlir::Operation*) const (/usr/lib/llvm-22/bin/../lib/libMLIR.so.22.1+0x6404e0b)
                 #6 0x00007ff0f5c12aa5 (/usr/lib/llvm-22/bin/../lib/libMLIR.so.22.1+0x6412aa5)
                """; // the top of ../shared/crashes/cases/v22_r2_c00027/stderr.txt
        var site = ClusterDefinition.Site.of(CrashSignature.parse(stderr, List.of(), 11));
        assertEquals("libMLIR.so.22.1+0x49d6855 < mlir::ConversionTarget::isLegal", site.text());
        assertEquals(false, site.named());
        assertEquals(
                new ClusterDefinition.Site("", true),
                ClusterDefinition.Site.of(CrashSignature.parse("Segmentation fault\n", List.of(), 11)));
    }
}
