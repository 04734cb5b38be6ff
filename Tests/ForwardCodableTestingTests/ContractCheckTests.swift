import ForwardCodable
import ForwardCodableTesting
import Testing

/// Each check passes for a faithful record and goes red for the flaw it exists to catch.
@Suite struct ContractCheckTests {
    let hostFuture: JSONValue = [
        "name": "harbor",
        "method": "quic",
        "futureScalar": 7,
        "futureObject": ["nested": [1, 2.5, nil]],
        "futureArray": ["x", ["y": true]],
    ]
    let hostSample: JSONValue = ["name": "harbor", "method": "mosh"]
    let hostFixture = #"{"method":"mosh","name":"harbor"}"#
    var methodEdit: [DeliberateEdit<ProbeHost<Faithful>>] {
        [DeliberateEdit(path: ["method"], expected: "mosh") { $0.method = .mosh }]
    }

    private func violation(_ body: () throws -> Void) -> ContractViolation? {
        do {
            try body()
            return nil
        } catch let violation as ContractViolation {
            return violation
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test func faithfulRecordPassesEveryCheck() throws {
        try ContractChecks.futureRoundTrip(ProbeHost<Faithful>.self, document: hostFuture)
        try ContractChecks.deliberateEdits(ProbeHost<Faithful>.self, document: hostFuture, edits: methodEdit)
        try ContractChecks.golden(
            ProbeHost<Faithful>.self, sample: hostSample, fixture: hostFixture, version: 1,
            internalNames: ["methodRaw", "unknownFields"], schema: "Schemas/Hosts.fcschema", recordCommand: record)
        try ContractChecks.futureRoundTrip(
            ProbeNote<Faithful>.self, document: ["schema": 2, "text": "t", "build": 3, "extra": [1]])
        try ContractChecks.history(ProbeNote<Faithful>.self, fixtures: [1: #"{"schema":1,"text":"Harbor build 418"}"#])
    }

    @Test func futureRoundTripCatchesADroppedBag() throws {
        let found = try #require(
            violation { try ContractChecks.futureRoundTrip(ProbeHost<DropsBag>.self, document: hostFuture) })
        #expect(found.check == "future round trip")
        #expect(found.message.contains("missing $.futureScalar"))
    }

    @Test func futureRoundTripCatchesTheFallbackWrittenForAnUnknownValue() throws {
        let found = try #require(
            violation { try ContractChecks.futureRoundTrip(ProbeHost<WritesFallback>.self, document: hostFuture) })
        #expect(found.message.contains("changed $.method: expected \"quic\", found \"ssh\""))
    }

    @Test func deliberateEditCatchesADroppedBag() throws {
        let edits = [DeliberateEdit<ProbeHost<DropsBag>>(path: ["method"], expected: "mosh") { $0.method = .mosh }]
        let found = try #require(
            violation {
                try ContractChecks.deliberateEdits(ProbeHost<DropsBag>.self, document: hostFuture, edits: edits)
            })
        #expect(found.check == "deliberate edit")
        #expect(found.message.contains("missing $.futureArray"))
    }

    @Test func deliberateEditCatchesAnEditThatDoesNotReachTheWire() throws {
        let edits = [DeliberateEdit<ProbeHost<Faithful>>(path: ["method"], expected: "mosh") { _ in }]
        let found = try #require(
            violation {
                try ContractChecks.deliberateEdits(ProbeHost<Faithful>.self, document: hostFuture, edits: edits)
            })
        #expect(found.message.contains("changed $.method: expected \"mosh\", found \"quic\""))
    }

    @Test func goldenCatchesALeakedInternalKey() throws {
        let found = try #require(
            violation {
                try ContractChecks.golden(
                    ProbeHost<LeaksInternalKey>.self, sample: hostSample, fixture: hostFixture, version: 1,
                    internalNames: ["methodRaw", "unknownFields"], schema: "Schemas/Hosts.fcschema",
                    recordCommand: record
                )
            }
        )
        #expect(found.check == "golden")
        #expect(found.message.contains("internal names leak onto the wire: [\"methodRaw\"]"))
    }

    let record = "swift run forward-codable record-fixtures Schemas"

    @Test func goldenCatchesAWireChangeAndSaysWhichSchemaAndTheTwoWaysForward() throws {
        let changed = try #require(
            violation {
                try ContractChecks.golden(
                    ProbeHost<Faithful>.self, sample: hostSample, fixture: #"{"method":"mosh","title":"harbor"}"#,
                    version: 1, internalNames: [], schema: "Schemas/Hosts.fcschema", recordCommand: record,
                    nestedRecords: ["other": "Other (Schemas/Other.fcschema)"]
                )
            }
        )
        #expect(changed.message.contains("changed without a version bump"))
        #expect(changed.message.contains("The wire format of ProbeHost<Faithful> in Schemas/Hosts.fcschema changed."))
        #expect(changed.message.contains("declare `record ProbeHost<Faithful> version 2` with a `since 2` block"))
        #expect(changed.message.contains("record the new fixture with `\(record)`"))
        #expect(changed.message.contains("re-record with `\(record) --force`"))
    }

    /// A sample value that moved (a changed `@sample`) is no wire change: no new version.
    @Test func goldenSaysAChangedSampleValueNeedsNoNewVersion() throws {
        let changed = try #require(
            violation {
                try ContractChecks.golden(
                    ProbeHost<Faithful>.self, sample: hostSample, fixture: #"{"method":"mosh","name":"Untitled"}"#,
                    version: 1, internalNames: [], schema: "Schemas/Hosts.fcschema", recordCommand: record)
            })
        #expect(changed.message.contains("Only values changed (\"name\"), not the wire shape"))
        #expect(changed.message.contains("re-record with `\(record) --force`"))
        #expect(!changed.message.contains("version 2"))
    }

    /// A key that appeared is a field added: a new version only when it is required.
    @Test func goldenSaysAnAddedKeyNeedsANewVersionOnlyWhenRequired() throws {
        let changed = try #require(
            violation {
                try ContractChecks.golden(
                    ProbeHost<Faithful>.self, sample: hostSample, fixture: #"{"method":"mosh"}"#,
                    version: 1, internalNames: [], schema: "Schemas/Hosts.fcschema", recordCommand: record)
            })
        #expect(changed.message.contains("Keys were added (\"name\")"))
        #expect(changed.message.contains("optional or has a default"))
        #expect(changed.message.contains("`add name hook` in `since 2`"))
    }

    @Test func goldenNamesTheNestedRecordThatChanged() throws {
        let changed = try #require(
            violation {
                try ContractChecks.golden(
                    ProbeHost<Faithful>.self, sample: hostSample, fixture: #"{"method":"mosh","name":"old"}"#,
                    version: 1, internalNames: [], schema: "Schemas/Hosts.fcschema", recordCommand: record,
                    nestedRecords: ["name": "Label (Schemas/Labels.fcschema)"]
                )
            }
        )
        #expect(
            changed.message.contains(
                "The change is inside Label (Schemas/Labels.fcschema), not in ProbeHost<Faithful> itself"))
    }

    @Test func goldenWithoutAFixtureNamesTheCommandThatRecordsIt() throws {
        let missing = try #require(
            violation {
                try ContractChecks.golden(
                    ProbeHost<Faithful>.self, sample: hostSample, fixture: nil, version: 1, internalNames: [],
                    schema: "Schemas/Hosts.fcschema", recordCommand: record)
            }
        )
        #expect(
            missing.message
                == "no golden fixture for version 1 (Schemas/Hosts.fcschema); record it with `\(record)`, then commit it"
        )
    }

    @Test func futureRoundTripCatchesALoweredStamp() throws {
        let found = try #require(
            violation {
                try ContractChecks.futureRoundTrip(
                    ProbeNote<LowersNewerStamp>.self, document: ["schema": 2, "text": "t", "build": 3])
            }
        )
        #expect(found.check == "future round trip (stamped newer)")
        #expect(found.message.contains("changed $.schema: expected 3, found 2"))
    }

    @Test func historyCatchesAMigratedDocumentThatKeepsItsOldStamp() throws {
        let found = try #require(
            violation {
                try ContractChecks.history(
                    ProbeNote<KeepsOldStamp>.self, fixtures: [1: #"{"schema":1,"text":"Harbor build 418"}"#])
            }
        )
        #expect(found.check == "history")
        #expect(found.message.contains("stamped 1, not 2"))
    }

    @Test func historyCatchesAFixtureThatNoLongerLoads() throws {
        let found = try #require(
            violation { try ContractChecks.history(ProbeNote<Faithful>.self, fixtures: [1: #"{"schema":1}"#]) })
        #expect(found.message.contains("the version 1 fixture no longer loads"))
    }
}
