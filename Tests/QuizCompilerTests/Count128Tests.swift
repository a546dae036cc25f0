@_spi(Tools) import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The compiler's own `Count128` (the standard library's `UInt128` needs iOS 18 / macOS 15).
@Suite("Count128")
struct Count128Tests {
    static let twoTo64 = Count128(high: 1, low: 0)

    @Test func printsAndParsesDecimal() {
        #expect(Count128.max.description == "340282366920938463463374607431768211455")
        #expect(Self.twoTo64.description == "18446744073709551616")
        #expect(Count128(0).description == "0")
        #expect(Count128("340282366920938463463374607431768211455") == .max)
        #expect(Count128("340282366920938463463374607431768211456") == nil)
    }

    @Test func multipliesAcrossTheWordBoundary() {
        let most = Count128(UInt64.max)
        // (2⁶⁴ − 1)² = 2¹²⁸ − 2⁶⁵ + 1
        #expect((most * most).description == "340282366920938463426481119284349108225")
        #expect(Self.twoTo64.multipliedReportingOverflow(by: Self.twoTo64) == (0, true))
        #expect(Count128.max.multipliedReportingOverflow(by: 2) == (Count128.max - 1, true))
        let full = Count128.max.multipliedFullWidth(by: .max)  // (2¹²⁸ − 1)² = 2²⁵⁶ − 2¹²⁹ + 1
        #expect(full.high == .max - 1 && full.low == 1)
    }

    @Test func addsAndSubtractsWithCarries() {
        #expect(Count128(UInt64.max) + 1 == Self.twoTo64)
        #expect(Self.twoTo64 - 1 == Count128(UInt64.max))
        #expect(Count128.max.addingReportingOverflow(1) == (0, true))
        #expect(Count128(0).subtractingReportingOverflow(1) == (.max, true))
    }

    @Test func dividesWideValues() {
        let value = Count128("123456789012345678901234567890123456789")!
        let divisor = Count128("98765432109876543210")!
        let (quotient, remainder) = value.quotientAndRemainder(dividingBy: divisor)
        #expect(quotient.description == "1249999988609375000")
        #expect(quotient * divisor + remainder == value && remainder < divisor)
        #expect(Count128.max / 10 == Count128("34028236692093846346337460743176821145"))
        #expect(Count128.max % 10 == 5)
        #expect(Count128(7).dividedReportingOverflow(by: 0) == (7, true))
    }

    @Test func convertsLikeTheOtherIntegers() {
        #expect(Double(Count128.max) == 0x1p128)
        #expect(Double(Self.twoTo64 + 1) == 0x1p64)
        #expect(Count128(exactly: -1) == nil)
        #expect(Count128(truncatingIfNeeded: -1) == .max)
        #expect(UInt64(exactly: Self.twoTo64) == nil)
        #expect(UInt64(truncatingIfNeeded: Self.twoTo64 + 5) == 5)
        #expect(Count128(exactly: 0x1p127) == Count128(high: 1 << 63, low: 0))
        #expect(Count128(exactly: 0x1p128) == nil)
        #expect(Count128(truncatingIfNeeded: Int8(-2)) == Count128.max - 1)
        #expect(Count128(truncatingIfNeeded: Count128(high: 7, low: 9)) == Count128(high: 7, low: 9))
        #expect(Count128(truncatingIfNeeded: UInt32.max) == Count128(UInt64(UInt32.max)))
        #expect(UInt32(truncatingIfNeeded: Count128(high: 1, low: 0x1_0000_0003)) == 3)
        let words = Array(Count128(high: 0xAAAA, low: 0x5555).words)
        // The words for this platform's word size, chosen at compile time (a run-time test of
        // `UInt.bitWidth` leaves a branch the compiler warns will never be executed).
        #if _pointerBitWidth(_64)
        let expected: [UInt] = [0x5555, 0xAAAA]
        #else
        let expected: [UInt] = [0x5555, 0, 0xAAAA, 0]
        #endif
        #expect(words == expected)
    }

    /// Generic code (the analysis's count types) converts through the protocol's requirement.
    @Test func convertsInGenericCode() {
        func convert<From: BinaryInteger, To: FixedWidthInteger>(_ value: From, to: To.Type) -> To {
            To(truncatingIfNeeded: value)
        }
        #expect(convert(Count128(high: 3, low: 4), to: UInt64.self) == 4)
        #expect(convert(Count128(high: 3, low: 4), to: Count128.self) == Count128(high: 3, low: 4))
        #expect(convert(-1 as Int, to: Count128.self) == .max)
        #expect(convert(UInt64.max, to: Count128.self) == Count128(UInt64.max))
    }

    @Test func shiftsAndCountsBits() {
        #expect(Count128(1) << 127 == Count128(high: 1 << 63, low: 0))
        #expect(Count128(1) << 128 == 0)
        #expect(Count128.max >> 100 == Count128((1 << 28) - 1))
        #expect(Self.twoTo64.trailingZeroBitCount == 64 && Self.twoTo64.leadingZeroBitCount == 63)
        #expect(Count128.max.nonzeroBitCount == 128 && Count128(0).leadingZeroBitCount == 128)
        #expect(Count128(high: 1, low: 2).byteSwapped == Count128(high: 2 << 56, low: 1 << 56))
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
        func ours(_ value: Swift.UInt128) -> Count128 {
            Count128(high: UInt64(truncatingIfNeeded: value >> 64), low: UInt64(truncatingIfNeeded: value))
        }
        for _ in 0..<5_000 {
            let a = draw(), b = draw()
            let x = ours(a), y = ours(b)
            let sum = a.addingReportingOverflow(b), product = a.multipliedReportingOverflow(by: b)
            #expect(x.addingReportingOverflow(y) == (ours(sum.partialValue), sum.overflow))
            #expect(x.multipliedReportingOverflow(by: y) == (ours(product.partialValue), product.overflow))
            #expect(
                Array(x.words) == Array(a.words)
                    && Count128(truncatingIfNeeded: Int64(truncatingIfNeeded: a))
                        == ours(Swift.UInt128(truncatingIfNeeded: Int64(truncatingIfNeeded: a)))
            )
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
