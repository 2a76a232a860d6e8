/// The one rounding rule for printed points: at most three decimals, trailing zeros dropped.
///
/// UIKit logs full doubles (`53.666666666666664`); three decimals keep every value that matters
/// (thirds of a point on @3x screens) while staying diffable. Scene values are bounded to
/// ±100,000 points, so `Double`'s shortest description never needs an exponent here.
///
///     PointFormat.string(53.666666666666664) // "53.667"
///     PointFormat.string(-88)                // "-88"
public enum PointFormat {
    /// The value rounded to three decimals, as the JSON and text outputs print it.
    public static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let result = (value * 1000).rounded() / 1000
        return result == 0 ? 0 : result  // no "-0"
    }

    /// The value as text, rounded to three decimals, without a trailing ".0".
    public static func string(_ value: Double) -> String {
        let r = rounded(value)
        if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
        return String(r)
    }
}
