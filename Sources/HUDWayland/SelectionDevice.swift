import CWayland
import CWaylandProtocols
import Glibc
import HUDCore

/// One selection of the seat (CLIPBOARD through `wl_data_device`, PRIMARY through
/// `zwp_primary_selection_device_v1`, whose requests and events are the same in other names): the
/// text another client offers on it, read into a field on request, and a text of ours offered on
/// it. Destroys its device, offers and source in `deinit`.
final class SelectionDevice {
    let name: SelectionName
    private let device: OpaquePointer
    private let manager: OpaquePointer
    private let loop: WaylandEventLoop
    /// The offers announced and the text types each carries, until the next selection replaces them.
    private var offers: [OpaquePointer: [String]] = [:]
    /// What the selection holds now; nil: nothing, or not text.
    private var selection: OpaquePointer?
    /// Our own offer and its text, while it is the selection.
    private var source: OpaquePointer?
    private var heldText: [UInt8] = []

    /// The types a text goes by, most precise first: what clients ask for and what we offer.
    static let textTypes = ["text/plain;charset=utf-8", "UTF8_STRING", "text/plain", "TEXT", "STRING"]
    /// A paste whose writer never closes its end is given up after this long.
    private static let pasteTimeout = 5.0

    /// The device for `seat` on `manager` (a `wl_data_device_manager` for CLIPBOARD, a
    /// `zwp_primary_selection_device_manager_v1` for PRIMARY).
    init(_ name: SelectionName, manager: OpaquePointer, seat: OpaquePointer, loop: WaylandEventLoop) {
        self.name = name
        self.manager = manager
        self.loop = loop
        device =
            switch name {
            case .clipboard: wl_data_device_manager_get_data_device(manager, seat)
            case .primary: zwp_primary_selection_device_manager_v1_get_device(manager, seat)
            }
        let data = Unmanaged.passUnretained(self).toOpaque()
        switch name {
        case .clipboard: wl_data_device_add_listener(device, Self.clipboardListener, data)
        case .primary: zwp_primary_selection_device_v1_add_listener(device, Self.primaryListener, data)
        }
    }

    deinit {
        for offer in offers.keys { destroy(offer: offer) }
        if let source { destroy(source: source) }
        switch name {
        case .clipboard: wl_data_device_release(device)
        case .primary: zwp_primary_selection_device_v1_destroy(device)
        }
    }

    /// Reads the selection's text, at most as much as `limit` lets a field use, and hands it to
    /// `deliver` on the loop's thread; nothing when it holds no text.
    func paste(limit: PasteLimit, deliver: @escaping (String) -> Void) {
        if source != nil {
            // Our own text: the compositor would ask us to write it to ourselves.
            var text = PastedText(limit: limit.characters, keepsLines: limit.keepsLines)
            text.append(heldText)
            deliver(text.text)
            return
        }
        guard let selection, let type = Self.textTypes.first(where: { offers[selection]?.contains($0) ?? false })
        else { return }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        _ = fcntl(ends[0], F_SETFL, O_NONBLOCK)
        switch name {
        case .clipboard: wl_data_offer_receive(selection, type, ends[1])
        case .primary: zwp_primary_selection_offer_v1_receive(selection, type, ends[1])
        }
        close(ends[1])
        let readEnd = ends[0]
        var text = PastedText(limit: limit.characters, keepsLines: limit.keepsLines)
        let clock = loop.clock
        var timeout: ClockToken?
        let finish = { [loop] in
            loop.unwatch(readEnd)
            close(readEnd)
            if let timeout { clock.cancel(timeout) }
            deliver(text.text)
        }
        timeout = clock.schedule(at: clock.now + Self.pasteTimeout) { finish() }
        loop.watch(readEnd) {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(readEnd, &buffer, buffer.count)
            if count > 0 { text.append(buffer.prefix(count)) }
            if count == 0 || (count < 0 && errno != EAGAIN) || text.isComplete { finish() }
        }
    }

    /// Offers `text` on the selection, with the serial of the input that asked for it; nil gives
    /// up what we offered.
    func offer(_ text: String?, serial: UInt32) {
        if let source { destroy(source: source) }
        source = nil
        guard let text else {
            setSelection(nil, serial: serial)
            return
        }
        heldText = Array(text.utf8)
        let made: OpaquePointer
        let data = Unmanaged.passUnretained(self).toOpaque()
        switch name {
        case .clipboard:
            made = wl_data_device_manager_create_data_source(manager)
            wl_data_source_add_listener(made, Self.clipboardSourceListener, data)
            for type in Self.textTypes { wl_data_source_offer(made, type) }
        case .primary:
            made = zwp_primary_selection_device_manager_v1_create_source(manager)
            zwp_primary_selection_source_v1_add_listener(made, Self.primarySourceListener, data)
            for type in Self.textTypes { zwp_primary_selection_source_v1_offer(made, type) }
        }
        source = made
        setSelection(made, serial: serial)
    }

    private func setSelection(_ source: OpaquePointer?, serial: UInt32) {
        switch name {
        case .clipboard: wl_data_device_set_selection(device, source, serial)
        case .primary: zwp_primary_selection_device_v1_set_selection(device, source, serial)
        }
    }

    /// Another client asked for our text: written whole, then the pipe closed.
    private func send(to descriptor: Int32) {
        var written = 0
        while written < heldText.count {
            let count = heldText[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            written += count
        }
        close(descriptor)
    }

    private func cancelled(_ cancelledSource: OpaquePointer?) {
        guard let cancelledSource else { return }
        destroy(source: cancelledSource)
        if cancelledSource == source {
            source = nil
            heldText = []
        }
    }

    private func announced(_ offer: OpaquePointer?) {
        if let offer { offers[offer] = [] }
    }

    private func offered(_ type: UnsafePointer<CChar>?, by offer: OpaquePointer?) {
        guard let offer, let type else { return }
        offers[offer, default: []].append(String(cString: type))
    }

    /// The selection changed: every other offer announced is done with.
    private func selected(_ offer: OpaquePointer?) {
        for other in offers.keys where other != offer { destroy(offer: other) }
        offers = offer.flatMap { offer in offers[offer].map { [offer: $0] } } ?? [:]
        selection = offer
    }

    private func destroy(offer: OpaquePointer) {
        switch name {
        case .clipboard: wl_data_offer_destroy(offer)
        case .primary: zwp_primary_selection_offer_v1_destroy(offer)
        }
    }

    private func destroy(source: OpaquePointer) {
        switch name {
        case .clipboard: wl_data_source_destroy(source)
        case .primary: zwp_primary_selection_source_v1_destroy(source)
        }
    }

    private static func of(_ data: UnsafeMutableRawPointer?) -> SelectionDevice {
        Unmanaged<SelectionDevice>.fromOpaque(data!).takeUnretainedValue()
    }

    nonisolated(unsafe) private static let clipboardListener = listenerTable(
        wl_data_device_listener(
            data_offer: { data, _, offer in
                of(data).announced(offer)
                wl_data_offer_add_listener(offer, clipboardOfferListener, data)
            },
            // Drag and drop: HUDKit takes no drops; the offer goes with the next selection.
            enter: { _, _, _, _, _, _, _ in }, leave: { _, _ in }, motion: { _, _, _, _, _ in },
            drop: { _, _ in },
            selection: { data, _, offer in of(data).selected(offer) }))

    nonisolated(unsafe) private static let clipboardOfferListener = listenerTable(
        wl_data_offer_listener(
            offer: { data, offer, type in of(data).offered(type, by: offer) },
            source_actions: { _, _, _ in }, action: { _, _, _ in }))

    nonisolated(unsafe) private static let clipboardSourceListener = listenerTable(
        wl_data_source_listener(
            target: { _, _, _ in },
            send: { data, _, _, descriptor in of(data).send(to: descriptor) },
            cancelled: { data, source in of(data).cancelled(source) },
            dnd_drop_performed: { _, _ in }, dnd_finished: { _, _ in }, action: { _, _, _ in }))

    nonisolated(unsafe) private static let primaryListener:
        UnsafeMutablePointer<zwp_primary_selection_device_v1_listener> = {
            let listener = UnsafeMutablePointer<zwp_primary_selection_device_v1_listener>.allocate(capacity: 1)
            listener.initialize(
                to: zwp_primary_selection_device_v1_listener(
                    data_offer: { data, _, offer in
                        of(data).announced(offer)
                        zwp_primary_selection_offer_v1_add_listener(offer, primaryOfferListener, data)
                    },
                    selection: { data, _, offer in of(data).selected(offer) }))
            return listener
        }()

    nonisolated(unsafe) private static let primaryOfferListener:
        UnsafeMutablePointer<zwp_primary_selection_offer_v1_listener> = {
            let listener = UnsafeMutablePointer<zwp_primary_selection_offer_v1_listener>.allocate(capacity: 1)
            listener.initialize(
                to: zwp_primary_selection_offer_v1_listener(offer: { data, offer, type in
                    of(data).offered(type, by: offer)
                }))
            return listener
        }()

    nonisolated(unsafe) private static let primarySourceListener:
        UnsafeMutablePointer<zwp_primary_selection_source_v1_listener> = {
            let listener = UnsafeMutablePointer<zwp_primary_selection_source_v1_listener>.allocate(capacity: 1)
            listener.initialize(
                to: zwp_primary_selection_source_v1_listener(
                    send: { data, _, _, descriptor in of(data).send(to: descriptor) },
                    cancelled: { data, source in of(data).cancelled(source) }))
            return listener
        }()
}
