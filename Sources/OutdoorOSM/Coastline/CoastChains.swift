import OutdoorModel

/// Joins coastline ways into chains where one ends exactly where the next begins.
enum CoastChains {
    /// A position as OpenStreetMap stores it (1e-7 degrees), for matching ends exactly.
    private struct Key: Hashable {
        let x: Int64
        let y: Int64

        init(_ c: Coordinate) {
            x = Int64((c.longitude * 1e7).rounded())
            y = Int64((c.latitude * 1e7).rounded())
        }
    }

    /// The closed rings (first point not repeated) and the open chains the ways make.
    static func join(_ ways: [[Coordinate]]) -> (closed: [[Coordinate]], open: [[Coordinate]]) {
        var chains: [[Coordinate]?] = []
        var byStart: [Key: Int] = [:]
        var byEnd: [Key: Int] = [:]
        var closed: [[Coordinate]] = []

        func remove(_ i: Int) -> [Coordinate] {
            guard let chain = chains[i], let first = chain.first, let last = chain.last else { return [] }
            if byStart[Key(first)] == i { byStart[Key(first)] = nil }
            if byEnd[Key(last)] == i { byEnd[Key(last)] = nil }
            chains[i] = nil
            return chain
        }

        for way in ways {
            guard var chain = Optional(way), let first = chain.first, let last = chain.last else { continue }
            if Key(first) == Key(last), chain.count >= 4 {
                closed.append(Array(chain.dropLast()))
                continue
            }
            if let i = byEnd[Key(first)] {
                chain = remove(i) + chain.dropFirst()
            }
            if let last = chain.last, let j = byStart[Key(last)] {
                chain += remove(j).dropFirst()
            }
            guard let head = chain.first, let tail = chain.last else { continue }
            if Key(head) == Key(tail) {
                if chain.count >= 4 { closed.append(Array(chain.dropLast())) }
                continue
            }
            byStart[Key(head)] = chains.count
            byEnd[Key(tail)] = chains.count
            chains.append(chain)
        }
        return (closed, chains.compactMap { $0 })
    }
}
