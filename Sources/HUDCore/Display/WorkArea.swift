/// What a dock window (a panel, a bar) reserves at the screen's edges, in pixels of the X screen:
/// EWMH's `_NET_WM_STRUT_PARTIAL` (how deep at each edge, and along which stretch of it), or the
/// older `_NET_WM_STRUT`, which reserves whole edges.
package struct Strut: Hashable, Sendable {
    /// How deep the reservation reaches in from each edge.
    package var left, right, top, bottom: Double
    /// Along which stretch of its edge each reservation lies: y for the left and right edges, x for
    /// the top and bottom ones; nil: the whole edge.
    package var leftSpan, rightSpan, topSpan, bottomSpan: ClosedRange<Double>?

    package init(
        left: Double = 0, right: Double = 0, top: Double = 0, bottom: Double = 0,
        leftSpan: ClosedRange<Double>? = nil, rightSpan: ClosedRange<Double>? = nil,
        topSpan: ClosedRange<Double>? = nil, bottomSpan: ClosedRange<Double>? = nil
    ) {
        self.left = left
        self.right = right
        self.top = top
        self.bottom = bottom
        self.leftSpan = leftSpan
        self.rightSpan = rightSpan
        self.topSpan = topSpan
        self.bottomSpan = bottomSpan
    }

    /// The property's values as a window publishes them: twelve (`_NET_WM_STRUT_PARTIAL`: left, right,
    /// top, bottom, then each edge's first and last pixel) or four (`_NET_WM_STRUT`); nil otherwise.
    package init?(cardinals values: [UInt]) {
        guard values.count == 12 || values.count == 4 else { return nil }
        let numbers = values.map(Double.init)
        func span(_ index: Int) -> ClosedRange<Double>? {
            guard numbers.count == 12 else { return nil }
            let (first, last) = (numbers[index], numbers[index + 1])
            // A stretch from 0 to 0 is what clients that leave the spans unset publish.
            return last >= first && last > 0 ? first...last : nil
        }
        self.init(
            left: numbers[0], right: numbers[1], top: numbers[2], bottom: numbers[3], leftSpan: span(4),
            rightSpan: span(6), topSpan: span(8), bottomSpan: span(10))
    }

    /// The rectangles it reserves on a screen of `screen` pixels.
    package func reserved(on screen: Size) -> [(edge: Edge, area: Rect)] {
        func stretch(_ span: ClosedRange<Double>?, along length: Double) -> (start: Double, length: Double) {
            guard let span else { return (0, length) }
            return (span.lowerBound, span.upperBound - span.lowerBound + 1)
        }
        var areas: [(Edge, Rect)] = []
        if top > 0 {
            let (x, width) = stretch(topSpan, along: screen.width)
            areas.append((.top, Rect(x: x, y: 0, width: width, height: top)))
        }
        if bottom > 0 {
            let (x, width) = stretch(bottomSpan, along: screen.width)
            areas.append((.bottom, Rect(x: x, y: screen.height - bottom, width: width, height: bottom)))
        }
        if left > 0 {
            let (y, height) = stretch(leftSpan, along: screen.height)
            areas.append((.left, Rect(x: 0, y: y, width: left, height: height)))
        }
        if right > 0 {
            let (y, height) = stretch(rightSpan, along: screen.height)
            areas.append((.right, Rect(x: screen.width - right, y: y, width: right, height: height)))
        }
        return areas
    }

    /// An edge of the screen.
    package enum Edge: Sendable {
        case left, right, top, bottom
    }
}

extension Monitor {
    /// The part of the monitor left to windows, in pixels of the X screen: the window manager's
    /// published work area (`_NET_WORKAREA`, one rectangle for the whole screen) where there is one,
    /// intersected with the monitor; otherwise the monitor less what each dock's strut reserves on
    /// it, taken from the edge it is reserved at. The whole monitor when nothing is left of it.
    package func workArea(published: Rect?, struts: [Strut], screen: Size) -> Rect {
        if let published {
            return published.intersection(frame) ?? frame
        }
        var (minX, minY, maxX, maxY) = (frame.minX, frame.minY, frame.maxX, frame.maxY)
        for strut in struts {
            for (edge, area) in strut.reserved(on: screen) {
                guard let cut = area.intersection(frame) else { continue }
                switch edge {
                case .top: minY = max(minY, cut.maxY)
                case .bottom: maxY = min(maxY, cut.minY)
                case .left: minX = max(minX, cut.maxX)
                case .right: maxX = min(maxX, cut.minX)
                }
            }
        }
        guard maxX > minX, maxY > minY else { return frame }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `area` (pixels of the X screen, inside the monitor) in points of the monitor's canvas at `scale`.
    package func canvasRect(of area: Rect, scale: Double) -> Rect {
        Rect(
            x: (area.minX - frame.minX) / scale, y: (area.minY - frame.minY) / scale, width: area.width / scale,
            height: area.height / scale)
    }
}
