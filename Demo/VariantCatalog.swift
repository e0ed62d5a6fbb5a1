import HUDKit

/// Every variant the demo offers, in button order, each shown as an application would show it and
/// each with the tour's script. Durations are short so the scripted tour stays quick.
enum VariantCatalog {
    /// How long the self-hiding HUDs stay up in the demo.
    static let shortHold = 0.6

    static let all: [DemoVariant] = toasts + huds + progress + alerts + styles + masks

    private static let toasts: [DemoVariant] = [
        toast("toast-short", "Toast: short", ["Saved"]),
        toast(
            "toast-long", "Toast: long",
            [
                "A longer message wraps at 250 points, and the toast grows to fit every line of it."
            ]),
        toast("toast-cjk", "Toast: CJK", ["已保存到下载文件夹，共 3 个文件"]),
        toast("toast-repeat", "Toast: repeated", ["Repeat 1", "Repeat 2", "Repeat 3"]),
    ]

    private static let huds: [DemoVariant] = [
        hud("loading", "Loading (HUDManager)", hideAfter: 0.8) { $0.show(status: "Loading...") },
        hud("cube-blocking", "CubeHUD: blocking", make: { HUD(placement: .standardLoading) }, hideAfter: shortHold) {
            $0.show(status: "Blocking")
        },
        hud(
            "cube-non-blocking", "CubeHUD: non-blocking",
            make: { HUD(placement: HUDPlacement(interaction: .blockNone)) }, hideAfter: shortHold
        ) {
            $0.show(status: "Clicks pass")
        },
        hud(
            "cube-timeout", "CubeHUD: timeout", expect: "timed out", until: .timedOut,
            make: { HUD(timing: .init(timeout: 1)) }
        ) { $0.show(status: "Times out in 1 s") },
        hud("status-text", "Status text") { $0.show(text: "Connecting to server", hideAfter: shortHold) },
        hud("success", "Success") { $0.showSuccess("Upload complete", hideAfter: shortHold) },
        hud("error", "Error") { $0.showError("Network unreachable", hideAfter: shortHold) },
        hud("info", "Info") { $0.showInfo("3 new messages", hideAfter: shortHold) },
        hud("custom", "Custom content") { hud in
            hud.showCustom(size: Size(width: 40, height: 40), status: "Custom", hideAfter: shortHold) { canvas, frame in
                canvas.setColor(Color(hex: 0xFFCC00))
                canvas.addCircle(center: frame.center, radius: 18)
                canvas.fill()
                canvas.setColor(.black)
                canvas.addCircle(center: Point(x: frame.midX - 6, y: frame.midY - 5), radius: 3)
                canvas.addCircle(center: Point(x: frame.midX + 6, y: frame.midY - 5), radius: 3)
                canvas.fill()
            }
        },
    ]

    private static let progress: [DemoVariant] = ProgressStyle.allCases.map { style in
        DemoVariant(
            name: "progress-\(style.rawValue)", title: "Progress: \(style.rawValue)", tour: .hud(expect: "100 %")
        ) { run in
            let hud = HUD()
            let events = hud.events()
            Task {
                for step in 0...10 {
                    hud.showProgress(Double(step) / 10, status: "\(step * 10) %", style: style)
                    if step == 6 { run.report(.shown) }
                    try? await Task.sleep(for: .milliseconds(70))
                }
                hud.hide(afterDelay: 0.2)
                for await event in events where event == .didDisappear {
                    run.report(.result("100 %"))
                    return
                }
            }
        }
    }

    private static let alerts: [DemoVariant] = [
        dialog("card-both", "Card: sure + cancel", answer: .click(CardAlertModel.sureIndex), expect: "確定刪除") { _ in
            Alert(cardTitle: "刪除確認", message: "確定要刪除此項目嗎?此操作不可恢復。", sure: "確定刪除", cancel: "取消")
        },
        dialog("card-sure", "Card: sure only", answer: .click(CardAlertModel.sureIndex), expect: "Install") { _ in
            Alert(
                cardTitle: "Update available", message: "Version 2.0 is ready to install.", sure: "Install", cancel: nil
            )
        },
        dialog("card-cancel", "Card: cancel only", answer: .click(CardAlertModel.cancelIndex), expect: "Close") { _ in
            Alert(cardTitle: "Nothing to undo", message: "The history is empty.", sure: nil, cancel: "Close")
        },
        dialog("card-no-buttons", "Card: no buttons", answer: .keys(["<Escape>"]), expect: "cancelled") { _ in
            Alert(
                cardTitle: "Please wait", message: "This card has no buttons; Escape closes it.", sure: nil, cancel: nil
            )
        },
        dialog("alert-one", "Alert: 1 action", answer: .click(0), expect: "OK") { _ in
            try Alert(title: "Saved", message: "Your changes were saved.", actions: [AlertAction(title: "OK")])
        },
        dialog("alert-two", "Alert: 2 actions", answer: .click(0), expect: "Discard") { _ in
            try Alert(
                title: "Discard draft?", message: "This cannot be undone.",
                actions: [
                    AlertAction(title: "Discard", style: .destructive), AlertAction(title: "Cancel", style: .cancel),
                ])
        },
        dialog("alert-three", "Alert: 3 actions", answer: .click(0), expect: "Share") { _ in
            try Alert(
                title: "Photo", message: "What would you like to do?",
                actions: [
                    AlertAction(title: "Share"), AlertAction(title: "Delete", style: .destructive),
                    AlertAction(title: "Cancel", style: .cancel),
                ])
        },
        dialog(
            "alert-login", "Alert: login", answer: .keys(["ada", "<Tab>", "secret", "<Return>"]),
            expect: "Sign In: ada|••••••"
        ) { _ in
            try Alert(
                title: "Sign in", message: "Enter your account details.",
                actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "Sign In")],
                preferredActionIndex: 1,
                textFields: [
                    AlertTextField(placeholder: "User"), AlertTextField(placeholder: "Password", isSecure: true),
                ])
        },
        dialog("sheet", "Action sheet", answer: .click(1), expect: "Delete") { _ in
            try Alert(
                sheetTitle: "Photo", message: "This photo is also in an album.",
                actions: [
                    AlertAction(title: "Share"), AlertAction(title: "Delete", style: .destructive),
                    AlertAction(title: "Cancel", style: .cancel),
                ])
        },
        dialog("sheet-anchored", "Action sheet: anchored", answer: .click(0), expect: "Copy") { anchor in
            try Alert(
                sheetTitle: "Edit",
                actions: [
                    AlertAction(title: "Copy"), AlertAction(title: "Paste"),
                    AlertAction(title: "Cancel", style: .cancel),
                ], anchor: anchor)
        },
    ]

    private static let styles: [DemoVariant] = [
        hud("style-light", "Style: light HUD", make: { HUD(options: DisplayOptions(appearance: .light)) }) {
            $0.showSuccess("Light", hideAfter: shortHold)
        },
        dialog("style-dark", "Style: dark alert", answer: .keys(["<Return>"]), expect: "OK") { _ in
            try Alert(
                title: "Dark mode", message: "The same alert in the dark appearance.",
                actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK")],
                preferredActionIndex: 1, options: DisplayOptions(appearance: .dark))
        },
    ]

    private static let masks: [DemoVariant] = [
        ("none", HUDMask.none), ("clear", .clear), ("black", .black), ("gradient", .gradient),
        ("custom", .custom(Color(r255: 0, g255: 90, b255: 180, alpha: 0.35))),
    ].map { name, mask in
        hud("mask-\(name)", "Mask: \(name)", make: { HUD(placement: HUDPlacement(mask: mask)) }) {
            $0.show(text: "Mask: \(name)", hideAfter: shortHold)
        }
    }

    // MARK: Building blocks

    /// Shows `texts` as toasts one right after the other; the last one is what stays.
    private static func toast(_ name: String, _ title: String, _ texts: [String]) -> DemoVariant {
        DemoVariant(name: name, title: title, tour: .toast(text: texts.last ?? "")) { run in
            for text in texts { Toast.show(text) }
            run.report(.result(texts.last ?? ""))
        }
    }

    /// A fresh HUD from `make`, shown by `show`; reports `.shown` when its entrance ends and, once it
    /// has gone, `expect` if `until` happened. The HUD is kept until it has gone, so its timers
    /// outlive the button's click.
    private static func hud(
        _ name: String, _ title: String, expect: String = "hidden",
        until: HUDEvent = .didDisappear, make: @escaping @Sendable () -> HUD = { HUD() },
        hideAfter: Double? = nil, show: @escaping @Sendable (HUD) -> Void
    ) -> DemoVariant {
        DemoVariant(name: name, title: title, tour: .hud(expect: expect)) { run in
            let hud = make()
            let events = hud.events()
            Task {
                // The outcome is reported once the HUD has gone (a blocking one no longer swallows
                // clicks), and the HUD lives as long as this task.
                var reached = false
                for await event in events {
                    if event == .didAppear { run.report(.shown) }
                    if event == until { reached = true }
                    if event == .didDisappear {
                        run.report(.result(reached ? expect : "hidden without \(until)"))
                        break
                    }
                }
                withExtendedLifetime(hud) {}
            }
            show(hud)
            if let hideAfter { hud.hide(afterDelay: hideAfter) }
        }
    }

    /// An alert from `make`; reports the chosen action's title (or "cancelled"), then the field
    /// values joined by "|", secure ones as bullets.
    private static func dialog(
        _ name: String, _ title: String, answer: DialogAnswer, expect: String,
        make: @escaping @Sendable (Point) throws -> Alert
    ) -> DemoVariant {
        DemoVariant(name: name, title: title, tour: .dialog(alert: make, answer: answer, expect: expect)) { run in
            do {
                let alert = try make(run.anchor)
                alert.present { result in run.report(.result(describe(result, of: alert))) }
            } catch {
                run.report(.result("invalid alert: \(error)"))
            }
        }
    }

    static func describe(_ result: AlertResult, of alert: Alert) -> String {
        let action = result.actionTitle ?? "cancelled"
        guard !result.fieldValues.isEmpty else { return action }
        let secure: [Bool] = if case .alert(let model) = alert.overlay { model.textFields.map(\.isSecure) } else { [] }
        let fields = result.fieldValues.enumerated().map { index, value in
            index < secure.count && secure[index] ? String(repeating: "•", count: value.count) : value
        }
        return "\(action): " + fields.joined(separator: "|")
    }
}
