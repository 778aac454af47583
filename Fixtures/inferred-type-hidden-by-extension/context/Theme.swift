struct Palette { var name = "" }

final class Theme {
    static let shared = Theme()
    var palette: Palette = Palette()
}

extension Model {
    struct Palette {}
}
