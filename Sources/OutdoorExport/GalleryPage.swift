import Foundation

/// `index.html`: a gallery of an export that opens from the folder, with no server and no network.
///
/// Plain HTML and inline CSS; every card is an `<img>` with its alt text as `alt` and as a
/// visible caption. A few lines of inline script mark any image that fails to load (and count
/// the loaded ones on the `<html>` element), so a missing file shows as a note, not a blank.
public enum GalleryPage {
    /// One card in the gallery.
    public struct Item: Equatable, Sendable {
        /// File name relative to the page.
        public var file: String
        /// The card's alt text (first line used as the caption's heading).
        public var altText: String
        /// Pixel size, so the browser reserves the space before the image loads.
        public var width: Int
        public var height: Int

        /// Makes an item.
        public init(file: String, altText: String, width: Int, height: Int) {
            self.file = file
            self.altText = altText
            self.width = width
            self.height = height
        }
    }

    /// The page for a titled export: the summary card first, then every card.
    public static func html(
        title: String, subtitle: String, summary: Item?, cards: [Item], generator: String,
        colourNote: String = GalleryPage.colourNote(cardSpace: "sRGB")
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
            <title>\(escape(title))</title>
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
            figcaption { padding: 12px 16px 16px; font-size: .9rem; color: var(--muted); white-space: pre-line;
                         overflow-wrap: anywhere; }
            figcaption strong { display: block; color: var(--fg); font-size: 1rem; margin-bottom: 4px; }
            figcaption a { color: inherit; }
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
            <footer>Made with \(escape(generator)). Each card carries its own weather and map credits. \(escape(colourNote))</footer>
            <script>
            (function () {
              var images = Array.prototype.slice.call(document.querySelectorAll("figure img"));
              var loaded = 0, failed = 0;
              function settle() { document.documentElement.dataset.imagesLoaded = loaded;
                                  document.documentElement.dataset.imagesFailed = failed; }
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
        let lines = item.altText.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let heading = lines.first ?? item.file
        let rest = lines.dropFirst().map { line -> String in
            let safe = escape(line)
            if line.hasPrefix("https://") { return "<a href=\"\(safe)\">\(safe)</a>" }
            return safe
        }.joined(separator: "\n")
        return """
            <figure class="\(className)">
            <a href="\(escape(item.file))"><img src="\(escape(item.file))" width="\(item.width)" height="\(item.height)" alt="\(escape(item.altText))"></a>
            <figcaption><strong>\(escape(heading))</strong>\(rest)</figcaption>
            </figure>

            """
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
