package io.dialectic.toolchain.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class FrameNormalizerTest {
    @Test
    void dropsTemplateArgumentsAndParameters() {
        // real frame of ../shared/crashes/cases/v19_r1_c00006
        assertEquals(
                "mlir::affine::AffineForOp::fold",
                FrameNormalizer.normalize(
                        "mlir::affine::AffineForOp::fold(mlir::affine::AffineForOpGenericAdaptor<llvm::ArrayRef<mlir::Attribute> >, llvm::SmallVectorImpl<mlir::OpFoldResult>&)"));
        assertEquals(
                "mlir::splitAndProcessBuffer",
                FrameNormalizer.normalize(
                        "mlir::splitAndProcessBuffer(std::unique_ptr<llvm::MemoryBuffer, std::default_delete<llvm::MemoryBuffer> >, llvm::function_ref<llvm::LogicalResult (std::unique_ptr<llvm::MemoryBuffer, std::default_delete<llvm::MemoryBuffer> >, llvm::raw_ostream&)>, llvm::raw_ostream&, llvm::StringRef, llvm::StringRef)"));
    }

    @Test
    void dropsReturnTypeQualifiersAndAnonymousNamespace() {
        assertEquals(
                "Foo::bar",
                FrameNormalizer.normalize("llvm::LogicalResult (anonymous namespace)::Foo<int>::bar(int) const"));
        assertEquals("mlir::Attribute::getContext", FrameNormalizer.normalize("mlir::Attribute::getContext() const"));
        assertEquals(
                "llvm::function_ref::callback_fn",
                FrameNormalizer.normalize(
                        "void llvm::function_ref<void (mlir::Operation*)>::callback_fn<(anonymous namespace)::Walker>(long, mlir::Operation*)"));
    }

    @Test
    void keepsOperatorsAndNumbersNoLambda() {
        assertEquals(
                "llvm::operator<",
                FrameNormalizer.normalize("bool llvm::operator<(llvm::APInt const&, llvm::APInt const&)"));
        assertEquals(
                "llvm::raw_ostream::operator<<",
                FrameNormalizer.normalize("llvm::raw_ostream::operator<<(llvm::StringRef)"));
        assertEquals(
                "mlir::foo::$lambda::operator()",
                FrameNormalizer.normalize("mlir::foo(int)::$_3::operator()(mlir::Value) const"));
        assertEquals(
                "std::_Function_handler::_M_invoke",
                FrameNormalizer.normalize(
                        "std::_Function_handler<void (), std::thread::_State_impl<int> >::_M_invoke(std::_Any_data const&)"));
    }

    @Test
    void symbolWithoutParenthesesIsItself() {
        assertEquals("main", FrameNormalizer.normalize("main"));
        assertEquals("__libc_start_call_main", FrameNormalizer.normalize("__libc_start_call_main"));
    }

    /** {@code __PRETTY_FUNCTION__} of clang and GCC for one template: the bindings after the signature go, so both give one name. */
    @Test
    void templateBindingsOfClangAndGccGo() {
        assertEquals(
                "llvm::cast",
                FrameNormalizer.normalize(
                        "decltype(auto) llvm::cast(const From &) [To = mlir::IntegerAttr, From = mlir::Attribute]"));
        assertEquals(
                "llvm::cast",
                FrameNormalizer.normalize(
                        "decltype(auto) llvm::cast(const From&) [with To = mlir::IntegerAttr; From = mlir::Attribute]"));
        assertEquals(
                "std::vector::operator[]",
                FrameNormalizer.normalize(
                        "std::vector<_Tp, _Alloc>::reference std::vector<_Tp, _Alloc>::operator[](size_type) [with _Tp = long int; _Alloc = std::allocator<long int>]"));
        assertEquals("mlir::foo", FrameNormalizer.normalize("mlir::foo[abi:cxx11](int) [clone .cold]"));
    }

    /** MSVC's spelling: {@code class}/{@code __cdecl} before the name, {@code `anonymous namespace'}. */
    @Test
    void msvcSpelling() {
        assertEquals(
                "Foo::bar",
                FrameNormalizer.normalize(
                        "class mlir::Value __cdecl `anonymous namespace'::Foo::bar(class mlir::Operation *)"));
    }
}
