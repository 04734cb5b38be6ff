/// The findings about a display-only fallback (`enum Kind fallback unsupported display { … }`):
/// the fallback changing kind, and a case taking the name the display fallback had. A display
/// fallback renamed in Swift changes nothing on the wire and nothing unknown values show: no
/// finding.
extension EnumRules {
    func displayFallbackFindings(_ oldEnum: EnumModel, _ newEnum: EnumModel) -> [CompatibilityFinding] {
        let name = newEnum.name
        var findings: [CompatibilityFinding] = []
        if oldEnum.isDisplayFallback != newEnum.isDisplayFallback {
            let message =
                newEnum.isDisplayFallback
                ? "the fallback of '\(name)' became display-only ('\(newEnum.fallback) display'): values this "
                    + "version does not know now show as \(newEnum.fallbackShown) instead of \(oldEnum.fallbackShown), "
                    + "and code that switches over '\(name)' handles the new case"
                : "the fallback of '\(name)' is no longer display-only: values this version does not know now "
                    + "show as \(newEnum.fallbackShown) instead of \(oldEnum.fallbackShown), and setting a view to "
                    + "what it shows writes \(newEnum.rawType.quoted(newEnum.rawValue(of: newEnum.fallback) ?? "")) "
                    + "over them"
            var fix = "keep 'fallback \(oldEnum.fallback)\(oldEnum.isDisplayFallback ? " display" : "")'"
            if oldEnum.isDisplayFallback, newEnum.cases.contains(where: { $0.name == oldEnum.fallback }) {
                fix += " and remove '\(oldEnum.fallback)' from its cases (a display fallback is no case)"
            }
            findings.append(
                CompatibilityFinding(
                    rule: .enumFallbackDisplayChanged, subject: name, severity: .warning, directions: [.backward],
                    location: newEnum.location, oldLocation: oldEnum.location, message: message, fix: fix))
        }
        // A case named like the old display fallback, which is not the new fallback: the name no
        // longer stands for the values this version does not know. (When it is the new wire
        // fallback, unknown values still show as it: the change of kind above says the rest.)
        if oldEnum.isDisplayFallback, newEnum.isDisplayFallback || newEnum.fallback != oldEnum.fallback,
            let taken = newEnum.cases.first(where: { $0.name == oldEnum.fallback })
        {
            let raw = newEnum.rawType.quoted(taken.rawValue)
            findings.append(
                CompatibilityFinding(
                    rule: .enumDisplayFallbackTaken, subject: "\(name).\(taken.name)", severity: .warning,
                    directions: [.backward],
                    location: new.locations.enumCase(name, taken.name) ?? newEnum.location,
                    oldLocation: oldEnum.location,
                    message: "'\(taken.name)' was the display fallback of '\(name)', which stood for every value a "
                        + "version does not know; it is now the case of \(raw): code that matched '.\(taken.name)' for "
                        + "unknown values now matches \(raw) only, and older versions show \(raw) as "
                        + "'.\(oldEnum.fallback)(\(raw))'",
                    fix: "give the case another name, such as '\(taken.name)Case = \(raw)', and keep "
                        + "'fallback \(oldEnum.fallback) display'"))
        }
        return findings
    }
}
