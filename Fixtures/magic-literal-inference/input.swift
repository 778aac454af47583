import Observation

// The magic identifier literals have the default literal types: '#line' and '#column' are
// 'Int', '#file', '#fileID', '#filePath' and '#function' are 'String'.
// @Observable
final class Trace {
    var line = #line
    var column = #column
    var file = #file
    var fileID = #fileID
    var filePath = #filePath
    var function = #function
    var sum = #line + 1
}

let trace = Trace()
// Types only: the values of '#line' (and so of 'sum') follow the output's lines unless
// '--source-location' is given (see README).
print(type(of: trace.line), type(of: trace.column), type(of: trace.file), type(of: trace.fileID), type(of: trace.filePath), type(of: trace.function), type(of: trace.sum))
