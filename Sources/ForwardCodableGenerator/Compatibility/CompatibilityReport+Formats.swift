@_spi(ForwardCodableGenerator) import ForwardCodable

/// The three output forms of a report: lines as compilers print them, JSON for tools, and
/// GitHub Actions workflow commands for pull-request annotations.
extension CompatibilityReport {
    /// One `path:line:column: error: message [RULE: directions]` line per finding, a `note:`
    /// at the baseline location, and the fix where there is one; a finding against releases of a
    /// lock names them: `[FIELD_REMOVED: forward; release 1.0]`. Safe findings (printed as
    /// `remark:`) only when `verbose`. A finding an ignore of `forward-codable.json` matches is a
    /// `remark:` that says what it would be and ends with the ignore's reason:
    /// `remark: ignored error: ... [FIELD_REMOVED: forward; ignored: no app reads it since 2.0]`.
    package func text(verbose: Bool) -> String {
        var lines: [String] = []
        for finding in findings where verbose || finding.severity != .safe {
            let label =
                finding.ignore != nil
                ? "remark: ignored \(finding.severity == .safe ? "safe change" : finding.severity.rawValue)"
                : finding.severity == .safe ? "remark" : finding.severity.rawValue
            let directions =
                finding.directions.isEmpty ? "safe" : finding.sortedDirections.map(\.rawValue).joined(separator: ", ")
            let fix = finding.fix.map { "; \($0)" } ?? ""
            let releases = Self.releasesLabel(finding.releases).map { "; \($0)" } ?? ""
            let ignored = finding.ignore.map { "; ignored: \($0.reason)" } ?? ""
            lines.append(
                "\(Self.place(finding.primaryLocation)): \(label): \(finding.message)\(fix) "
                    + "[\(finding.rule.id): \(directions)\(releases)\(ignored)]")
            if let old = finding.oldLocation, finding.location != nil {
                lines.append("\(old): note: previously declared here")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The last line of a text report: how many breaking and dangerous changes, and the verdict;
    /// the changes an ignore matches are counted apart, when there are any.
    package var summary: String {
        let counted = findings.filter { $0.ignore == nil }
        let errors = counted.count { $0.severity == .error }
        let warnings = counted.count { $0.severity == .warning }
        let safe = counted.count { $0.severity == .safe }
        let ignored = findings.count - counted.count
        let tail = ignored > 0 ? ", \(ignored) ignored" : ""
        return errors > 0
            ? "\(errors) breaking change(s), \(warnings) dangerous, \(safe) safe\(tail)"
            : "no breaking change (\(warnings) dangerous, \(safe) safe\(tail))"
    }

    /// `{"breaking": n, "findings": [{"rule", "subject", "severity", "directions", "releases", "path",
    /// "line", "column", "message", "fix", "old": {"path", "line", "column"}, "ignored": {"reason",
    /// "path", "line", "column"}}]}`, safe findings only when `verbose`; `releases` only for a
    /// finding against named releases of a lock; `ignored` only for a finding an ignore of
    /// `forward-codable.json` matches, with its reason and place. `breaking` counts the errors no
    /// ignore matches. `warnings`, such as the ignores that match no finding, follow as
    /// `"warnings": [...]` (each as ``json(errors:)`` writes an error) when there are any. `path`,
    /// `line` and `column` only when the current schemas hold the place (a removed file's
    /// findings have only `old`).
    package func json(verbose: Bool, warnings: [Diagnostic] = []) -> String {
        let items = findings.filter { verbose || $0.severity != .safe }.map { finding -> String in
            var fields = [
                "\"rule\": \(JSONValue.quoted(finding.rule.id))", "\"subject\": \(JSONValue.quoted(finding.subject))",
                "\"severity\": \(JSONValue.quoted(finding.severity.rawValue))",
                "\"directions\": [\(finding.sortedDirections.map { JSONValue.quoted($0.rawValue) }.joined(separator: ", "))]",
            ]
            if !finding.releases.isEmpty {
                fields.append("\"releases\": [\(finding.releases.map(JSONValue.quoted).joined(separator: ", "))]")
            }
            if let location = finding.location {
                fields += [
                    "\"path\": \(JSONValue.quoted(location.file))", "\"line\": \(location.line)",
                    "\"column\": \(location.column)",
                ]
            }
            fields.append("\"message\": \(JSONValue.quoted(finding.message))")
            if let fix = finding.fix { fields.append("\"fix\": \(JSONValue.quoted(fix))") }
            if let old = finding.oldLocation {
                fields.append(
                    "\"old\": {\"path\": \(JSONValue.quoted(old.file)), \"line\": \(old.line), \"column\": \(old.column)}"
                )
            }
            if let ignore = finding.ignore {
                let place = ignore.location
                fields.append(
                    "\"ignored\": {\"reason\": \(JSONValue.quoted(ignore.reason)), \"path\": \(JSONValue.quoted(place.file)), "
                        + "\"line\": \(place.line), \"column\": \(place.column)}")
            }
            return "    {" + fields.joined(separator: ", ") + "}"
        }
        let errors = findings.count { $0.severity == .error && $0.ignore == nil }
        let list = items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n  ]"
        let warningList = warnings.isEmpty ? "" : ",\n  \"warnings\": \(Self.jsonList(warnings))"
        return "{\n  \"breaking\": \(errors),\n  \"findings\": \(list)\(warningList)\n}\n"
    }

    /// `::error file=…,line=…,col=…,title=RULE::message` lines that GitHub Actions shows on the
    /// pull request's diff; the title of a finding against releases of a lock names them
    /// (`FIELD_REMOVED (release 1.0)`). A finding about a file the current schemas no longer have
    /// has no `file=` and says `(in the baseline at …)`. Safe findings become `::notice` only
    /// when `verbose`; a finding an ignore matches is a `::notice` titled `FIELD_REMOVED (ignored)`
    /// whose message ends with the reason: the pull request shows it without failing.
    package func github(verbose: Bool) -> String {
        var lines: [String] = []
        for finding in findings where verbose || finding.severity != .safe {
            let command = finding.severity == .safe || finding.ignore != nil ? "notice" : finding.severity.rawValue
            var properties: [String] = []
            // Only current files: a finding whose file is gone from the current schemas is shown
            // without a file (on the run's summary), never on the baseline's copy of a file.
            if let location = finding.location {
                properties += ["file=\(location.file)", "line=\(location.line)", "col=\(location.column)"]
            }
            let labels = [Self.releasesLabel(finding.releases), finding.ignore.map { _ in "ignored" }].compactMap(
                \.self)
            properties.append(
                "title=\(finding.rule.id)" + (labels.isEmpty ? "" : " (\(labels.joined(separator: "; ")))"))
            var message = finding.message + (finding.fix.map { "; \($0)" } ?? "")
            if let old = finding.oldLocation {
                message += finding.location == nil ? " (in the baseline at \(old))" : " (previously declared at \(old))"
            }
            if let ignore = finding.ignore { message += "; ignored: \(ignore.reason)" }
            let escapedProperties = properties.map { property -> String in
                let equals = property.firstIndex(of: "=")!
                return String(property[...equals])
                    + Self.escapeProperty(String(property[property.index(after: equals)...]))
            }
            lines.append("::\(command) \(escapedProperties.joined(separator: ","))::\(Self.escapeData(message))")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The schema errors that stopped a comparison, for tools: `--format json` prints
    /// `{"breaking": 0, "findings": [], "errors": [...]}`, each error with its id, path, line,
    /// column and message, so that a tool reading the output gets a document when nothing could
    /// be compared too.
    package static func json(errors diagnostics: [Diagnostic]) -> String {
        "{\n  \"breaking\": 0,\n  \"findings\": [],\n  \"errors\": \(jsonList(diagnostics))\n}\n"
    }

    /// Diagnostics as a JSON array, one object a line: id, severity, path, line, column, message.
    private static func jsonList(_ diagnostics: [Diagnostic]) -> String {
        let items = diagnostics.map { diagnostic in
            "    {\"id\": \(JSONValue.quoted(diagnostic.id.code)), "
                + "\"severity\": \(JSONValue.quoted(diagnostic.severity.rawValue)), "
                + "\"path\": \(JSONValue.quoted(diagnostic.location.file)), \"line\": \(diagnostic.location.line), "
                + "\"column\": \(diagnostic.location.column), \"message\": \(JSONValue.quoted(diagnostic.message))}"
        }
        return items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n  ]"
    }

    /// The schema errors that stopped a comparison as GitHub Actions annotations, one per
    /// diagnostic, at its file, line and column, titled with its id.
    package static func github(errors diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            let location = diagnostic.location
            let command = diagnostic.severity == .error ? "error" : "warning"
            let properties = [
                "file=" + escapeProperty(location.file), "line=\(location.line)", "col=\(location.column)",
                "title=" + escapeProperty(diagnostic.id.code),
            ]
            return "::\(command) \(properties.joined(separator: ","))::\(escapeData(diagnostic.message))\n"
        }.joined()
    }

    private static func place(_ location: SourceLocation?) -> String {
        location?.description ?? "<baseline>"
    }

    private static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
