/// An answer as clients submit it.
public enum QuizAnswer: Sendable, Equatable {
    /// A scale value or a range number.
    case integer(Int)
    /// A `range` number that is not an integer, as a JSON number literal (`0.5`); the
    /// scorer reads it exactly, without floating point. Bundles hold it in its shortest
    /// round-trip form (`JSONNumber.canonicalLiteral`).
    case number(String)
    /// An option id, or a range anchor id.
    case option(String)
    /// Several option ids (`multiple`).
    case options([String])
}
