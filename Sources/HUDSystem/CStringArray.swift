import Glibc

/// The NULL-terminated arrays of C strings that `posix_spawn` takes for argv and envp.
public enum CStringArray {
    /// Runs `body` with copies of `strings` as such an array; they are freed when it returns.
    public static func with<Result, Failure: Error>(
        _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return try body(pointers)
    }

    /// `NAME=value` entries, for an environment given as a dictionary.
    public static func environmentEntries(_ environment: [String: String]) -> [String] {
        environment.map { "\($0.key)=\($0.value)" }
    }
}
