import HUDKit

extension Gallery {
    /// HUDKit's own words as a session in `locale` has them: the build's (or the install's) catalogs
    /// and the C library's names of months and weekdays. English where the locale is not generated.
    static func words(_ locale: String) -> Words {
        Translation.words(for: ["LANG": locale])
    }

    /// Options laying a variant out in `locale`'s language, and so its direction.
    static func speaking(_ locale: String, _ options: SnapshotOptions = SnapshotOptions()) -> SnapshotOptions {
        var options = options
        options.words = words(locale)
        return options
    }

    /// The calendar in German (weeks from Monday, German names) and in Arabic (mirrored: the week
    /// from the right, the arrows at the left), and a form in Arabic (labels at the right).
    static let languageEntries: [GalleryEntry] = [
        GalleryEntry(
            "alert-date-picker-german",
            calendarAlert("Wählen Sie ein Datum.", cancel: "Abbrechen", confirm: "OK"),
            options: speaking("de_DE.UTF-8", SnapshotOptions(size: Size(width: 400, height: 440)))),
        GalleryEntry(
            "alert-date-picker-arabic",
            calendarAlert("اختر تاريخًا.", cancel: "إلغاء", confirm: "موافق"),
            options: speaking("ar_EG.UTF-8", SnapshotOptions(size: Size(width: 400, height: 440)))),
        arabicForm,
    ]

    private static func calendarAlert(_ message: String, cancel: String, confirm: String) -> Overlay {
        guard
            case .alert(var model) = alert(
                title: nil, message: message,
                actions: [AlertAction(title: cancel, style: .cancel), AlertAction(title: confirm)], preferred: 1)
        else { preconditionFailure("the gallery's alert is an alert") }
        model.content = .datePicker(AlertDatePicker(day: CalendarDay(year: 2024, month: 3, day: 15)!))
        return .alert(model)
    }

    private static var arabicForm: GalleryEntry {
        let form = AlertForm(rows: [
            AlertForm.Row(label: "الاسم", kind: .text, value: "ليلى أحمد"),
            AlertForm.Row(label: "البريد", kind: .text, value: "layla@example.org"),
            AlertForm.Row(label: "كلمة المرور", kind: .secureText, value: "analytical"),
            AlertForm.Row(label: "المدينة", kind: .picker(choices: ["القاهرة", "الإسكندرية"]), value: "القاهرة"),
            AlertForm.Row(label: "الهاتف", kind: .text),
        ])
        var options = speaking("ar_EG.UTF-8")
        options.focusedField = 1
        guard
            case .alert(var model) = alert(
                title: "حساب جديد", message: "يمكن تغيير كل الحقول لاحقًا.",
                actions: [AlertAction(title: "إلغاء", style: .cancel), AlertAction(title: "موافق")], preferred: 1)
        else { preconditionFailure("the gallery's alert is an alert") }
        model.content = .form(form)
        return GalleryEntry("alert-form-arabic", .alert(model), options: options)
    }

    /// A banner in a Hebrew session: its icon at the right edge, its text flush right, its age in
    /// Hebrew; its reply field open; a level's bar.
    static let languageBanners: [BannerSample] = [
        BannerSample(
            "banner-hebrew",
            [
                banner(
                    "הודעות", icon: sampleIcon, "דנה כהן",
                    "נפגשים מחר בצהריים? הזמנתי שולחן לשתים עשרה במסעדה ליד הים, תגידי לי אם זה מתאים לך.",
                    actions: [BannerAction(key: BannerAction.inlineReplyKey, label: "השב")])
            ],
            snapshot: speaking("he_IL.UTF-8", BannerSample.canvas)),
        BannerSample(
            "banner-hebrew-reply",
            [
                banner(
                    "הודעות", icon: sampleIcon, "דנה כהן", "נפגשים מחר בצהריים?",
                    actions: [BannerAction(key: BannerAction.inlineReplyKey, label: "השב")])
            ],
            snapshot: speaking("he_IL.UTF-8", BannerSample.canvas), reply: "בדרך"),
        // A level's bar fills from the right.
        BannerSample(
            "banner-hebrew-value",
            [BannerContent(appName: "עוצמת קול", appIcon: sampleIcon, summary: "עוצמת קול", value: 30)],
            snapshot: speaking("he_IL.UTF-8", BannerSample.canvas)),
    ]

    /// The Notification Center in Hebrew (mirrored, a stack expanded), in Chinese and in German:
    /// its own words, its date and the cards' ages in the language.
    static let languageCenters: [CenterSample] = [
        CenterSample(
            "center-hebrew",
            [
                centerEntry(1, "הודעות", icon: greenIcon, "דנה כהן", "נפגשים מחר בצהריים?", age: 20, isOpen: true),
                centerEntry(2, "דואר", icon: sampleIcon, "יוסי", "הדוח הרבעוני מצורף.", age: 300),
                centerEntry(3, "דואר", icon: sampleIcon, "מיכל", "הפגישה נדחתה למחר.", age: 7200),
            ],
            snapshot: speaking("he_IL.UTF-8", CenterSample.canvas), expanded: ["דואר"]),
        CenterSample(
            "center-chinese",
            [
                centerEntry(1, "微信", icon: greenIcon, "张伟", "明天的会议改到下午三点，请准时参加。", age: 40),
                centerEntry(2, "微信", icon: greenIcon, "李娜", "收到，谢谢！", age: 600),
                centerEntry(3, "日历", icon: sampleIcon, "周会", "十分钟后开始 · 四号会议室", age: 5400),
            ],
            snapshot: speaking("zh_CN.UTF-8", CenterSample.canvas)),
        CenterSample(
            "center-german",
            [
                centerEntry(1, "Nachrichten", icon: greenIcon, "Anna Schmidt", "Essen wir morgen um zwölf?", age: 20),
                centerEntry(2, "Mail", icon: sampleIcon, "Quartalsbericht", "Der Bericht liegt bei.", age: 900),
                centerEntry(3, "Mail", icon: sampleIcon, "Besprechung", "Verschoben auf Donnerstag.", age: 7200),
            ],
            snapshot: speaking("de_DE.UTF-8", CenterSample.canvas)),
    ]
}
