import Foundation
import Testing

@testable import ForwardCodable

/// `@Indirect`, the box of a field that closes a cycle of records: the plain optional's API and
/// value semantics, copy on write, and no allocation for `nil`.
@Suite("Indirect")
struct IndirectTests {
    /// A record that holds itself, as generated code writes one.
    struct Node: Hashable, Sendable {
        var name: String
        var tags: [String] = []
        @Indirect var next: Node?

        /// The identity of `next`'s box, without a reference that would make it shared; `nil`
        /// when there is no box.
        var box: ObjectIdentifier? { _next.box.map(ObjectIdentifier.init) }
    }

    static func chain(_ names: [String]) -> Node? {
        names.reversed().reduce(nil as Node?) { next, name in Node(name: name, next: next) }
    }

    @Test("reads and writes as a plain optional")
    func plainOptional() {
        var node = Node(name: "a", next: Node(name: "b"))
        #expect(node.next?.name == "b")
        #expect(node.next?.next == nil)
        node.next = nil
        #expect(node.next == nil)
        node.next = Node(name: "c")
        #expect(node.next?.name == "c")
    }

    @Test("nil holds no box; a value holds one; setting nil, in place or not, drops it")
    func nilAllocatesNothing() {
        var node = Node(name: "a")
        #expect(node.box == nil)
        node.next?.name = "never"
        #expect(node.box == nil, "a change through a nil value allocates nothing")
        node.next = Node(name: "b")
        #expect(node.box != nil)
        node.next = nil
        #expect(node.box == nil)
        node.next = Node(name: "b")
        node.next.modify { $0 = nil }
        #expect(node.box == nil, "an in-place change to nil drops the box")
    }

    @Test("a copy is independent: a change to one never shows in the other, at any depth")
    func copiesAreIndependent() throws {
        let original = try #require(Self.chain(["a", "b", "c"]))
        var copy = original
        copy.next?.next?.name = "changed"
        copy.next?.tags.append("tag")
        #expect(original.next?.next?.name == "c")
        #expect(original.next?.tags == [])
        #expect(copy.next?.next?.name == "changed")
        #expect(copy.next?.tags == ["tag"])
        var other = original
        other.next = nil
        #expect(original.next?.name == "b")
    }

    @Test("a change through a box no copy shares happens in place; a shared box is copied first")
    func copyOnWrite() throws {
        var node = try #require(Self.chain(["a", "b"]))
        let box = node.box
        node.next?.name = "b2"
        node.next?.tags.append("t")
        node.next = Node(name: "b3")
        #expect(node.box == box, "the only holder changes its box in place")
        let copy = node
        node.next?.name = "b4"
        #expect(node.box != box, "a shared box is copied before the change")
        #expect(copy.box == box)
        #expect(copy.next?.name == "b3")
        #expect(node.next?.name == "b4")
    }

    @Test("an in-place change does not copy the nested value's storage")
    func inPlaceKeepsNestedStorage() throws {
        var node = Node(name: "a", next: Node(name: "b", tags: Array(repeating: "t", count: 1_000)))
        let before = node.next?.tags.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        node.next?.tags[0] = "changed"
        let after = node.next?.tags.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        #expect(before == after, "the array inside the box was changed in place, not copied")
        #expect(node.next?.tags.first == "changed")
    }

    @Test("== and hashing are those of the plain optional")
    func equalityAndHashing() throws {
        let a = try #require(Self.chain(["a", "b", "c"]))
        let b = try #require(Self.chain(["a", "b", "c"]))
        let c = try #require(Self.chain(["a", "b", "x"]))
        #expect(a == b)
        #expect(a != c)
        #expect(a.hashValue == b.hashValue)
        #expect(Set([a, b, c]).count == 2)
        for value in [nil, Node(name: "n")] as [Node?] {
            var boxed = Hasher()
            boxed.combine(Indirect(wrappedValue: value))
            var plain = Hasher()
            plain.combine(value)
            #expect(boxed.finalize() == plain.finalize(), "the box hashes as the optional it holds")
            #expect(Indirect(wrappedValue: value) == Indirect(wrappedValue: value))
        }
        #expect(Indirect<Node>(wrappedValue: nil) != Indirect(wrappedValue: Node(name: "n")))
    }

    @Test("a value crosses tasks and stays independent")
    func sendable() async throws {
        let node = try #require(Self.chain(["a", "b"]))
        let changed = await Task.detached {
            var copy = node
            copy.next?.name = "changed in a task"
            return copy
        }.value
        #expect(node.next?.name == "b")
        #expect(changed.next?.name == "changed in a task")
    }

    @Test("descriptions and dumps show the value, not the box")
    func descriptions() {
        let boxed = Indirect(wrappedValue: 42)
        #expect(boxed.description == "42")
        #expect(Indirect<String>(wrappedValue: "x").debugDescription == "\"x\"")
        #expect(Indirect<Int>(wrappedValue: nil).description == "nil")
        var dumped = ""
        dump(Node(name: "a", next: Node(name: "b")), to: &dumped)
        #expect(dumped.contains("\"b\""))
        #expect(!dumped.contains("Box"))
    }
}

extension Optional {
    /// Runs `change` on the value in place, through its `_modify` accessor.
    fileprivate mutating func modify(_ change: (inout Self) -> Void) {
        change(&self)
    }
}
