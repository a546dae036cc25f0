import QuizCodegen
import Testing

@_spi(Tools) @testable import QuizCompiler

/// How ids become Swift names (docs/codegen.md, "Names"); the naming fixture's golden file
/// (Golden/Class.swift) shows the collisions compile.
@Suite("quizc generate swift: names")
struct SwiftNamesTests {
    @Test func idsReadAsSwiftNames() {
        #expect(SwiftNames.upperCamel("fitcircle-persona") == "FitcirclePersona")
        #expect(SwiftNames.upperCamel("big-five") == "BigFive")
        #expect(SwiftNames.upperCamel("primaryGoal") == "PrimaryGoal")
        #expect(SwiftNames.lowerCamel("lose_weight") == "loseWeight")
        #expect(SwiftNames.lowerCamel("primaryGoal") == "primaryGoal")
        #expect(SwiftNames.lowerCamel("ENFJ") == "enfj")
        #expect(SwiftNames.lowerCamel("N1") == "n1")
        #expect(SwiftNames.lowerCamel("ei-1") == "ei1")
        #expect(SwiftNames.lowerCamel("under-30") == "under30")
        #expect(SwiftNames.lowerCamel("über_alles") == "überAlles")
    }

    @Test func digitsAndSeparatorsStayReadable() {
        #expect(SwiftNames.lowerCamel("30-60") == "_30To60")
        #expect(SwiftNames.lowerCamel("30_60") == "_30And60")
        #expect(SwiftNames.lowerCamel("1.5") == "_1Point5")
        #expect(SwiftNames.lowerCamel("!!!") == "value")
    }

    @Test func keywordsAreEscapedAndTakenNamesNumbered() {
        #expect(SwiftNames.escaped("default") == "`default`")
        #expect(SwiftNames.escaped("casey") == "casey")
        #expect(
            SwiftNames.unique(["big_one", "bigOne", "big-one"], name: SwiftNames.lowerCamel) == [
                "bigOne", "bigOne2", "bigOne3",
            ])
        // A suffixed name never takes another id's own name.
        #expect(SwiftNames.unique(["a-b", "aB", "aB2"], name: SwiftNames.lowerCamel) == ["aB", "aB3", "aB2"])
        #expect(
            SwiftNames.unique(["self", "allCases"], reserved: ["self", "allCases"], name: SwiftNames.lowerCamel) == [
                "self2", "allCases2",
            ])
    }

    @Test func integerTypesAreNamedByTheirValues() {
        #expect(SwiftNaming.integerTypeName([1, 2, 3, 4, 5], isRange: false) == "Scale1To5")
        #expect(SwiftNaming.integerTypeName([-2, 0, 2], isRange: false) == "ScaleMinus2Or0Or2")
        #expect(SwiftNaming.integerTypeName([0, 10], isRange: true) == "Range0To10")
    }
}
