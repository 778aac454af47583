class Base {
    typealias Palette = Int
}
