/// How a warning quotes an initializer that spans several lines (`{ let m = Model() … }()`):
/// squashed onto one line its statements run together, so only its first and last lines are
/// quoted, around `…`.
extension MigrationPlanner {
    /// `text` on one line: a single line as `shortened` gives it; several lines as the first and
    /// the last (each trimmed) joined by ` … `, then `shortened`.
    static func quotedInitializer(_ text: String) -> String {
        let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { String($0).trimmed(of: [" ", "\t"]) }.filter { !$0.isEmpty }
        guard lines.count > 1, let first = lines.first, let last = lines.last else { return shortened(text) }
        return shortened(first + " … " + last)
    }
}
