/// A listener's table of C callbacks at an address of its own for the life of the process:
/// libwayland keeps the address and calls through it for every event of the proxies given it.
/// Each table is made once, as a type's static constant.
func listenerTable<Table>(_ table: Table) -> UnsafeMutablePointer<Table> {
    let pointer = UnsafeMutablePointer<Table>.allocate(capacity: 1)
    pointer.initialize(to: table)
    return pointer
}
