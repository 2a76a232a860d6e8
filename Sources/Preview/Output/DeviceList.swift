/// The device catalog as a text table or JSON (`layoutpreview devices`).
public enum DeviceList {
    public static func text(_ devices: [Device] = DeviceCatalog.devices) -> String {
        var rows: [[String]] = [["id", "name", "points", "@", "portrait insets", "landscape insets", "status bar", "housing", "corner", "conf."]]
        for d in devices {
            rows.append([d.id, d.name, "\(PointFormat.string(d.portraitSize.width))x\(PointFormat.string(d.portraitSize.height))",
                         PointFormat.string(d.scale), d.portraitInsets.description, d.landscapeInsets.description,
                         PointFormat.string(d.statusBarHeight) + (d.statusBarSource == .islandAssumed || d.statusBarSource == .insetAssumed ? " (assumed)" : ""),
                         d.housing.rawValue, d.cornerRadius.map(PointFormat.string) ?? "n/f", d.confidence.rawValue])
        }
        return TextTable.format(rows)
    }

    public static func json(_ devices: [Device] = DeviceCatalog.devices) -> String {
        JSONValue.array(devices.map { d in
            .object([
                ("id", .string(d.id)), ("name", .string(d.name)), ("idiom", .string(d.idiom.rawValue)),
                ("points", JSONExport.size(d.portraitSize)), ("scale", .number(d.scale)),
                ("portraitInsets", JSONExport.insets(d.portraitInsets)),
                ("landscapeInsets", JSONExport.insets(d.landscapeInsets)),
                ("statusBarHeight", .number(d.statusBarHeight)), ("statusBarSource", .string(d.statusBarSource.rawValue)),
                ("statusBarInLandscape", .bool(d.statusBarInLandscape)),
                ("housing", .string(d.housing.rawValue)), ("homeIndicator", .bool(d.homeIndicator)),
                ("cornerRadius", d.cornerRadius.map { .number($0) } ?? .null),
                ("landscapeWidthClass", .string(d.landscapeWidthClass.rawValue)),
                ("versionOverrides", .array(d.versionOverrides.map { .string("before iOS \($0.beforeIOS): \($0.note)") })),
                ("sources", .array(d.sources.map { .string($0) })), ("confidence", .string(d.confidence.rawValue)),
                ("notes", d.notes.map { .string($0) } ?? .null),
            ])
        }).serialized() + "\n"
    }
}
