// One command-line rule for `observable-expand`, `observable-expand migrate` and
// `observable-expand-bench` (issue 25): each declares its options as a table of `Option`s, and
// this one parser reads every table the same way, so that a spelling means one thing everywhere.
// It is a target of its own because the bench is a separate executable; no dependencies.

/// A command-line mistake, reported with exit status 64 (EX_USAGE).
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message, without a `tool: error:` prefix.
    public var message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}

/// One option of a table: its names, whether it takes a value, its help, and what it does to
/// the parsed options (`Options`) when it is read.
public struct Option<Options>: Sendable {
    /// The long name with its dashes (`--output`).
    public let long: String
    /// The short letter (`o` for `-o`), if any.
    public let short: Character?
    /// The value's placeholder in the help (`path` prints `<path>`); nil for a flag.
    public let placeholder: String?
    /// A value the option accepts, for the tests that read every option in every spelling.
    public let example: String
    /// The value names a file or folder: a next argument that looks like an option (`-o --check`,
    /// from an unset variable) is refused, not taken as the path.
    public let isPath: Bool
    /// The option collects a value from each occurrence (`--exclude`, `--context`); else a
    /// value option given twice is a usage error (the last would win in silence). Flags may be
    /// repeated: a second `-q` changes nothing.
    public let repeatable: Bool
    /// Given twice is a usage error: a value option that is not `repeatable`.
    public var once: Bool { placeholder != nil && !repeatable }
    /// The help text, already wrapped (its lines are indented under the option's name).
    public let help: String
    /// Applies one occurrence: the options so far, the value (empty for a flag), and the name
    /// as spelled (`-j` or `--jobs`) for messages. Throws a `UsageError` for a bad value.
    let apply: @Sendable (inout Options, _ value: String, _ spelled: String) throws -> Void

    /// A flag: takes no value (`--quick=1` is a usage error).
    public static func flag(_ long: String, short: Character? = nil, help: String,
                            _ apply: @escaping @Sendable (inout Options) -> Void) -> Option {
        Option(long: long, short: short, placeholder: nil, example: "", isPath: false, repeatable: true, help: help) { options, _, _ in apply(&options) }
    }

    /// An option with a value: `--long value`, `--long=value`, `-s value`, `-svalue`, `-s=value`,
    /// and last in a bundle of short flags (`-qs value`). `apply` gets the options and the value,
    /// and throws a `UsageError` for a bad value. Given twice it is a usage error unless
    /// `repeatable` (then `apply` collects each value).
    public static func value(_ long: String, short: Character? = nil, _ placeholder: String,
                             path: Bool = false, repeatable: Bool = false, example: String = "Value", help: String,
                             _ apply: @escaping @Sendable (inout Options, _ value: String) throws -> Void) -> Option {
        Option(long: long, short: short, placeholder: placeholder, example: example, isPath: path, repeatable: repeatable, help: help) { options, value, _ in
            try apply(&options, value)
        }
    }

    /// `value`, whose `apply` also gets the name as spelled (`-j` or `--jobs`) for its messages.
    public static func spelledValue(_ long: String, short: Character? = nil, _ placeholder: String,
                                    example: String = "Value", help: String,
                                    _ apply: @escaping @Sendable (inout Options, _ value: String, _ spelled: String) throws -> Void) -> Option {
        Option(long: long, short: short, placeholder: placeholder, example: example, isPath: false, repeatable: false, help: help, apply: apply)
    }

    /// `-o, --output <path>` as the help prints it.
    public var synopsis: String {
        (short.map { "-\($0), " } ?? "") + long + (placeholder.map { " <\($0)>" } ?? "")
    }
}

/// The options of one command, and the one way they are read.
///
/// The rule, for every table: an argument that does not start with `-`, or is `-`, is an operand;
/// `--` makes every later argument an operand; `--name=value` gives a value inline; short letters
/// bundle (`-qv` is `-q -v`), and a letter that takes a value takes the rest of its argument
/// (`-j4`, `-oOut`, `-o=Out`; `-o=` is an empty value) or else the next argument (`-qo Out`);
/// a flag given a value, a missing value, an unknown name and a value option that is not
/// `repeatable` given twice are usage errors.
public struct OptionTable<Options>: Sendable {
    /// The options, in the order the help lists them.
    public let options: [Option<Options>]
    /// Added to "unknown option '…'" (` for 'migrate'`).
    public let unknownSuffix: String
    /// Takes one operand (an input); throws a `UsageError` when the command takes none or not this one.
    let operand: @Sendable (inout Options, String) throws -> Void

    /// A table of `options` (names must be unique, and so must short letters); `operand` takes
    /// each argument that is not an option, in order.
    public init(_ options: [Option<Options>], unknownSuffix: String = "",
                operand: @escaping @Sendable (inout Options, String) throws -> Void) {
        self.options = options
        self.unknownSuffix = unknownSuffix
        self.operand = operand
    }

    /// The option named `--name` or `-n`, if any.
    public func option(named name: String) -> Option<Options>? {
        if name.hasPrefix("--") { return options.first { $0.long == name } }
        guard name.count == 2, name.hasPrefix("-") else { return nil }
        return options.first { $0.short == name.last }
    }

    /// Reads `arguments` into `initial`, applying each option and operand in order. Checks no
    /// combination of options (that is each command's own validation, after this).
    public func parse(_ arguments: [String], into initial: Options) throws(UsageError) -> Options {
        var result = initial
        var k = 0
        var onlyOperands = false
        var given: Set<String> = []
        func run(_ body: () throws -> Void) throws(UsageError) {
            do { try body() } catch let error as UsageError { throw error } catch { throw UsageError(message: "\(error)") }
        }
        func use(_ option: Option<Options>, _ spelled: String, _ inline: String?) throws(UsageError) {
            guard let _ = option.placeholder else {
                if inline != nil { throw UsageError(message: "'\(spelled)' takes no value") }
                try run { try option.apply(&result, "", spelled) }
                return
            }
            if option.once && !given.insert(option.long).inserted { throw UsageError(message: "'\(spelled)' given twice") }
            var value: String
            if let inline {
                value = inline
            } else {
                guard k < arguments.count else { throw UsageError(message: "option '\(spelled)' needs a value") }
                value = arguments[k]
                k += 1
                if option.isPath, value.hasPrefix("-"), value != "-" {
                    throw UsageError(message: "option '\(spelled)' needs a path, not the option '\(value)' (a path that starts with '-' is written './\(value)' or '\(spelled)=\(value)')")
                }
            }
            // `--context=` or `--sdk "$UNSET"`: an empty path names nothing; say so before anything runs.
            if option.isPath && value.isEmpty { throw UsageError(message: "'\(option.long)' needs a path, not an empty string") }
            try run { try option.apply(&result, value, spelled) }
        }
        while k < arguments.count {
            let argument = arguments[k]
            k += 1
            if onlyOperands || argument == "-" || !argument.hasPrefix("-") {
                try run { try operand(&result, argument) }
            } else if argument == "--" {
                onlyOperands = true
            } else if argument.hasPrefix("--") {
                let equals = argument.firstIndex(of: "=")
                let name = equals.map { String(argument[..<$0]) } ?? argument
                guard let option = options.first(where: { $0.long == name }) else {
                    // `--=x` names no option: it is named whole (not as `--`, the end of options).
                    throw UsageError(message: "unknown option '\(name == "--" ? argument : name)'\(unknownSuffix)" + Self.pathHint(argument))
                }
                try use(option, name, equals.map { String(argument[argument.index(after: $0)...]) })
            } else {
                var letters = Substring(argument.dropFirst())
                while let letter = letters.first {
                    letters = letters.dropFirst()
                    let spelled = "-\(letter)"
                    guard let option = options.first(where: { $0.short == letter }) else {
                        throw UsageError(message: "unknown option '\(spelled)'\(unknownSuffix)" + Self.pathHint(argument))
                    }
                    if option.placeholder != nil || letters.first == "=" {
                        // `-o=Out` is `--output=Out` (not a file named `=Out`); `-o=` is an empty
                        // value, not "take the next argument" (`-o=$UNSET a.swift b.swift` wrote
                        // b's expansion over a.swift).
                        let inline = letters.first == "=" ? letters.dropFirst() : letters
                        try use(option, spelled, inline.isEmpty && letters.first != "=" ? nil : String(inline))
                        break
                    }
                    try use(option, spelled, nil)
                }
            }
        }
        return result
    }

    /// For an unknown option that looks like a path (`-dash.swift`: a name with a `.` or `/`
    /// before any `=`), how to name such a file; else nothing.
    static func pathHint(_ argument: String) -> String {
        let name = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
        guard name.contains(".") || name.contains("/") else { return "" }
        return " (in '\(argument)'; a file of that name is written './\(argument)', or after '--')"
    }

    /// The lines of the help's OPTIONS section: each synopsis, and its help from column 27
    /// (on the next line when the synopsis is too long).
    public var help: String {
        let column = 26
        return options.map { option in
            let synopsis = "  " + option.synopsis
            let lines = option.help.split(separator: "\n", omittingEmptySubsequences: false)
            let rest = lines.dropFirst().map { String(repeating: " ", count: column) + $0 }
            let first = synopsis.count <= column - 2
                ? synopsis + String(repeating: " ", count: column - synopsis.count) + lines[0]
                : synopsis + "\n" + String(repeating: " ", count: column) + lines[0]
            return ([first] + rest).joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
