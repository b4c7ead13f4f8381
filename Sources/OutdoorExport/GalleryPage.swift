import Foundation

/// `index.html`: a gallery of an export that opens from the folder, with no server and no network.
///
/// Plain HTML and inline CSS; every card is an `<img>` with its alt text as `alt` (for screen
/// readers and when the image cannot be shown) and a short caption under it: the title, when and
/// where, the weather, and a link to the place on a map. The credits for the weather and the map
/// are said once, at the foot of the page. A few lines of inline script mark any image that fails
/// to load (and count the loaded ones on the `<html>` element), so a missing file shows as a note,
/// not a blank. Given the address the folder will be published at, the page carries Open Graph and
/// Twitter card tags, so a shared link previews the summary card.
public enum GalleryPage {
    /// One card in the gallery.
    public struct Item: Equatable, Sendable {
        /// File name relative to the page.
        public var file: String
        /// The card's alt text.
        public var altText: String
        /// Pixel size, so the browser reserves the space before the image loads.
        public var width: Int
        public var height: Int
        /// The visible caption; without one, the alt text's first line.
        public var caption: Caption?

        /// Makes an item.
        public init(file: String, altText: String, width: Int, height: Int, caption: Caption? = nil) {
            self.file = file
            self.altText = altText
            self.width = width
            self.height = height
            self.caption = caption
        }
    }

    /// A card's caption: a heading, a few short lines and an optional link.
    public struct Caption: Equatable, Sendable {
        /// The heading (the entry's title, the trip's name).
        public var heading: String
        /// Short lines under it ("Saturday 14 June 2025, 08:42", "Grindelwald, Bern, CH").
        public var lines: [String]
        /// A link shown by its text, never as a raw address: (text, absolute URL).
        public var link: (text: String, url: String)?

        /// Makes a caption.
        public init(heading: String, lines: [String], link: (text: String, url: String)? = nil) {
            self.heading = heading
            self.lines = lines
            self.link = link
        }

        public static func == (a: Caption, b: Caption) -> Bool {
            a.heading == b.heading && a.lines == b.lines && a.link?.text == b.link?.text
                && a.link?.url == b.link?.url
        }
    }

    /// Where the export will be published, for the tags that preview a shared link.
    public struct Sharing: Equatable, Sendable {
        /// The folder's public address, ending in "/" ("https://example.org/iceland/").
        public var baseURL: URL

        /// Makes the sharing settings.
        public init(baseURL: URL) { self.baseURL = baseURL }

        /// The absolute address of `file` in the published folder, its name percent-encoded.
        public func url(of file: String) -> String {
            let encoded = file.addingPercentEncoding(withAllowedCharacters: Self.nameCharacters) ?? file
            return baseURL.absoluteString + encoded
        }

        private static let nameCharacters = CharacterSet(
            charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
    }

    /// The page for a titled export: the summary card first, then every card; `credits` (each
    /// provider's once) at the foot.
    public static func html(
        title: String, subtitle: String, summary: Item?, cards: [Item], generator: String,
        colourNote: String = GalleryPage.colourNote(cardSpace: "sRGB"), credits: [String] = [],
        sharing: Sharing? = nil
    )
        -> String
    {
        var body = ""
        if let summary {
            body +=
                "<section class=\"summary\">\n\(figure(summary, className: "card summary-card"))</section>\n"
        }
        body += "<section class=\"cards\">\n"
        for card in cards { body += figure(card, className: "card") }
        body += "</section>\n"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="\(escape(generator))">
            <meta name="description" content="\(escape(subtitle))">
            \(sharing.map { shareTags(title: title, subtitle: subtitle, summary: summary, sharing: $0) } ?? "")<title>\(escape(title))</title>
            <style>
            :root { color-scheme: light dark; --bg: #f5f1ea; --fg: #1f2933; --muted: #5b6770; --card: #ffffff; }
            @media (prefers-color-scheme: dark) { :root { --bg: #15191d; --fg: #e8e4dc; --muted: #a3acb3; --card: #1f2429; } }
            * { box-sizing: border-box; }
            body { margin: 0; background: var(--bg); color: var(--fg);
                   font: 16px/1.5 Inter, system-ui, -apple-system, "Segoe UI", sans-serif; }
            header { max-width: 1200px; margin: 0 auto; padding: 40px 24px 8px; }
            h1 { font-size: 2rem; margin: 0 0 4px; letter-spacing: -0.01em; }
            header p { margin: 0; color: var(--muted); }
            main { max-width: 1200px; margin: 0 auto; padding: 16px 24px 48px; }
            .summary { margin-bottom: 32px; }
            .cards { display: grid; gap: 24px; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); }
            figure.card { margin: 0; background: var(--card); border-radius: 16px; overflow: hidden;
                          box-shadow: 0 1px 3px rgba(0,0,0,.08), 0 8px 24px rgba(0,0,0,.06); }
            figure.summary-card { max-width: 520px; }
            figure img { display: block; width: 100%; height: auto; }
            figcaption { padding: 12px 16px 16px; font-size: .9rem; color: var(--muted); overflow-wrap: break-word; }
            figcaption strong { display: block; color: var(--fg); font-size: 1rem; margin-bottom: 2px; }
            figcaption span { display: block; }
            figcaption a { color: inherit; }
            footer p { margin: 0 0 6px; }
            .missing { padding: 24px 16px; background: #fde8e4; color: #8a2a17; font-weight: 600; }
            footer { max-width: 1200px; margin: 0 auto; padding: 0 24px 40px; color: var(--muted); font-size: .85rem; }
            </style>
            </head>
            <body>
            <header>
            <h1>\(escape(title))</h1>
            <p>\(escape(subtitle))</p>
            </header>
            <main>
            \(body)</main>
            <footer>
            \(credits.isEmpty ? "" : "<p class=\"credits\">Credits: \(credits.map(escape).joined(separator: " · "))</p>\n")<p>Made with \(escape(generator)). Each card carries its own weather and map credits. \(escape(colourNote))</p>
            </footer>
            <script>
            (function () {
              var images = Array.prototype.slice.call(document.querySelectorAll("figure img"));
              var loaded = 0, failed = 0;
              function settle() { document.documentElement.dataset.imagesLoaded = loaded;
                                  document.documentElement.dataset.imagesFailed = failed;
                                  document.documentElement.dataset.captionsOverflowing =
                                    Array.prototype.filter.call(document.querySelectorAll("figcaption"),
                                      function (c) { return c.scrollWidth > c.clientWidth; }).length; }
              images.forEach(function (img) {
                function ok() { loaded++; settle(); }
                function bad() {
                  failed++; settle();
                  var note = document.createElement("div");
                  note.className = "missing";
                  note.textContent = "This card could not be loaded: " + img.getAttribute("src");
                  img.replaceWith(note);
                }
                if (img.complete) { (img.naturalWidth > 0 ? ok : bad)(); }
                else { img.addEventListener("load", ok); img.addEventListener("error", bad); }
              });
              settle();
            })();
            </script>
            </body>
            </html>

            """
    }

    private static func figure(_ item: Item, className: String) -> String {
        let caption =
            item.caption
            ?? Caption(
                heading: item.altText.split(separator: "\n").first.map(String.init) ?? item.file, lines: [])
        var text = "<strong dir=\"auto\">\(escape(caption.heading))</strong>"
        for line in caption.lines { text += "<span dir=\"auto\">\(escape(line))</span>" }
        if let link = caption.link {
            text += "<span><a href=\"\(escape(link.url))\">\(escape(link.text))</a></span>"
        }
        return """
            <figure class="\(className)">
            <a href="\(escape(item.file))"><img src="\(escape(item.file))" width="\(item.width)" height="\(item.height)" alt="\(escape(item.altText))"></a>
            <figcaption>\(text)</figcaption>
            </figure>

            """
    }

    /// The Open Graph and Twitter card tags: the page's address, title and description, and the
    /// summary card as the preview image (absolute, as both require).
    static func shareTags(title: String, subtitle: String, summary: Item?, sharing: Sharing) -> String {
        var tags = [
            ("property", "og:type", "website"), ("property", "og:title", title),
            ("property", "og:description", subtitle), ("property", "og:url", sharing.url(of: "index.html")),
            ("name", "twitter:card", summary == nil ? "summary" : "summary_large_image"),
            ("name", "twitter:title", title), ("name", "twitter:description", subtitle),
        ]
        if let summary {
            let image = sharing.url(of: summary.file)
            let alt = summary.caption.map { ([$0.heading] + $0.lines).joined(separator: ", ") } ?? title
            tags += [
                ("property", "og:image", image), ("property", "og:image:width", "\(summary.width)"),
                ("property", "og:image:height", "\(summary.height)"), ("property", "og:image:alt", alt),
                ("name", "twitter:image", image), ("name", "twitter:image:alt", alt),
            ]
        }
        return tags.map { "<meta \($0.0)=\"\($0.1)\" content=\"\(escape($0.2))\">\n" }.joined()
    }

    /// The footer's sentence on colour for cards in `cardSpace` ("sRGB", "Display P3").
    public static func colourNote(cardSpace: String) -> String {
        "Cards are in \(cardSpace) and tagged with it (\(cardSpace == "sRGB" ? "an sRGB chunk in PNGs" : "an ICC profile in PNGs"), "
            + "an ICC profile in JPEGs); photos were converted into it from their own colour profiles"
            + (cardSpace == "sRGB" ? "." : "; the trip summary stays in sRGB.")
    }

    /// Escapes text for HTML content and attribute values.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }
}
