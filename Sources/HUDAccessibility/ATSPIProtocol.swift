import HUDCore
import HUDSurfaces

/// AT-SPI2's names and numbers (at-spi2-core's `atspi-constants.h` and its introspection XML), as
/// far as HUDKit's objects use them.
enum ATSPI {
    static let registry = "org.a11y.atspi.Registry"
    static let rootPath = "/org/a11y/atspi/accessible/root"
    static let nullPath = "/org/a11y/atspi/null"
    static let accessiblePrefix = "/org/a11y/atspi/accessible"
    static let accessible = "org.a11y.atspi.Accessible"
    static let application = "org.a11y.atspi.Application"
    static let component = "org.a11y.atspi.Component"
    static let action = "org.a11y.atspi.Action"
    static let text = "org.a11y.atspi.Text"
    static let editableText = "org.a11y.atspi.EditableText"
    static let value = "org.a11y.atspi.Value"
    static let socket = "org.a11y.atspi.Socket"
    static let objectEvents = "org.a11y.atspi.Event.Object"
    static let windowEvents = "org.a11y.atspi.Event.Window"

    /// `AtspiCoordType`: screen, window, parent.
    enum Coordinates: UInt32 {
        case screen = 0
        case window = 1
        case parent = 2
    }

    /// `ATSPI_LAYER_WIDGET` and `ATSPI_LAYER_POPUP`.
    static let widgetLayer: UInt32 = 3, popupLayer: UInt32 = 5

    /// The interfaces every object's description comes from; GDBus checks each call against it.
    static let introspection = """
        <node>
          <interface name="org.a11y.atspi.Accessible">
            <property name="Name" type="s" access="read"/>
            <property name="Description" type="s" access="read"/>
            <property name="Parent" type="(so)" access="read"/>
            <property name="ChildCount" type="i" access="read"/>
            <property name="Locale" type="s" access="read"/>
            <property name="AccessibleId" type="s" access="read"/>
            <method name="GetChildAtIndex"><arg direction="in" type="i"/><arg direction="out" type="(so)"/></method>
            <method name="GetChildren"><arg direction="out" type="a(so)"/></method>
            <method name="GetIndexInParent"><arg direction="out" type="i"/></method>
            <method name="GetRelationSet"><arg direction="out" type="a(ua(so))"/></method>
            <method name="GetRole"><arg direction="out" type="u"/></method>
            <method name="GetRoleName"><arg direction="out" type="s"/></method>
            <method name="GetLocalizedRoleName"><arg direction="out" type="s"/></method>
            <method name="GetState"><arg direction="out" type="au"/></method>
            <method name="GetAttributes"><arg direction="out" type="a{ss}"/></method>
            <method name="GetApplication"><arg direction="out" type="(so)"/></method>
            <method name="GetInterfaces"><arg direction="out" type="as"/></method>
          </interface>
          <interface name="org.a11y.atspi.Application">
            <property name="ToolkitName" type="s" access="read"/>
            <property name="Version" type="s" access="read"/>
            <property name="AtspiVersion" type="s" access="read"/>
            <property name="Id" type="i" access="readwrite"/>
            <method name="GetLocale"><arg direction="in" type="u"/><arg direction="out" type="s"/></method>
          </interface>
          <interface name="org.a11y.atspi.Component">
            <method name="Contains">
              <arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="in" type="u"/>
              <arg direction="out" type="b"/>
            </method>
            <method name="GetAccessibleAtPoint">
              <arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="in" type="u"/>
              <arg direction="out" type="(so)"/>
            </method>
            <method name="GetExtents"><arg direction="in" type="u"/><arg direction="out" type="(iiii)"/></method>
            <method name="GetPosition">
              <arg direction="in" type="u"/><arg direction="out" type="i"/><arg direction="out" type="i"/>
            </method>
            <method name="GetSize"><arg direction="out" type="i"/><arg direction="out" type="i"/></method>
            <method name="GetLayer"><arg direction="out" type="u"/></method>
            <method name="GetMDIZOrder"><arg direction="out" type="n"/></method>
            <method name="GrabFocus"><arg direction="out" type="b"/></method>
            <method name="GetAlpha"><arg direction="out" type="d"/></method>
          </interface>
          <interface name="org.a11y.atspi.Action">
            <property name="NActions" type="i" access="read"/>
            <method name="GetNActions"><arg direction="out" type="i"/></method>
            <method name="GetDescription"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
            <method name="GetName"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
            <method name="GetLocalizedName"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
            <method name="GetKeyBinding"><arg direction="in" type="i"/><arg direction="out" type="s"/></method>
            <method name="GetActions"><arg direction="out" type="a(sss)"/></method>
            <method name="DoAction"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
          </interface>
          <interface name="org.a11y.atspi.Text">
            <property name="CharacterCount" type="i" access="read"/>
            <property name="CaretOffset" type="i" access="read"/>
            <method name="GetText">
              <arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="out" type="s"/>
            </method>
            <method name="SetCaretOffset"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
            <method name="GetTextAtOffset">
              <arg direction="in" type="i"/><arg direction="in" type="u"/>
              <arg direction="out" type="s"/><arg direction="out" type="i"/><arg direction="out" type="i"/>
            </method>
            <method name="GetStringAtOffset">
              <arg direction="in" type="i"/><arg direction="in" type="u"/>
              <arg direction="out" type="s"/><arg direction="out" type="i"/><arg direction="out" type="i"/>
            </method>
            <method name="GetCharacterAtOffset"><arg direction="in" type="i"/><arg direction="out" type="i"/></method>
            <method name="GetAttributes">
              <arg direction="in" type="i"/>
              <arg direction="out" type="a{ss}"/><arg direction="out" type="i"/><arg direction="out" type="i"/>
            </method>
            <method name="GetAttributeRun">
              <arg direction="in" type="i"/><arg direction="in" type="b"/>
              <arg direction="out" type="a{ss}"/><arg direction="out" type="i"/><arg direction="out" type="i"/>
            </method>
            <method name="GetDefaultAttributes"><arg direction="out" type="a{ss}"/></method>
            <method name="GetNSelections"><arg direction="out" type="i"/></method>
            <method name="GetSelection">
              <arg direction="in" type="i"/><arg direction="out" type="i"/><arg direction="out" type="i"/>
            </method>
            <method name="AddSelection">
              <arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="out" type="b"/>
            </method>
            <method name="RemoveSelection"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
            <method name="SetSelection">
              <arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="in" type="i"/>
              <arg direction="out" type="b"/>
            </method>
          </interface>
          <interface name="org.a11y.atspi.EditableText">
            <method name="SetTextContents"><arg direction="in" type="s"/><arg direction="out" type="b"/></method>
            <method name="InsertText">
              <arg direction="in" type="i"/><arg direction="in" type="s"/><arg direction="in" type="i"/>
              <arg direction="out" type="b"/>
            </method>
            <method name="CopyText"><arg direction="in" type="i"/><arg direction="in" type="i"/></method>
            <method name="CutText">
              <arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="out" type="b"/>
            </method>
            <method name="DeleteText">
              <arg direction="in" type="i"/><arg direction="in" type="i"/><arg direction="out" type="b"/>
            </method>
            <method name="PasteText"><arg direction="in" type="i"/><arg direction="out" type="b"/></method>
          </interface>
          <interface name="org.a11y.atspi.Value">
            <property name="MinimumValue" type="d" access="read"/>
            <property name="MaximumValue" type="d" access="read"/>
            <property name="MinimumIncrement" type="d" access="read"/>
            <property name="CurrentValue" type="d" access="readwrite"/>
            <property name="Text" type="s" access="read"/>
          </interface>
        </node>
        """
}

extension AccessibleRole {
    /// `AtspiRole`'s number.
    var atspiNumber: UInt32 {
        switch self {
        case .alert: 2
        case .comboBox: 11
        case .dialog: 16
        case .label: 29
        case .list: 31
        case .listItem: 32
        case .menuItem: 35
        case .panel: 39
        case .passwordText: 40
        case .text: 61
        case .checkBox: 7
        case .progressBar: 42
        case .pushButton: 43
        case .toggleButton: 62
        case .application: 75
        case .entry: 79
        case .notification: 101
        case .levelBar: 103
        case .calendar: 5
        case .slider: 51
        }
    }

    /// The role's name as AT-SPI spells it ("push button").
    var atspiName: String {
        switch self {
        case .pushButton: "push button"
        case .menuItem: "menu item"
        case .toggleButton: "toggle button"
        case .passwordText: "password text"
        case .progressBar: "progress bar"
        case .levelBar: "level bar"
        case .listItem: "list item"
        case .comboBox: "combo box"
        case .checkBox: "check box"
        default: rawValue
        }
    }
}

extension AccessibleRelation.Kind {
    /// `AtspiRelationType`'s number.
    var atspiNumber: UInt32 {
        switch self {
        case .descriptionFor: 17
        case .describedBy: 18
        }
    }
}

extension AccessibleState {
    /// `AtspiStateType`'s number: its bit in the state set.
    var atspiNumber: UInt32 {
        switch self {
        case .active: 1
        case .checked: 4
        case .editable: 7
        case .enabled: 8
        case .expandable: 9
        case .expanded: 10
        case .focusable: 11
        case .focused: 12
        case .modal: 16
        case .selected: 23
        case .sensitive: 24
        case .showing: 25
        case .singleLine: 26
        case .multiLine: 17
        case .visible: 30
        case .checkable: 41
        }
    }

    /// The name a state change is signalled by ("showing", "focused").
    var atspiName: String {
        switch self {
        case .singleLine: "single-line"
        case .multiLine: "multi-line"
        default: rawValue
        }
    }
}

extension Set<AccessibleState> {
    /// The two 32-bit words of an AT-SPI state set.
    var atspiWords: [UInt32] {
        reduce(into: [0, 0]) { words, state in
            words[Int(state.atspiNumber / 32)] |= 1 << (state.atspiNumber % 32)
        }
    }
}
