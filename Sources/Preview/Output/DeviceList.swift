import Geometry

/// The device catalog as a text table or JSON (`layoutpreview devices`).
public enum DeviceList {
    /// One row per device: its reference era's insets (iOS 14–18, or its first iOS when it shipped
    /// with 26 or later) beside its iOS 26 insets, so the two eras read side by side.
    /// Given a `width` narrower than the table (a terminal's), each device is stacked instead.
    public static func text(_ devices: [Device] = DeviceCatalog.devices, width: Int? = nil) -> String {
        var rows: [[String]] = [
            [
                "id", "name", "points", "@", "iOS", "portrait", "landscape", "iOS 26 portrait", "iOS 26 landscape",
                "status bar", "housing", "corner", "conf.",
            ]
        ]
        for d in devices {
            let main = d.referenceEra
            let modern = d.era(ios: 26)
            let same = main == modern
            let status = main.statusBar
            rows.append([
                d.id, d.name, "\(PointFormat.string(d.portraitSize.width))x\(PointFormat.string(d.portraitSize.height))",
                PointFormat.string(d.scale), d.iosRange.description,
                main.portrait.description, main.landscape.description,
                same ? "same" : modern.portrait.description, same ? "same" : modern.landscape.description,
                PointFormat.string(status.height) + (status.why.confidence == .high ? "" : " (\(status.why.confidence.rawValue))"),
                housing(d), d.cornerRadius.map(PointFormat.string) ?? "n/f", d.confidence.rawValue,
            ])
        }
        return TextTable.format(rows, width: width)
    }

    private static func housing(_ d: Device) -> String {
        guard let shape = d.housingShape else { return d.housing.rawValue }
        return "\(d.housing.rawValue) \(PointFormat.string(shape.size.width))x\(PointFormat.string(shape.size.height))@\(PointFormat.string(shape.top))"
    }

    public static func json(_ devices: [Device] = DeviceCatalog.devices) -> String {
        JSONValue.object(JSONExport.header + [("devices", .array(devices.map(device)))]).serialized() + "\n"
    }

    static func device(_ d: Device) -> JSONValue {
        var housing: [(String, JSONValue)] = [("kind", .string(d.housing.rawValue))]
        if let shape = d.housingShape {
            housing += [
                ("width", .number(shape.size.width)), ("height", .number(shape.size.height)), ("top", .number(shape.top)),
                ("left", shape.left.map { .number($0) } ?? .null), ("source", .string(shape.source)),
            ]
        }
        let range: JSONValue = .object([
            ("first", .number(Double(d.iosRange.first))),
            ("last", d.iosRange.last.map { .number(Double($0)) } ?? .null),
            ("confidence", .string(d.iosRange.confidence.rawValue)),
        ])
        return .object([
            ("id", .string(d.id)), ("name", .string(d.name)), ("idiom", .string(d.idiom.rawValue)),
            ("points", JSONExport.size(d.portraitSize)), ("scale", .number(d.scale)),
            ("iosRange", range), ("defaultIOS", .number(Double(d.defaultIOS))),
            ("orientations", .array(d.orientations.map { .string($0.rawValue) })),
            ("eras", .array(d.eras.map(era))),
            ("statusBarInLandscape", .bool(d.statusBarInLandscape)),
            ("housing", .object(housing)), ("homeIndicator", .bool(d.homeIndicator)),
            ("cornerRadius", d.cornerRadius.map { .number($0) } ?? .null),
            ("landscapeWidthClass", .string(d.landscapeWidthClass.rawValue)),
            ("sources", .array(d.sources.map { .string($0) })), ("confidence", .string(d.confidence.rawValue)),
            ("notes", d.notes.map { .string($0) } ?? .null),
        ])
    }

    static func era(_ e: Device.InsetEra) -> JSONValue {
        .object([
            ("fromIOS", .number(Double(e.fromIOS))),
            ("portraitInsets", JSONExport.insets(e.portrait)), ("landscapeInsets", JSONExport.insets(e.landscape)),
            ("statusBarHeight", .number(e.statusBar.height)), ("statusBar", .string(e.statusBar.why.description)),
            ("confidence", .string(e.confidence.rawValue)), ("note", e.note.map { .string($0) } ?? .null),
        ])
    }
}
