/// The report's sites for what is kept whole: undecodable elements, union variants, and the
/// events a failed element had reported before it failed, which are taken back.
extension DecodeRecorder {
    /// Where a decode stood before an element (or a union's variant) was read, when `decoder`
    /// has a report: the events after it are taken back if the element is kept undecodable.
    struct Mark {
        let recorder: DecodeRecorder
        let count: Int

        /// Takes back what the element, a `type`, reported, and reports it kept undecodable
        /// because of `failure`. (Not generic, so that `Resilient`'s decoding stays small.)
        func reportUndecodable(_ decoder: any Decoder, _ type: Any.Type, _ failure: DecodingFailure) {
            reportUndecodable(decoder, record: String(describing: type), failure)
        }

        /// Takes back what the element reported, and reports it kept undecodable because of
        /// `failure`.
        func reportUndecodable(_ decoder: any Decoder, record: String, _ failure: DecodingFailure) {
            let path = DecodeEvent.render(decoder.codingPath)
            recorder.discard(after: count, under: path)
            recorder.append([
                DecodeEvent(.undecodableElement, codingPath: path, record: record, reason: failure.message)
            ])
        }
    }

    /// A mark for `decoder`'s report, or `nil` without one.
    static func mark(_ decoder: any Decoder) -> Mark? {
        of(decoder).map { Mark(recorder: $0, count: $0.count) }
    }
}

extension FastJSONReport {
    /// Takes back what the element, a `type` at the reader position `start`, reported after
    /// `mark`, and reports it kept undecodable because of `failure`. (Not generic, so that
    /// `Resilient`'s decoding stays small.)
    func reportUndecodable(after mark: Int, at start: Int, _ type: Any.Type, _ failure: DecodingFailure) {
        reportUndecodable(after: mark, at: start & (1 << 40 - 1), record: String(describing: type), failure)
    }

    /// Takes back what the element at byte `offset` reported after `mark`, and reports it kept
    /// undecodable because of `failure`.
    func reportUndecodable(after mark: Int, at offset: Int, record: String, _ failure: DecodingFailure) {
        discard(after: mark)
        self.record(
            at: offset, DecodeEvent(.undecodableElement, codingPath: "", record: record, reason: failure.message))
    }
}
