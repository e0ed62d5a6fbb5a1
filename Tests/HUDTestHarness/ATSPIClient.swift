/// The Python program `AccessibilityBus.client` runs: `pyatspi`, the AT-SPI client Orca is built
/// on, reading HUDKit's objects and acting on them. Every command waits (up to its timeout) for
/// what it needs and prints JSON, or exits 3 with what it found instead.
///
/// APP is an application's name, or `*` for the first one showing something.
/// - `find APP ROLE NAME`: the first object of the application APP with that role name and name,
///   and its subtree: role, name, description, states, extents, actions, text, value, children.
/// - `do APP ROLE NAME [INDEX]`: `DoAction(INDEX)` (0) on it; prints its answer.
/// - `edit APP ROLE NAME METHOD [ARGUMENTS]`: pyatspi's `EditableText` (and so `Text`) METHOD
///   ("insertText", "copyText", "getSelection") on it, ARGUMENTS a JSON list; prints
///   `{"answer": …}`, or `{"error": …}` with the D-Bus error's message.
/// - `gone APP NAME`: waits until no object of APP has that name.
/// - `apps`: the names of the desktop's applications.
/// - `listen SECONDS EVENT…`: the events of those kinds for SECONDS, one JSON line each.
/// - `abuse NAME`: what a careless or hostile client does, straight over D-Bus to the first
///   application the registry lists: a wrong argument type, an unknown object, 1,000 `GetChildren`
///   at once, then `DoAction` on the button named NAME and a call on that button once its alert has
///   closed; prints each answer (the D-Bus error's name, or "ok").
package enum ATSPIClient {
    package static let script = #"""
        import json, sys, time
        import pyatspi
        from gi.repository import Atspi

        def describe(acc):
            node = {
                "role": acc.getRoleName(), "name": acc.name, "description": acc.description,
                "states": sorted(pyatspi.stateToString(s) for s in acc.getState().getStates()),
                "children": [describe(acc.getChildAtIndex(i)) for i in range(acc.childCount)],
                # Each relation as its kind ("described-by") and its targets' roles and names.
                "relations": [
                    [relation.getRelationType().value_nick]
                    + ["%s %s" % (target.getRoleName(), target.name) for target in
                       (relation.getTarget(i) for i in range(relation.getNTargets()))]
                    for relation in acc.getRelationSet()
                ],
            }
            component = acc.queryComponent()
            node["extents"] = list(component.getExtents(pyatspi.DESKTOP_COORDS))
            try:
                action = acc.queryAction()
                node["actions"] = [action.getName(i) for i in range(action.nActions)]
            except NotImplementedError:
                pass
            try:
                text = acc.queryText()
                node["text"] = text.getText(0, -1)
                node["caret"] = text.caretOffset
            except NotImplementedError:
                pass
            try:
                value = acc.queryValue()
                node["value"] = [value.currentValue, value.minimumValue, value.maximumValue, Atspi.Value.get_text(acc)]
            except NotImplementedError:
                pass
            return node

        def application(name):
            desktop = pyatspi.Registry.getDesktop(0)
            for i in range(desktop.childCount):
                app = desktop.getChildAtIndex(i)
                if app is not None and name in ("*", app.name) and (name != "*" or app.childCount):
                    return app
            return None

        def search(acc, role, name):
            if acc.getRoleName() == role and acc.name == name:
                return acc
            for i in range(acc.childCount):
                found = search(acc.getChildAtIndex(i), role, name)
                if found is not None:
                    return found
            return None

        def names(acc):
            if acc is None:
                return []
            return [acc.name] + [n for i in range(acc.childCount) for n in names(acc.getChildAtIndex(i))]

        def wait(what, timeout=10):
            deadline = time.monotonic() + timeout
            while True:
                try:
                    found = what()
                except Exception as error:
                    found = None
                    last = error
                if found is not None:
                    return found
                if time.monotonic() > deadline:
                    return None
                time.sleep(0.05)

        def find(app, role, name):
            return wait(lambda: (lambda a: a and search(a, role, name))(application(app)))

        command = sys.argv[1]
        if command == "apps":
            desktop = pyatspi.Registry.getDesktop(0)
            print(json.dumps([desktop.getChildAtIndex(i).name for i in range(desktop.childCount)]))
        elif command == "find":
            found = find(*sys.argv[2:5])
            if found is None:
                print("no %s %r in %s" % (sys.argv[3], sys.argv[4], sys.argv[2]), file=sys.stderr)
                sys.exit(3)
            print(json.dumps(describe(found)))
        elif command == "do":
            found = find(*sys.argv[2:5])
            if found is None:
                sys.exit(3)
            index = int(sys.argv[5]) if len(sys.argv) > 5 else 0
            print(json.dumps(found.queryAction().doAction(index)))
        elif command == "edit":
            found = find(*sys.argv[2:5])
            if found is None:
                sys.exit(3)
            from gi.repository import GLib
            arguments = json.loads(sys.argv[6]) if len(sys.argv) > 6 else []
            try:
                print(json.dumps({"answer": getattr(found.queryEditableText(), sys.argv[5])(*arguments)}))
            except (GLib.Error, NotImplementedError) as error:
                print(json.dumps({"error": str(error)}))
        elif command == "gone":
            app, name = sys.argv[2:4]
            left = wait(lambda: True if name not in names(application(app)) else None)
            sys.exit(0 if left else 3)
        elif command == "abuse":
            from gi.repository import Gio, GLib
            session = Gio.bus_get_sync(Gio.BusType.SESSION)
            address = session.call_sync("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", None,
                                        None, Gio.DBusCallFlags.NONE, 5000).unpack()[0]
            bus = Gio.DBusConnection.new_for_address_sync(
                address, Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION)
            def call(name, path, interface, method, arguments=None):
                try:
                    return bus.call_sync(name, path, interface, method, arguments, None, Gio.DBusCallFlags.NONE, 5000).unpack()
                except GLib.Error as error:
                    return Gio.DBusError.get_remote_error(error) or error.message
            apps = call("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root", "org.a11y.atspi.Accessible", "GetChildren")[0]
            app = apps[0][0]
            root = "/org/a11y/atspi/accessible/root"
            accessible = "org.a11y.atspi.Accessible"
            alert = call(app, root, accessible, "GetChildren")[0][0][1]
            buttons = [path for _, path in call(app, alert, accessible, "GetChildren")[0]]
            button = [path for path in buttons if call(app, path, "org.freedesktop.DBus.Properties", "Get",
                                                       GLib.Variant("(ss)", (accessible, "Name")))[0] == sys.argv[2]][0]
            answers = {
                "wrongType": call(app, alert, accessible, "GetChildAtIndex", GLib.Variant("(s)", ("x",))),
                "outOfRange": call(app, alert, accessible, "GetChildAtIndex", GLib.Variant("(i)", (99,))),
                "unknownObject": call(app, "/org/a11y/atspi/accessible/s999_3", accessible, "GetRole"),
                "unknownMethod": call(app, alert, accessible, "Explode"),
                "actionOutOfRange": call(app, button, "org.a11y.atspi.Action", "DoAction", GLib.Variant("(i)", (5,))),
            }
            loop = GLib.MainLoop()
            replies = []
            def replied(connection, result, _):
                try:
                    connection.call_finish(result)
                    replies.append("ok")
                except GLib.Error as error:
                    replies.append(error.message)
                if len(replies) == 1000:
                    loop.quit()
            for _ in range(1000):
                bus.call(app, alert, accessible, "GetChildren", None, None, Gio.DBusCallFlags.NONE, 20000, None, replied, None)
            loop.run()
            answers["rapidGetChildren"] = sorted(set(replies))
            answers["press"] = call(app, button, "org.a11y.atspi.Action", "DoAction", GLib.Variant("(i)", (0,)))
            wait(lambda: True if call(app, root, "org.freedesktop.DBus.Properties", "Get",
                                      GLib.Variant("(ss)", (accessible, "ChildCount")))[0] == 0 else None)
            answers["closedAlertsButton"] = call(app, button, accessible, "GetRole")
            print(json.dumps(answers))
        elif command == "listen":
            seconds = float(sys.argv[2])
            def heard(event):
                source = event.source
                print(json.dumps({"type": event.type, "name": source.name if source else None,
                                  "detail1": event.detail1, "any": str(event.any_data)}), flush=True)
            pyatspi.Registry.registerEventListener(heard, *sys.argv[3:])
            from gi.repository import GLib
            GLib.timeout_add(int(seconds * 1000), pyatspi.Registry.stop)
            print(json.dumps({"type": "listening"}), flush=True)
            pyatspi.Registry.start()
        """#
}
