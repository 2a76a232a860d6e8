/// The program's version, printed by `--version`.
enum Version {
    static let current = "0.4.0"
}
