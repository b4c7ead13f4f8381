import Foundation
import OutdoorImage
import OutdoorRaster

/// The poppler tools the book's checks read PDFs with (Debian's poppler-utils).
public enum Poppler {
    /// Runs `tool` with `arguments` and returns its standard output.
    ///
    /// With `keepErrors`, what it says on standard error follows its output. Fails with a clear
    /// message when poppler-utils is missing (Scripts/install-deps.sh
    /// --test installs it).
    public static func run(_ tool: String, _ arguments: [String], keepErrors: Bool = false) throws -> String {
        let path = "/usr/bin/\(tool)"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw GoldenFailure("\(tool) is missing: install poppler-utils (Scripts/install-deps.sh --test)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = keepErrors ? pipe : FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GoldenFailure(
                "\(tool) \(arguments.joined(separator: " ")) failed (\(process.terminationStatus))")
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Page `page` of `pdf` rendered by pdftoppm at `dpi`, as pixels.
    public static func render(_ pdf: URL, page: Int, dpi: Int = 40, in directory: TemporaryDirectory) throws
        -> PixelBuffer
    {
        let prefix = directory.path("page-\(page)-\(dpi)")
        _ = try run(
            "pdftoppm",
            [
                "-r", String(dpi), "-f", String(page), "-l", String(page), "-singlefile", "-png", pdf.path,
                prefix,
            ])
        return try ImageDecoder.decode(Data(contentsOf: URL(fileURLWithPath: prefix + ".png"))).pixels
    }

    /// `pdfimages -list` as rows of columns (header lines dropped).
    public static func images(_ pdf: URL) throws -> [[String]] {
        try run("pdfimages", ["-list", pdf.path]).split(separator: "\n").dropFirst(2).map {
            $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        }
    }

    /// The text of `pdf` as `pdftotext` reads it back (UTF-8, in reading order), every page.
    public static func text(_ pdf: URL) throws -> String {
        try run("pdftotext", ["-enc", "UTF-8", pdf.path, "-"])
    }

    /// The document information `pdfinfo` reads (title, subject, keywords, author, creator...).
    public static func info(_ pdf: URL) throws -> String {
        try run("pdfinfo", [pdf.path])
    }

    /// The bookmarks of `pdf` (its outline, as `pdftohtml -xml` reads it) and its document title
    /// (as `pdfinfo` reads it), in that order.
    public static func titles(_ pdf: URL) throws -> [String] {
        let xml = try run("pdftohtml", ["-stdout", "-xml", "-i", "-q", "-enc", "UTF-8", pdf.path])
        var titles: [String] = []
        if let outline = xml.range(of: "<outline>"),
            let close = xml.range(of: "</outline>", range: outline.upperBound..<xml.endIndex)
        {
            var rest = xml[outline.upperBound..<close.lowerBound]
            while let open = rest.range(of: "<item"),
                let tagEnd = rest.range(of: ">", range: open.upperBound..<rest.endIndex),
                let itemEnd = rest.range(of: "</item>", range: tagEnd.upperBound..<rest.endIndex)
            {
                titles.append(unescaped(String(rest[tagEnd.upperBound..<itemEnd.lowerBound])))
                rest = rest[itemEnd.upperBound...]
            }
        }
        for line in try info(pdf).split(separator: "\n") where line.hasPrefix("Title:") {
            titles.append(line.dropFirst("Title:".count).trimmingCharacters(in: .whitespaces))
        }
        return titles
    }

    /// XML text with its five entities and numeric character references decoded.
    private static func unescaped(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: amp)..<semicolon]
            switch entity {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                let number =
                    entity.hasPrefix("#x")
                    ? UInt32(entity.dropFirst(2), radix: 16)
                    : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                out += number.flatMap(Unicode.Scalar.init).map { String($0) } ?? "&\(entity);"
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return out + rest
    }

    /// `pdffonts` as rows of columns (header lines dropped).
    public static func fonts(_ pdf: URL) throws -> [[String]] {
        try run("pdffonts", [pdf.path]).split(separator: "\n").dropFirst(2).map {
            $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        }
    }
}
