/// The demo's command line: `hud-demo [--shops FILE] [--tour DIR | --gallery DIR]`.
struct DemoArguments {
    enum Mode: Equatable {
        /// The window, driven by the user.
        case interactive
        /// The window, driven by the scripted tour; screenshots go into the directory.
        case tour(String)
        /// No display: every variant rendered headlessly into the directory.
        case gallery(String)
    }

    static let usage = """
        usage: hud-demo [--shops FILE] [--tour DIR | --gallery DIR]
          (no option)    open the demo window on $DISPLAY
          --tour DIR     drive the demo through every variant, screenshots and contact sheet into DIR
          --gallery DIR  render every variant headlessly (no display needed) into DIR
          --shops FILE   the shop list (default: share/hud/shops.json of an install, else
                         Resources/shops.json of this source tree)
        """

    var mode = Mode.interactive
    var shopsPath = Shop.defaultPath

    init(_ arguments: [String]) throws {
        var remaining = arguments[...]
        func value(for option: String) throws -> String {
            guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
                throw DemoError.usage("\(option) needs a value")
            }
            return value
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--tour", "--gallery":
                guard mode == .interactive else { throw DemoError.usage("--tour and --gallery exclude each other") }
                let directory = try value(for: argument)
                mode = argument == "--tour" ? .tour(directory) : .gallery(directory)
            case "--shops":
                shopsPath = try value(for: argument)
            default:
                throw DemoError.usage("unknown argument \"\(argument)\"")
            }
        }
    }
}
