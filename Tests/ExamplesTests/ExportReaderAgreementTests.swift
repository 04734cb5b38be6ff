import ForwardCodable
import ForwardCodableExamples
import Foundation
import Testing

/// The file of the documents `Tests/Export/validate.py` checked, when `Tests/Export/run.sh` runs
/// the suite.
let exportCasesFile = ProcessInfo.processInfo.environment["FORWARD_CODABLE_EXPORT_CASES"]

/// The JSON Schema export and the generated readers agree: every document that
/// `Tests/Export/validate.py` checked against the open export of `Schemas/` (fixtures, future
/// documents, refused documents) is read by both codecs exactly when the schema accepts it.
///
/// Runs when `FORWARD_CODABLE_EXPORT_CASES` names the file of those documents, which
/// `Tests/Export/run.sh` writes with Python's `jsonschema` and then runs this suite with.
@Suite(.enabled(if: exportCasesFile != nil))
struct ExportReaderAgreementTests {

    /// One checked document.
    struct Case: Decodable {
        var label: String
        var record: String
        /// The document's text, as the validator read it.
        var text: String
        /// Whether the open schema accepts the document.
        var reads: Bool
    }

    /// Reads `data` as `Record` with `JSONDecoder` and with `ForwardJSONDecoder`: whether each
    /// succeeded.
    static func reads<Record: Decodable & FastJSONDecodable>(_: Record.Type, _ data: Data) -> [Bool] {
        [
            (try? JSONDecoder().decode(Record.self, from: data)) != nil,
            (try? ForwardJSONDecoder().decode(Record.self, from: data)) != nil,
        ]
    }

    /// Every record of `Schemas/`, by name.
    static let readers: [String: @Sendable (Data) -> [Bool]] = [
        "ChecklistEntry": { reads(ChecklistEntry.self, $0) }, "Collisions": { reads(Collisions.self, $0) },
        "Customer": { reads(Customer.self, $0) }, "Document": { reads(Document.self, $0) },
        "Event": { reads(Event.self, $0) }, "FileRef": { reads(FileRef.self, $0) },
        "Fleet": { reads(Fleet.self, $0) }, "ImageBlock": { reads(ImageBlock.self, $0) },
        "JumpHost": { reads(JumpHost.self, $0) }, "Ledger": { reads(Ledger.self, $0) },
        "LedgerEntry": { reads(LedgerEntry.self, $0) }, "LinkRef": { reads(LinkRef.self, $0) },
        "Measure": { reads(Measure.self, $0) }, "Member": { reads(Member.self, $0) },
        "Note": { reads(Note.self, $0) }, "Notebook": { reads(Notebook.self, $0) },
        "Order": { reads(Order.self, $0) }, "Page": { reads(Page.self, $0) },
        "Paragraph": { reads(Paragraph.self, $0) }, "Presence": { reads(Presence.self, $0) },
        "Profile": { reads(Profile.self, $0) }, "Reading": { reads(Reading.self, $0) },
        "SSHHost": { reads(SSHHost.self, $0) }, "Section": { reads(Section.self, $0) },
        "TaskItem": { reads(TaskItem.self, $0) }, "TaskList": { reads(TaskList.self, $0) },
        "TeamSettings": { reads(TeamSettings.self, $0) }, "Ticket": { reads(Ticket.self, $0) },
        "TicketEvent": { reads(TicketEvent.self, $0) }, "Workspace": { reads(Workspace.self, $0) },
        "WorkspaceSettings": { reads(WorkspaceSettings.self, $0) },
        "Article": { reads(Article.self, $0) }, "FeedPage": { reads(FeedPage.self, $0) },
        "PaymentIntent": { reads(PaymentIntent.self, $0) }, "Promotion": { reads(Promotion.self, $0) },
        "Refund": { reads(Refund.self, $0) }, "TodoItem": { reads(TodoItem.self, $0) },
        "TodoItemSubtask": { reads(TodoItemSubtask.self, $0) }, "TodoList": { reads(TodoList.self, $0) },
        "Video": { reads(Video.self, $0) },
        "KeywordFields": { reads(KeywordFields.self, $0) }, "Any": { reads(`Any`.self, $0) },
        "KeywordQuote": { reads(KeywordQuote.self, $0) }, "Extension": { reads(Extension.self, $0) },
        "Comment": { reads(ForwardCodableExamples.Comment.self, $0) }, "Author": { reads(Author.self, $0) },
        "Message": { reads(Message.self, $0) }, "Reply": { reads(Reply.self, $0) },
        "Post": { reads(Post.self, $0) }, "LinkPreview": { reads(LinkPreview.self, $0) },
        "Charge": { reads(Charge.self, $0) }, "ExpandedCustomer": { reads(ExpandedCustomer.self, $0) },
        "QuotePost": { reads(QuotePost.self, $0) }, "Quote": { reads(Quote.self, $0) },
        "ShallowQuote": { reads(ShallowQuote.self, $0) },
        "AccountNotification": { reads(AccountNotification.self, $0) },
        "NotificationAccount": { reads(NotificationAccount.self, $0) },
        "FilterPolicy": { reads(FilterPolicy.self, $0) }, "SurveyResponse": { reads(SurveyResponse.self, $0) },
        "FeedStatus": { reads(FeedStatus.self, $0) }, "Account": { reads(Account.self, $0) },
        "FeedQuote": { reads(FeedQuote.self, $0) }, "FeedShallowQuote": { reads(FeedShallowQuote.self, $0) },
        "FeedNotice": { reads(FeedNotice.self, $0) }, "Timeline": { reads(Timeline.self, $0) },
    ]

    @Test func bothCodecsReadExactlyTheDocumentsTheOpenSchemaAccepts() throws {
        let path = try #require(exportCasesFile)
        let cases = try JSONDecoder().decode([Case].self, from: try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(cases.count > 100)
        for checked in cases {
            let reader = try #require(Self.readers[checked.record], "no reader for \(checked.record)")
            let data = Data(checked.text.utf8)
            let verdicts = reader(data)
            let message =
                "\(checked.label): the schema \(checked.reads ? "accepts" : "refuses") it; JSONDecoder "
                + "\(verdicts[0] ? "reads" : "refuses") it, ForwardJSONDecoder \(verdicts[1] ? "reads" : "refuses") it"
            #expect(verdicts == [checked.reads, checked.reads], "\(message)")
        }
    }
}
