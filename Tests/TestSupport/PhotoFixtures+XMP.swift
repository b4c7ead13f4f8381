import CDeflate
import Foundation

/// XMP packets placed where JPEG, PNG and HEIC files keep them.
extension PhotoFixtures {
    /// An XMP packet with `properties` written as attributes of one rdf:Description (the form
    /// Lightroom and phones write), or as elements when `asElements` is true.
    public static func xmpPacket(_ properties: [(String, String)], asElements: Bool = false) -> [UInt8] {
        let attributes = asElements ? "" : properties.map { " \($0.0)=\"\($0.1)\"" }.joined()
        let elements =
            asElements ? properties.map { "<\($0.0)>\($0.1)</\($0.0)>" }.joined(separator: "\n") : ""
        let text = """
            <?xpacket begin="\u{FEFF}" id="W5M0MpCehiHzreSzNTczkc9d"?>
            <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
            <rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/"
             xmlns:xmp="http://ns.adobe.com/xap/1.0/"\(attributes)>
            \(elements)
            </rdf:Description></rdf:RDF></x:xmpmeta>
            <?xpacket end="w"?>
            """
        return Array(text.utf8)
    }

    /// `jpeg` with `packet` in an XMP APP1 segment after SOI.
    public static func insertingXMP(_ packet: [UInt8], into jpeg: Data) -> Data {
        insertingAPP1(Array("http://ns.adobe.com/xap/1.0/".utf8) + [0] + packet, into: jpeg)
    }

    /// `png` with `packet` in an iTXt chunk ("XML:com.adobe.xmp", uncompressed) after IHDR.
    public static func insertingXMP(_ packet: [UInt8], intoPNG png: Data) -> Data {
        let body = Array("iTXt".utf8) + Array("XML:com.adobe.xmp".utf8) + [0, 0, 0, 0, 0] + packet
        var chunk = bigEndian(UInt32(body.count - 4))
        chunk += body
        let crc = body.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        chunk += bigEndian(crc)
        var out = Data(png.prefix(33))  // signature (8) + IHDR chunk (25)
        out.append(contentsOf: chunk)
        out.append(png.dropFirst(33))
        return out
    }
}
