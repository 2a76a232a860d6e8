/// The iOS versions a scene may name (RULES R6a): 7 to 18, then 26 and 27. Apple followed iOS 18
/// with iOS 26, so 19 to 25 never existed.
public enum IOSVersion {
    public static let newest = 27

    public static func isValid(_ ios: Int) -> Bool { (7...18).contains(ios) || (26...newest).contains(ios) }

    /// Said wherever a version is refused.
    public static let expected = "expected 7 to 18, 26 or 27 (Apple followed iOS 18 with iOS 26; R6a)"
}
