// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "layoutpreview",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "layoutpreview", targets: ["layoutpreview"]),
        .library(name: "Preview", targets: ["Preview"]),
        .plugin(name: "layoutpreview-lint", targets: ["LayoutpreviewLint"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CNcurses",
            providers: [.apt(["libncurses-dev"])]
        ),
        // UIKit's Auto Layout: a Cassowary solver and the constraint vocabulary over it. Pure Swift,
        // no Foundation, no I/O, usable on its own.
        .target(name: "AutoLayout"),
        // Points, sizes, rectangles, insets and why a number is what it is (`Explanation`): the
        // floor every other target stands on. Pure Swift, no Foundation.
        .target(name: "Geometry"),
        // SwiftUI's layout (RULES §11): proposals, stacks, frames, the safe area, inside a hosting
        // view whose frame and insets the UIKit engine gives. Pure Swift, no Foundation, no I/O.
        .target(name: "SwiftUILayout", dependencies: ["Geometry"]),
        .testTarget(name: "SwiftUILayoutTests", dependencies: ["SwiftUILayout", "Geometry"]),
        // Swift source read into SwiftUI view trees (swift-syntax's parser; no type checking, no
        // macros): a scene's `swiftUI:` view and, later, a file's previews.
        .target(
            name: "SwiftUISource",
            dependencies: [
                "Geometry",
                "SwiftUILayout",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ]
        ),
        .testTarget(name: "SwiftUISourceTests", dependencies: ["SwiftUISource", "SwiftUILayout", "Geometry"]),
        .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout"]),
        // Restores the terminal from a crash's signal handler (async-signal-safe, one copy of its state).
        .target(name: "CTerminalGuard"),
        // A program started on a pseudo-terminal, for `bench`'s start-up figure.
        .target(name: "CPseudoTerminal"),
        .target(
            name: "Preview",
            dependencies: ["AutoLayout", "Geometry", "SwiftUILayout", "SwiftUISource", .product(name: "Yams", package: "Yams")]
        ),
        // Storyboards and xibs read into scenes (Foundation's XMLParser); pure, no terminal I/O.
        .target(name: "InterfaceBuilder", dependencies: ["Preview", "AutoLayout"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "Preview"], exclude: ["CorpusFloors.json"]),
        .executableTarget(
            name: "layoutpreview",
            dependencies: [
                "Preview",
                "InterfaceBuilder",
                "SwiftUILayout",
                "SwiftUISource",
                "CNcurses",
                "CTerminalGuard",
                "CPseudoTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // `layoutpreview mcp`: the Model Context Protocol over standard input and output.
                .product(name: "MCP", package: "swift-sdk"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // `swift package plugin layoutpreview-lint`: lint a package's storyboards, xibs and
        // SwiftUI previews with Xcode's diagnostics format.
        .plugin(
            name: "LayoutpreviewLint",
            capability: .command(
                intent: .custom(
                    verb: "layoutpreview-lint",
                    description: "Lint storyboards, xibs and SwiftUI previews for content under the notch, corners, home indicator and bars"),
                permissions: []),
            dependencies: ["layoutpreview"]
        ),
        // A seeded mutation fuzzer over the loader, the layout and every output (run by .ci/run).
        .executableTarget(name: "fuzz-scenes", dependencies: ["Preview", "InterfaceBuilder", "SwiftUISource", "CTerminalGuard"]),
        // What Data/devices.json says, read apart from the generated table: the tests' device counts.
        .target(name: "CatalogFacts", path: "Tests/CatalogFacts"),
        .testTarget(
            name: "PreviewTests",
            dependencies: ["Preview", "AutoLayout", "CatalogFacts"],
            exclude: ["__Snapshots__"]
        ),
        // posix_spawn's chdir and closefrom actions, for the tests that run the binary.
        .systemLibrary(name: "CSpawn", path: "Tests/CSpawn"),
        .testTarget(
            name: "layoutpreviewTests",
            dependencies: ["layoutpreview", "AutoLayout", "CSpawn", "CatalogFacts"],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
