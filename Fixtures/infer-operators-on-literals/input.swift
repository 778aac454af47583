import Observation

// Operators on literals, as the compiler types them: an integer literal next to a
// floating-point one is a 'Double' ('1 / 2.0' is 0.5, not 0), '3 / 2' stays 'Int' (1).
// An operand whose type is known (a static property of the class) counts as that type.
// @Observable
final class Layout {
    static let gutter = 8.0
    var columns = 3 / 2
    var half = 1 / 2.0
    var doubled = 2.0 * 3
    var negated = -(1 + 2)
    var mixed = (1 + 2) * 3.5
    var remainder = 7 % 2
    var shifted = 1 << 4
    var greeting = "a" + "b" + "c"
    var flags = [true] + [false]
    var widths = [1] + [2.5]
    var isWide = 3 > 2.5
    var span = -1 ... 2.5
    var margin = gutter * 2
}

let layout = Layout()
print(layout.columns, layout.half, layout.doubled, layout.negated, layout.mixed, layout.remainder, layout.shifted)
print(layout.greeting, layout.flags, layout.widths, layout.isWide, layout.span, layout.margin)
