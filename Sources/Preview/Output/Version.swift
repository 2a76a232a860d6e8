/// The program's version: `--version`, and the reports that name their tool.
public enum Version {
    public static let current = "0.4.0"
}
