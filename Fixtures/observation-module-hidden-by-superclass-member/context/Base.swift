class Base {
    enum Observation { case a }
}
