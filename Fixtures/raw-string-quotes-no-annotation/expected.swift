import Observation

// No annotated class: the output must be byte-identical to this file.
final class Quotes {
  var one = #"""#
  var two = #""""#
  var doubleHashed = ##"""##
  var quoted = #"" quoted ""#
  var tripleHashed = ###""a"###
  var trailing = #"a""#
  var hashInside = ##""#"##
  var empty = #""#
  var block = #"""
    ""starts and ends with quotes""
    """#
  var marker = #"""
    // @Observable
    """#
  var after = "plain"
}

let quotes = Quotes()
print(quotes.one, quotes.two, quotes.doubleHashed, quotes.quoted)
print(quotes.tripleHashed, quotes.trailing, quotes.hashInside, "[\(quotes.empty)]")
print(quotes.block)
print(quotes.marker)
quotes.after = #"after""#
print(quotes.after, #"""#, ##"""##, ###""a"###, #"" quoted ""#, ##""#"##)
