import ForwardCodable
import Testing

@Suite("AnyCodingKey")
struct AnyCodingKeyTests {
    @Test("string keys")
    func stringKeys() {
        let key = AnyCodingKey("port")
        #expect(key.stringValue == "port")
        #expect(key.intValue == nil)
        #expect(key.description == "port")
        #expect(AnyCodingKey(stringValue: "").stringValue == "")
        #expect(key == "port")
    }

    @Test("integer keys")
    func integerKeys() {
        let key = AnyCodingKey(intValue: 3)
        #expect(key.intValue == 3)
        #expect(key.stringValue == "3")
        #expect(key.description == "[3]")
        #expect(key == 3)
        #expect(key != AnyCodingKey("3"))
    }

    @Test("copies any coding key, keeping whether it is an integer")
    func copies() {
        enum Keys: String, CodingKey { case name }
        #expect(AnyCodingKey(Keys.name) == "name")
        #expect(AnyCodingKey(AnyCodingKey(intValue: 7)) == 7)
    }

    @Test("fits inline in an existential's buffer")
    func size() {
        #expect(MemoryLayout<AnyCodingKey>.size <= 3 * MemoryLayout<Int>.size)
    }
}
