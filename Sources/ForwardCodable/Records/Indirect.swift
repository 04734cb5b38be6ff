/// An optional field stored out of line, so that a record can hold itself: a post that reposts a
/// post, a comment that answers a comment, an account that moved to another account.
///
/// A Swift struct cannot hold itself inline: its size would be infinite. Where a schema's
/// records hold each other through optional fields in a cycle (`reblog: Status?` in
/// `record Status`, or `Message -> Reply? -> Message?`), the generator marks those fields, and
/// only those, `@Indirect`, which keeps a value in a heap box instead:
///
/// ```swift
/// public struct Status: ForwardRecord {
///     public var content: String
///     @Indirect public var reblog: Status?
///     ...
/// }
/// ```
///
/// The API is the plain type: `status.reblog` is a `Status?`, the memberwise initializer takes
/// one, and the wire is the same as for any optional record field. Value semantics hold: a copy
/// shares the box until one of the copies changes (copy on write, as `Array` does), so copies are
/// independent; `==` and hashing are those of the wrapped value; the wrapper is `Sendable` when
/// the value is. A `nil` value allocates nothing, and a change through the property, such as
/// `status.reblog?.content = "edited"`, happens in place when no other copy shares the box.
///
/// Records with no such cycle have no `@Indirect` field and pay nothing for it. See
/// <doc:SchemaLanguage#Records-that-hold-themselves>.
@propertyWrapper
public struct Indirect<Wrapped> {
    /// The heap cell. While a box exists it holds a value; `nil` is only seen during an in-place
    /// change that sets the field to `nil`, and the box is then dropped.
    @usableFromInline
    final class Box {
        @usableFromInline
        var value: Wrapped?

        @inlinable
        init(_ value: Wrapped?) {
            self.value = value
        }
    }

    /// `nil` for a `nil` value.
    @usableFromInline
    var box: Box?

    /// Boxes `wrappedValue`; `nil` allocates nothing.
    @inlinable
    public init(wrappedValue: Wrapped?) {
        box = wrappedValue == nil ? nil : Box(wrappedValue)
    }

    /// The value, read from the box; a set or an in-place change copies the box first only when
    /// another copy of the field shares it.
    @inlinable
    public var wrappedValue: Wrapped? {
        get {
            guard let box else { return nil }
            return box.value
        }
        set {
            if newValue != nil, box != nil, isKnownUniquelyReferenced(&box) {
                box!.value = newValue
            } else {
                box = newValue == nil ? nil : Box(newValue)
            }
        }
        _modify {
            if box == nil {
                var value: Wrapped? = nil
                defer { if value != nil { box = Box(value) } }
                yield &value
            } else {
                if !isKnownUniquelyReferenced(&box) { box = Box(box!.value) }
                defer { if box!.value == nil { box = nil } }
                yield &box!.value
            }
        }
    }
}

extension Indirect: Equatable where Wrapped: Equatable {
    /// Whether the values are equal. Two copies that share a box are equal without a look inside,
    /// as two arrays that share their storage are.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.wrappedValue == rhs.wrappedValue
    }
}

extension Indirect: Hashable where Wrapped: Hashable {
    /// Hashes the value exactly as an `Optional` field holding it hashes, so that boxing a field
    /// changes no hash.
    @inlinable
    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}

/// A box is written only through a field that holds the sole reference to it (checked with
/// `isKnownUniquelyReferenced`); a box that copies share is never written, only replaced. So
/// copies on different threads never touch the same mutable memory, as with `Array`'s storage.
extension Indirect: @unchecked Sendable where Wrapped: Sendable {}

extension Indirect: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The value's description, `nil` for none: the box does not show.
    public var description: String {
        wrappedValue.map { String(describing: $0) } ?? "nil"
    }

    /// The value's debug description, `nil` for none.
    public var debugDescription: String {
        wrappedValue.map { String(reflecting: $0) } ?? "nil"
    }

    /// The value's mirror, so that `dump` shows the value, not the box.
    public var customMirror: Mirror {
        Mirror(reflecting: wrappedValue as Any)
    }
}
