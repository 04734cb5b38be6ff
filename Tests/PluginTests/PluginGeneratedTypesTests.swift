import ForwardCodable
import Foundation
import Testing

/// The types in this file come from Schemas/*.fcschema, generated at build time by
/// ForwardCodablePlugin (applied to this test target in Package.swift): none of them is checked in.
@Suite("ForwardCodablePlugin applied to this target")
struct PluginGeneratedTypesTests {
    @Test("a type from a schema in a subfolder refers to types from the other schemas")
    func subfolderSchemaUsesOtherSchemas() throws {
        let json = #"{"number":7,"recipient":{"name":"Ada","channel":"sms"},"delivered_by":"voice-call"}"#
        let invoice = try JSONDecoder().decode(Invoice.self, from: Data(json.utf8))
        #expect(invoice.number == 7)
        #expect(invoice.recipient.name == "Ada")
        #expect(invoice.recipient.channel == .sms)
        #expect(invoice.deliveredBy == .call)
    }

    @Test("unknown keys and unknown enum values survive a round trip through the generated types")
    func roundTripKeepsWhatANewerVersionWrote() throws {
        let json = #"{"name":"Ada","channel":"carrier-pigeon","tags":["vip"],"avatar":{"url":"a.png"}}"#
        var contact = try JSONDecoder().decode(Contact.self, from: Data(json.utf8))
        #expect(contact.channel == .email)
        #expect(contact.channelRaw == "carrier-pigeon")
        #expect(contact.unknownFields["avatar"] == ["url": "a.png"])

        contact.tags.append("new")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let written = String(decoding: try encoder.encode(contact), as: UTF8.self)
        #expect(written == #"{"avatar":{"url":"a.png"},"channel":"carrier-pigeon","name":"Ada","tags":["vip","new"]}"#)
    }

    @Test("defaults declared in the schemas apply to missing keys")
    func schemaDefaults() throws {
        let contact = try JSONDecoder().decode(Contact.self, from: Data(#"{"name":"Grace"}"#.utf8))
        #expect(contact.channel == .email)
        #expect(contact.channelRaw == "email")
        #expect(contact.tags.isEmpty)
    }
}
