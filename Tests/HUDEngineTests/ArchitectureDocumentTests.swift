import Foundation
import Testing

/// docs/architecture.md's module table against Package.swift: every target named, no name that is
/// not a target, and each module's "uses" column exactly its dependencies, so the layering a reader
/// checks there is the one the build has.
@Suite("docs/architecture.md matches Package.swift")
struct ArchitectureDocumentTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Each target's name and its dependencies as Package.swift declares them.
    static func packageTargets(_ manifest: String) -> [String: Set<String>] {
        targetCalls(manifest).mapValues { Set(quoted(after: "dependencies:", in: $0.call)) }
    }

    /// Each target's name → its directory in the repository, as Package.swift places it.
    static func targetDirectories(_ manifest: String) -> [String: String] {
        targetCalls(manifest).mapValues { target in
            quoted(after: "path:", in: target.call).first
                ?? (target.kind == ".testTarget(" ? "Tests/" : "Sources/") + target.name
        }
    }

    /// Each target's name → the kind of its declaration and the text of its arguments.
    private static func targetCalls(_ manifest: String) -> [String: (name: String, kind: String, call: Substring)] {
        var targets: [String: (name: String, kind: String, call: Substring)] = [:]
        let kinds = [".systemLibrary(", ".target(", ".executableTarget(", ".testTarget("]
        var rest = manifest[...]
        while let start = kinds.compactMap({ rest.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }) {
            let call = balancedCall(in: rest[start.upperBound...])
            rest = rest[call.endIndex...]
            guard let name = quoted(after: "name:", in: call).first else { continue }
            targets[name] = (name, String(rest.base[start]), call)
        }
        return targets
    }

    /// The text of a call's arguments, up to its closing parenthesis.
    private static func balancedCall(in text: Substring) -> Substring {
        var depth = 1
        for index in text.indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" { depth -= 1 }
            if depth == 0 { return text[..<index] }
        }
        return text
    }

    /// The string literals after `label`: its one value, or the elements of its array.
    private static func quoted(after label: String, in call: Substring) -> [String] {
        guard let found = call.range(of: label) else { return [] }
        let value = call[found.upperBound...].drop { $0 == " " || $0 == "\n" }
        let end =
            value.first == "["
            ? value.firstIndex(of: "]") ?? value.endIndex
            : value.firstIndex { $0 == "," || $0 == ")" } ?? value.endIndex
        return value[..<end].split(separator: "\"", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The document's tables, each known by its header: the module table's first column (a `name`)
    /// → the names in its second; the test targets' names; the modules without a test target → why.
    static func documentedTargets(_ document: String) -> (
        modules: [String: Set<String>], tests: Set<String>, untested: [String: String]
    ) {
        var modules: [String: Set<String>] = [:]
        var tests: Set<String> = []
        var untested: [String: String] = [:]
        func names(_ cell: Substring) -> [String] {
            cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        var table = ""
        for line in document.split(separator: "\n") where line.hasPrefix("|") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false)
            guard cells.count >= 4, let name = names(cells[1]).first else {
                if cells.count >= 2, !line.hasPrefix("|-") { table = cells[1].trimmingCharacters(in: .whitespaces) }
                continue
            }
            switch table {
            case "module": modules[name] = Set(names(cells[2]))
            case "test target": tests.insert(name)
            case "module without a test target": untested[name] = cells[2].trimmingCharacters(in: .whitespaces)
            default: break
            }
        }
        return (modules, tests, untested)
    }

    @Test func everyTargetIsDocumentedWithItsDependencies() throws {
        let manifest = try String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let document = try String(
            contentsOf: Self.repository.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let targets = Self.packageTargets(manifest)
        let documented = Self.documentedTargets(document)
        let testTargets = Set(targets.keys.filter { $0.hasSuffix("Tests") })
        #expect(targets.count > 20 && targets["HUDKit"]?.contains("HUDX11") == true, "parsed \(targets)")

        #expect(documented.tests == testTargets, "test targets: documented \(documented.tests), built \(testTargets)")
        let modules = targets.filter { !testTargets.contains($0.key) }
        #expect(
            Set(documented.modules.keys) == Set(modules.keys),
            "missing from the document: \(Set(modules.keys).subtracting(documented.modules.keys)); not in Package.swift: \(Set(documented.modules.keys).subtracting(modules.keys))"
        )
        for (name, dependencies) in modules where documented.modules[name] != nil {
            #expect(documented.modules[name] == dependencies, "\(name) uses \(dependencies.sorted()) in Package.swift")
        }
    }

    /// A module a target's files import is one of its declared dependencies, not one that reaches it
    /// through another: the table above, and the build, then say what each target really uses.
    @Test func everyTargetDeclaresWhatItsFilesImport() throws {
        let manifest = try String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = Self.packageTargets(manifest)
        let directories = Self.targetDirectories(manifest)
        #expect(directories["HUDDemo"] == "Demo" && directories["HUDCoreTests"] == "Tests/HUDCoreTests")
        for (name, directory) in directories {
            let root = Self.repository.appendingPathComponent(directory)
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            var imported: Set<String> = []
            for file in files where file.hasSuffix(".swift") {
                let source = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                for line in source.split(separator: "\n") {
                    let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
                    if words.count == 2, words[0] == "import" { imported.insert(String(words[1])) }
                }
            }
            let undeclared = imported.intersection(targets.keys).subtracting(targets[name] ?? []).subtracting([name])
            #expect(undeclared.isEmpty, "\(name) imports \(undeclared.sorted()) without declaring them")
        }
    }

    /// The table check would pass vacuously on a parse that found nothing: a target added to the
    /// manifest, or a dependency rewired, is caught.
    @Test func aTargetMissingFromTheDocumentIsCaught() throws {
        let manifest = try String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let document = try String(
            contentsOf: Self.repository.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let added = manifest.replacingOccurrences(
            of: ".target(name: \"HUDCore\")", with: ".target(name: \"HUDCore\"),\n.target(name: \"HUDExtra\")")
        #expect(Self.packageTargets(added)["HUDExtra"] == [])
        #expect(Self.documentedTargets(document).modules["HUDExtra"] == nil)
        let rewired = document.replacingOccurrences(
            of: "| `HUDRender` | `HUDCore`, `HUDSystem`, `CCairo` |", with: "| `HUDRender` | `HUDCore`, `CCairo` |")
        #expect(Self.documentedTargets(rewired).modules["HUDRender"] != Self.packageTargets(manifest)["HUDRender"])
        #expect(Self.documentedTargets(document).modules["HUDRender"] == Self.packageTargets(manifest)["HUDRender"])
    }

    /// Each library module's tests are a target of its own, named for it, so that one module's run
    /// alone; a module without one is listed with the reason, and no module is both.
    @Test func everyModuleHasItsTestTargetOrSaysWhyNot() throws {
        let manifest = try String(contentsOf: Self.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let document = try String(
            contentsOf: Self.repository.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let targets = Self.packageTargets(manifest)
        let untested = Self.documentedTargets(document).untested
        #expect(untested["HUDStage"] != nil && untested["HUDSurfaces"] == nil, "parsed \(untested)")
        for module in targets.keys where !module.hasSuffix("Tests") {
            let hasTests = targets["\(module)Tests"] != nil
            let reason = untested[module] ?? ""
            #expect(hasTests != !reason.isEmpty, "\(module): a test target \(hasTests), a reason '\(reason)'")
        }
        #expect(
            Set(untested.keys).isSubset(of: targets.keys),
            "not modules: \(Set(untested.keys).subtracting(targets.keys))")
    }

    /// The glossary's names are the code's: each type a bullet names is declared somewhere in
    /// Sources or Demo, and one it calls a protocol is declared as one.
    @Test func theGlossaryNamesTypesThatExist() throws {
        let document = try String(
            contentsOf: Self.repository.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let glossary = try #require(document.range(of: "## Glossary")).upperBound
        let end = document.range(of: "\n## ", range: glossary..<document.endIndex)?.lowerBound ?? document.endIndex
        var declared: [String: String] = [:]
        for directory in ["Sources", "Demo"] {
            let root = Self.repository.appendingPathComponent(directory)
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let source = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                for line in source.split(separator: "\n") {
                    let words = line.split(separator: " ").filter {
                        !["public", "package", "private", "fileprivate", "final", "indirect"].contains($0)
                    }
                    guard words.count >= 2, ["struct", "class", "enum", "protocol", "typealias"].contains(words[0])
                    else { continue }
                    let name = words[1].prefix { $0.isLetter || $0.isNumber }
                    declared[String(name)] = String(words[0])
                }
            }
        }
        #expect(declared["BannerStack"] == "class" && declared["OverlayStage"] == "protocol")
        var checked = 0
        for line in document[glossary..<end].split(separator: "\n") where line.hasPrefix("- `") {
            let head = line.prefix { $0 != ":" }
            let named = head.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
                .filter { $0.first?.isUppercase == true && $0.allSatisfy { $0.isLetter || $0.isNumber } }
            for name in named {
                checked += 1
                #expect(declared[name] != nil, "the glossary names \(name), which no file declares")
            }
            if line.dropFirst(head.count).hasPrefix(": ") && line.contains("(a protocol"), let first = named.first {
                #expect(declared[first] == "protocol", "the glossary calls \(first) a protocol")
            }
        }
        #expect(checked > 50)
    }
}
