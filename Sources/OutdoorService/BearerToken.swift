import Foundation

/// The secret a client must send as `Authorization: Bearer TOKEN`, compared in constant time.
public struct BearerToken: Sendable {
    private let bytes: [UInt8]

    /// The shortest token accepted, in characters.
    public static let minimumLength = 16

    /// A token from `text` (a token file's contents: surrounding white space is dropped); nil when
    /// it is shorter than `minimumLength` or holds white space or control characters inside.
    public init?(_ text: String) {
        let token = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard token.count >= Self.minimumLength,
            !token.unicodeScalars.contains(where: {
                $0.properties.isWhitespace || $0.properties.generalCategory == .control
            })
        else { return nil }
        bytes = Array(token.utf8)
    }

    /// Whether `header` (an Authorization header's value, or nil) carries this token.
    ///
    /// The comparison takes the same time wherever the first difference is, so timing tells an
    /// attacker nothing about how much of a guess was right; only the length may show.
    public func admits(_ header: String?) -> Bool {
        guard let header else { return false }
        let parts = header.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return false }
        let given = Array(parts[1].trimmingCharacters(in: .whitespaces).utf8)
        var difference = UInt8(given.count == bytes.count ? 0 : 1)
        for index in 0..<bytes.count {
            difference |= bytes[index] ^ (index < given.count ? given[index] : 0)
        }
        return difference == 0
    }
}
