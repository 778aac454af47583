import Foundation
import ObservableExpander

/// Which modules of a run each module's files can import (`MigrationOptions.moduleImports`),
/// told from the packages' manifests: a target of a package (`ModuleIdentity`'s `package <root>
/// target <name>`) can import the targets of its own package and of the packages of the run
/// that its manifest depends on (`.package(path:)` resolving to that package's folder, or a
/// `url:`, `name:` or `id:` whose name is the package's folder name or its `Package(name:)`),
/// and those packages' dependencies in turn; never a target of an Xcode, XcodeGen or Tuist
/// project (SwiftPM cannot depend on one). A module of a project, and a package whose manifest
/// cannot be read or has a dependency whose name cannot be told, get no entry: they may
/// import any module (review 22c/01, SwiftUI-Enterprise-App: a Vapor server package that does
/// not depend on the app's package cannot see the app's view models).
enum ModuleVisibility {
    /// For each package module among the values of `modules` (a file -> modules map from
    /// `ModuleIdentity.modules`), the modules of the map it can import (itself included).
    /// Reads each package's `Package.swift` once; never throws.
    static func imports(_ modules: [String: Set<String>]) -> [String: Set<String>] {
        let all = modules.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        // The package root of each package module.
        var rootOf: [String: String] = [:]
        for module in all {
            guard module.hasPrefix("package "), let range = module.range(of: " target ", options: .backwards) else { continue }
            rootOf[module] = String(module[module.index(module.startIndex, offsetBy: 8) ..< range.lowerBound])
        }
        let roots = Set(rootOf.values)
        var manifests: [String: PackageDependencies] = [:]
        for root in roots {
            guard let bytes = FileOutput.existingBytes(at: root + "/Package.swift") else { continue }
            manifests[root] = PackageDependencies(bytes)
        }
        // The names each root goes by, lower-cased: its folder's name and its package name.
        var names: [String: Set<String>] = [:]
        for root in roots {
            var found: Set<String> = [URL(fileURLWithPath: root).lastPathComponent.lowercased()]
            if let name = manifests[root]?.name { found.insert(name.lowercased()) }
            names[root] = found
        }
        // The roots each readable manifest depends on directly; nil when that cannot be told.
        var direct: [String: Set<String>?] = [:]
        for root in roots {
            guard let manifest = manifests[root], !manifest.hasUnreadDependency else { direct[root] = .some(nil); continue }
            var targets: Set<String> = []
            for dependency in manifest.dependencies {
                let dependencyNames = PackageDependencies.names(of: dependency)
                for other in roots where other != root {
                    if let path = dependency.path,
                       URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: root + "/")).standardizedFileURL.path == URL(fileURLWithPath: other).standardizedFileURL.path {
                        targets.insert(other)
                    } else if !dependencyNames.isDisjoint(with: names[other] ?? []) {
                        targets.insert(other)
                    }
                }
            }
            direct[root] = .some(targets)
        }
        // Transitive closure; a root that reaches one whose dependencies cannot be told can
        // still be told: it imports what it reaches (that root's own entry is left out below).
        var result: [String: Set<String>] = [:]
        for module in all {
            guard let root = rootOf[module], let first = direct[root], let start = first else { continue }
            var reached: Set<String> = [root]
            var queue = Array(start)
            while let next = queue.popLast() {
                guard reached.insert(next).inserted else { continue }
                if let more = direct[next], let more { queue += more }
            }
            result[module] = Set(all.filter { rootOf[$0].map(reached.contains) ?? false })
        }
        return result
    }
}
