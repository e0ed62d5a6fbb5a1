extension Duration {
    /// The duration in seconds, as the animator and the frame statistics count time.
    package var inSeconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
