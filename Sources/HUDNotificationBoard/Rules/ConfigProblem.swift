/// A mistake in the config file, where it is: printed as `path:line: message`.
public struct ConfigProblem: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var message: String

    public init(path: String, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String { "\(path):\(line): \(message)" }
}
