package io.dialectic.toolchain.crash;

import static io.dialectic.toolchain.crash.PastedTraces.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.dialectic.toolchain.CrashCases;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * An assertion raised in generic code (LLVM's casts and containers, MLIR's storage uniquer: {@link GenericFrames})
 * is keyed at its caller, the first meaningful frame outside generic code; without such a frame in the paste the key
 * says so and is weak. Traces: {@link PastedTraces} (real ../shared/crashes stderr with an assertion put on top).
 */
class UtilityAssertionKeyTest {
    /** A SIGSEGV whose first named frame is the crash site (mesh-spmdization). */
    static final String MESH = "v19_r1_c00009";
    /** A SIGSEGV under folding (AffineForOp::fold, unnamed frames above it). */
    static final String FOLD = "v19_r1_c00006";

    static final String VERIFY_HEAD =
            "assert: succeeded( ConcreteT::verifyInvariants(getDefaultDiagnosticEmitFn(ctx), args...)) in mlir::detail::StorageUserBase::get";

    static String key(String trace) {
        return CrashSignature.parse(trace, List.of(), 6).key();
    }

    @Test
    void theUniquersAssertionIsKeyedAtTheCallerNotAtTheAttributesGet() {
        String mesh = key(withAssertion(MESH, VERIFY_INVARIANTS, concat(DEBIAN_ABORT, UNIQUER_FRAMES)));
        String fold = key(withAssertion(FOLD, VERIFY_INVARIANTS, concat(DEBIAN_ABORT, UNIQUER_FRAMES)));
        // before: both "... | mlir::IntegerAttr::get", one key for two bugs
        assertEquals(VERIFY_HEAD + " | mlir::mesh::shardedBlockArgumentTypes", mesh);
        assertEquals(VERIFY_HEAD + " | mlir::affine::AffineForOp::fold", fold);
    }

    /**
     * glibc 2.31 with debug info names two abort-path frames after its message catalogue loader; they were read as
     * the assertion's caller, so every bounds check failing on one reporter's machine had one key.
     */
    @Test
    void glibcFramesOfTheAbortPathAreNeverTheCaller() {
        String mesh = key(withAssertion(MESH, SMALLVECTOR_INDEX, GLIBC_231_ABORT));
        String fold = key(withAssertion(FOLD, SMALLVECTOR_INDEX, GLIBC_231_ABORT));
        assertEquals(
                "assert: idx < size() in llvm::SmallVectorTemplateCommon::operator[] | mlir::mesh::shardedBlockArgumentTypes",
                mesh);
        assertEquals(
                "assert: idx < size() in llvm::SmallVectorTemplateCommon::operator[] | mlir::affine::AffineForOp::fold",
                fold);
        // the same as with Debian's glibc, whose abort path is named right
        assertEquals(mesh, key(withAssertion(MESH, SMALLVECTOR_INDEX, DEBIAN_ABORT)));
    }

    @Test
    void withoutTheCallerInThePasteTheKeySaysSoAndIsWeak() {
        String full = withAssertion(MESH, VERIFY_INVARIANTS, concat(DEBIAN_ABORT, UNIQUER_FRAMES));
        // cut after IntegerAttr::get (#10): the caller, #11, is not pasted
        CrashSignature cut = CrashSignature.parse(cutAfterFrame(full, 10), List.of(), 6);
        assertEquals(VERIFY_HEAD + " | caller not in trace", cut.key());
        assertTrue(cut.weakKey());
        // the assertion line alone
        CrashSignature line = CrashSignature.parse(VERIFY_INVARIANTS + "\n", List.of(), 6);
        assertEquals(VERIFY_HEAD + " | caller not in trace", line.key());
        assertTrue(CrashKeys.isWeakKey(line.key()));
        // macOS names the function "get" and the file: the file says it is generic code
        CrashSignature mac = CrashSignature.parse(
                "Assertion failed: (succeeded( ConcreteT::verifyInvariants(getDefaultDiagnosticEmitFn(ctx), "
                        + "args...))), function get, file StorageUniquerSupport.h, line 180.\n",
                List.of(),
                6);
        assertTrue(mac.key().endsWith(" | caller not in trace"), mac.key());
        // an assertion in code that is no helper names its site already: not weak without a caller
        CrashSignature own = CrashSignature.parse(
                "mlir-opt: /build/llvm-project/mlir/lib/Dialect/Mesh/Transforms/Spmdization.cpp:600: "
                        + "void mlir::mesh::spmdizeBlock(mlir::Block&): Assertion `op' failed.\n",
                List.of(),
                6);
        assertEquals("assert: op in mlir::mesh::spmdizeBlock", own.key());
        assertFalse(own.weakKey());
    }

    /** The same bug pasted from a release build with assertions (gcc) and from a debug build (clang): one key. */
    @Test
    void releaseAndDebugBuildsOfOneBugGiveOneKey() {
        String release = withAssertion(MESH, VERIFY_INVARIANTS, concat(DEBIAN_ABORT, UNIQUER_FRAMES));
        assertEquals(key(release), key(debugBuild(MESH, VERIFY_INVARIANTS_CLANG)));
    }

    /** The MESH/FOLD trace as a clang debug build prints it: source locations, and every helper a frame. */
    static String debugBuild(String id, String assertion) {
        String t = withAssertion(id, assertion, concat(DEBIAN_ABORT, UNIQUER_FRAMES_DEBUG));
        return TraceFormatsTest.mapFrames(
                t,
                p -> p.symbol() == null || p.module() == null
                        ? TraceFormatsTest.rebuild(p)
                        : String.format(
                                "%s#%d %s %s /home/dev/llvm-project/mlir/lib/%s:%d:3",
                                p.index() < 10 ? " " : "",
                                p.index(),
                                p.address(),
                                p.symbol(),
                                TraceFormatsTest.sourceFileOf(p.symbol()),
                                100 + p.index()));
    }

    @Test
    void theListNamesGenericCodeOnly() {
        GenericFrames g = GenericFrames.defaults();
        for (String n : List.of(
                "llvm::cast",
                "llvm::CastInfo::doCast",
                "mlir::detail::StorageUserBase::get",
                "mlir::IntegerAttr::get",
                "mlir::emitc::ArrayType::get",
                "mlir::detail::TypeUniquer::get",
                "llvm::SmallVectorTemplateCommon::operator[]",
                "llvm::ilist_iterator::operator*",
                "llvm::iplist_impl::erase",
                "mlir::Builder::getIntegerAttr",
                "mlir::Type::cast",
                // accessors of attributes and types crash on a null or foreign one their caller passed
                "mlir::IntegerAttr::getValue",
                "mlir::Attribute::getContext",
                "mlir::DenseElementsAttr::getNumElements",
                "mlir::ShapedType::getElementType")) {
            assertTrue(g.isGeneric(n), n);
        }
        for (String n : List.of(
                "mlir::mesh::shardedBlockArgumentTypes",
                "mlir::affine::AffineForOp::fold",
                "mlir::memref::ExtractStridedMetadataOp::build",
                "ConvertOpToUnsigned::matchAndRewrite",
                "mlir::sparse_tensor::SparseTensorEncodingAttr::withoutBitWidths",
                "mlir::shape::CstrBroadcastableOp::fold")) {
            assertFalse(g.isGeneric(n), n);
        }
        assertTrue(g.isGenericFile("Casting.h")
                && g.isGenericFile("StorageUniquerSupport.h")
                && !g.isGenericFile("Spmdization.cpp"));
    }

    /**
     * Dialectic's own traces (release builds, no assertion) keep every message key: none of ../shared/crashes'
     * messages is raised in generic code. (A frame-only key is the crash site, which the list moves past generic code
     * by design: {@code CrashSignatureTest}.)
     */
    @Test
    void theCrashCorpusKeepsItsKeys() {
        GenericFrames none = new GenericFrames(List.of(), Set.of());
        int crashes = 0;
        for (String id : CrashCases.ids()) {
            int exit = CrashCases.exit(id);
            if (exit >= 0) continue;
            String err = CrashCases.stderr(id);
            String with = CrashSignature.parse(err, List.of(), -exit).key();
            if (with.startsWith("site: ") || with.startsWith("frames: ")) continue;
            crashes++;
            String without = CrashSignature.parse(
                            err,
                            List.of(),
                            -exit,
                            CrashSignature.Reading.defaults()
                                    .of(PlumbingFrames.defaults(), none, CrashSignature.DEFAULT_TOP_FRAMES))
                    .key();
            assertEquals(without, with, id);
            assertFalse(with.contains("caller not in trace"), id);
        }
        assertEquals(30, crashes, "message keys compared");
    }
}
