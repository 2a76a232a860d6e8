/// Which bar geometry an iOS 26 app gets (R31): `compatibility` is an app built with an older SDK
/// or with `UIDesignRequiresCompatibility`, and keeps iOS 18's bars.
public enum Design: String, CaseIterable, Sendable { case liquidGlass, compatibility }
