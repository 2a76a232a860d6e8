/// A key the interactive screen understands, already decoded from the terminal's codes.
public enum Key: Equatable, Sendable {
    /// A printable character.
    case character(Character)
    case up, down, left, right, pageUp, pageDown, home, end
    case tab, backTab, enter, escape, backspace
    /// Ctrl-C read as a key (the terminal is in raw mode).
    case controlC
}

/// Everything that can happen to the screen: keys, the terminal, and what the front end reports
/// back after performing an `Effect`.
public enum Event: Equatable, Sendable {
    case key(Key)
    case resize(columns: Int, rows: Int)
    /// A mouse click on a cell of the screen.
    case click(column: Int, row: Int)
    /// `r`: the scene file loaded again; a document's list of scenes read again with it (nil for
    /// a scene file), so a controller added since is reached.
    case reloaded(Scene, scenes: [String]?)
    /// `v` / `V`: another scene of the storyboard or xib, read from it, its `--scene` name, and
    /// the document's list of scenes.
    case sceneLoaded(Scene, selector: String, scenes: [String]?)
    /// `r`, `v`: the scene file has an error (its compiler-style description).
    case reloadFailed(String)
    /// A write found a file at the path and did not touch it.
    case fileExists(path: String)
    case wrote(path: String)
    case writeFailed(String)
}

/// What `update` asks the front end to do: the only I/O the screen needs.
public enum Effect: Equatable, Sendable {
    case quit
    /// Read the scene file again and answer with `reloaded` or `reloadFailed`.
    case reload
    /// Read this scene of the storyboard or xib and answer with `sceneLoaded` or `reloadFailed`.
    case loadScene(String)
    /// Write `contents` to `path` atomically; unless `overwrite`, answer `fileExists` and write
    /// nothing when a file is there.
    case write(path: String, contents: String, overwrite: Bool)
}
