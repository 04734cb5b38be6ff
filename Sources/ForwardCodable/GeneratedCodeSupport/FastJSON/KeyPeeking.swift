extension JSONReader {
    /// Moves into the object at the reader's position up to the value of the first key that
    /// `table` matches at `index`, and returns `true`; returns `false`, after the object's `}`,
    /// when no key does. The first occurrence counts, as in `JSONDecoder`.
    ///
    /// The one scan behind reading a version stamp and a union's tag before the fields; the
    /// caller rewinds to the object's start.
    mutating func seekFirstKey(_ index: Int?, in table: JSONKeyTable) throws -> Bool {
        try beginObject()
        while let key = try nextKey() {
            if table.index(of: key, in: self) == index { return true }
            try skipValue()
        }
        return false
    }
}
