/// `UIView.AutoresizingMask`: which parts of a frame follow its superview's size (RULES R47; the
/// arithmetic is `AutoresizingMask.resize`, in Layout/).
public enum AutoresizingMask: String, CaseIterable, Sendable {
    case flexibleLeftMargin, flexibleWidth, flexibleRightMargin, flexibleTopMargin, flexibleHeight, flexibleBottomMargin
}
