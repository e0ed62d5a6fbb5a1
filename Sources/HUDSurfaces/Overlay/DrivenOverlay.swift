import HUDCore

/// An overlay that an `OverlayController` runs (a window's, or a headless test's): what it shows and
/// the answers it gives are the controller's, handed through here once for every kind of host.
package protocol DrivenOverlay: AnyObject {
    /// The controller behind the overlay.
    var driver: OverlayController { get }
}

extension DrivenOverlay {
    /// What is shown; replaced by `update(to:)`.
    package var overlay: Overlay { driver.overlay }

    /// The chosen action and field values of an alert or card; the overlay then dismisses itself.
    package var onFinished: ((AlertResponse) -> Void)? {
        get { driver.onFinished }
        set { driver.onFinished = newValue }
    }

    /// The answer if the overlay is taken away now, unanswered: what its fields hold.
    package var unansweredResponse: AlertResponse { driver.unansweredResponse }

    /// A click on the dim around an alert.
    package var onTapOutside: (() -> Void)? {
        get { driver.onTapOutside }
        set { driver.onTapOutside = newValue }
    }

    /// Adds text after an alert's text view's text, or rows after its list's.
    package func append(_ addition: AlertContentAddition) {
        driver.append(addition)
    }

    /// Input changed what the alert's content view holds.
    package var onContentChanged: ((AlertContentValue) -> Void)? {
        get { driver.onContentChanged }
        set { driver.onContentChanged = newValue }
    }
}
