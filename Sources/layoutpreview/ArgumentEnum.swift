import ArgumentParser

/// An option whose values are an enum's raw values. ArgumentParser's defaults list them through
/// a key path and describe each case by reflection, for every such option of every command at
/// each start: a tenth of the instructions of `render default`. Here the raw values are the words.
protocol ArgumentEnum: ExpressibleByArgument, CaseIterable, RawRepresentable where RawValue == String {}

extension ArgumentEnum {
    public static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }
    /// A case's word is its raw value, the same as its name: no description beside it (the
    /// default finds that out by describing each case).
    public static var allValueDescriptions: [String: String] { [:] }
    public var defaultValueDescription: String { rawValue }
}
