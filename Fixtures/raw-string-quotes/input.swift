import Observation

// @Observable
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
  var after = "plain"
}

let quotes = Quotes()
print(quotes.one, quotes.two, quotes.doubleHashed, quotes.quoted)
print(quotes.tripleHashed, quotes.trailing, quotes.hashInside, "[\(quotes.empty)]")
print(quotes.block)

withObservationTracking {
  _ = quotes.quoted
  _ = quotes.block
} onChange: {
  print("quoted or block changed")
}
quotes.after = #"after""#
print(quotes.after)
quotes.quoted = ##""""##
print(quotes.quoted)

withObservationTracking {
  _ = quotes.tripleHashed
} onChange: {
  print("triple-hashed changed")
}
quotes.tripleHashed = ###"""###
print(quotes.tripleHashed, #"""#, ##"""##, ###""a"###, #"" quoted ""#)
