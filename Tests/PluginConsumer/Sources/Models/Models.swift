// The one hand-written file of this target. SwiftPM drops a target that has no hand-written Swift
// source before its build plugin runs, so a target whose types are all generated needs one.
// Re-exporting the runtime also lets importers of Models use JSONValue without importing it.
@_exported import ForwardCodable
