/// The Python program `AccessibilityBus.client` runs: `pyatspi`, the AT-SPI client Orca is built
/// on, reading HUDKit's objects and acting on them. Every command waits (up to its timeout) for
/// what it needs and prints JSON, or exits 3 with what it found instead.
///
/// APP is an application's name, or `*` for the first one showing something.
/// - `find APP ROLE NAME`: the first object of the application APP with that role name and name,
///   and its subtree: role, name, description, states, extents, actions, text, value, children.
/// - `do APP ROLE NAME [INDEX]`: `DoAction(INDEX)` (0) on it; prints its answer.
/// - `gone APP NAME`: waits until no object of APP has that name.
/// - `apps`: the names of the desktop's applications.
/// - `listen SECONDS EVENT…`: the events of those kinds for SECONDS, one JSON line each.
/// - `call APP ROLE NAME INTERFACE METHOD`: calls a method with no arguments through pyatspi's
///   D-Bus proxy, printing the error's name if it fails.
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
        elif command == "gone":
            app, name = sys.argv[2:4]
            left = wait(lambda: True if name not in names(application(app)) else None)
            sys.exit(0 if left else 3)
        elif command == "call":
            found = find(*sys.argv[2:5])
            if found is None:
                sys.exit(3)
            try:
                print(json.dumps(str(getattr(found, sys.argv[6])())))
            except Exception as error:
                print(json.dumps(type(error).__name__ + ": " + str(error)))
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
