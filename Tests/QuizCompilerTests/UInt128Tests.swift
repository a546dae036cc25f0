import QuizCompiler
@_spi(Tools) import QuizRuntime
import Testing

/// The compiler's own `UInt128` (the standard library's needs iOS 18 / macOS 15).
@Suite("UInt128")
struct UInt128Tests {
    static let twoTo64 = UInt128(high: 1, low: 0)

    @Test func printsAndParsesDecimal() {
        #expect(UInt128.max.description == "340282366920938463463374607431768211455")
        #expect(Self.twoTo64.description == "18446744073709551616")
        #expect(UInt128(0).description == "0")
        #expect(UInt128("340282366920938463463374607431768211455") == .max)
        #expect(UInt128("340282366920938463463374607431768211456") == nil)
    }

    @Test func multipliesAcrossTheWordBoundary() {
        let most = UInt128(UInt64.max)
        // (2⁶⁴ − 1)² = 2¹²⁸ − 2⁶⁵ + 1
        #expect((most * most).description == "340282366920938463426481119284349108225")
        #expect(Self.twoTo64.multipliedReportingOverflow(by: Self.twoTo64) == (0, true))
        #expect(UInt128.max.multipliedReportingOverflow(by: 2) == (UInt128.max - 1, true))
        let full = UInt128.max.multipliedFullWidth(by: .max)  // (2¹²⁸ − 1)² = 2²⁵⁶ − 2¹²⁹ + 1
        #expect(full.high == .max - 1 && full.low == 1)
    }

    @Test func addsAndSubtractsWithCarries() {
        #expect(UInt128(UInt64.max) + 1 == Self.twoTo64)
        #expect(Self.twoTo64 - 1 == UInt128(UInt64.max))
        #expect(UInt128.max.addingReportingOverflow(1) == (0, true))
        #expect(UInt128(0).subtractingReportingOverflow(1) == (.max, true))
    }

    @Test func dividesWideValues() {
        let value = UInt128("123456789012345678901234567890123456789")!
        let divisor = UInt128("98765432109876543210")!
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
        #expect(quotient.description == "1249999988609375000")
        #expect(quotient * divisor + remainder == value && remainder < divisor)
        #expect(UInt128.max / 10 == UInt128("34028236692093846346337460743176821145"))
        #expect(UInt128.max % 10 == 5)
        #expect(UInt128(7).dividedReportingOverflow(by: 0) == (7, true))
    }

    @Test func convertsLikeTheOtherIntegers() {
        #expect(Double(UInt128.max) == 0x1p128)
        #expect(Double(Self.twoTo64 + 1) == 0x1p64)
        #expect(UInt128(exactly: -1) == nil)
        #expect(UInt128(truncatingIfNeeded: -1) == .max)
        #expect(UInt64(exactly: Self.twoTo64) == nil)
        #expect(UInt64(truncatingIfNeeded: Self.twoTo64 + 5) == 5)
        #expect(UInt128(exactly: 0x1p127) == UInt128(high: 1 << 63, low: 0))
        #expect(UInt128(exactly: 0x1p128) == nil)
        #expect(UInt128(truncatingIfNeeded: Int8(-2)) == UInt128.max - 1)
        #expect(UInt128(truncatingIfNeeded: UInt128(high: 7, low: 9)) == UInt128(high: 7, low: 9))
        #expect(UInt128(truncatingIfNeeded: UInt32.max) == UInt128(UInt64(UInt32.max)))
        #expect(UInt32(truncatingIfNeeded: UInt128(high: 1, low: 0x1_0000_0003)) == 3)
        let words = Array(UInt128(high: 0xAAAA, low: 0x5555).words)
        #expect(words == (UInt.bitWidth == 64 ? [0x5555, 0xAAAA] : [0x5555, 0, 0xAAAA, 0]))
    }

    /// Generic code (the analysis's count types) converts through the protocol's requirement.
    @Test func convertsInGenericCode() {
        func convert<From: BinaryInteger, To: FixedWidthInteger>(_ value: From, to: To.Type) -> To { To(truncatingIfNeeded: value) }
        #expect(convert(UInt128(high: 3, low: 4), to: UInt64.self) == 4)
        #expect(convert(UInt128(high: 3, low: 4), to: UInt128.self) == UInt128(high: 3, low: 4))
        #expect(convert(-1 as Int, to: UInt128.self) == .max)
        #expect(convert(UInt64.max, to: UInt128.self) == UInt128(UInt64.max))
    }

    @Test func shiftsAndCountsBits() {
        #expect(UInt128(1) << 127 == UInt128(high: 1 << 63, low: 0))
        #expect(UInt128(1) << 128 == 0)
        #expect(UInt128.max >> 100 == UInt128((1 << 28) - 1))
        #expect(Self.twoTo64.trailingZeroBitCount == 64 && Self.twoTo64.leadingZeroBitCount == 63)
        #expect(UInt128.max.nonzeroBitCount == 128 && UInt128(0).leadingZeroBitCount == 128)
        #expect(UInt128(high: 1, low: 2).byteSwapped == UInt128(high: 2 << 56, low: 1 << 56))
    }

    /// Random operands of every shape, checked against the standard library's type where the
    /// system has it.
    @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
    @Test func agreesWithTheStandardLibrary() {
        var random = SplitMix64(seed: 128)
        func draw() -> Swift.UInt128 {
            let a = random.next(), b = random.next()
            switch random.next() % 5 {
            case 0: return Swift.UInt128(a % 16)
            case 1: return Swift.UInt128(a)
            case 2: return Swift.UInt128.max - Swift.UInt128(a % 4)
            case 3: return Swift.UInt128(a) << (b % 128)
            default: return Swift.UInt128(a) << 64 | Swift.UInt128(b)
            }
        }
        func ours(_ value: Swift.UInt128) -> UInt128 {
            UInt128(high: UInt64(truncatingIfNeeded: value >> 64), low: UInt64(truncatingIfNeeded: value))
        }
        for _ in 0..<5_000 {
            let a = draw(), b = draw()
            let x = ours(a), y = ours(b)
            let sum = a.addingReportingOverflow(b), product = a.multipliedReportingOverflow(by: b)
            #expect(x.addingReportingOverflow(y) == (ours(sum.partialValue), sum.overflow))
            #expect(x.multipliedReportingOverflow(by: y) == (ours(product.partialValue), product.overflow))
            #expect(Array(x.words) == Array(a.words) && UInt128(truncatingIfNeeded: Int64(truncatingIfNeeded: a)) == ours(Swift.UInt128(truncatingIfNeeded: Int64(truncatingIfNeeded: a))))
            let full = a.multipliedFullWidth(by: b)
            #expect(x.multipliedFullWidth(by: y) == (ours(full.high), ours(full.low)))
            #expect((x < y) == (a < b) && (x == y) == (a == b))
            #expect(x.description == a.description && Double(x) == Double(a))
            if b != 0 {
                #expect(x / y == ours(a / b) && x % y == ours(a % b))
                let high = draw() % b
                let wide = b.dividingFullWidth((high, a))
                #expect(y.dividingFullWidth((ours(high), x)) == (ours(wide.quotient), ours(wide.remainder)))
            }
        }
    }
}
