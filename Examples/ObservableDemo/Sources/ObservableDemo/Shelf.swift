/// Declared outside Observable/: the build plugin passes the target's other sources as
/// context, so `var shelf = Shelf.toRead` in Library.swift needs no type annotation.
enum Shelf {
    case toRead, reading, done
}
