package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.dialectic.ir.ods.OpCatalog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dialectic inspect} end to end through picocli, on a two-chunk file counted by hand. */
class InspectCommandTest {

    /** Chunk 1: the MLIRod Figure 1(c)-style program; chunk 2 (from line 13): one func with an unknown value. */
    static final String TWO_CHUNKS =
            """
            func.func @f(%arg0: memref<10xf32>, %n: index) {
              %c0 = arith.constant 0 : index
              %c1 = arith.constant 1 : index
              scf.for %i = %c0 to %n step %c1 {
                %v = memref.load %arg0[%i] : memref<10xf32>
                %w = arith.addf %v, %v : f32
                memref.store %w, %arg0[%i] : memref<10xf32>
              }
              return
            }

            // -----
            func.func @g() -> i32 {
              %x = arith.addi %undefined, %undefined : i32
              return %x : i32
            }
            """;

    @TempDir
    Path dir;

    private String run(String... args) {
        // The verb alone: other verbs' modules need not be built for this test.
        return CapturedRun.of(new InspectCommand(), 0, args).out();
    }

    @Test
    void jsonPerChunkAndDot() throws Exception {
        Path file = dir.resolve("two.mlir");
        Files.writeString(file, TWO_CHUNKS);
        Path dot = dir.resolve("out/odg.dot");
        JsonNode root = new ObjectMapper().readTree(run(file.toString(), "--json", "--dot", dot.toString()));
        JsonNode chunks = root.get("chunks");
        assertEquals(2, chunks.size());
        JsonNode first = chunks.get(0);
        // The scf.yield custom form elides is in the model (as in generic form): 9 ops; control Fn->A,B,F,R +
        // F->L,D,S,Y = 8; data 9, the yield has no operand (see HandCountedPrograms).
        assertEquals(9, first.get("ops").asInt());
        assertEquals(9, first.get("odg").get("data_edges").asInt());
        assertEquals(8, first.get("odg").get("control_edges").asInt());
        assertEquals(6, first.get("dialect_pairs").get("union").size());
        assertEquals(4, first.get("patterns").size()); // d = 0..3
        assertEquals(0, first.get("diagnostics").size());
        JsonNode second = chunks.get(1);
        assertEquals(13, second.get("first_line").asInt());
        // func.func, arith.addi, func.return; %undefined gives no edge: data = addi->return only.
        assertEquals(3, second.get("ops").asInt());
        assertEquals(1, second.get("odg").get("data_edges").asInt());
        JsonNode diag = second.get("diagnostics").get(0);
        assertEquals(14, diag.get("line").asInt(), "diagnostic lines are lines of the whole file");
        // DOT: one cluster per chunk, 8 + 2 dashed control edges, 9 + 1 solid data edges.
        String d = Files.readString(dot);
        assertTrue(d.contains("subgraph cluster_1"));
        assertEquals(10, d.split("style=dashed", -1).length - 1);
        assertEquals(10, d.split("style=solid", -1).length - 1);
        assertTrue(d.contains("arith.addi\\nline 14"), "op lines are lines of the whole file");
    }

    /** The op universe of each chunk, counted by hand against the catalog; an op of no registered dialect named. */
    @Test
    void opUniverseAgainstTheChosenCatalog() throws Exception {
        Path file = dir.resolve("u.mlir");
        Files.writeString(
                file,
                """
                func.func @f(%a: i32) -> i32 {
                  %x = arith.addi %a, %a : i32
                  %y = "mydialect.frob"(%x) : (i32) -> i32
                  return %y : i32
                }
                """);
        String text = run(file.toString());
        // func.func, arith.addi, func.return registered (dialects func, arith); mydialect.frob not.
        assertTrue(
                text.contains(
                        "  op universe: 3 of "
                                + OpCatalog.of(19).opCount()
                                + " registered ops, 2 of "
                                + OpCatalog.of(19).dialects().size()
                                + " dialects covered (MLIR 19 catalog; no tool: the reader's catalog); 1 unregistered op(s) seen\n"),
                text);
        assertTrue(text.contains("    unregistered: mydialect.frob\n"), text);
        JsonNode u = new ObjectMapper()
                .readTree(run(file.toString(), "--json", "--catalog", "22"))
                .get("chunks")
                .get(0)
                .get("op_universe");
        assertEquals(22, u.get("catalog").asInt());
        assertEquals(3, u.get("covered_ops").asInt());
        assertEquals(OpCatalog.of(22).opCount(), u.get("registered_ops").asInt());
        assertEquals("mydialect", u.get("unregistered_dialects").get(0).asText());
    }

    @Test
    void textAndOptions() throws Exception {
        Path file = dir.resolve("two.mlir");
        Files.writeString(file, TWO_CHUNKS);
        String text = run(file.toString(), "--d", "2", "--ordered");
        assertTrue(text.contains("chunk 1/2 (line 1)"));
        assertTrue(text.contains("chunk 2/2 (line 13)"));
        // 8 labels (func, constant, for, load, addf, store, yield, return); %c0 and %c1 have one neighbourhood.
        assertTrue(text.contains("OD patterns: d=0 8, d=1 8, d=2 8\n"), text);
        // Ordered: control func->arith, func->scf, scf->memref, func->memref, scf->arith = 5;
        // data arith->scf, func->scf, func->memref, scf->memref, memref->arith, arith->memref = 6; union 8.
        assertTrue(text.contains("dialect pairs: control 5, data 6, union 8"), text);
    }

    @Test
    void mlirsmithConventionIsDocumentedInTheJson() throws Exception {
        Path file = dir.resolve("two.mlir");
        Files.writeString(file, TWO_CHUNKS);
        JsonNode root = new ObjectMapper().readTree(run(file.toString(), "--json", "--convention", "mlirsmith"));
        JsonNode rules = root.get("pair_convention");
        assertEquals("mlirsmith", rules.get("name").asText());
        assertTrue(rules.get("control").asText().contains("direct parent only"), rules.toString());
        assertTrue(rules.get("data").asText().contains("block argument is no data edge"), rules.toString());
        assertTrue(rules.get("ordered").asBoolean());
        assertTrue(root.get("ordered_pairs").asBoolean());
        JsonNode first = root.get("chunks").get(0).get("dialect_pairs");
        // Counted by hand on chunk 1 (custom form: implicit module M, the elided scf.yield Y in the model):
        // control, direct parent: M->Fn builtin->func; Fn->%c0,%c1 func->arith; Fn->for func->scf;
        // Fn->return func->func; for->load,store scf->memref; for->addf scf->arith; for->Y scf->scf.
        assertEquals(
                List.of(
                        "builtin->func",
                        "func->arith",
                        "func->func",
                        "func->scf",
                        "scf->arith",
                        "scf->memref",
                        "scf->scf"),
                strings(first.get("control")));
        // Data from results only: %c0,%c1->for arith->scf; %v->addf memref->arith; %w->store arith->memref
        // (%arg0, %n, %i are block arguments: no pair).
        assertEquals(List.of("arith->memref", "arith->scf", "memref->arith"), strings(first.get("data")));
        // Each pair with the first dependency giving it, lines of the file.
        JsonNode why = root.get("chunks").get(0).get("dialect_pair_witnesses");
        assertEquals(
                "builtin.module (top level) -> func.func (line 1)",
                why.get("control").get("builtin->func").asText());
        assertEquals(
                "scf.for (line 4) -> memref.load (line 5)",
                why.get("control").get("scf->memref").asText());
        assertEquals(7, why.get("control").size());
        assertEquals(
                "arith.constant (line 2) %c0 -> scf.for (line 4)",
                why.get("data").get("arith->scf").asText());
        assertEquals(3, why.get("data").size());
    }

    @Test
    void unknownConventionIsAnError() throws Exception {
        Path file = dir.resolve("two.mlir");
        Files.writeString(file, TWO_CHUNKS);
        CapturedRun r = CapturedRun.dialectic(1, "inspect", file.toString(), "--convention", "nope");
        assertTrue(r.err().startsWith("dialectic inspect: --convention:"), r.err());
        assertTrue(r.err().contains("known: dialectic, mlirsmith, synthfuzz"), r.err());
    }

    private static List<String> strings(JsonNode array) {
        List<String> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asText()));
        return out;
    }

    /** A text that is no MLIR ({@code /etc/passwd}) is flagged, and its "op" {@code root} counts nowhere. */
    @Test
    void aTextThatIsNoMlirCoversNothing() throws Exception {
        Path file = dir.resolve("passwd");
        Files.writeString(file, "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n");
        String text = run(file.toString());
        assertTrue(text.contains("custom op 'root' is unknown"), text);
        assertTrue(
                text.contains("op universe: 0 of " + OpCatalog.of(19).opCount() + " registered ops")
                        && text.contains("(not counted: the reader flags this program)"),
                text);
        assertTrue(!text.contains("unregistered: root"), text);
        JsonNode chunk = new ObjectMapper()
                .readTree(run(file.toString(), "--json"))
                .get("chunks")
                .get(0);
        assertEquals(0, chunk.get("op_universe").get("unregistered_ops").size());
    }
}
