import HUDBus
import HUDCore
import HUDSurfaces

/// The application as a screen reader finds it on the accessibility bus: a root object
/// (`org.a11y.atspi.Application`) embedded in the registry, whose children are the surfaces up
/// now, each object answering from the latest trees the stage sent. An object exists exactly as
/// long as its node does: a call on a closed alert's button is an error, never a stale answer.
/// Use it on the bridge's loop thread.
final class AccessibleApplication: SubtreeServer {
    private let bus: BusConnection
    private let name: String
    private let activate: @Sendable (Int, AccessibleTarget) -> Void
    private var subtree: ExportedSubtree?
    private var surfaces: [PlacedAccessibleTree] = []
    /// The registry's root, once embedded.
    private var parent = ("", ATSPI.nullPath)
    /// What the registry named the application.
    private var id: Int32 = 0
    private let signals: ValueSignals
    private let trees: LatestTrees

    /// Serves the application on `bus` as `name`, from the trees the stage puts in `trees`;
    /// `activate` carries an action to the stage.
    init(
        on bus: BusConnection, name: String, loop: MainLoopThread, trees: LatestTrees,
        activate: @escaping @Sendable (Int, AccessibleTarget) -> Void
    ) throws(GLibError) {
        self.bus = bus
        self.name = name
        self.activate = activate
        self.trees = trees
        signals = ValueSignals(loop: loop)
        subtree = try ExportedSubtree(self, at: ATSPI.accessiblePrefix, introspection: ATSPI.introspection, on: bus)
        signals.takeNewest = { [unowned self] in takeNewest() }
    }

    /// Tells the registry the application is here (`Socket.Embed`), which answers with its root;
    /// `cancellation` ends the wait for a registry that never answers.
    func embed(cancellation: BusCancellation) throws(GLibError) {
        let reply = try bus.call(
            ATSPI.registry, path: ATSPI.rootPath, interface: ATSPI.socket, method: "Embed",
            parameters: Variant(tuple: [reference(ATSPI.rootPath)]), cancellation: cancellation)
        let socket = reply.child(0)
        parent = (socket.child(0).string, socket.child(1).string)
    }

    /// Follows the stage to the newest trees it has put in the slot, if any: they answer from now
    /// on, and what changed is signalled. Every call a client makes takes them first, so that it is
    /// answered from the newest trees even while a value signal holds their wake back. `endingWake`:
    /// the stage's wake for them has come.
    func takeNewest(endingWake: Bool = false) {
        while let new = trees.take(isHeldBack: signals.isHoldingBack, endsWake: endingWake) { update(new) }
    }

    private func update(_ new: [PlacedAccessibleTree]) {
        let old = surfaces
        surfaces = new
        for change in AccessibleChange.between(old, new) { signal(change, before: old) }
    }

    // MARK: Objects

    private enum Object {
        case root
        case node(PlacedAccessibleTree, path: [Int], AccessibleNode)
    }

    /// "root", or "s<surface>" and a child index for each level ("s3_1").
    private func object(at node: String) -> Object? {
        if node == "root" { return .root }
        guard node.hasPrefix("s") else { return nil }
        let numbers = node.dropFirst().split(separator: "_", omittingEmptySubsequences: false).map { Int($0) }
        guard let id = numbers.first ?? nil, !numbers.contains(nil),
            let surface = surfaces.first(where: { $0.id == id })
        else { return nil }
        let path = numbers.dropFirst().map { $0! }
        return surface.tree.descendant(at: path).map { .node(surface, path: path, $0) }
    }

    private func path(of surface: Int, _ path: [Int]) -> String {
        "\(ATSPI.accessiblePrefix)/s\(surface)" + path.map { "_\($0)" }.joined()
    }

    private func reference(_ path: String) -> Variant {
        Variant(tuple: [Variant(string: bus.uniqueName), Variant(objectPath: path)])
    }

    private func references(_ paths: [String]) -> Variant {
        Variant(array: paths.map(reference), of: "(so)")
    }

    private func children(of object: Object) -> [String] {
        switch object {
        case .root: surfaces.map { path(of: $0.id, []) }
        case .node(let surface, let at, let node): node.children.indices.map { path(of: surface.id, at + [$0]) }
        }
    }

    func interfaces(at node: String) -> [String] {
        takeNewest()
        return object(at: node).map(interfaces(of:)) ?? []
    }

    private func interfaces(of object: Object) -> [String] {
        switch object {
        case .root: [ATSPI.accessible, ATSPI.application]
        case .node(_, _, let node):
            [ATSPI.accessible, ATSPI.component] + (node.actions.isEmpty ? [] : [ATSPI.action])
                + (node.text == nil ? [] : [ATSPI.text]) + (isEditable(node) ? [ATSPI.editableText] : [])
                + (node.value == nil ? [] : [ATSPI.value])
        }
    }

    // MARK: Calls

    func call(
        node: String, interface: String, method: String, parameters: Variant, invocation: consuming MethodInvocation
    ) {
        takeNewest()
        guard let object = object(at: node) else {
            return invocation.fail("org.freedesktop.DBus.Error.UnknownObject", "no object \(node): it has gone")
        }
        if FieldRequest.atspiMethods[method] == interface {
            return edit(object, method, parameters, invocation: invocation)
        }
        let reply: Variant? =
            switch interface {
            case ATSPI.accessible: accessible(object, method, parameters)
            case ATSPI.application: Variant(tuple: [Variant(string: "")])
            case ATSPI.component: component(object, method, parameters)
            case ATSPI.action: action(object, method, parameters)
            case ATSPI.text: text(object, method, parameters)
            default: nil
            }
        guard let reply else {
            return invocation.fail("org.freedesktop.DBus.Error.InvalidArgs", "no answer to \(method) here")
        }
        invocation.reply(reply)
    }

    /// An editable field: its edits go to the stage as typing's do.
    private func isEditable(_ node: AccessibleNode) -> Bool {
        guard node.text != nil, node.states.contains(.editable) else { return false }
        switch node.target {
        case .field?, .reply?: return true
        default: return false
        }
    }

    /// A request of an editable field, handed to the stage, which makes it on its own thread as it
    /// makes typing; answered at once (true), as GTK answers once it has asked its entry. A secure
    /// field's text never leaves it: a copy or a cut of it is refused. A call that asks for what
    /// cannot be (a second selection) answers false; a field that is not editable has no such
    /// methods.
    private func edit(
        _ object: Object, _ method: String, _ parameters: Variant, invocation: consuming MethodInvocation
    ) {
        guard case .node(let surface, _, let node) = object, let text = node.text, let field = node.target,
            isEditable(node)
        else {
            if method == "SetCaretOffset" || method.hasSuffix("Selection") {
                return invocation.reply(Variant(tuple: [Variant(boolean: false)]))
            }
            return invocation.fail("org.freedesktop.DBus.Error.UnknownMethod", "\(method): the text is not editable")
        }
        guard let request = FieldRequest(atspi: method, parameters, text: text, selection: node.selection) else {
            return invocation.reply(Variant(tuple: [Variant(boolean: false)]))
        }
        if request.readsText, node.role == .passwordText {
            return invocation.fail(
                "org.freedesktop.DBus.Error.AccessDenied", "\(method): a password's text never leaves its field")
        }
        activate(surface.id, .edit(field, request))
        invocation.reply(method == "CopyText" ? nil : Variant(tuple: [Variant(boolean: true)]))
    }

    private func accessible(_ object: Object, _ method: String, _ parameters: Variant) -> Variant? {
        let node: AccessibleNode? = if case .node(_, _, let node) = object { node } else { nil }
        let role = node?.role ?? .application
        switch method {
        case "GetChildAtIndex":
            let children = children(of: object)
            let index = Int(parameters.child(0).int32)
            return children.indices.contains(index) ? Variant(tuple: [reference(children[index])]) : nil
        case "GetChildren": return Variant(tuple: [references(children(of: object))])
        case "GetIndexInParent": return Variant(tuple: [Variant(int32: Int32(indexInParent(object)))])
        case "GetRelationSet": return Variant(tuple: [relations(of: object)])
        case "GetRole": return Variant(tuple: [Variant(uint32: role.atspiNumber)])
        case "GetRoleName", "GetLocalizedRoleName": return Variant(tuple: [Variant(string: role.atspiName)])
        case "GetState":
            return Variant(tuple: [Variant(array: (node?.states ?? []).atspiWords.map { Variant(uint32: $0) }, of: "u")]
            )
        case "GetAttributes": return Variant(tuple: [Variant(stringDictionary: [("toolkit", "HUDKit")])])
        case "GetApplication": return Variant(tuple: [reference(ATSPI.rootPath)])
        case "GetInterfaces": return Variant(tuple: [Variant(strings: interfaces(of: object))])
        default: return nil
        }
    }

    /// `a(ua(so))`: each relation's kind and the object it ties to.
    private func relations(of object: Object) -> Variant {
        guard case .node(let surface, _, let node) = object else { return Variant(array: [], of: "(ua(so))") }
        let rows = node.relations.map { relation in
            Variant(tuple: [
                Variant(uint32: relation.kind.atspiNumber), references([path(of: surface.id, relation.target)]),
            ])
        }
        return Variant(array: rows, of: "(ua(so))")
    }

    private func indexInParent(_ object: Object) -> Int {
        switch object {
        case .root: -1
        case .node(let surface, let path, _): path.last ?? surfaces.firstIndex { $0.id == surface.id } ?? -1
        }
    }

    private func component(_ object: Object, _ method: String, _ parameters: Variant) -> Variant? {
        guard case .node(let surface, let path, let node) = object else { return nil }
        let coordinates =
            ATSPI.Coordinates(
                rawValue: parameters.childCount > 0 ? parameters.child(parameters.childCount - 1).uint32 : 0) ?? .screen
        var box = surface.onScreen(node.extents)
        if coordinates != .screen {
            let origin = surface.onScreen(
                coordinates == .window || path.isEmpty
                    ? surface.tree.extents : surface.tree.descendant(at: Array(path.dropLast()))!.extents)
            box.x -= origin.x
            box.y -= origin.y
        }
        switch method {
        case "GetExtents":
            return Variant(tuple: [Variant(tuple: [box.x, box.y, box.width, box.height].map { Variant(int32: $0) })])
        case "GetPosition": return Variant(tuple: [Variant(int32: box.x), Variant(int32: box.y)])
        case "GetSize": return Variant(tuple: [Variant(int32: box.width), Variant(int32: box.height)])
        case "Contains":
            let x = parameters.child(0).int32
            let y = parameters.child(1).int32
            let inside = x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height
            return Variant(tuple: [Variant(boolean: inside)])
        case "GetAccessibleAtPoint": return Variant(tuple: [reference(ATSPI.nullPath)])
        case "GetLayer": return Variant(tuple: [Variant(uint32: path.isEmpty ? ATSPI.popupLayer : ATSPI.widgetLayer)])
        case "GetMDIZOrder": return Variant(tuple: [Variant(int16: -1)])
        case "GrabFocus": return Variant(tuple: [Variant(boolean: false)])
        case "GetAlpha": return Variant(tuple: [Variant(double: 1)])
        default: return nil
        }
    }

    private func action(_ object: Object, _ method: String, _ parameters: Variant) -> Variant? {
        guard case .node(let surface, _, let node) = object else { return nil }
        if method == "GetNActions" { return Variant(tuple: [Variant(int32: Int32(node.actions.count))]) }
        if method == "GetActions" {
            let rows = node.actions.map { name in
                Variant(tuple: [Variant(string: name), Variant(string: node.name), Variant(string: "")])
            }
            return Variant(tuple: [Variant(array: rows, of: "(sss)")])
        }
        let index = Int(parameters.child(0).int32)
        guard node.actions.indices.contains(index) else { return nil }
        switch method {
        case "GetName", "GetLocalizedName": return Variant(tuple: [Variant(string: node.actions[index])])
        case "GetDescription": return Variant(tuple: [Variant(string: node.name)])
        case "GetKeyBinding": return Variant(tuple: [Variant(string: "")])
        case "DoAction":
            if let target = node.target { activate(surface.id, target) }
            return Variant(tuple: [Variant(boolean: node.target != nil)])
        default: return nil
        }
    }

    /// Offsets in Unicode characters, as AT-SPI counts them (`ScalarOffsets`); the node's caret and
    /// selection, in graphemes, are translated.
    private func text(_ object: Object, _ method: String, _ parameters: Variant) -> Variant? {
        guard case .node(_, _, let node) = object, let text = node.text else { return nil }
        let offsets = ScalarOffsets(text)
        let characters = offsets.scalars
        func string(_ range: Range<Int>) -> String {
            String(String.UnicodeScalarView(characters[range]))
        }
        let whole = [Variant(string: text), Variant(int32: 0), Variant(int32: Int32(characters.count))]
        switch method {
        case "GetText":
            let start = offsets.clamped(parameters.child(0).int32)
            let end = max(start, offsets.clamped(parameters.child(1).int32))
            return Variant(tuple: [Variant(string: string(start..<end))])
        case "GetTextAtOffset", "GetStringAtOffset":
            // Single-line text: every boundary but the character's is the whole line.
            let offset = Int(parameters.child(0).int32)
            guard parameters.child(1).uint32 == 0, characters.indices.contains(offset) else {
                return Variant(tuple: whole)
            }
            return Variant(tuple: [
                Variant(string: string(offset..<offset + 1)), Variant(int32: Int32(offset)),
                Variant(int32: Int32(offset + 1)),
            ])
        case "GetCharacterAtOffset":
            let offset = Int(parameters.child(0).int32)
            let scalar = characters.indices.contains(offset) ? characters[offset].value : 0
            return Variant(tuple: [Variant(int32: Int32(scalar))])
        case "GetAttributes", "GetAttributeRun":
            return Variant(tuple: [Variant(stringDictionary: [])] + whole.dropFirst())
        case "GetDefaultAttributes": return Variant(tuple: [Variant(stringDictionary: [])])
        case "GetNSelections": return Variant(tuple: [Variant(int32: node.selection == nil ? 0 : 1)])
        case "GetSelection":
            let range = parameters.child(0).int32 == 0 ? node.selection ?? 0..<0 : 0..<0
            return Variant(tuple: [
                Variant(int32: Int32(offsets.scalar(ofGrapheme: range.lowerBound))),
                Variant(int32: Int32(offsets.scalar(ofGrapheme: range.upperBound))),
            ])
        default: return nil
        }
    }

    // MARK: Properties

    func property(node: String, interface: String, name property: String) -> Variant? {
        takeNewest()
        guard let object = object(at: node) else { return nil }
        switch (object, interface, property) {
        case (_, ATSPI.accessible, "ChildCount"): return Variant(int32: Int32(children(of: object).count))
        case (_, ATSPI.accessible, "Locale"), (_, ATSPI.accessible, "AccessibleId"): return Variant(string: "")
        case (.root, ATSPI.accessible, "Name"): return Variant(string: name)
        case (.root, ATSPI.accessible, "Description"): return Variant(string: "")
        case (.root, ATSPI.accessible, "Parent"):
            return Variant(tuple: [Variant(string: parent.0), Variant(objectPath: parent.1)])
        case (.root, ATSPI.application, "ToolkitName"): return Variant(string: "HUDKit")
        case (.root, ATSPI.application, "Version"): return Variant(string: "1")
        case (.root, ATSPI.application, "AtspiVersion"): return Variant(string: "2.1")
        case (.root, ATSPI.application, "Id"): return Variant(int32: id)
        case (.node(_, _, let node), ATSPI.accessible, "Name"): return Variant(string: node.name)
        case (.node(_, _, let node), ATSPI.accessible, "Description"): return Variant(string: node.description)
        case (.node(let surface, let path, _), ATSPI.accessible, "Parent"):
            return reference(path.isEmpty ? ATSPI.rootPath : self.path(of: surface.id, Array(path.dropLast())))
        case (.node(_, _, let node), ATSPI.action, "NActions"): return Variant(int32: Int32(node.actions.count))
        case (.node(_, _, let node), ATSPI.text, "CharacterCount"):
            return node.text.map { Variant(int32: Int32($0.unicodeScalars.count)) }
        case (.node(_, _, let node), ATSPI.text, "CaretOffset"):
            return node.text.map { text in
                Variant(int32: Int32(ScalarOffsets(text).scalar(ofGrapheme: node.caret ?? text.count)))
            }
        case (.node(_, _, let node), ATSPI.value, _):
            guard let value = node.value else { return nil }
            return switch property {
            case "MinimumValue": Variant(double: value.minimum)
            case "MaximumValue": Variant(double: value.maximum)
            case "MinimumIncrement": Variant(double: 1)
            case "CurrentValue": Variant(double: value.current)
            case "Text": Variant(string: value.text)
            default: nil
            }
        default: return nil
        }
    }

    func setProperty(node: String, interface: String, name: String, to value: Variant) -> String? {
        guard node == "root", interface == ATSPI.application, name == "Id" else { return "\(name) is read-only" }
        id = value.int32
        return nil
    }

    // MARK: Events

    private func signal(_ change: AccessibleChange, before old: [PlacedAccessibleTree]) {
        switch change {
        case .shown(let id):
            guard let surface = surfaces.first(where: { $0.id == id }) else { return }
            let at = path(of: id, [])
            emit(ATSPI.objectEvents, "ChildrenChanged", on: ATSPI.rootPath, "add", surfaces.count - 1, reference(at))
            if surface.tree.states.contains(.modal) {
                emit(ATSPI.windowEvents, "Create", on: at, "", 0, Variant(string: ""))
                emit(ATSPI.windowEvents, "Activate", on: at, "", 0, Variant(string: ""))
            }
            emit(ATSPI.objectEvents, "StateChanged", on: at, "showing", 1, Variant(int32: 0))
            if surface.tree.role == .notification { announce(surface.tree, at: at) }
        case .gone(let id):
            let at = path(of: id, [])
            emit(ATSPI.objectEvents, "StateChanged", on: at, "showing", 0, Variant(int32: 0))
            if old.first(where: { $0.id == id })?.tree.states.contains(.modal) == true {
                emit(ATSPI.windowEvents, "Deactivate", on: at, "", 0, Variant(string: ""))
                emit(ATSPI.windowEvents, "Destroy", on: at, "", 0, Variant(string: ""))
            }
            emit(ATSPI.objectEvents, "ChildrenChanged", on: ATSPI.rootPath, "remove", 0, reference(at))
        case .focused(let id, let at):
            emit(ATSPI.objectEvents, "StateChanged", on: path(of: id, at), "focused", 1, Variant(int32: 0))
        case .inserted(let id, let at, let offset, let text):
            emit(
                ATSPI.objectEvents, "TextChanged", on: path(of: id, at), "insert", scalar(offset, in: id, at),
                Variant(string: text), detail2: text.unicodeScalars.count)
        case .deleted(let id, let at, let offset, let text):
            emit(
                ATSPI.objectEvents, "TextChanged", on: path(of: id, at), "delete", scalar(offset, in: id, at),
                Variant(string: text), detail2: text.unicodeScalars.count)
        case .caretMoved(let id, let at, let offset):
            emit(
                ATSPI.objectEvents, "TextCaretMoved", on: path(of: id, at), "", scalar(offset, in: id, at),
                Variant(int32: 0))
        case .selectionChanged(let id, let at):
            emit(ATSPI.objectEvents, "TextSelectionChanged", on: path(of: id, at), "", 0, Variant(string: ""))
        case .notified(let id, let at):
            guard let node = surfaces.first(where: { $0.id == id })?.tree.descendant(at: at) else { return }
            emit(ATSPI.objectEvents, "StateChanged", on: path(of: id, at), "showing", 1, Variant(int32: 0))
            announce(node, at: path(of: id, at))
        case .withdrawn(let id, let at):
            emit(ATSPI.objectEvents, "StateChanged", on: path(of: id, at), "showing", 0, Variant(int32: 0))
        case .valueChanged(let id, let at, let value):
            let objectPath = path(of: id, at)
            signals.send(value.current, for: objectPath) { [weak self] current in
                self?.emit(
                    ATSPI.objectEvents, "PropertyChange", on: objectPath, "accessible-value", 0,
                    Variant(double: current))
            }
        }
    }

    /// Grapheme `offset` of the text at `path` in surface `id` now, in Unicode characters. A change's
    /// offset is where the old and new texts start to differ, so the new text counts it alike.
    private func scalar(_ offset: Int, in id: Int, _ path: [Int]) -> Int {
        guard let text = surfaces.first(where: { $0.id == id })?.tree.descendant(at: path)?.text else { return offset }
        return ScalarOffsets(text).scalar(ofGrapheme: offset)
    }

    /// `Object:Announcement`, for screen readers that speak it (Orca 45.2 and later): what the
    /// notification says, politely.
    private func announce(_ node: AccessibleNode, at path: String) {
        let said = ([node.name, node.description] + node.children.filter { $0.role == .label }.map(\.name))
            .filter { !$0.isEmpty }.joined(separator: ". ")
        emit(ATSPI.objectEvents, "Announcement", on: path, "", 1, Variant(string: said))
    }

    /// An AT-SPI event: `(siiva{sv})`, the detail, two numbers and a value.
    private func emit(
        _ interface: String, _ signal: String, on path: String, _ detail: String, _ detail1: Int, _ value: Variant,
        detail2: Int = 0
    ) {
        _ = bus.emit(
            path: path, interface: interface, signal: signal,
            parameters: Variant(tuple: [
                Variant(string: detail), Variant(int32: Int32(detail1)), Variant(int32: Int32(detail2)),
                Variant(boxing: value), Variant(dictionary: []),
            ]))
    }
}
