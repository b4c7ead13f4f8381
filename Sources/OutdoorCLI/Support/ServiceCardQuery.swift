import Foundation
import OutdoorArguments
import OutdoorCard
import OutdoorDisclosure
import OutdoorService

/// The render service's query as the card command's options: `?preset=square&theme=dark` is read
/// as `--preset square --theme dark`, by the same declarations, conversions and checks.
///
/// Every option of the card group (`CardOptionGroup`) is a query parameter by its long name,
/// but `format`, which the address's extension decides; an option added to the group later (a
/// messaging target, `--for`) is a parameter too. A flag is given as `fit`, `fit=1` or
/// `fit=true` (and left out with `fit=0` or `fit=false`).
struct ServiceCardQuery: CardQueryReader {
    /// The parameters a query may give: the card group's options less the format.
    static let parameters: [OptionSpec] = CardOptionGroup(namedByOutput: false).declarations.filter {
        $0.name != "format"
    }

    func settings(_ items: [ServiceQuery.Item], format: CardFormat?) throws -> CardQuerySettings {
        let group = CardOptionGroup(namedByOutput: false)
        var words: [String] = []
        if let format { words.append("--format=\(format.rawValue)") }
        for item in items {
            guard let spec = Self.parameters.first(where: { $0.name == item.name }) else {
                throw ServiceFailure(
                    status: 400,
                    "unknown parameter '\(TerminalText.safe(item.name))': a card takes "
                        + Self.parameters.map(\.name).joined(separator: ", "))
            }
            if spec.takesValue {
                guard let value = item.value, !value.isEmpty else {
                    throw ServiceFailure(
                        status: 400, "\(spec.name)= needs a value (\(spec.valueName ?? "VALUE"))")
                }
                words.append("--\(spec.name)=\(value)")
            } else {
                switch item.value?.lowercased() {
                case nil, "", "1", "true", "yes": words.append("--\(spec.name)")
                case "0", "false", "no": break
                default:
                    throw ServiceFailure(
                        status: 400, "\(spec.name) is on or off: give \(spec.name)=1 or \(spec.name)=0")
                }
            }
        }
        let spec = CommandSpec(
            path: ["serve"], summary: "", usage: [],
            options: Self.parameters + group.declarations.filter { $0.name == "format" })
        do {
            let arguments = Arguments(try ArgumentParser.parse(words, spec: spec), options: group)
            try arguments.checkFraming()
            return CardQuerySettings(
                options: arguments.cardOptions, output: try arguments.outputSettings(outputFile: nil),
                coords: arguments.given(\.coords) ? arguments.coordinates : nil)
        } catch let error as UsageError {
            throw ServiceFailure(status: 400, Self.queryWords(error.message))
        }
    }

    /// A usage message in the words of a query: "--preset must be..." becomes "preset= must be...".
    static func queryWords(_ message: String) -> String {
        var result = ""
        var rest = Substring(
            message.replacingOccurrences(of: "add --format jpeg", with: "ask for card.jpg")
                .replacingOccurrences(of: "add --format png", with: "ask for card.png"))
        while let range = rest.range(of: "--") {
            result += rest[..<range.lowerBound]
            var name = ""
            var index = range.upperBound
            while index < rest.endIndex, rest[index].isLetter || rest[index].isNumber || rest[index] == "-" {
                name.append(rest[index])
                index = rest.index(after: index)
            }
            if name == "format" {
                result += "the address's extension"
                if index < rest.endIndex, rest[index] == " " {
                    // "--format jpeg" becomes "the address's extension (.jpg)".
                    let word = rest[rest.index(after: index)...].prefix { $0.isLetter }
                    if word == "jpeg" || word == "png" {
                        result += " (.\(word == "jpeg" ? "jpg" : "png"))"
                        index = rest.index(index, offsetBy: word.count + 1)
                    }
                }
            } else {
                result += name.isEmpty ? "--" : "\(name)="
            }
            rest = rest[index...]
        }
        return TerminalText.safe(result + rest)
    }
}
