internal import CPango
import Foundation

/// Builds the private fontconfig configurations behind `FontLibrary`.
enum FontConfiguration {
    /// A blank configuration holding only `files` (no system configuration, no system fonts).
    static func bundledOnly(files: [String]) throws -> OpaquePointer {
        guard let config = FcConfigCreate() else {
            throw DrawingError.fontconfig(operation: "create a font configuration")
        }
        do {
            try load(bitmapScalingRules, into: config, purpose: "read the rules that scale colour emoji")
            try add(files, to: config)
        } catch {
            FcConfigDestroy(config)
            throw error
        }
        return config
    }

    /// The system's configuration and fonts, with `files` added and preferred.
    ///
    /// A `<selectfont>` rule accepts exactly the bundled files and rejects any other font of a
    /// bundled family, so a system copy of Inter (another version, perhaps) never wins a tie
    /// against the bundled file. The system configuration honours `FONTCONFIG_FILE` and the
    /// user's fonts.conf, as the user expects of their own fonts.
    static func systemWithBundledFirst(files: [String], bundledFamilies: [String]) throws -> OpaquePointer {
        guard let config = FcInitLoadConfig() else {
            throw DrawingError.fontconfig(operation: "load the system font configuration")
        }
        do {
            try load(
                selectFontRules(files: files, families: bundledFamilies), into: config,
                purpose: "read the rules that prefer the bundled fonts")
            guard FcConfigBuildFonts(config) == FcTrue else {
                throw DrawingError.fontconfig(operation: "list the system's fonts")
            }
            try add(files, to: config)
        } catch {
            FcConfigDestroy(config)
            throw error
        }
        return config
    }

    /// Fontconfig's own rule (10-scale-bitmap-fonts.conf) that scales bitmap glyphs to the size asked for.
    ///
    /// Noto Color Emoji has one strike of 136x128 pixel bitmaps (CBDT); without this rule a
    /// blank configuration draws them at that size whatever the text's size. The system's
    /// configuration already carries the rule.
    static let bitmapScalingRules = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
        <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>
          <edit name="pixelsizefixupfactor" mode="assign"><divide>
            <name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide></edit></match>
        <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>
          <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
          <edit name="matrix" mode="assign"><times><name>matrix</name><matrix>
            <name>pixelsizefixupfactor</name><double>0</double>
            <double>0</double><name>pixelsizefixupfactor</name></matrix></times></edit>
          <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
        </match>
        </fontconfig>
        """

    /// Parses fontconfig XML into `config`.
    static func load(_ rules: String, into config: OpaquePointer, purpose: String) throws {
        let loaded = rules.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: rules.utf8.count + 1) {
                FcConfigParseAndLoadFromMemory(config, $0, FcTrue)
            }
        }
        guard loaded == FcTrue else { throw DrawingError.fontconfig(operation: purpose) }
    }

    /// The fontconfig XML that accepts the bundled files and rejects other fonts of their families.
    static func selectFontRules(files: [String], families: [String]) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let accept = files.map {
            "<pattern><patelt name=\"file\"><string>\(escaped($0))</string></patelt></pattern>"
        }
        let reject = families.map {
            "<pattern><patelt name=\"family\"><string>\(escaped($0))</string></patelt></pattern>"
        }
        return """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig><selectfont>
            <acceptfont>\(accept.joined())</acceptfont>
            <rejectfont>\(reject.joined())</rejectfont>
            </selectfont></fontconfig>
            """
    }

    /// Adds each font file to `config`'s application fonts.
    static func add(_ files: [String], to config: OpaquePointer) throws {
        for file in files {
            let added = file.withCString { path in
                path.withMemoryRebound(to: FcChar8.self, capacity: file.utf8.count + 1) {
                    FcConfigAppFontAddFile(config, $0)
                }
            }
            guard added == FcTrue else {
                throw DrawingError.fontconfig(operation: "read the font file \(file)")
            }
        }
    }

    /// The distinct first family names of the fonts in `config`'s application set, in order.
    static func families(in config: OpaquePointer) -> [String] {
        var names: [String] = []
        forEachFont(in: config, set: FcSetApplication) { pattern in
            var value: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch, let value {
                let name = String(cString: value)
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// The file paths of the fonts in one of `config`'s font sets.
    static func files(in config: OpaquePointer, set: FcSetName) -> [String] {
        var paths: [String] = []
        forEachFont(in: config, set: set) { pattern in
            var value: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(pattern, FC_FILE, 0, &value) == FcResultMatch, let value {
                paths.append(String(cString: value))
            }
        }
        return paths
    }

    private static func forEachFont(
        in config: OpaquePointer, set: FcSetName, _ body: (OpaquePointer) -> Void
    ) {
        guard let fontSet = FcConfigGetFonts(config, set), let fonts = fontSet.pointee.fonts else { return }
        for index in 0..<Int(fontSet.pointee.nfont) {
            if let pattern = fonts[index] { body(pattern) }
        }
    }
}
