@_spi(ForwardCodableGenerated) import ForwardCodable
import Testing

/// `DeclaredKeyTable` reads a key's position from its tag, the integer Swift lays out an enum
/// without payloads as. The oracle is `CaseIterable`: on enums of every tag size (none for one
/// case, a byte, two bytes), every case's position must be its index in `allCases` and its name
/// its raw value, and every position must make back the case it came from.
@Suite("Declared key tags")
struct DeclaredKeyTableTests {
    private enum One: String, CaseIterable, DeclaredKeys {
        case only = "the-only-key"
        static let _table = DeclaredKeyTable<Self>()
    }

    private enum Few: String, CaseIterable, DeclaredKeys {
        case id
        case displayName = "display_name"
        case kind = "class"
        static let _table = DeclaredKeyTable<Self>()
    }

    /// 300 keys: more than a byte of tags.
    private enum Many: String, CaseIterable, DeclaredKeys {
        case k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, k10, k11
        case k12, k13, k14, k15, k16, k17, k18, k19, k20, k21, k22, k23
        case k24, k25, k26, k27, k28, k29, k30, k31, k32, k33, k34, k35
        case k36, k37, k38, k39, k40, k41, k42, k43, k44, k45, k46, k47
        case k48, k49, k50, k51, k52, k53, k54, k55, k56, k57, k58, k59
        case k60, k61, k62, k63, k64, k65, k66, k67, k68, k69, k70, k71
        case k72, k73, k74, k75, k76, k77, k78, k79, k80, k81, k82, k83
        case k84, k85, k86, k87, k88, k89, k90, k91, k92, k93, k94, k95
        case k96, k97, k98, k99, k100, k101, k102, k103, k104, k105, k106, k107
        case k108, k109, k110, k111, k112, k113, k114, k115, k116, k117, k118, k119
        case k120, k121, k122, k123, k124, k125, k126, k127, k128, k129, k130, k131
        case k132, k133, k134, k135, k136, k137, k138, k139, k140, k141, k142, k143
        case k144, k145, k146, k147, k148, k149, k150, k151, k152, k153, k154, k155
        case k156, k157, k158, k159, k160, k161, k162, k163, k164, k165, k166, k167
        case k168, k169, k170, k171, k172, k173, k174, k175, k176, k177, k178, k179
        case k180, k181, k182, k183, k184, k185, k186, k187, k188, k189, k190, k191
        case k192, k193, k194, k195, k196, k197, k198, k199, k200, k201, k202, k203
        case k204, k205, k206, k207, k208, k209, k210, k211, k212, k213, k214, k215
        case k216, k217, k218, k219, k220, k221, k222, k223, k224, k225, k226, k227
        case k228, k229, k230, k231, k232, k233, k234, k235, k236, k237, k238, k239
        case k240, k241, k242, k243, k244, k245, k246, k247, k248, k249, k250, k251
        case k252, k253, k254, k255, k256, k257, k258, k259, k260, k261, k262, k263
        case k264, k265, k266, k267, k268, k269, k270, k271, k272, k273, k274, k275
        case k276, k277, k278, k279, k280, k281, k282, k283, k284, k285, k286, k287
        case k288, k289, k290, k291, k292, k293, k294, k295, k296, k297, k298, k299
        static let _table = DeclaredKeyTable<Self>()
    }

    /// 255 keys: the most a byte of tags holds but one.
    private enum Bytes255: String, CaseIterable, DeclaredKeys {
        case k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, k10, k11
        case k12, k13, k14, k15, k16, k17, k18, k19, k20, k21, k22, k23
        case k24, k25, k26, k27, k28, k29, k30, k31, k32, k33, k34, k35
        case k36, k37, k38, k39, k40, k41, k42, k43, k44, k45, k46, k47
        case k48, k49, k50, k51, k52, k53, k54, k55, k56, k57, k58, k59
        case k60, k61, k62, k63, k64, k65, k66, k67, k68, k69, k70, k71
        case k72, k73, k74, k75, k76, k77, k78, k79, k80, k81, k82, k83
        case k84, k85, k86, k87, k88, k89, k90, k91, k92, k93, k94, k95
        case k96, k97, k98, k99, k100, k101, k102, k103, k104, k105, k106, k107
        case k108, k109, k110, k111, k112, k113, k114, k115, k116, k117, k118, k119
        case k120, k121, k122, k123, k124, k125, k126, k127, k128, k129, k130, k131
        case k132, k133, k134, k135, k136, k137, k138, k139, k140, k141, k142, k143
        case k144, k145, k146, k147, k148, k149, k150, k151, k152, k153, k154, k155
        case k156, k157, k158, k159, k160, k161, k162, k163, k164, k165, k166, k167
        case k168, k169, k170, k171, k172, k173, k174, k175, k176, k177, k178, k179
        case k180, k181, k182, k183, k184, k185, k186, k187, k188, k189, k190, k191
        case k192, k193, k194, k195, k196, k197, k198, k199, k200, k201, k202, k203
        case k204, k205, k206, k207, k208, k209, k210, k211, k212, k213, k214, k215
        case k216, k217, k218, k219, k220, k221, k222, k223, k224, k225, k226, k227
        case k228, k229, k230, k231, k232, k233, k234, k235, k236, k237, k238, k239
        case k240, k241, k242, k243, k244, k245, k246, k247, k248, k249, k250, k251
        case k252, k253, k254
        static let _table = DeclaredKeyTable<Self>()
    }

    /// 256 keys: every value of a one-byte tag.
    private enum Bytes256: String, CaseIterable, DeclaredKeys {
        case k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, k10, k11
        case k12, k13, k14, k15, k16, k17, k18, k19, k20, k21, k22, k23
        case k24, k25, k26, k27, k28, k29, k30, k31, k32, k33, k34, k35
        case k36, k37, k38, k39, k40, k41, k42, k43, k44, k45, k46, k47
        case k48, k49, k50, k51, k52, k53, k54, k55, k56, k57, k58, k59
        case k60, k61, k62, k63, k64, k65, k66, k67, k68, k69, k70, k71
        case k72, k73, k74, k75, k76, k77, k78, k79, k80, k81, k82, k83
        case k84, k85, k86, k87, k88, k89, k90, k91, k92, k93, k94, k95
        case k96, k97, k98, k99, k100, k101, k102, k103, k104, k105, k106, k107
        case k108, k109, k110, k111, k112, k113, k114, k115, k116, k117, k118, k119
        case k120, k121, k122, k123, k124, k125, k126, k127, k128, k129, k130, k131
        case k132, k133, k134, k135, k136, k137, k138, k139, k140, k141, k142, k143
        case k144, k145, k146, k147, k148, k149, k150, k151, k152, k153, k154, k155
        case k156, k157, k158, k159, k160, k161, k162, k163, k164, k165, k166, k167
        case k168, k169, k170, k171, k172, k173, k174, k175, k176, k177, k178, k179
        case k180, k181, k182, k183, k184, k185, k186, k187, k188, k189, k190, k191
        case k192, k193, k194, k195, k196, k197, k198, k199, k200, k201, k202, k203
        case k204, k205, k206, k207, k208, k209, k210, k211, k212, k213, k214, k215
        case k216, k217, k218, k219, k220, k221, k222, k223, k224, k225, k226, k227
        case k228, k229, k230, k231, k232, k233, k234, k235, k236, k237, k238, k239
        case k240, k241, k242, k243, k244, k245, k246, k247, k248, k249, k250, k251
        case k252, k253, k254, k255
        static let _table = DeclaredKeyTable<Self>()
    }

    /// 257 keys: the first that needs two bytes of tags.
    private enum Bytes257: String, CaseIterable, DeclaredKeys {
        case k0, k1, k2, k3, k4, k5, k6, k7, k8, k9, k10, k11
        case k12, k13, k14, k15, k16, k17, k18, k19, k20, k21, k22, k23
        case k24, k25, k26, k27, k28, k29, k30, k31, k32, k33, k34, k35
        case k36, k37, k38, k39, k40, k41, k42, k43, k44, k45, k46, k47
        case k48, k49, k50, k51, k52, k53, k54, k55, k56, k57, k58, k59
        case k60, k61, k62, k63, k64, k65, k66, k67, k68, k69, k70, k71
        case k72, k73, k74, k75, k76, k77, k78, k79, k80, k81, k82, k83
        case k84, k85, k86, k87, k88, k89, k90, k91, k92, k93, k94, k95
        case k96, k97, k98, k99, k100, k101, k102, k103, k104, k105, k106, k107
        case k108, k109, k110, k111, k112, k113, k114, k115, k116, k117, k118, k119
        case k120, k121, k122, k123, k124, k125, k126, k127, k128, k129, k130, k131
        case k132, k133, k134, k135, k136, k137, k138, k139, k140, k141, k142, k143
        case k144, k145, k146, k147, k148, k149, k150, k151, k152, k153, k154, k155
        case k156, k157, k158, k159, k160, k161, k162, k163, k164, k165, k166, k167
        case k168, k169, k170, k171, k172, k173, k174, k175, k176, k177, k178, k179
        case k180, k181, k182, k183, k184, k185, k186, k187, k188, k189, k190, k191
        case k192, k193, k194, k195, k196, k197, k198, k199, k200, k201, k202, k203
        case k204, k205, k206, k207, k208, k209, k210, k211, k212, k213, k214, k215
        case k216, k217, k218, k219, k220, k221, k222, k223, k224, k225, k226, k227
        case k228, k229, k230, k231, k232, k233, k234, k235, k236, k237, k238, k239
        case k240, k241, k242, k243, k244, k245, k246, k247, k248, k249, k250, k251
        case k252, k253, k254, k255, k256
        static let _table = DeclaredKeyTable<Self>()
    }

    /// The cases whose tag, name or round trip disagrees with `allCases` and `rawValue`.
    private static func disagreements<Keys: DeclaredKeys & CaseIterable & RawRepresentable<String>>(
        _ keys: Keys.Type
    ) -> [Keys] {
        let table = Keys._table
        return Keys.allCases.enumerated().compactMap { index, key in
            let agrees =
                key._position == index && table.name(of: key) == key.rawValue
                && table.cases[index] == key && table.names[index] == key.rawValue
            return agrees ? nil : key
        }
    }

    @Test("a key's tag is its position, for tags of zero, one and two bytes")
    func tagsArePositions() {
        #expect(MemoryLayout<One>.size == 0 && MemoryLayout<Few>.size == 1 && MemoryLayout<Many>.size == 2)
        #expect(Self.disagreements(One.self) == [])
        #expect(Self.disagreements(Few.self) == [])
        #expect(Self.disagreements(Many.self) == [])
        #expect(Many._table.cases.count == 300 && Many._table.name(of: .k299) == "k299")
    }

    /// `unsafeBitCast` between a key and its tag assumes Swift's layout of enums without
    /// payloads; these are the sizes where that layout changes.
    @Test("the tag layout holds at the byte boundary: 255, 256 and 257 keys")
    func tagsArePositionsAtTheByteBoundary() {
        #expect(MemoryLayout<Bytes255>.size == 1 && MemoryLayout<Bytes256>.size == 1)
        #expect(MemoryLayout<Bytes257>.size == 2)
        #expect(Self.disagreements(Bytes255.self) == [])
        #expect(Self.disagreements(Bytes256.self) == [])
        #expect(Self.disagreements(Bytes257.self) == [])
        #expect(Bytes256._table.name(of: .k255) == "k255" && Bytes257._table.name(of: .k256) == "k256")
    }

    /// The shape the generator writes: no raw values, the names in a list.
    private enum Generated: DeclaredKeys {
        case id
        case displayName
        static let _table = DeclaredKeyTable<Self>([
            "id",
            "display_name",
        ])
    }

    /// Names as the generator may write them: one scalar (a `StaticString` without a pointer),
    /// non-ASCII, escapes, an embedded NUL, and a combining mark that `==` would equate with `é`.
    private enum Unusual: DeclaredKeys {
        case a, b, c, d, e, f
        static let _table = DeclaredKeyTable<Self>(["x", "é", "🙂", "q\"\\", "nul\u{0}in", "e\u{301}"])
    }

    @Test("names written as literals keep every byte")
    func literalNamesKeepTheirBytes() {
        let expected: [String] = ["x", "é", "🙂", "q\"\\", "nul\u{0}in", "e\u{301}"]
        #expect(Unusual._table.names.map { Array($0.utf8) } == expected.map { Array($0.utf8) })
        #expect(Unusual._table.name(of: .f) == "e\u{301}" && Unusual._table.cases.count == 6)
    }

    /// A record without fields.
    private enum NoKeys: DeclaredKeys {
        static let _table = DeclaredKeyTable<Self>([])
    }

    /// A table with names for an enum of another size: one case has no tag, two names need one.
    private enum Mismatched: DeclaredKeys {
        case a
        static let _table = DeclaredKeyTable<Self>(["a", "b"])
    }

    @Test("the generated shape: names by position, none for a record without fields")
    func generatedShape() {
        #expect(Generated._table.name(of: .displayName) == "display_name")
        #expect(Generated._table.cases == [.id, .displayName])
        #expect(RecordKey<Generated>(stringValue: "display_name").unknownName == nil)
        #expect(RecordKey<Generated>(stringValue: "displayName").unknownName == "displayName")
        #expect(NoKeys._table.cases.isEmpty && !NoKeys.declares("") && !NoKeys.declares("id"))
    }

    @Test("a table for an enum of another size stops at its first use")
    func mismatchedTableStops() async {
        await #expect(processExitsWith: .failure) {
            _ = Mismatched._table
        }
    }

    @Test("the table holds exactly the keys, in order")
    func tableHoldsTheKeys() {
        #expect(Few._table.names == ["id", "display_name", "class"])
        #expect(Few._table.cases == [.id, .displayName, .kind])
        #expect(Few.declares("display_name") && !Few.declares("displayName"))
        #expect(RecordKey<Few>.declared(.kind).stringValue == "class")
    }
}
