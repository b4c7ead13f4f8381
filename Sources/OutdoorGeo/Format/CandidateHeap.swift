/// A fixed-capacity min-heap of candidates ordered by importance, then by index.
struct CandidateHeap {
    let capacity: Int
    private var items: [PlaceFile.Candidate] = []

    init(capacity: Int) {
        self.capacity = capacity
        items.reserveCapacity(min(capacity, 4096))
    }

    var isFull: Bool { items.count >= capacity }

    var minimum: PlaceFile.Candidate? { items.first }

    private static func less(_ a: PlaceFile.Candidate, _ b: PlaceFile.Candidate) -> Bool {
        a.importance != b.importance ? a.importance < b.importance : a.index > b.index
    }

    mutating func insert(_ candidate: PlaceFile.Candidate) {
        if items.count < capacity {
            items.append(candidate)
            var i = items.count - 1
            while i > 0 {
                let parent = (i - 1) / 2
                guard CandidateHeap.less(items[i], items[parent]) else { break }
                items.swapAt(i, parent)
                i = parent
            }
        } else if let root = items.first, CandidateHeap.less(root, candidate) {
            items[0] = candidate
            var i = 0
            while true {
                let left = 2 * i + 1
                let right = left + 1
                var smallest = i
                if left < items.count, CandidateHeap.less(items[left], items[smallest]) { smallest = left }
                if right < items.count, CandidateHeap.less(items[right], items[smallest]) { smallest = right }
                if smallest == i { break }
                items.swapAt(i, smallest)
                i = smallest
            }
        }
    }

    func sortedDescending() -> [PlaceFile.Candidate] {
        items.sorted { CandidateHeap.less($1, $0) }
    }
}
