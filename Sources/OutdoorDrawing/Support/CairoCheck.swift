internal import CCairo

/// Throws Cairo's own message when `status` is not success; every Cairo status goes through here.
func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws {
    guard status != CAIRO_STATUS_SUCCESS else { return }
    throw DrawingError.cairo(operation: operation(), message: cairoMessage(status))
}

/// Cairo's description of a status code.
func cairoMessage(_ status: cairo_status_t) -> String {
    guard let text = cairo_status_to_string(status) else { return "unknown Cairo status \(status.rawValue)" }
    return String(cString: text)
}
