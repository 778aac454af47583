import Observation

// @Observable
class QueryEditor {
  var query = """
    SELECT name
    FROM users
    WHERE active = 1
    """
  var pattern = #"\d+\.\d+"#
  var windowsPath = #"C:\Users\"guest""#
  var banner = #"""
    Tab\tstays "as is"
    """#
}

let editor = QueryEditor()
print(editor.query)
print(editor.pattern)
print(editor.windowsPath)
print(editor.banner)

withObservationTracking {
  _ = editor.query
} onChange: {
  print("query changed")
}
editor.pattern = #"\w+"#
print("pattern changed")
editor.query += "\nLIMIT 10"
print(editor.query.split(separator: "\n").count, "lines")
