/// What reading one scene file carries from key to key: the reader (the file, its errors, its
/// node budget), the view names taken so far (unique across the scene) and how deep the views
/// being read nest.
final class SchemaReading {
    let reader: YAMLReader
    var names = Set<String>()
    var depth = 0

    init(reader: YAMLReader) {
        self.reader = reader
    }
}
