// swift-tools-version:6.0
import PackageDescription

// Layers, bottom up (docs/architecture.md lists every target; a test holds the two in step):
// C shims → HUDSystem, HUDCore (pure Swift) → HUDBus (GDBus) → HUDRender (Cairo/Pango),
// HUDNotificationBoard → HUDStage (what a backend gives the facade) → HUDX11 (windows, input),
// HUDNotificationServer (on HUDBus) → HUDKit (the public facade) → the executables:
// HUDClient builds `hud`, HUDEngine `hud-engine`, HUDBench `hud-bench`, HUDDemo `hud-demo`.
// HUDAutomation (XTEST input, screen probe, headless display, gallery) is the demo's and
// hud-bench's automation, which the tests use too, outside the HUDKit product and hud-engine.
// `hud` is a thin client (Glibc and HUDDaemonLink only) that hands show commands to the daemon and
// execs `hud-engine`, beside it, for everything else. Its start-up is most of a warm `hud toast`:
// it links only the Swift runtime, statically, and not even the Concurrency and StringProcessing
// modules that every Swift file imports implicitly (each is a shared library to load and relocate;
// 2.5 ms → 1.5 ms per exec).
let lean: [SwiftSetting] = [
    .unsafeFlags([
        "-Xfrontend", "-disable-implicit-concurrency-module-import",
        "-Xfrontend", "-disable-implicit-string-processing-module-import",
    ])
]
// The Swift runtime is written in C++ and calls a few dozen functions of libstdc++. Loading the
// shared libstdc++ and binding its symbols is a fifth of `hud`'s start (1.7 → 1.3 ms per exec),
// and its relocated data stays in the resting daemon, so `hud` and `hud-engine` link the static
// one: Resources/Link holds a linker script named libstdc++.so that names libstdc++.a.
let staticCXXLibrary = ["-L", Context.packageDirectory + "/Resources/Link"]
let package = Package(
    name: "HUDKit",
    products: [
        .library(name: "HUDKit", targets: ["HUDKit"]),
        .executable(name: "hud", targets: ["HUDClient"]),
        .executable(name: "hud-engine", targets: ["HUDEngine"]),
        .executable(name: "hud-demo", targets: ["HUDDemo"]),
        .executable(name: "hud-bench", targets: ["HUDBench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CX11",
            path: "Sources/CX11",
            pkgConfig: "x11 xext xfixes xrandr xcomposite xdamage xrender",
            providers: [
                .apt([
                    "libx11-dev", "libxext-dev", "libxfixes-dev", "libxrandr-dev", "libxcomposite-dev",
                    "libxdamage-dev", "libxrender-dev",
                ])
            ]
        ),
        // XTEST's synthetic input, for what drives HUDKit from outside (tests, the demo's tour): apart
        // from CX11 so that no HUDKit application links libXtst.
        .systemLibrary(name: "CXTest", path: "Sources/CXTest", pkgConfig: "xtst", providers: [.apt(["libxtst-dev"])]),
        .systemLibrary(
            name: "CCairo",
            path: "Sources/CCairo",
            pkgConfig: "pangocairo pangoft2 fontconfig libpng",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libfontconfig-dev", "libpng-dev"])]
        ),
        // GDBus (HUDBus) and GdkPixbuf (the notification server's image loaders, SVG through librsvg).
        .systemLibrary(
            name: "CGIO",
            path: "Sources/CGIO",
            pkgConfig: "gio-2.0 gdk-pixbuf-2.0",
            providers: [.apt(["libglib2.0-dev", "libgdk-pixbuf-2.0-dev", "librsvg2-common"])]
        ),
        // What the process needs of the system over Glibc (standard streams, environment, threads, small
        // files, child processes, private directories): the libraries and executables use it instead
        // of Foundation.
        .target(name: "HUDSystem", swiftSettings: lean),
        .target(name: "HUDCore"),
        // Every surface, by feature (alert and its content kinds, sheet, HUD, toast, level HUD, banners,
        // the Notification Center), with its fields and focus and its accessible tree; pure Swift.
        .target(name: "HUDSurfaces", dependencies: ["HUDCore"]),
        // The notification server's board (Desktop Notifications Specification 1.2): parsing, ids,
        // expiry, history, rules; bus-free. What a banner looks like is HUDCore's (Banners/).
        .target(name: "HUDNotificationBoard", dependencies: ["HUDCore", "HUDSurfaces", "HUDSystem"]),
        // D-Bus over GDBus for any client of a bus: a connection, values, a GLib main loop on a thread
        // of its own, exported objects, signal subscriptions, well-known names.
        .target(name: "HUDBus", dependencies: ["CGIO", "HUDSystem"]),
        // org.freedesktop.Notifications on the session bus through HUDBus; images through GdkPixbuf.
        .target(
            name: "HUDNotificationServer",
            dependencies: ["HUDBus", "HUDNotificationBoard", "HUDCore", "HUDSurfaces", "CGIO"]),
        // Screen readers: every surface's accessible tree (HUDCore's) on the AT-SPI2 accessibility bus
        // through HUDBus, on a thread of its own, only while the session asks for it.
        .target(name: "HUDAccessibility", dependencies: ["HUDBus", "HUDCore", "HUDSurfaces", "HUDSystem"]),
        .target(name: "HUDRender", dependencies: ["HUDCore", "HUDSystem", "CCairo"]),
        // What a backend gives the facade (dunst's output.h): below every backend, so each conforms
        // where it is defined.
        .target(name: "HUDStage", dependencies: ["HUDCore", "HUDSurfaces", "HUDRender", "HUDSystem"]),
        // The backend without a display: overlays laid out for a fixed monitor and moved by a manual
        // clock, for tests and headless output.
        .target(name: "HUDHeadless", dependencies: ["HUDCore", "HUDSurfaces", "HUDRender", "HUDStage"]),
        // Variadic Xlib calls (XCreateIC) cannot be called from Swift; this shim wraps them.
        .target(name: "CXInput", dependencies: ["CX11"], path: "Sources/CXInput"),
        .target(
            name: "HUDX11",
            dependencies: ["HUDCore", "HUDSurfaces", "HUDRender", "HUDStage", "HUDSystem", "CX11", "CXInput"]),
        // libwayland-client and xkbcommon, for the Wayland backend.
        .systemLibrary(
            name: "CWayland",
            path: "Sources/CWayland",
            pkgConfig: "wayland-client xkbcommon",
            providers: [.apt(["libwayland-dev", "libxkbcommon-dev"])]
        ),
        // The protocols beyond Wayland's core one, as C (the layer shell, xdg-shell and -output,
        // viewporter, fractional scale, primary selection): generated by
        // scripts/generate-wayland-protocols and committed.
        .target(
            name: "CWaylandProtocols", dependencies: ["CWayland"], path: "Sources/CWaylandProtocols",
            exclude: ["protocols"]),
        // Every surface on a Wayland compositor's overlay layer (wlr layer shell), drawn into shared
        // memory by the same renderer, driven by the same scenes and clock as on X11.
        .target(
            name: "HUDWayland",
            dependencies: [
                "HUDCore", "HUDSurfaces", "HUDRender", "HUDStage", "HUDSystem", "CWayland", "CWaylandProtocols",
            ]),
        .target(
            name: "HUDKit",
            dependencies: [
                "HUDCore", "HUDSurfaces", "HUDRender", "HUDStage", "HUDX11", "HUDWayland", "HUDSystem",
                "HUDAccessibility", "HUDBus",
            ]),
        // What the demo's tour and `hud bench` drive HUDKit with (the tests too); not part of the HUDKit
        // product.
        .target(
            name: "HUDAutomation",
            dependencies: [
                "HUDKit", "HUDCore", "HUDSurfaces", "HUDRender", "HUDStage", "HUDHeadless", "HUDX11", "HUDSystem",
                "CX11",
                "CXTest", "CWayland", "CWaylandProtocols",
            ]),
        // What `hud` and the daemon in `hud-engine` must agree on, without Foundation: the verbs and
        // which the daemon serves, socket location, socket, launcher, wire format.
        .target(name: "HUDDaemonLink", dependencies: ["HUDSystem"], swiftSettings: lean),
        .executableTarget(
            name: "HUDClient", dependencies: ["HUDDaemonLink", "HUDSystem"], swiftSettings: lean,
            linkerSettings: [.unsafeFlags(["-static-stdlib"] + staticCXXLibrary)]),
        // hud-engine links the Swift runtime statically too: the daemon that waits all session then
        // maps ~2.4 MB less (18.2 → 15.8 MB resident at rest; docs/performance.md, `hud bench --memory`).
        // In release builds only: HUDEngineTests links hud-engine's code into the test bundle, with
        // its linker flags, and swift-testing and XCTest come only as shared libraries.
        .executableTarget(
            name: "HUDEngine",
            dependencies: [
                "HUDKit", "HUDCore", "HUDSurfaces", "HUDDaemonLink", "HUDSystem", "HUDNotificationBoard",
                "HUDNotificationServer",
                "HUDBus",
            ],
            linkerSettings: [.unsafeFlags(["-static-stdlib"] + staticCXXLibrary, .when(configuration: .release))]),
        // `hud-bench`: the benchmarks, which drive HUDKit and X11 directly with the gallery and a
        // screen watcher; apart from hud-engine so that the daemon carries none of it.
        // hud-bench and hud-demo link the Swift runtime (and the demo's Foundation) statically in release
        // builds for the Debian package (scripts/package), which must run where no Swift is installed;
        // debug builds stay shared for the tests' sake, as hud-engine's.
        .executableTarget(
            name: "HUDBench",
            dependencies: [
                "HUDKit", "HUDX11", "HUDAutomation", "HUDDaemonLink", "HUDSystem", "HUDAccessibility", "HUDBus",
                "HUDCore", "HUDSurfaces", "HUDRender", "HUDStage",
            ],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]),
        // The demo: its app code uses HUDKit's public API; its window (Demo/Window) is built on HUDX11
        // and HUDRender; its tour's synthetic input and screen probe come from HUDAutomation.
        .executableTarget(
            name: "HUDDemo",
            dependencies: ["HUDKit", "HUDCore", "HUDSurfaces", "HUDX11", "HUDRender", "HUDAutomation", "CX11"],
            path: "Demo",
            // Compiled with it too, so that Foundation is the static one, whose module names the
            // CoreFoundation and ICU archives it needs to link.
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]),
        // The tests' shared harness: a private Xvfb and dbus-daemon, processes, polling, screenshots,
        // an X probe.
        .target(
            name: "HUDTestHarness",
            dependencies: ["HUDKit", "HUDAutomation", "HUDDaemonLink", "HUDSystem", "HUDX11", "CX11"],
            path: "Tests/HUDTestHarness"),
        // An application of HUDKit's alone, for what the library loads (HUDEngineTests checks it).
        .executableTarget(name: "HUDKitLinkProbe", dependencies: ["HUDKit"], path: "Tests/HUDKitLinkProbe"),
        .testTarget(name: "HUDCoreTests", dependencies: ["HUDCore"]),
        .testTarget(name: "HUDSurfacesTests", dependencies: ["HUDSurfaces", "HUDCore", "HUDStage"]),
        .testTarget(name: "HUDSystemTests", dependencies: ["HUDSystem", "HUDTestHarness"]),
        .testTarget(
            name: "HUDNotificationBoardTests", dependencies: ["HUDNotificationBoard", "HUDCore", "HUDSurfaces"]),
        .testTarget(
            name: "HUDRenderTests",
            dependencies: ["HUDKit", "HUDRender", "HUDCore", "HUDSurfaces", "HUDAutomation", "CCairo"]),
        .testTarget(
            name: "HUDKitTests",
            dependencies: [
                "HUDKit", "HUDCore", "HUDSurfaces", "HUDHeadless", "HUDAutomation", "HUDTestHarness", "CX11",
            ]),
        .testTarget(
            name: "HUDEngineTests",
            dependencies: [
                "HUDEngine", "HUDKit", "HUDKitLinkProbe", "HUDAutomation", "HUDDaemonLink", "HUDTestHarness",
                "HUDNotificationBoard", "HUDSystem", "HUDRender",
            ]),
        // What a screen reader meets: `hud` under Xvfb with an accessibility bus of the test's own,
        // read through pyatspi.
        .testTarget(name: "HUDAccessibilityTests", dependencies: ["HUDAccessibility", "HUDTestHarness"]),
        .testTarget(name: "HUDDaemonLinkTests", dependencies: ["HUDDaemonLink", "HUDSystem"]),
        // The notification server in hud-engine's daemon, under a private dbus-daemon driven by
        // notify-send, gdbus and a GDBus client of the tests' own.
        .testTarget(
            name: "HUDNotificationServerTests",
            dependencies: [
                "HUDNotificationServer", "HUDBus", "HUDKit", "HUDCore", "HUDSurfaces", "HUDDaemonLink",
                "HUDTestHarness", "CGIO",
                "CX11",
            ],
            exclude: ["resting-daemon-memory.txt"]),
        // HUDBus under a private dbus-daemon, driven by gdbus.
        .testTarget(name: "HUDBusTests", dependencies: ["HUDBus", "HUDTestHarness"]),
        .testTarget(
            name: "HUDX11Tests",
            dependencies: [
                "HUDX11", "HUDKit", "HUDCore", "HUDSurfaces", "HUDRender", "HUDStage", "HUDAutomation",
                "HUDTestHarness", "CX11",
            ]),
        // The Wayland backend under a headless sway of the tests' own, driven by wtype and swaymsg,
        // read back with grim.
        .testTarget(
            name: "HUDWaylandTests",
            dependencies: ["HUDWayland", "HUDKit", "HUDCore", "HUDTestHarness", "HUDAutomation", "HUDDaemonLink"]),
        .testTarget(
            name: "DemoTests", dependencies: ["HUDDemo", "HUDKit", "HUDAutomation", "HUDTestHarness", "CX11"]),
    ],
    swiftLanguageModes: [.v6]
)
