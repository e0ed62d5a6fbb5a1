import Testing

@testable import HUDCore
@testable import HUDSurfaces

/// A form in an alert (zenity's `--forms`): its rows are the focus chain's fields, Return moves on,
/// pickers cycle, and the form scrolls to keep the keyboard's row in view.
@Suite("Alert form")
struct AlertFormTests {
    /// An alert with Cancel and OK around a form of `rows`.
    static func alert(_ rows: [AlertForm.Row]) throws -> Overlay {
        var model = try AlertModel(
            message: "Account", actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK")],
            preferredActionIndex: 1)
        model.content = .form(AlertForm(rows: rows))
        return .alert(model)
    }

    static let login = [
        AlertForm.Row(label: "Name", kind: .text), AlertForm.Row(label: "Password", kind: .secureText),
        AlertForm.Row(label: "Shell", kind: .picker(choices: ["bash", "zsh", "fish"])),
    ]

    /// The interaction on `overlay`, laid out again after each key as the controller does.
    final class Form {
        let interaction: OverlayInteraction
        var last: InteractionOutcome = .unchanged

        init(_ overlay: Overlay) {
            interaction = OverlayInteraction(overlay: overlay)
        }

        var scene: Scene {
            OverlayLayout.scene(
                for: interaction.overlayForLayout(), in: context(), focusedField: interaction.focusedField,
                selection: interaction.focusedSelection)
        }

        func press(_ keys: KeyInput...) {
            for key in keys { last = interaction.handle(.key(key), in: scene) }
        }

        func type(_ text: String) {
            for character in text { press(.text(String(character))) }
        }

        var response: AlertResponse? {
            if case .finished(let response) = last { response } else { nil }
        }
    }

    @Test func tabMovesThroughTheRowsThenCancelAndOK() throws {
        let form = Form(try Self.alert(Self.login))
        #expect(form.interaction.focus == .field(0))
        form.press(.tab, .tab)
        #expect(form.interaction.focus == .field(2))
        form.press(.tab)
        #expect(form.interaction.focus == .button(0))
        form.press(.tab)
        #expect(form.interaction.focus == .button(1))
    }

    @Test func returnInARowMovesOnAndFromTheLastRowToOK() throws {
        let form = Form(try Self.alert(Self.login))
        form.type("ann")
        form.press(.returnKey)
        #expect(form.interaction.focus == .field(1))
        #expect(form.response == nil)
        form.press(.returnKey, .returnKey)
        #expect(form.interaction.focus == .button(1))
        form.press(.returnKey)
        #expect(form.response?.actionIndex == 1)
        #expect(form.response?.fieldValues == ["ann", "", ""])
    }

    @Test func okAnswersEveryRowInOrderThePasswordSecure() throws {
        let form = Form(try Self.alert(Self.login))
        form.type("ann")
        form.press(.tab)
        form.type("pw")
        form.press(.tab, .down, .down, .tab, .tab, .returnKey)
        let response = try #require(form.response)
        #expect(response.fieldValues == ["ann", "pw", "zsh"])
        #expect(response.secureFields == [1])
        #expect(response.content == .form(choices: [nil, nil, 1]))
        #expect(!"\(response)".contains("pw"))
        #expect(!"\(AlertForm.Row(label: "P", kind: .secureText, value: "pw"))".contains("pw"))
    }

    @Test func aPickerCyclesAndTakesNoTyping() throws {
        let form = Form(try Self.alert(Self.login))
        form.press(.tab, .tab)
        form.type("x")
        #expect(form.interaction.fieldValues[2] == "")
        form.press(.down)
        #expect(form.interaction.fieldValues[2] == "bash")
        form.press(.right, .right, .right)
        #expect(form.interaction.fieldValues[2] == "fish")
        form.press(.text(" "))
        #expect(form.interaction.fieldValues[2] == "bash")
        form.press(.up)
        #expect(form.interaction.fieldValues[2] == "bash")
        _ = form.interaction.handle(.paste("pasted"), in: form.scene)
        #expect(form.interaction.fieldValues[2] == "bash")
    }

    /// A click focuses a row; a click on the focused picker chooses its next value, as Space does.
    @Test func aClickOnTheFocusedPickerChoosesTheNextValue() throws {
        let form = Form(try Self.alert(Self.login))
        let shell = try #require(form.scene.node(named: "field2")).frame
        let point = Point(x: shell.midX, y: shell.midY)
        for _ in 0..<2 {
            _ = form.interaction.handle(.pointer(.pressed(point)), in: form.scene)
            _ = form.interaction.handle(.pointer(.released(point)), in: form.scene)
        }
        #expect(form.interaction.focus == .field(2))
        #expect(form.interaction.fieldValues[2] == "bash")
        let name = try #require(form.scene.node(named: "field0")).frame
        _ = form.interaction.handle(.pointer(.pressed(Point(x: name.midX, y: name.midY))), in: form.scene)
        #expect(form.interaction.focus == .field(0))
        #expect(form.interaction.fieldValues == ["", "", "bash"])
    }

    @Test func escapeCancelsWithNothingTyped() throws {
        let form = Form(try Self.alert(Self.login))
        form.type("ann")
        form.press(.escape)
        #expect(form.response?.isCancel == true)
        #expect(form.response?.actionIndex == 0)
    }

    /// Twelve rows show six at a time; Tab down the form scrolls it so the keyboard's row shows,
    /// Shift-Tab back up scrolls back, and the last row's text is drawn when it has the focus.
    @Test func manyRowsScrollToKeepTheFocusedRowInView() throws {
        let rows = (1...12).map { AlertForm.Row(label: "Field \($0)", kind: .text) }
        let form = Form(try Self.alert(rows))
        #expect(form.scene.node(named: "field5") != nil)
        #expect(form.scene.node(named: "field6") == nil)
        #expect(form.scene.node(named: "scrollIndicator") != nil)
        for _ in 0..<11 { form.press(.tab) }
        form.type("end")
        #expect(form.scene.node(named: "field0") == nil)
        let tree = OverlayAccessibility.tree(
            of: form.interaction.overlay, in: form.scene, focus: form.interaction.focus)
        let entries = tree.children.filter { $0.role == .entry }
        #expect(entries.count == 12)
        #expect(!entries[0].states.contains(.showing), "scrolled out of view")
        #expect(entries[11].states.isSuperset(of: [.showing, .visible, .focused]))
        let last = try #require(form.scene.node(named: "field11"))
        let box = try #require(form.scene.node(named: "form"))
        #expect(last.frame.maxY == box.frame.maxY)
        #expect(box.frame.height == 6 * AlertFormLayout.rowHeight)
        for _ in 0..<11 { form.press(.backTab) }
        #expect(form.scene.node(named: "field0")?.frame.minY == box.frame.minY)
        _ = form.interaction.handle(.scroll(3), in: form.scene)
        #expect(form.scene.node(named: "field3")?.frame.minY == box.frame.minY)
    }

    @Test func theFormAlertIsWiderAndUnlimitedInRows() throws {
        let rows = (1...5).map { AlertForm.Row(label: "F\($0)", kind: $0 == 2 ? .secureText : .text) }
        let scene = OverlayLayout.scene(for: try Self.alert(rows), in: context())
        #expect(scene.node(named: "card")?.frame.width == AlertFormLayout.alertWidth)
        #expect((0..<5).allSatisfy { scene.node(named: "field\($0)")?.role == .textField($0) })
    }

    /// A screen reader meets each text row as an entry or a password text named by its label, and a
    /// picker as a combo box whose text is its value.
    @Test func eachRowIsALabelledEntryOrComboBox() throws {
        let overlay = try Self.alert(Self.login)
        let form = Form(overlay)
        form.type("ann")
        form.press(.tab)
        form.type("pw")
        form.press(.tab, .down)
        let tree = OverlayAccessibility.tree(
            of: overlay, in: form.scene, focus: form.interaction.focus, fieldValues: form.interaction.fieldValues)
        let rows = tree.children.filter { [.entry, .passwordText, .comboBox].contains($0.role) }
        #expect(rows.map(\.role) == [.entry, .passwordText, .comboBox])
        #expect(rows.map(\.name) == ["Name", "Password", "Shell"])
        #expect(rows.map(\.text) == ["ann", "••", "bash"])
        #expect(rows[2].states.contains(.focused))
        #expect(tree.role == .dialog)
    }
}
