import Observation

// `Base` is declared per clause, `Observable` in one only; `Middle` is between.
#if FLAG
class Base: Observable {}
#else
class Base {}
#endif

class Middle: Base {}

// @Observable
final class Sub: Middle {
    var a = 0
}
