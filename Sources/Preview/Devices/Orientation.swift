/// The interface orientation, with `UIInterfaceOrientation`'s case names.
///
/// `landscapeLeft` has the home button (or indicator end) on the left, so the housing is on the
/// right; `landscapeRight` puts the housing on the left (RULES R5).
public enum Orientation: String, CaseIterable, Sendable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
