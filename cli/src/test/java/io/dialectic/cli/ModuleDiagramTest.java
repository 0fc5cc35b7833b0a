package io.dialectic.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.dialectic.testing.SharedData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * The module diagram of docs/ARCHITECTURE.md is the poms' graph drawn by the rule written beside it: an arrow
 * {@code A --> B} exactly when A's pom declares B and no other declared module of A leads to B (the transitive
 * reduction of the declared dialectic dependencies, test-support left out).
 */
class ModuleDiagramTest {
    private static final Pattern NODE = Pattern.compile("^\\s*(\\w+)\\[\"([\\w-]+)<br/>", Pattern.MULTILINE);
    private static final Pattern ARROW = Pattern.compile("^\\s*(\\w+) --> (\\w+)\\s*$", Pattern.MULTILINE);
    private static final String TEST_ONLY = "test-support";

    @Test
    void theDrawnArrowsAreThePomsDependenciesWithoutTheImpliedOnes() throws Exception {
        Path root = SharedData.repoRoot();
        assertEquals(reduction(declared(root)), drawn(root));
    }

    /** Module -> the dialectic modules its pom declares (test-support left out), from the parent pom's module list. */
    static Map<String, Set<String>> declared(Path root) throws Exception {
        Map<String, Set<String>> deps = new TreeMap<>();
        for (String module : children(pom(root.resolve("pom.xml")), "modules", "module")) {
            if (module.equals(TEST_ONLY)) continue;
            Set<String> on = new TreeSet<>();
            for (Element d : elements(pom(root.resolve(module).resolve("pom.xml")), "dependencies", "dependency")) {
                String artifact = text(d, "artifactId");
                if (artifact.startsWith("dialectic-") && !artifact.equals("dialectic-" + TEST_ONLY))
                    on.add(artifact.substring("dialectic-".length()));
            }
            deps.put(module, on);
        }
        return deps;
    }

    /** Each module's arrows without those another of its arrows already leads to. */
    static Map<String, Set<String>> reduction(Map<String, Set<String>> deps) {
        Map<String, Set<String>> out = new TreeMap<>();
        for (var e : deps.entrySet()) {
            Set<String> direct = new TreeSet<>(e.getValue());
            for (String via : e.getValue()) direct.removeAll(reachable(deps, via));
            out.put(e.getKey(), direct);
        }
        return out;
    }

    /** Every module {@code from} leads to, through one or more arrows. */
    private static Set<String> reachable(Map<String, Set<String>> deps, String from) {
        Set<String> seen = new TreeSet<>();
        List<String> todo = new ArrayList<>(deps.getOrDefault(from, Set.of()));
        while (!todo.isEmpty()) {
            String m = todo.remove(todo.size() - 1);
            if (seen.add(m)) todo.addAll(deps.getOrDefault(m, Set.of()));
        }
        return seen;
    }

    /** Module -> the modules the first mermaid block of docs/ARCHITECTURE.md points it to, nodes named by their label. */
    static Map<String, Set<String>> drawn(Path root) throws Exception {
        String doc = Files.readString(root.resolve("docs").resolve("ARCHITECTURE.md"));
        int start = doc.indexOf("```mermaid");
        String block = doc.substring(start, doc.indexOf("```", start + 3));
        Map<String, String> module = new HashMap<>();
        for (Matcher m = NODE.matcher(block); m.find(); ) module.put(m.group(1), m.group(2));
        Map<String, Set<String>> out = new TreeMap<>();
        for (String m : module.values()) out.put(m, new TreeSet<>());
        for (Matcher m = ARROW.matcher(block); m.find(); )
            out.get(module.get(m.group(1))).add(module.get(m.group(2)));
        return out;
    }

    private static Document pom(Path file) throws Exception {
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
    }

    /** The {@code item} elements of the project's own {@code list} (not of a plugin or of dependencyManagement). */
    private static List<Element> elements(Document pom, String list, String item) {
        List<Element> out = new ArrayList<>();
        for (Node n = pom.getDocumentElement().getFirstChild(); n != null; n = n.getNextSibling()) {
            if (!(n instanceof Element l) || !l.getTagName().equals(list)) continue;
            NodeList items = l.getElementsByTagName(item);
            for (int i = 0; i < items.getLength(); i++) out.add((Element) items.item(i));
        }
        return out;
    }

    private static List<String> children(Document pom, String list, String item) {
        return elements(pom, list, item).stream()
                .map(e -> e.getTextContent().strip())
                .toList();
    }

    private static String text(Element e, String tag) {
        NodeList l = e.getElementsByTagName(tag);
        return l.getLength() == 0 ? "" : l.item(0).getTextContent().strip();
    }
}
