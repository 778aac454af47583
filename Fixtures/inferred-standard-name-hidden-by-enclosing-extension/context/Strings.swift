extension Outer {
    struct String {}
}
