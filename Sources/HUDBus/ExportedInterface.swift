/// One D-Bus interface of an object, as an `ExportedObject` serves it. GDBus has already checked a
/// call's arguments, a property's name and access, and a new value's type against the interface's
/// introspection XML; these run on the main context that was thread-default at registration.
package protocol ExportedInterface: AnyObject {
    /// Answers `invocation`.
    func call(method: String, parameters: Variant, invocation: consuming MethodInvocation)

    /// The property's value; nil when there is none to give (the caller gets an error).
    func property(_ name: String) -> Variant?

    /// nil when set; else why not, which the caller gets as InvalidArgs.
    func setProperty(_ name: String, to value: Variant) -> String?
}

extension ExportedInterface {
    package func property(_ name: String) -> Variant? { nil }

    package func setProperty(_ name: String, to value: Variant) -> String? { "no writable property \(name)" }
}
