/// What stops the demo, as one line for stderr.
enum DemoError: Error, CustomStringConvertible {
    case shops(path: String, reason: String)
    case usage(String)

    var description: String {
        switch self {
        case .shops(let path, let reason): "shop list \(path): \(reason)"
        case .usage(let message): message
        }
    }
}
