import Foundation
import PackagePlugin

/// Checked-in generation:
///
/// ```
/// swift package --allow-writing-to-package-directory generate-forward-codable [--check] [--target NAME]... [--help]
/// ```
///
/// Writes the Swift generated from the package's schemas into the package, for review as diffs:
/// the top-level `Schemas/` into `Generated/Models/` (the defaults of `forward-codable generate`),
/// and the schemas below a target's directory into `<target directory>/Generated/`. Only files
/// whose content changed are written, files whose schema is gone are removed, and each change is
/// printed. With `--check` nothing is written: the command fails and names the stale files.
///
/// Targets whose schemas are among their sources use build-time generation (ForwardCodablePlugin)
/// and are skipped; checked-in targets exclude their schemas in Package.swift.
@main
struct GenerateForwardCodable: CommandPlugin {
    static let usage = """
        usage: swift package --allow-writing-to-package-directory generate-forward-codable [--check] [--target NAME]...
          --check        write nothing; fail and name every stale, missing or orphaned file
          --target NAME  only this target (repeatable)
        """

    /// The command that writes the generated files, named when `--check` finds them stale.
    static let updateCommand = "swift package --allow-writing-to-package-directory generate-forward-codable"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let parsed = try CommandArguments(arguments, flags: ["check"], options: ["target"], usage: Self.usage)
        if parsed.wantsHelp {
            print(Self.usage)
            return
        }
        let check = parsed.flags.contains("check")
        try UnbuiltSchemaFolders.check(context.package)
        let plan = try GenerationJob.plan(for: context.package, targetNames: parsed.options["target"] ?? [])
        for skipped in plan.skipped { print("generate-forward-codable: \(skipped)") }
        guard !plan.jobs.isEmpty else {
            print("generate-forward-codable: no schemas to generate in package '\(context.package.displayName)'")
            return
        }
        let tool = try context.tool(named: "forward-codable").url
        var failures: [String] = []
        for job in plan.jobs {
            // The tool lists the schema errors or stale files; the one closing error line is this command's.
            let flags = (check ? ["--check"] : []) + ["--no-summary"]
            let status = try ToolProcess.run(tool, job.arguments + flags, in: context.package.directoryURL)
            if let failure = Self.failure(status: status, job: job) { failures.append(failure) }
        }
        guard failures.isEmpty else {
            throw PluginError(failures.joined(separator: "\n"))
        }
    }

    /// The message for a job that did not succeed, by the tool's exit status. The tool has
    /// already listed the schema errors or the stale files.
    private static func failure(status: Int32, job: GenerationJob) -> String? {
        switch ToolContract.ExitStatus(rawValue: status) {
        case .success: nil
        case .schemaError: "\(job.label): the schemas have errors (listed above); nothing was written"
        case .stale: "\(job.label): the generated files listed above are stale; update them with '\(updateCommand)'"
        default: "\(job.label): forward-codable \(job.arguments.joined(separator: " ")) failed (exit status \(status))"
        }
    }
}
