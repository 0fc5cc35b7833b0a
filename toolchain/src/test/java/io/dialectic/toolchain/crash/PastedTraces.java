package io.dialectic.toolchain.crash;

import io.dialectic.toolchain.CrashCases;
import java.util.List;
import java.util.stream.Stream;

/**
 * Pasted traces made from the real stderr of ../shared/crashes (Debian release builds of mlir-opt-19, which print no
 * assertion): an assertion line in glibc's format is put on top, and the frames an assertion adds are put between the
 * signal handler (#0-#3) and the crash site, the frames below renumbered. The crash site and everything under it are
 * the real trace's. What is added is written here, each piece from the shape public llvm-project reports print:
 * <ul>
 *   <li>the abort path of Debian's glibc with its debug info ({@link #DEBIAN_ABORT}), as TraceFormatsTest has it;</li>
 *   <li>the abort path of Ubuntu 20.04's glibc 2.31 ({@link #GLIBC_231_ABORT}), whose symbolizer names two frames of
 *       the abort path after unrelated functions of its message catalogue loader (loadmsgcat.c), as in
 *       llvm-project #204100;</li>
 *   <li>the assertions and the generic frames above their caller: MLIR's storage uniquer
 *       ({@code StorageUniquerSupport.h}: {@code StorageUserBase::get} < {@code IntegerAttr::get}, llvm-project
 *       #107966, #122076) and ADT's {@code SmallVector::operator[]} (llvm-project #204100, #205281), in the text those
 *       builds print (the line numbers and addresses are illustrative: no key reads them).</li>
 * </ul>
 */
final class PastedTraces {
    private PastedTraces() {}

    /** Debian's glibc with debug info (the same lines as TraceFormatsTest's assertions). */
    static final List<String> DEBIAN_ABORT = List.of(
            "0x00007f524189eeec __pthread_kill_implementation ./nptl/pthread_kill.c:44:76",
            "0x00007f524184ffb2 raise ./signal/../sysdeps/posix/raise.c:26:6",
            "0x00007f524183a472 abort ./stdlib/abort.c:79:7",
            "0x00007f524183a395 __assert_fail_base ./assert/assert.c:94:3",
            "0x00007f5241849eb2 (/lib/x86_64-linux-gnu/libc.so.6+0x39eb2)");

    /** Ubuntu 20.04's glibc 2.31: two abort-path frames named after the message catalogue loader. */
    static final List<String> GLIBC_231_ABORT = List.of(
            "0x00007f5ec1a4200b raise /build/glibc-LcI20x/glibc-2.31/signal/../sysdeps/unix/sysv/linux/raise.c:51:1",
            "0x00007f5ec1a21859 abort /build/glibc-LcI20x/glibc-2.31/stdlib/abort.c:81:7",
            "0x00007f5ec1a21729 get_sysdep_segment_value /build/glibc-LcI20x/glibc-2.31/intl/loadmsgcat.c:509:8",
            "0x00007f5ec1a21729 _nl_load_domain /build/glibc-LcI20x/glibc-2.31/intl/loadmsgcat.c:970:34",
            "0x00007f5ec1a32f36 (/lib/x86_64-linux-gnu/libc.so.6+0x33f36)");

    /** The assertion of {@code StorageUserBase::get} (MLIR 19, StorageUniquerSupport.h) as gcc's glibc prints it. */
    static final String VERIFY_INVARIANTS =
            "mlir-opt: /build/llvm-project/mlir/include/mlir/IR/StorageUniquerSupport.h:180: "
                    + "static ConcreteT mlir::detail::StorageUserBase<ConcreteT, BaseT, StorageT, UniquerT, Traits>::get(mlir::MLIRContext*, Args&& ...) "
                    + "[with Args = {mlir::Type&, const llvm::APInt&}; ConcreteT = mlir::IntegerAttr; BaseT = mlir::Attribute; "
                    + "StorageT = mlir::detail::IntegerAttrStorage; UniquerT = mlir::detail::AttributeUniquer; Traits = {mlir::TypedAttr::Trait}]: "
                    + "Assertion `succeeded( ConcreteT::verifyInvariants(getDefaultDiagnosticEmitFn(ctx), args...))' failed.";

    /** The same assertion as clang's build prints it (template arguments after the signature in clang's form). */
    static final String VERIFY_INVARIANTS_CLANG =
            "mlir-opt: /home/dev/llvm-project/mlir/include/mlir/IR/StorageUniquerSupport.h:180: "
                    + "static ConcreteT mlir::detail::StorageUserBase<mlir::IntegerAttr, mlir::Attribute, mlir::detail::IntegerAttrStorage, "
                    + "mlir::detail::AttributeUniquer, mlir::TypedAttr::Trait>::get(MLIRContext *, Args &&...) [ConcreteT = mlir::IntegerAttr, "
                    + "BaseT = mlir::Attribute, StorageT = mlir::detail::IntegerAttrStorage, UniquerT = mlir::detail::AttributeUniquer, "
                    + "Traits = <mlir::TypedAttr::Trait>, Args = <mlir::Type &, const llvm::APInt &>]: "
                    + "Assertion `succeeded( ConcreteT::verifyInvariants(getDefaultDiagnosticEmitFn(ctx), args...))' failed.";

    /** Release build with assertions: the uniquer's get inlined into the attribute's, both in the binary. */
    static final List<String> UNIQUER_FRAMES = List.of(
            "0x0000558f1a6e9a10 mlir::IntegerAttr mlir::detail::StorageUserBase<mlir::IntegerAttr, mlir::Attribute, mlir::detail::IntegerAttrStorage, "
                    + "mlir::detail::AttributeUniquer, mlir::TypedAttr::Trait>::get<mlir::Type&, llvm::APInt const&>(mlir::MLIRContext*, mlir::Type&, "
                    + "llvm::APInt const&) (/usr/lib/llvm-19/bin/mlir-opt+0x33a2a10)",
            "0x0000558f1a6e9c44 mlir::IntegerAttr::get(mlir::Type, llvm::APInt const&) (/usr/lib/llvm-19/bin/mlir-opt+0x33a2c44)");

    /** Debug build: every helper between the assertion and its caller is a frame with its source line. */
    static final List<String> UNIQUER_FRAMES_DEBUG = List.of(
            "0x000055d0c8a1c2b1 mlir::IntegerAttr mlir::detail::StorageUserBase<mlir::IntegerAttr, mlir::Attribute, mlir::detail::IntegerAttrStorage, "
                    + "mlir::detail::AttributeUniquer, mlir::TypedAttr::Trait>::get<mlir::Type&, llvm::APInt const&>(mlir::MLIRContext*, mlir::Type&, "
                    + "llvm::APInt const&) /home/dev/llvm-project/mlir/include/mlir/IR/StorageUniquerSupport.h:180:5",
            "0x000055d0c8a1c3f0 mlir::IntegerAttr::get(mlir::Type, llvm::APInt const&) /home/dev/llvm-project/build/tools/mlir/include/mlir/IR/BuiltinAttributes.cpp.inc:403:10",
            "0x000055d0c8a1c512 mlir::Builder::getIntegerAttr(mlir::Type, llvm::APInt const&) /home/dev/llvm-project/mlir/lib/IR/Builders.cpp:250:10");

    /** ADT's bounds check, as gcc's glibc prints it (LLVM 19, SmallVector.h). */
    static final String SMALLVECTOR_INDEX = "mlir-opt: /build/llvm-project/llvm/include/llvm/ADT/SmallVector.h:291: "
            + "llvm::SmallVectorTemplateCommon<T, <template-parameter-1-2> >::reference llvm::SmallVectorTemplateCommon<T, "
            + "<template-parameter-1-2> >::operator[](size_type) [with T = mlir::Value; <template-parameter-1-2> = void; "
            + "reference = mlir::Value&; size_type = long unsigned int]: Assertion `idx < size()' failed.";

    /**
     * The real stderr of case {@code id} with {@code assertion} on top and {@code added} frames (each "ADDRESS REST")
     * after the signal handler's four, the real frames from #4 on renumbered below them.
     */
    static String withAssertion(String id, String assertion, List<String> added) {
        String real = CrashCases.stderr(id);
        int n = added.size();
        String shifted = TraceFormatsTest.mapFrames(
                real,
                p -> p.index() < 4
                        ? TraceFormatsTest.rebuild(p)
                        : TraceFormatsTest.rebuild(new TraceFormatsTest.Parts(
                                p.index() + n, p.address(), p.symbol(), p.module(), p.offset(), p.source())));
        StringBuilder frames = new StringBuilder();
        for (int i = 0; i < n; i++)
            frames.append(String.format("%s#%d %s%n", 4 + i < 10 ? " " : "", 4 + i, added.get(i)));
        String firstMoved = String.format("%s#%d 0x", 4 + n < 10 ? " " : "", 4 + n);
        int at = shifted.indexOf(firstMoved);
        return assertion + "\n" + shifted.substring(0, at) + frames + shifted.substring(at);
    }

    /** {@code a} then {@code b}, as one list. */
    static List<String> concat(List<String> a, List<String> b) {
        return Stream.concat(a.stream(), b.stream()).toList();
    }

    /** The trace cut after its {@code frames}-th frame line (a paste that stops early). */
    static String cutAfterFrame(String trace, int frame) {
        int at = trace.indexOf(String.format("%s#%d 0x", frame + 1 < 10 ? " " : "", frame + 1));
        return trace.substring(0, at);
    }
}
