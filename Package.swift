// swift-tools-version:6.0
import PackageDescription

// Layers, bottom up: C shims → HUDCore (pure Swift) → HUDRender (Cairo/Pango) and
// HUDX11 (windows, input) → HUDKit (public facade) → `hud-engine` (HUDEngine) and `hud-demo`.
// HUDTestSupport (XTEST input, screen probe, headless display, gallery) serves the tests, the demo
// and `hud bench`, outside the HUDKit product. See docs/architecture.md.
// `hud` itself is a thin client (HUDCommand: Glibc and HUDDaemonLink only, so it starts in ~2 ms)
// that hands show commands to the daemon and execs `hud-engine`, beside it, for everything else.
// The thin client's start-up is most of a warm `hud toast` (issue #6): it links only the Swift
// runtime, statically, and not even the Concurrency and StringProcessing modules that every Swift
// file imports implicitly (each is a shared library to load and relocate; 2.5 ms → 1.5 ms per exec).
let lean: [SwiftSetting] = [
    .unsafeFlags([
        "-Xfrontend", "-disable-implicit-concurrency-module-import",
        "-Xfrontend", "-disable-implicit-string-processing-module-import",
    ])
]
let package = Package(
    name: "HUDKit",
    products: [
        .library(name: "HUDKit", targets: ["HUDKit"]),
        .executable(name: "hud", targets: ["HUDCommand"]),
        .executable(name: "hud-engine", targets: ["HUDEngine"]),
        .executable(name: "hud-demo", targets: ["HUDDemo"]),
    ],
    targets: [
        .systemLibrary(
            name: "CX11",
            path: "Sources/CX11",
            pkgConfig: "x11 xext xfixes xrandr xtst xcomposite xdamage xrender",
            providers: [
                .apt([
                    "libx11-dev", "libxext-dev", "libxfixes-dev", "libxrandr-dev", "libxtst-dev",
                    "libxcomposite-dev", "libxdamage-dev", "libxrender-dev",
                ])
            ]
        ),
        .systemLibrary(
            name: "CCairo",
            path: "Sources/CCairo",
            pkgConfig: "pangocairo pangoft2 fontconfig libpng",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev", "libpng-dev"])]
        ),
        // GDBus (the notification server's bus) and GdkPixbuf (its image loaders, SVG through librsvg).
        .systemLibrary(
            name: "CGIO",
            path: "Sources/CGIO",
            pkgConfig: "gio-2.0 gdk-pixbuf-2.0",
            providers: [.apt(["libglib2.0-dev", "libgdk-pixbuf-2.0-dev", "librsvg2-common"])]
        ),
        // What the process needs of the system (standard streams, environment, threads, small files)
        // over Glibc: the libraries and both executables use it instead of Foundation.
        .target(name: "HUDSystem", swiftSettings: lean),
        .target(name: "HUDCore"),
        // The notification server's parsing and state (Desktop Notifications Specification 1.2), bus-free.
        .target(name: "HUDNotifications", dependencies: ["HUDCore", "HUDSystem"]),
        // org.freedesktop.Notifications on the session bus over GDBus, on a GLib main loop of its own.
        .target(
            name: "HUDNotificationServer", dependencies: ["HUDNotifications", "HUDCore", "HUDSystem", "CGIO"]),
        .target(name: "HUDRender", dependencies: ["HUDCore", "HUDSystem", "CCairo"]),
        // Variadic Xlib calls (XCreateIC) cannot be called from Swift; this shim wraps them.
        .target(name: "CXInput", dependencies: ["CX11"], path: "Sources/CXInput"),
        .target(name: "HUDX11", dependencies: ["HUDCore", "HUDRender", "HUDSystem", "CX11", "CXInput"]),
        .target(name: "HUDKit", dependencies: ["HUDCore", "HUDRender", "HUDX11", "HUDSystem"]),
        // What tests, the demo and `hud bench` drive HUDKit with; not part of the HUDKit product.
        .target(
            name: "HUDTestSupport", dependencies: ["HUDKit", "HUDCore", "HUDRender", "HUDX11", "HUDSystem", "CX11"]),
        // What `hud` and the daemon in `hud-engine` must agree on, without Foundation: socket location,
        // socket, launcher, wire format.
        .target(name: "HUDDaemonLink", dependencies: ["HUDSystem"], swiftSettings: lean),
        .executableTarget(
            name: "HUDCommand", dependencies: ["HUDDaemonLink", "HUDSystem"], swiftSettings: lean,
            linkerSettings: [.unsafeFlags(["-static-stdlib"])]),
        .executableTarget(
            name: "HUDEngine",
            dependencies: [
                "HUDKit", "HUDX11", "HUDTestSupport", "HUDDaemonLink", "HUDSystem",
                "HUDNotifications", "HUDNotificationServer",
            ]),
        // The demo's window, input and screen probe come from HUDTestSupport (they are not overlay API).
        .executableTarget(name: "HUDDemo", dependencies: ["HUDKit", "HUDTestSupport"], path: "Demo"),
        // The tests' shared harness: a private Xvfb, processes, polling, screenshots, an X probe.
        .target(
            name: "HUDTestHarness",
            dependencies: ["HUDKit", "HUDTestSupport", "HUDDaemonLink", "HUDSystem", "HUDX11", "CX11"],
            path: "Tests/HUDTestHarness"),
        // An application of HUDKit's alone, for what the library loads (HUDEngineTests checks it).
        .executableTarget(name: "HUDKitLinkProbe", dependencies: ["HUDKit"], path: "Tests/HUDKitLinkProbe"),
        .testTarget(name: "HUDCoreTests", dependencies: ["HUDCore"]),
        .testTarget(name: "HUDSystemTests", dependencies: ["HUDSystem"]),
        .testTarget(name: "HUDNotificationsTests", dependencies: ["HUDNotifications", "HUDCore"]),
        .testTarget(name: "HUDRenderTests", dependencies: ["HUDKit", "HUDRender", "HUDCore", "HUDTestSupport"]),
        .testTarget(name: "HUDKitTests", dependencies: ["HUDKit", "HUDTestSupport", "HUDTestHarness", "CX11"]),
        .testTarget(
            name: "HUDEngineTests",
            dependencies: [
                "HUDEngine", "HUDKit", "HUDKitLinkProbe", "HUDTestSupport", "HUDDaemonLink",
                "HUDTestHarness", "HUDNotificationServer", "CGIO",
            ]),
        .testTarget(
            name: "HUDX11Tests", dependencies: ["HUDX11", "HUDKit", "HUDTestSupport", "HUDTestHarness", "CX11"]),
        .testTarget(
            name: "DemoTests", dependencies: ["HUDDemo", "HUDKit", "HUDTestSupport", "HUDTestHarness", "CX11"]),
    ],
    swiftLanguageModes: [.v6]
)
