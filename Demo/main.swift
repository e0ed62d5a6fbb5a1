import Foundation
import HUDKit

// hud-demo: the demo window (every variant a button, seed 000's shop), its scripted tour, or the
// headless gallery. Exit status: 0 OK, 1 a tour step failed, 2 usage error, 255 runtime error.

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("hud-demo: \(message)\n".utf8))
    exit(status)
}

let arguments: DemoArguments
do {
    arguments = try DemoArguments(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error)\n\(DemoArguments.usage)", status: 2)
}

if case .gallery(let directory) = arguments.mode {
    do {
        try GalleryExport.run(into: directory)
        exit(0)
    } catch {
        fail("\(error)", status: 255)
    }
}

let app: DemoApp
do {
    app = try DemoApp(variants: VariantCatalog.all, shops: try Shop.load(from: arguments.shopsPath))
} catch {
    fail("\(error)", status: 255)
}

var status: Int32 = 0
if case .tour(let directory) = arguments.mode {
    let layout = app.layout
    let log = app.log
    let mailbox = app.mailbox
    app.onShown = {
        let origin = app.origin
        Task.detached {
            let passed: Bool
            do {
                passed = try await Tour(
                    directory: directory, variants: VariantCatalog.all, layout: layout,
                    origin: origin, log: log
                ).run()
            } catch {
                print("tour: cannot start: \(error)")
                passed = false
            }
            mailbox.post {
                MainActor.assumeIsolated {
                    status = passed ? 0 : 1
                    app.quit()
                }
            }
        }
    }
}
app.run()
HUD.hideAll()
exit(status)
