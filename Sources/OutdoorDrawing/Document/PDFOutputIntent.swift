import Foundation

/// The colour space a PDF's device colours are meant in, named in the document's catalog as
/// its output intent: an ICC profile and the name of its condition ("sRGB IEC61966-2.1").
///
/// Cairo writes colours and pictures as device RGB and has no output intents, so the intent is
/// added after Cairo finishes, as an incremental update (ISO 32000-1, 7.5.6): the profile, the
/// intent and a new revision of the catalog are appended with their own cross-reference
/// section; Cairo's bytes stay as they are.
public struct PDFOutputIntent: Sendable, Hashable {
    /// The ICC profile of the space (an RGB display profile).
    public var profile: Data
    /// The registered name of the condition, such as "sRGB IEC61966-2.1".
    public var identifier: String

    /// Makes an intent from an RGB profile and the condition's name.
    public init(profile: Data, identifier: String) {
        self.profile = profile
        self.identifier = identifier
    }

    /// The bytes to append to a finished PDF of `fileSize` bytes to add this intent.
    ///
    /// `tail` is the PDF's end, from `tailOffset` on: it must hold the catalog, the
    /// cross-reference table and the trailer. Throws when it is not such an end.
    func update(tail: Data, tailOffset: Int, fileSize: Int) throws -> Data {
        guard tailOffset + tail.count == fileSize else {
            throw DrawingError.invalidArgument("the end of the PDF does not match its size")
        }
        let end = try PDFTrailer(tail)
        guard let catalog = PDFTrailer.objectBody(end.root, in: tail) else {
            throw DrawingError.invalidArgument("the PDF's catalog (object \(end.root)) was not found")
        }
        guard catalog.hasSuffix(">>"), !catalog.contains("/OutputIntents") else {
            throw DrawingError.invalidArgument("the PDF's catalog cannot take an output intent")
        }
        let profileObject = end.size
        let intentObject = end.size + 1
        var out = Data()
        var offsets: [(Int, Int)] = []
        func object(_ number: Int, _ body: Data) {
            offsets.append((number, fileSize + out.count))
            out.append(Data("\(number) 0 obj\n".utf8))
            out.append(body)
            out.append(Data("\nendobj\n".utf8))
        }
        var stream = Data("<< /N 3 /Alternate /DeviceRGB /Length \(profile.count) >>\nstream\n".utf8)
        stream.append(profile)
        stream.append(Data("\nendstream".utf8))
        object(profileObject, stream)
        let name = Self.literal(identifier)
        object(
            intentObject,
            Data(
                ("<< /Type /OutputIntent /S /GTS_PDFA1 /OutputConditionIdentifier \(name) /Info \(name)\n"
                    + "   /RegistryName (http://www.color.org) /DestOutputProfile \(profileObject) 0 R >>")
                    .utf8))
        object(end.root, Data((catalog.dropLast(2) + "   /OutputIntents [\(intentObject) 0 R]\n>>").utf8))

        let crossReference = fileSize + out.count
        var table = "xref\n"
        for (number, offset) in offsets.sorted(by: { $0.0 < $1.0 }) {
            table +=
                "\(number) 1\n" + String(repeating: "0", count: max(0, 10 - String(offset).count))
                + "\(offset) 00000 n \n"
        }
        var trailer = "/Size \(end.size + 2) /Root \(end.root) 0 R"
        if let info = end.info { trailer += " /Info \(info) 0 R" }
        if let id = end.id { trailer += " /ID \(id)" }
        trailer += " /Prev \(end.startXref)"
        table += "trailer\n<< \(trailer) >>\nstartxref\n\(crossReference)\n%%EOF\n"
        out.append(Data(table.utf8))
        return out
    }

    /// `text` as a PDF literal string: ASCII, with parentheses and backslashes escaped.
    static func literal(_ text: String) -> String {
        var out = "("
        for scalar in text.unicodeScalars where scalar.isASCII && scalar.value >= 0x20 {
            if scalar == "(" || scalar == ")" || scalar == "\\" { out += "\\" }
            out.unicodeScalars.append(scalar)
        }
        return out + ")"
    }
}

/// What a PDF's last trailer says: the catalog, the document information, the object count
/// and where its cross-reference section starts.
struct PDFTrailer: Equatable {
    var root: Int
    var info: Int?
    var id: String?
    var size: Int
    var startXref: Int

    /// Reads the last trailer and `startxref` in `tail` (the end of a PDF with a classic
    /// cross-reference table, as Cairo writes it).
    init(_ tail: Data) throws {
        let text = String(decoding: tail.suffix(16_384), as: UTF8.self)
        guard let trailerRange = text.range(of: "trailer", options: .backwards),
            let startRange = text.range(of: "startxref", options: .backwards),
            trailerRange.upperBound <= startRange.lowerBound
        else { throw DrawingError.invalidArgument("the PDF has no trailer") }
        let dictionary = String(text[trailerRange.upperBound..<startRange.lowerBound])
        guard let size = Self.integer(after: "/Size", in: dictionary),
            let root = Self.integer(after: "/Root", in: dictionary),
            let start = Int(
                text[startRange.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
                    .prefix(while: \.isNumber))
        else { throw DrawingError.invalidArgument("the PDF's trailer lacks /Size, /Root or startxref") }
        self.size = size
        self.root = root
        self.info = Self.integer(after: "/Info", in: dictionary)
        self.startXref = start
        if let idRange = dictionary.range(of: "/ID"),
            let close = dictionary[idRange.upperBound...].firstIndex(of: "]")
        {
            self.id = dictionary[idRange.upperBound...close].trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// The integer after `key` in `dictionary` ("/Root 323 0 R" gives 323).
    static func integer(after key: String, in dictionary: String) -> Int? {
        guard let range = dictionary.range(of: key + " ") ?? dictionary.range(of: key + "\n") else {
            return nil
        }
        return Int(dictionary[range.upperBound...].drop(while: \.isWhitespace).prefix(while: \.isNumber))
    }

    /// The text between "`number` 0 obj" and "endobj" of the last such object in `data`, trimmed.
    static func objectBody(_ number: Int, in data: Data) -> String? {
        let text = String(decoding: data, as: UTF8.self)
        guard let start = text.range(of: "\n\(number) 0 obj", options: .backwards),
            let end = text.range(of: "endobj", range: start.upperBound..<text.endIndex)
        else { return nil }
        return text[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
