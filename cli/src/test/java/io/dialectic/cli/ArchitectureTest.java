package io.dialectic.cli;

import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

/**
 * the package structure of all of Dialectic, checked in the build with ArchUnit. No two packages depend on
 * each other, directly or through others (each package is a slice).
 */
class ArchitectureTest {
    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("io.dialectic");

    @Test
    void packagesHaveNoCycles() {
        slices().matching("io.dialectic.(**)").should().beFreeOfCycles().check(MAIN);
    }
}
