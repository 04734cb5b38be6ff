import Foundation
import Models
import Preferences

// Reads host groups written by any version of the app and writes them back without losing what a
// newer version added: `swift run HostList < groups.json`.
let input = FileHandle.standardInput.readDataToEndOfFile()
let json =
    input.isEmpty
    ? Data(
        #"[{"title":"Production","hosts":[{"id":"9F1C3B8E-5A7D-4C2B-8E1F-0A1B2C3D4E5F","name":"harbor","connectionMethod":"quic"}]}]"#
            .utf8) : input
do {
    let groups = try JSONDecoder().decode([HostGroup].self, from: json)
    let preferences = AppPreferences.fresh
    for group in groups {
        print("\(group.title) (font \(preferences.fontSize))")
        for host in group.hosts {
            print("  \(host.name):\(host.port) via \(host.connectionMethod) [wire: \(host.connectionMethodRaw)]")
        }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    print(String(decoding: try encoder.encode(groups), as: UTF8.self))
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(1)
}
