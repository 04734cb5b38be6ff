// Exists only so that the writer's branch (fj-writer) builds without the reader: the protocol
// FastJSONDecodable names JSONReader, which the reader's branch defines. DELETE THIS FILE when
// merging with the reader's branch (the duplicate declaration then fails to compile).

/// The reader's type, defined by the reader's branch; empty here.
public struct JSONReader {}
