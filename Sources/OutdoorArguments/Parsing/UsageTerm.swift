/// One piece of a usage line: a word, an option as written, or a bracketed choice.
public enum UsageTerm: Sendable {
    /// Text as it is ("ID...", "PATH/default.store").
    case word(String)
    /// An option that must be given ("--title TEXT").
    case option(OptionSpec)
    /// Terms that may be left out: "[--force]", "[--lat DEG --lng DEG]"; around a single
    /// `oneOf`, its alternatives in one pair of brackets ("[--lat DEG --lng DEG | --latlng PAIR]");
    /// around an option that may be repeated, "[--gpx FILE]...".
    case optional([UsageTerm])
    /// Alternatives, one of which must be given: "(--trip NAME | --since DATE --until DATE | --all)".
    case oneOf([[UsageTerm]])

    /// The term for `spec` in a command's usage: nil for options not listed there.
    public static func standard(_ spec: OptionSpec) -> UsageTerm? {
        guard spec.visibility == .listed else { return nil }
        return spec.isRequired ? .option(spec) : .optional([.option(spec)])
    }

    /// An optional option: "[--name VALUE]".
    public static func optional(option declaration: any OptionDeclaration) -> UsageTerm {
        .optional([.option(declaration.spec)])
    }

    /// The term as written.
    public var text: String {
        switch self {
        case .word(let word): return word
        case .option(let spec): return spec.usageText
        case .optional(let terms):
            if terms.count == 1, case .oneOf(let alternatives) = terms[0] {
                return "[" + Self.joined(alternatives) + "]"
            }
            if terms.count == 1, case .option(let spec) = terms[0], spec.isRepeatable {
                return "[" + spec.usageText + "]..."
            }
            return "[" + terms.map(\.text).joined(separator: " ") + "]"
        case .oneOf(let alternatives): return "(" + Self.joined(alternatives) + ")"
        }
    }

    /// Every option the term writes.
    public var options: [OptionSpec] {
        switch self {
        case .word: return []
        case .option(let spec): return [spec]
        case .optional(let terms): return terms.flatMap(\.options)
        case .oneOf(let alternatives): return alternatives.joined().flatMap(\.options)
        }
    }

    private static func joined(_ alternatives: [[UsageTerm]]) -> String {
        alternatives.map { $0.map(\.text).joined(separator: " ") }.joined(separator: " | ")
    }

    /// Usage lines for `path` ("card"), one form a line, each wrapped before `width` characters:
    /// continuation lines start with spaces, as `HelpFormatter.usageLine` expects.
    public static func lines(path: String, forms: [[UsageTerm]], width: Int = 100) -> [String] {
        forms.flatMap { form -> [String] in
            let indent = String(repeating: " ", count: path.count + 1)
            var lines: [String] = []
            var line = path
            var termsOnLine = 0
            for term in form {
                let text = term.text
                if termsOnLine > 0 && line.count + 1 + text.count > width {
                    lines.append(line)
                    line = indent + text
                    termsOnLine = 1
                } else {
                    line += " " + text
                    termsOnLine += 1
                }
            }
            return lines + [line]
        }
    }
}
