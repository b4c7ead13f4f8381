import Foundation
import OutdoorModel
import XCTest

/// `log --search`'s matcher: which words of an entry it looks in, and how.
final class EntrySearchTests: XCTestCase {
    private let countries = ["LI": "Liechtenstein", "PT": "Portugal", "CH": "Switzerland", "NO": "Norway"]

    private func finds(
        _ text: String, title: String = "Walk", note: String? = nil, place: String? = nil,
        trips: [String] = []
    ) -> Bool {
        EntrySearch(text).matches(
            title: title, note: note, place: place, tripNames: trips, countryName: { self.countries[$0] })
    }

    func testAPlaceLineEndingInACountryCodeIsFoundByTheCountrysName() {
        XCTAssertTrue(finds("Liechtenstein", place: "Vaduz, LI"))
        XCTAssertTrue(finds("liechtenstein", place: "near Triesenberg, LI"))
        XCTAssertTrue(finds("LIECHTENSTEIN", place: "Gaflei, Triesenberg, li"), "a code typed in lower case")
        XCTAssertTrue(finds("liecht", place: "Vaduz, LI"), "part of the name, as in any other field")
        XCTAssertTrue(finds("portugal", place: "Lisbon, PT"))
        XCTAssertFalse(finds("liechtenstein", place: "Buchs, Saint Gallen, CH"))
        XCTAssertFalse(finds("liechtenstein", place: "Vaduz, XX"), "a code the table lacks names nothing")
        XCTAssertFalse(finds("liechtenstein", place: "LI, Vaduz"), "only the line's last part is its country")
        XCTAssertFalse(finds("liechtenstein", place: nil))
    }

    func testOneOrTwoLettersMustBeAWholeWord() {
        XCTAssertTrue(finds("LI", place: "Vaduz, LI"))
        XCTAssertTrue(finds("li", place: "Vaduz, LI"))
        XCTAssertFalse(finds("li", title: "Tram 28 in Lisbon", place: "Lisbon, PT"), "not part of a word")
        XCTAssertFalse(finds("li", place: "Vaduz, Liechtenstein"))
        XCTAssertFalse(finds("LI", title: "Ridge", trips: ["Liechtenstein July 2024"]))
        XCTAssertTrue(finds("no", place: "Reine, Lofoten, NO"))
        XCTAssertFalse(finds("no", title: "North cape", note: "nothing to see"))
        XCTAssertTrue(finds("k2", title: "K2 base camp"))
        XCTAssertTrue(finds("li", title: "Li's noodle bar"), "a word ends at punctuation")
        XCTAssertTrue(finds("lis", title: "Tram 28 in Lisbon"), "three letters are looked for anywhere")
        XCTAssertTrue(finds("東京", title: "東京タワー"), "a script without spaces is looked for anywhere")
    }

    func testCaseAndAccentsAreIgnoredEverywhere() {
        XCTAssertTrue(finds("zurich", title: "Breakfast at Café Zürich"))
        XCTAssertTrue(finds("ZÜRICH", title: "Breakfast at Café Zürich"))
        XCTAssertTrue(finds("zürich", title: "ZURICH AIRPORT"))
        XCTAssertTrue(finds("CREME BRULEE", note: "Crème brûlée at the hut"))
        XCTAssertTrue(finds("strasse", title: "Bahnhofstraße"))
        XCTAssertTrue(finds("zurich", place: "Zürich, CH"))
        XCTAssertFalse(finds("schweiz", place: "Bern, CH"), "the country's English name only")
        XCTAssertTrue(finds("SWITZERLAND", place: "Bern, CH"))
        XCTAssertEqual(EntrySearch.fold("ÉTÉ à Zürich"), "ete a zurich")
    }

    func testTripNamesTitlesAndNotesAreSearched() {
        XCTAssertTrue(finds("july 2024", title: "Castle", trips: ["Summer", "Liechtenstein July 2024"]))
        XCTAssertTrue(finds("liechtenstein", title: "Train from Buchs", trips: ["Liechtenstein July 2024"]))
        XCTAssertFalse(finds("july 2024", title: "Castle", trips: []))
        XCTAssertTrue(finds("pancakes", note: "Pancakes at the hut"))
        XCTAssertTrue(finds("castle", title: "Castle view"))
        XCTAssertFalse(finds("   ", title: "Castle view"), "blank text finds nothing")
        XCTAssertFalse(finds("", title: "Castle view"))
    }

    func testTheCountryCodeIsTheLastPartOfTwoLetters() {
        XCTAssertEqual(EntrySearch.countryCode(ofPlaceLine: "Vaduz, LI"), "LI")
        XCTAssertEqual(EntrySearch.countryCode(ofPlaceLine: "Reine, Lofoten, no "), "NO")
        XCTAssertEqual(EntrySearch.countryCode(ofPlaceLine: "near Potes, Cantabria, ES"), "ES")
        XCTAssertNil(EntrySearch.countryCode(ofPlaceLine: "Spain"))
        XCTAssertNil(EntrySearch.countryCode(ofPlaceLine: "Vaduz, Liechtenstein"))
        XCTAssertNil(EntrySearch.countryCode(ofPlaceLine: "Hut, 12"))
        XCTAssertNil(EntrySearch.countryCode(ofPlaceLine: "Hut, Ös"))
    }
}
