import QuizRuntime

/// The fixed-point scales of two releases (`scoring.weight_digits`). A bundle writes weights,
/// initial scores and `bands` limits as integers in units of 10^-digits, so the amounts of two
/// releases compare, and print, in real units: `5` at 1 digit is `0.5`, the same number as
/// `50` at 2 digits. With 0 digits on both sides every amount is the integer it always was.
struct WeightScale {
    var oldDigits: Int
    var newDigits: Int

    init(oldDigits: Int, newDigits: Int) {
        self.oldDigits = oldDigits
        self.newDigits = newDigits
    }

    init(old: QuizBundle, new: QuizBundle) {
        self.init(oldDigits: old.scoring.weightDigits, newDigits: new.scoring.weightDigits)
    }

    /// Whether the old release's `old` and the new release's `new` are the same number.
    func same(old: Int, new: Int) -> Bool {
        // old / 10^oldDigits == new / 10^newDigits, cross-multiplied without overflow.
        let left = old.multipliedFullWidth(by: Self.power(newDigits))
        let right = new.multipliedFullWidth(by: Self.power(oldDigits))
        return left.high == right.high && left.low == right.low
    }

    /// An old amount in real units (`0.5`, `3`), as messages show it.
    func oldText(_ amount: Int) -> String { RangeAnchorMapping.text(amount, digits: oldDigits) }

    /// A new amount in real units.
    func newText(_ amount: Int) -> String { RangeAnchorMapping.text(amount, digits: newDigits) }

    /// 10^digits for the 0…3 digits a bundle allows (larger values are clamped: no bundle has them).
    static func power(_ digits: Int) -> Int {
        var value = 1
        for _ in 0..<Swift.min(Swift.max(digits, 0), 6) { value *= 10 }
        return value
    }
}
