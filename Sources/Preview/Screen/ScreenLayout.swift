import Geometry

/// Where each part of the interactive screen goes on a terminal of `columns` × `rows`: a header
/// line, the device mock on the left, the inspector on the right, a message line and the key bar.
/// One function, so drawing and mouse hit-testing agree.
public struct ScreenLayout: Equatable, Sendable {
    /// Below this the mock is not legible; the screen says so and keeps running.
    public static let minimum = (columns: 60, rows: 16)

    public var mock: CellRect
    public var inspector: CellRect
    public var messageRow: Int
    public var keyBarRow: Int

    /// nil when the terminal is smaller than `minimum`.
    public init?(columns: Int, rows: Int, screenSize: Size, landscapeHomeButton: Bool) {
        guard columns >= ScreenLayout.minimum.columns, rows >= ScreenLayout.minimum.rows else { return nil }
        let bodyRows = rows - 3
        // The width that fits the device's aspect at this height (cells are twice as tall as wide),
        // plus the outline, capped so the inspector keeps at least 30 columns (and at most 55%).
        let pointsPerColumn = screenSize.height / (2 * Double(bodyRows - 2))
        let ideal = Int((screenSize.width / pointsPerColumn).rounded(.up)) + 2 + (landscapeHomeButton ? 2 : 0)
        let width = max(20, min(ideal, columns * 55 / 100, columns - 31))
        mock = CellRect(minX: 0, minY: 1, maxX: width, maxY: 1 + bodyRows)
        inspector = CellRect(minX: width + 2, minY: 1, maxX: columns, maxY: 1 + bodyRows)
        messageRow = rows - 2
        keyBarRow = rows - 1
    }

    init?(_ state: AppState) {
        let device = state.scene.device
        self.init(
            columns: state.columns, rows: state.rows, screenSize: state.layout.metrics.screenSize,
            landscapeHomeButton: device.housing == .homeButton && state.scene.orientation.isLandscape)
    }
}
