/// What stops the demo, as one line for stderr.
enum DemoError: Error, CustomStringConvertible {
    case shops(path: String, reason: String)
    case usage(String)

    var description: String {
        switch self {
        case let .shops(path, reason): "shop list \(path): \(reason)"
        case let .usage(message): message
        }
    }
}
