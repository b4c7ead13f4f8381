import Foundation
import OutdoorCard
import XCTest

/// The byte-limit search against a made-up encoder whose sizes are known in advance.
final class MaxBytesSearchTests: XCTestCase {
    /// A fake encoder: `scale² x (10,000 + 1,000 x quality)` bytes; counts its calls.
    private final class FakeEncoder {
        var calls: [(scale: Int, quality: Int)] = []
        var size: (Int, Int) -> Int = { scale, quality in scale * scale * (10_000 + 1_000 * quality) }

        func encode(_ scale: Int, _ quality: Int) -> Data {
            calls.append((scale, quality))
            return Data(count: size(scale, quality))
        }
    }

    func testTheHighestQualityWinsWhenItFits() throws {
        let fake = FakeEncoder()
        let choice = try MaxBytesSearch(limit: 10_000_000, scale: 2, highestQuality: 90).run(
            encode: fake.encode)
        XCTAssertEqual(choice.scale, 2)
        XCTAssertEqual(choice.quality, 90)
        XCTAssertEqual(fake.calls.count, 1)
    }

    func testFindsTheHighestQualityUnderTheLimit() throws {
        let fake = FakeEncoder()
        let limit = 10_000 + 1_000 * 77
        let choice = try MaxBytesSearch(limit: limit, scale: 1, highestQuality: 90).run(encode: fake.encode)
        XCTAssertEqual(choice.quality, 77)
        XCTAssertEqual(choice.scale, 1)
        XCTAssertLessThanOrEqual(choice.data.count, limit)
        XCTAssertLessThanOrEqual(fake.calls.count, 8, "a binary search, not a scan")
    }

    func testASmallerScaleComesBeforeALowQuality() throws {
        // Scale 2 needs 4 x 70,000 bytes at quality 60; scale 1 fits at quality 90.
        let fake = FakeEncoder()
        let choice = try MaxBytesSearch(limit: 150_000, scale: 2, highestQuality: 90).run(encode: fake.encode)
        XCTAssertEqual(choice.scale, 1)
        XCTAssertEqual(choice.quality, 90)
    }

    func testBelowThePreferredQualityOnlyAtScaleOne() throws {
        let fake = FakeEncoder()
        let choice = try MaxBytesSearch(limit: 50_000, scale: 2, highestQuality: 90).run(encode: fake.encode)
        XCTAssertEqual(choice.scale, 1)
        XCTAssertEqual(choice.quality, 40)
        XCTAssertEqual(choice.data.count, 50_000)
    }

    func testAnImpossibleLimitSaysTheSmallestSizePossible() {
        let fake = FakeEncoder()
        XCTAssertThrowsError(
            try MaxBytesSearch(limit: 30_000, scale: 2, highestQuality: 90).run(encode: fake.encode)
        ) {
            error in
            XCTAssertEqual(error as? CardError, .cannotFit(limit: 30_000, smallest: 40_000, quality: 30))
            let message = "\(error)"
            XCTAssertTrue(message.contains("smallest it can be is 40 KB (40000 bytes"), message)
        }
        // Nothing is encoded twice.
        let keys = fake.calls.map { "\($0.scale)/\($0.quality)" }
        XCTAssertEqual(Set(keys).count, keys.count)
    }

    func testOnlyMeasuredSizesAreTrusted() throws {
        // Sizes that do not grow smoothly with quality: a bump at 70-79.
        let fake = FakeEncoder()
        fake.size = { _, quality in 10_000 + 1_000 * quality + ((70..<80).contains(quality) ? 50_000 : 0) }
        let limit = 10_000 + 1_000 * 85
        let choice = try MaxBytesSearch(limit: limit, scale: 1, highestQuality: 90).run(encode: fake.encode)
        XCTAssertLessThanOrEqual(choice.data.count, limit)
        XCTAssertEqual(fake.size(1, choice.quality), choice.data.count)
    }

    func testACeilingBelowTheFloorsIsTriedAsIs() throws {
        let fake = FakeEncoder()
        let choice = try MaxBytesSearch(limit: 100_000, scale: 1, highestQuality: 20).run(encode: fake.encode)
        XCTAssertEqual(choice.quality, 20)
        XCTAssertThrowsError(
            try MaxBytesSearch(limit: 1_000, scale: 1, highestQuality: 20).run(encode: fake.encode)
        ) {
            XCTAssertEqual($0 as? CardError, .cannotFit(limit: 1_000, smallest: 30_000, quality: 20))
        }
    }
}
