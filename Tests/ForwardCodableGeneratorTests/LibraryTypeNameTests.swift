import Foundation
import Testing

@testable import ForwardCodableGenerator

/// FC211: a warning at the name of each record, enum and union named like a type of Foundation or
/// of the standard library; ordinary names get none; generation still succeeds.
@Suite struct LibraryTypeNameTests {
    @Test func warnsAtEachNameWithWhatGoesWrongAndASuggestedName() {
        let result = generate(LibraryTypeRenames.recipes, path: LibraryTypeRenames.path)
        #expect(!result.hasErrors)
        #expect(result.files.count == 1, "a warning does not stop generation")
        #expect(
            result.diagnostics.map { "\($0.location) \($0.severity) \($0.id.code)" } == [
                "Schemas/Recipes.fcschema:13:6 warning FC211", "Schemas/Recipes.fcschema:18:8 warning FC211",
                "Schemas/Recipes.fcschema:23:7 warning FC211", "Schemas/Recipes.fcschema:29:8 warning FC211",
            ])
        #expect(
            result.diagnostics.first?.description
                == "Schemas/Recipes.fcschema:13:6: warning: enum 'Unit' has the name of a Foundation type: in a file "
                + "that imports both Foundation and the generated module, 'Unit' is ambiguous for type lookup, and in "
                + "the generated module it means this type, not Foundation's; rename it, such as to 'RecipeUnit': a "
                + "type's name is not written to the wire, so documents stay the same [FC211]")
        #expect(
            result.diagnostics.map { LibraryTypeRenames.suggestion(in: $0.message) } == [
                "RecipeUnit", "RecipeMeasurement", "RecipeOperation", "RecipeDuration",
            ])
        #expect(result.diagnostics[3].message.contains("has the name of a standard library type and hides it"))
    }

    @Test(arguments: [
        "Recipe", "Ingredient", "UnitOfMeasure", "Units", "HostName", "SavedHost", "Index", "Element", "Step",
        "Hosts", "RecipeResult", "Foundation2",
    ])
    func anOrdinaryNameGetsNoWarning(_ name: String) {
        #expect(generate("record \(name) {\n    x: Int\n}\n").diagnostics.isEmpty)
        #expect(generate("enum \(name) fallback a { a }\n").diagnostics.isEmpty)
    }

    /// Every listed name is a type name the schema language accepts: each one warns, and nothing
    /// else is reported.
    @Test func everyListedNameWarnsOnceAndGenerates() {
        let names = LibraryTypeNames.foundation.union(LibraryTypeNames.appleFoundation)
            .union(LibraryTypeNames.standardLibrary).sorted()
        let result = generate(names.map { "record \($0) {\n    x: Int\n}\n" }.joined())
        #expect(result.diagnostics.count == names.count)
        #expect(result.diagnostics.allSatisfy { $0.id == .typeNameShadowsLibraryType })
        #expect(result.files.count == 1)
        let apple = result.diagnostics.filter { $0.message.contains("a type of Foundation on Apple platforms") }
        #expect(apple.count == LibraryTypeNames.appleFoundation.count)
    }

    @Test func theListsHoldNoReservedNameAndNoNameTwice() {
        let lists = [LibraryTypeNames.foundation, LibraryTypeNames.appleFoundation, LibraryTypeNames.standardLibrary]
        #expect(lists.map(\.count).reduce(0, +) == lists.reduce(Set()) { $0.union($1) }.count)
        for list in lists {
            #expect(list.isDisjoint(with: Names.reservedTypeNames))
            #expect(list.isDisjoint(with: Names.keywords))
            #expect(list.allSatisfy { Names.isIdentifier($0) && $0.first?.isUppercase == true })
        }
        for (name, library) in [
            ("Unit", LibraryTypeNames.Library.foundation), ("Host", .foundation), ("Locale", .foundation),
            ("Expression", .foundation), ("DispatchQueue", .foundation), ("URLRequest", .appleFoundation),
            ("UndoManager", .appleFoundation), ("Result", .standardLibrary), ("Task", .standardLibrary),
            ("Regex", .standardLibrary),
        ] {
            #expect(LibraryTypeNames.library(of: name) == library, "\(name)")
        }
        #expect(LibraryTypeNames.library(of: "Date") == nil, "an error (FC202), not a warning")
    }

    @Test(arguments: [
        ("Schemas/Recipes.fcschema", "", "RecipeUnit"), ("Categories.fcschema", "", "CategoryUnit"),
        ("Boxes.fcschema", "", "BoxUnit"), ("Status.fcschema", "", "StatusUnit"),
        ("recipe_books.fcschema", "", "RecipeBookUnit"), ("Unit.fcschema", "", "UnitEnum"),
        ("Units.fcschema", "", "UnitEnum"), ("Recipes.fcschema", "record RecipeUnit {}\n", "UnitEnum"),
        ("Units.fcschema", "record UnitEnum {}\n", "UnitEnum2"),
    ])
    func theSuggestedNameIsTheFilesBaseNameInFrontOrTheKindBehind(_ path: String, _ other: String, _ expected: String) {
        let result = generate(other + "enum Unit fallback g { g }\n", path: path)
        #expect(result.diagnostics.map { LibraryTypeRenames.suggestion(in: $0.message) } == [expected])
    }
}
