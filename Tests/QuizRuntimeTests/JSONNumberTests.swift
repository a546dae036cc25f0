import Foundation
import Testing

@_spi(Tools) @testable import QuizRuntime

/// Numbers in RFC 8785 form: ECMAScript's Number-to-String, the same in the bundle writer
/// and in the hash.
@Suite("JSON numbers")
struct JSONNumberTests {
    /// Bit patterns of doubles and JavaScript's `String(x)` of each: RFC 8785's Appendix B,
    /// a few chosen values, then random bit patterns and random short decimals (from Node.js).
    static let vectors: [(UInt64, String)] = [
        (0x0000000000000000, "0"),
        (0x8000000000000000, "0"),
        (0x0000000000000001, "5e-324"),
        (0x8000000000000001, "-5e-324"),
        (0x7fefffffffffffff, "1.7976931348623157e+308"),
        (0xffefffffffffffff, "-1.7976931348623157e+308"),
        (0x4340000000000000, "9007199254740992"),
        (0xc340000000000000, "-9007199254740992"),
        (0x4430000000000000, "295147905179352830000"),
        (0x44b52d02c7e14af5, "9.999999999999997e+22"),
        (0x44b52d02c7e14af6, "1e+23"),
        (0x44b52d02c7e14af7, "1.0000000000000001e+23"),
        (0x444b1ae4d6e2ef4e, "999999999999999700000"),
        (0x444b1ae4d6e2ef4f, "999999999999999900000"),
        (0x444b1ae4d6e2ef50, "1e+21"),
        (0x3eb0c6f7a0b5ed8c, "9.999999999999997e-7"),
        (0x3eb0c6f7a0b5ed8d, "0.000001"),
        (0x41b3de4355555553, "333333333.3333332"),
        (0x41b3de4355555554, "333333333.33333325"),
        (0x41b3de4355555555, "333333333.3333333"),
        (0x41b3de4355555556, "333333333.3333334"),
        (0x41b3de4355555557, "333333333.33333343"),
        (0xbecbf647612f3696, "-0.0000033333333333333333"),
        (0x43143ff3c1cb0959, "1424953923781206.2"),
        (0x3e7ad7f29abcaf48, "1e-7"),
        (0x444b1ae4d6e2ef50, "1e+21"),
        (0x441ac53a7e04bcda, "123456789012345680000"),
        (0x3eb0c6f7a0b5ed8d, "0.000001"),
        (0x3fe0000000000000, "0.5"),
        (0x3ff0000000000000, "1"),
        (0xc000000000000000, "-2"),
        (0x3fb999999999999a, "0.1"),
        (0x3eb0c6f7a0b5ed8d, "0.000001"),
        (0x4415af1d78b58c40, "100000000000000000000"),
        (0x0000000000000001, "5e-324"),
        (0x89a33b23e7c52f38, "-3.053627292683421e-262"),
        (0xf537897867a72f87, "-4.417609366806929e+256"),
        (0x3166f62fd9feb3ce, "1.0396674670640586e-70"),
        (0xb6b201579acd527e, "-3.153839919235109e-45"),
        (0x5b3e82ec1c9a97cf, "3.38392305876856e+131"),
        (0xb345b99f921ae3aa, "-1.0562154208246995e-61"),
        (0x7aeb4af14a9e0367, "1.2682741336313748e+284"),
        (0x0407d83168b43c5e, "3.0584576204546112e-289"),
        (0xeae1b3d307068b6e, "-7.104281138315304e+206"),
        (0xbd83de8e07564773, "-2.258884101748641e-12"),
        (0x97471b24a64e4427, "-1.5455324750617084e-196"),
        (0x1259d0cb1c56ffb7, "2.8567049863280554e-220"),
        (0x07c398bbd9aa97c8, "2.8979774793776263e-271"),
        (0xc3e175dcc4209a3b, "-10065235246708808000"),
        (0xb3ac10f970cfe62f, "-8.73285260215005e-60"),
        (0x115d5595369f7546, "4.953122859964135e-225"),
        (0x81a62a7e95038b9c, "-1.034335787910575e-300"),
        (0x1d944d7d474b8c9b, "3.4429922612258664e-166"),
        (0x4cdd62bc8521ffb2, "1.8888392700702074e+62"),
        (0x9898eacc69bc6877, "-3.4952775405805076e-190"),
        (0xdfb327dfe770359a, "-1.0032685712806478e+153"),
        (0x7eaea8836c9ed74a, "1.6425292258162814e+302"),
        (0x86d437d1440a0842, "-9.12437162228156e-276"),
        (0x32f44d81a6385382, "3.0845796584006997e-63"),
        (0x576cd99080d71495, "1.38762501168741e+113"),
        (0x74e05d1cfd5ecff5, "9.597728929294952e+254"),
        (0x9a76ea25954cac9b, "-3.451402277229997e-181"),
        (0x8e6c28abc1dd0c16, "-3.3783815067036243e-239"),
        (0x52f9873d75d23360, "5.200202794930728e+91"),
        (0xa09cdad8fbb31945, "-1.377340656509314e-151"),
        (0x2ca961ca630b5763, "1.521027624354156e-93"),
        (0xcb4709f7a9439470, "-4.4133831939961346e+54"),
        (0xb10ccefdc957e4ed, "-2.0381333894796055e-72"),
        (0x5d9a9d07a420be33, "8.113314076118514e+142"),
        (0x5837e55b8e801107, "9.41547514688378e+116"),
        (0x6114861551ccae41, "4.508527325329714e+159"),
        (0x90d02ab2c7789b1a, "-1.0663188729876815e-227"),
        (0x87deb1b9f3d197e1, "-9.078223015791647e-271"),
        (0xa4a4df070dce3c82, "-3.675524828141849e-132"),
        (0xe7a03806eb414e43, "-1.4452649501341783e+191"),
        (0xa1e7d6e4db92af89, "-2.3864259491951317e-145"),
        (0x233551dcdd764df6, "4.475738012099034e-139"),
        (0xec12b4d6e2a993d5, "-3.9359290678348326e+212"),
        (0x09ed1cefea33d9a2, "7.396414862028697e-261"),
        (0xea79b8415d8b5170, "-8.063874641746104e+204"),
        (0x71b160edb638d28f, "4.526599099809319e+239"),
        (0x5eabf4b3e243af90, "1.1170713094540973e+148"),
        (0x86d2ea199645fe67, "-8.53606601146874e-276"),
        (0x1a3d61d82b3e25e8, "2.7659671425579533e-182"),
        (0x1ec7f0dc1dc5a380, "2.1285901265485934e-160"),
        (0xdde917e363bb5984, "-2.4479692141465352e+144"),
        (0xd4b3235b56abe80b, "-1.046496259046594e+100"),
        (0x5eac1ed62f63937c, "1.1236478954592157e+148"),
        (0xbd60ee1ff1b595ca, "-4.811845124509917e-13"),
        (0xe0739895886d6757, "-4.203837265690833e+156"),
        (0x8d3678ab4b577c59, "-5.1422474075680254e-245"),
        (0x64f4a9fdb6d0f943, "2.093400984530305e+178"),
        (0x1d1a81bdfe3066fb, "1.7559001871378952e-168"),
        (0x04c1650d1cf7bae6, "9.138856311972727e-286"),
        (0x04d0d43b9ecd22ac, "1.768330045322688e-285"),
        (0x21f6599f79507af5, "4.4746736620769184e-145"),
        (0x30b2926441207f28, "4.105972739652452e-74"),
        (0x7aa02d512e2e4c04, "4.698340276563413e+282"),
        (0xd12ccdf817bf8427, "-1.0929245305503486e+83"),
        (0x371516bccbf1f689, "2.364138296801464e-43"),
        (0xa0fdddb90fc43ac6, "-9.123905040141206e-150"),
        (0xe0658ae0b45d2686, "-2.3107006768040428e+156"),
        (0xcce33e8badcb020c, "-2.4739542451728016e+62"),
        (0x0ada4f5c58e2f5cb, "2.1903050183400885e-256"),
        (0x140d4760951352c5, "4.3485713266461513e-212"),
        (0x372d77973ca2b7f1, "6.606763850038192e-43"),
        (0x237ee33b34eeff82, "1.0374960950993549e-137"),
        (0x313cb20cebfd85ba, "1.6241082911829342e-71"),
        (0xcf876c62fafa9d8b, "-1.3243372672415909e+75"),
        (0xa441a154e00d9c7c, "-4.851200342958215e-134"),
        (0x5bb727152fa127d7, "6.573537095081797e+133"),
        (0x760298eabab90ff7, "2.8594131067894764e+260"),
        (0xbb2c69b9642ad1e1, "-1.175133520825457e-23"),
        (0xeaea2784f1b95f39, "-1.0496181702618688e+207"),
        (0x29494e9899053537, "8.418457626086463e-110"),
        (0x996000ea319d8cad, "-1.839033590502923e-186"),
        (0x1b3b527ae73f5e4a, "1.6856136517505664e-177"),
        (0x15d65e5823dbee5e, "1.7836121864676444e-203"),
        (0xd990e43cbbd14ed0, "-2.791565272013389e+123"),
        (0xa8e4184363607abd, "-1.0444672709262142e-111"),
        (0xd6b04a669ef27a73, "-3.8259234428203175e+109"),
        (0xb7893498c46230e5, "-3.616805564753309e-41"),
        (0x69f6a934aac51d8c, "2.7753349546901638e+202"),
        (0xd13d5c525d5d0cc6, "-2.2280463291398046e+83"),
        (0x43aed37ce0c732d4, "1110628173040151000"),
        (0xcd62b5d236ff7534, "-6.157556667091905e+64"),
        (0x028ea4986715aa8e, "2.342744133371727e-296"),
        (0x2c94491d5a6f68a7, "6.078120529114701e-94"),
        (0x597453ae7602d689, "8.398253680327338e+122"),
        (0xba3a88f6ce73a168, "-3.3491898745993413e-28"),
        (0xe4e7aecdc6de6c67, "-1.19961256144124e+178"),
        (0x3939b03749585a9e, "4.947395017078782e-33"),
        (0x55e1bfa7b037bec1, "5.088313734789671e+105"),
        (0x249f5ba1e6787fa8, "2.76114637078999e-132"),
        (0xd27de61bbe0e97cd, "-2.3791037161235885e+89"),
        (0x383c296a2185881f, "8.27600205514831e-38"),
        (0x4a946efb1fe134b3, "1.9112718077163493e+51"),
        (0xcb918dd21d60496f, "-1.0760562933266839e+56"),
        (0xe26f96d6f1f227cd, "-1.4552797745009702e+166"),
        (0xd143401f531342e4, "-2.9216644313141413e+83"),
        (0x54224b58a6b63393, "1.9538216735011145e+97"),
        (0xf9c850f4ffe9fddd, "-4.310447889410772e+278"),
        (0xcb279acd7fcac440, "-1.1304404589720879e+54"),
        (0x34afef7853b56365, "6.51213758509161e-55"),
        (0xc1bd7063b2286ee9, "-493904818.15794235"),
        (0x89bae74e831071ea, "-8.543842581408967e-262"),
        (0x25e6903ac2a1e069, "4.1665471690346864e-126"),
        (0xa72c0f2d5910177a, "-5.433108147701009e-120"),
        (0x2a651cea32a87ee0, "1.8411128246519248e-104"),
        (0xb2d7a0a38210a903, "-8.974259152753548e-64"),
        (0xd8d09e35c5fa2d67, "-6.704976433412367e+119"),
        (0x79bd15b387fa60f9, "2.577873812772651e+278"),
        (0x9f65057b1b9f9c09, "-1.913877397438664e-157"),
        (0x9aa401197de720c3, "-2.4104374223995776e-180"),
        (0xe670a7843a5b61db, "-2.830644505450926e+185"),
        (0x013d18e366d0bce0, "1.0607569026337942e-302"),
        (0x81489e5221526ff4, "-1.7949605512486005e-302"),
        (0x028318fb37f40ed8, "1.460066687954996e-296"),
        (0x07f63eba303adbd0, "2.6317029609497533e-270"),
        (0xc313db9298ada43d, "-1397361807681807.2"),
        (0x5561bfdd9e859089, "1.9877147091719656e+103"),
        (0x48ecdc39199f4f03, "2.01126562067699e+43"),
        (0xb36e1a01cdbbe64b, "-5.853832955988903e-61"),
        (0xd44c04a826dcfa27, "-1.196929846075673e+98"),
        (0x9ea6de70ffe04e34, "-5.083207365191721e-161"),
        (0xd1c69946b764d485, "-8.780372012776712e+85"),
        (0x0c0c63a2eb7edd5c, "1.2391013981921177e-250"),
        (0x9bca2cc7ea6642c4, "-8.26795266651076e-175"),
        (0xae9eed43f10c84f3, "-3.9799394122521305e-84"),
        (0xf6449727cfc605f3, "-5.065380957378677e+261"),
        (0x3d6705ab498c2084, "6.543287124342959e-13"),
        (0x54fa58c0899dda87, "2.305072487329202e+101"),
        (0x364688a7c7d97cb5, "3.083651711932153e-47"),
        (0xf6f15642394f2ca0, "-8.73471719060719e+264"),
        (0x39d0e819d4318b63, "3.33424764568463e-30"),
        (0x1866dfda6344b5ca, "4.010910475331465e-191"),
        (0xc739e2a5ca598374, "-1.3440438130479797e+35"),
        (0xc1c0c107c5c7efa7, "-562171787.5620011"),
        (0x96287232a1766a3a, "-6.237667727814111e-202"),
        (0xf060a6d5985c8d05, "-2.06816483197813e+233"),
        (0x92b275b2069a4ecd, "-1.307341109351498e-218"),
        (0x7ca609852f506a7b, "2.7489193184583867e+292"),
        (0xe61a10c08650db1e, "-6.922172129167717e+183"),
        (0x2aed9b61619d6d50, "6.6094484146562315e-102"),
        (0x3281999777e1e090, "2.0890210432514824e-65"),
        (0x43a2eb342c6bb5f8, "681620338800000000"),
        (0x4089e2b873e37c92, "828.34006479"),
        (0x41a3537ab0000000, "162119000"),
        (0x414c697000000000, "3724000"),
        (0x44743a124eb0fac4, "5.96991e+21"),
        (0x4105b89ede7438c8, "177939.858620113"),
        (0x3ff1200c157d8bd0, "1.07032402414983"),
        (0x3e7047bf3dfc0c5b, "6.0648701612945e-8"),
        (0x3fdc6bf302c17b60, "0.4440887"),
        (0x4374836365b5c3a8, "92383399450000000"),
        (0x4125aae000000000, "710000"),
        (0x4339cd9159e68d00, "7262898580000000"),
        (0x3d651c51ce3718e1, "6e-13"),
        (0x3e049da7e361ce4c, "6e-10"),
        (0x41bbc204a0000000, "465700000"),
        (0x42feb27ff8700000, "540032000000000"),
        (0x45eee142ffdbce8a, "7.6455e+28"),
        (0x3f7f24bb1b59c0b2, "0.00760338867768"),
        (0x45b1fd4c4991d9a9, "5.5674636563e+27"),
        (0x3cc82be28bba4e1a, "6.7089183e-16"),
        (0x442c8c6ea6eabd10, "263314021501870000000"),
        (0x46c49c4e52fb5e8c, "8.3606405115e+32"),
        (0x456be53c185655cc, "2.697882209e+26"),
        (0x412840a40288ce70, "794706.00495"),
        (0x46200504163d1cbf, "6.34601483e+29"),
        (0x4053a10a0437948e, "78.516236357"),
        (0x3e4fe9372a1ac668, "1.48597164047079e-8"),
        (0x4642d1b1a7701b5b, "2.9820081257654e+30"),
        (0x4264ac0b07f00000, "710286000000"),
        (0x4413aadc85cd9fb8, "90700000000000000000"),
        (0x42fc65f885253000, "499588588000000"),
        (0x467b508c4202126e, "3.462542e+31"),
        (0x40605adc6df4664d, "130.83940789923"),
        (0x3da4f6c3280b005e, "9.5332849699e-12"),
        (0x43a5b43d33dd6ded, "781971131786000000"),
        (0x3f3c8cf44a316c4b, "0.0004356476221738"),
        (0x40b2bd03ecaab8a6, "4797.01533"),
        (0x42d5e3d2b18cc800, "96272946443040"),
        (0x3b817ddc79f3ed00, "4.63e-22"),
        (0x3c1ad58d0c06e66d, "3.63671e-19"),
        (0x3f4c24cfe015d316, "0.000858880521419"),
        (0x3e262acc521ad2a6, "2.58059941544137e-9"),
        (0x3e3f3a8df52b2ca4, "7.271004981e-9"),
        (0x40092ce753daca46, "3.1469255973"),
        (0x428fa3204ff00000, "4348185280000"),
        (0x42f1479418bf4000, "303986000000000"),
        (0x4532932870ef52e3, "2.24555986336223e+25"),
        (0x42654096d17b8c29, "730223512540.38"),
        (0x41a897d4279dcdd5, "206301715.808211"),
        (0x4459df16e2994b1e, "1.90897554764281e+21"),
        (0x4268e2ec12e20000, "855090698000"),
        (0x3dd87a4696f823e1, "8.904913416229e-11"),
        (0x3e8372a18eed57b0, "1.44897235066885e-7"),
        (0x4480c570cb5c6a7a, "9.9e+21"),
        (0x476172a535e38857, "7.2475464491599e+35"),
        (0x3dbb204d8ca6dadf, "2.467112e-11"),
        (0x3fab4f3fd933e35c, "0.053339"),
        (0x3daedfb5c931aced, "1.40398094949523e-11"),
        (0x3db2b317011b758f, "1.70071596295624e-11"),
        (0x43b16354dbdfb67f, "1252938424666980000"),
    ]

    @Test func matchesECMAScript() {
        for (bits, expected) in Self.vectors {
            #expect(
                JSONNumber.ecmaScriptString(Double(bitPattern: bits)) == expected, "bits \(String(bits, radix: 16))")
        }
    }

    @Test func nonFiniteHasNoJSONForm() {
        #expect(JSONNumber.ecmaScriptString(.infinity) == nil)
        #expect(JSONNumber.ecmaScriptString(-.infinity) == nil)
        #expect(JSONNumber.ecmaScriptString(.nan) == nil)
    }

    /// For random doubles: the text reads back as the same double, no shorter digit string
    /// does, it has ECMAScript's layout, and it is its own canonical literal.
    @Test func randomDoublesRoundTripInShortestForm() {
        var bits = SplitMix64(seed: 20_261_124)  // seeded, so failures reproduce
        var checked = 0
        while checked < 20_000 {
            let x = Double(bitPattern: bits.next())
            guard x.isFinite else { continue }
            checked += 1
            guard let text = JSONNumber.ecmaScriptString(x) else { Issue.record("no text for \(x)"); continue }
            #expect(Double(text) == x || (x == 0 && text == "0"), "\(x) → \(text)")
            #expect(JSONNumber.canonicalLiteral(text) == text, "\(text)")
            // Layout: plain from 1e-7 (exclusive) to 1e21 (exclusive), exponent form outside.
            let magnitude = x.magnitude
            let plain = magnitude == 0 || (magnitude >= 1e-6 && magnitude < 1e21)
            #expect(text.contains("e") == !plain, "\(x) → \(text)")
            // Shortest: the digits with the last one dropped, rounded either way, are another double.
            var digits = Substring(text.split(separator: "e")[0].filter(\.isNumber).drop { $0 == "0" })
            while digits.last == "0" { digits.removeLast() }
            if digits.count > 1, let exact = Decimal(string: text) {
                let shorter = digits.count - 1
                for rounding in [NSDecimalNumber.RoundingMode.down, .up] {
                    var value = exact, rounded = Decimal()
                    // Significant-digit rounding via Decimal: scale so `shorter` digits are integral.
                    let scale = shorter - 1 - Int(floor(log10(magnitude)))
                    NSDecimalRound(&rounded, &value, scale, rounding)
                    #expect(Double("\(rounded)") != x, "\(x) → \(text) is not shortest: \(rounded) reads back too")
                }
            }
        }
    }

    /// Every decimal literal of at most 15 significant digits (what a double always holds)
    /// is carried exactly: its canonical literal has the same value.
    @Test func shortLiteralsRoundTrip() throws {
        var bits = SplitMix64(seed: 7)
        for _ in 0..<20_000 {
            let count = Int(bits.next() % 15) + 1
            var digits = String(bits.next() % 9 + 1)
            for _ in 1..<count { digits += String(bits.next() % 10) }
            let exponent = Int(bits.next() % 60) - 30
            let literal = (bits.next() % 2 == 0 ? "-" : "") + digits + "e" + String(exponent)
            let canonical = try #require(JSONNumber.canonicalLiteral(literal), "\(literal)")
            #expect(DecimalLiteral(canonical) == DecimalLiteral(literal), "\(literal) → \(canonical)")
            #expect(Double(canonical) == Double(literal))
        }
    }

    @Test func literalsADoubleCannotCarry() {
        #expect(JSONNumber.canonicalLiteral("0.30000000000000001") == nil)
        #expect(JSONNumber.canonicalLiteral("123456789012345678") == nil)
        #expect(JSONNumber.canonicalLiteral("1.00000000000000000001") == nil)
        #expect(JSONNumber.canonicalLiteral("1e400") == nil)
        #expect(JSONNumber.canonicalLiteral("1e-400") == nil)
        #expect(JSONNumber.canonicalLiteral("0.5.1") == nil)
        #expect(JSONNumber.canonicalLiteral("0.5") == "0.5")
        #expect(JSONNumber.canonicalLiteral("5e-1") == "0.5")
        #expect(JSONNumber.canonicalLiteral("1.0") == "1")
        #expect(JSONNumber.canonicalLiteral("-0.0") == "0")
        #expect(JSONNumber.canonicalLiteral("0.100000000000000000000") == "0.1")
        #expect(JSONNumber.canonicalLiteral("1e21") == "1e+21")
        #expect(JSONNumber.canonicalLiteral("0.0000001") == "1e-7")
    }

    @Test func writerUsesTheCanonicalForm() {
        let value = JSONValue.array([
            .number("5e-1"), .number("1.0"), .number("-0"), .number("12"), .number("1E21"), .number("0.000001"),
        ])
        #expect(JSONWriter.canonical.string(value) == "[0.5,1,0,12,1e+21,0.000001]")
        #expect(JSONWriter.prettySorted.string(.object([("a", .number("2.50"))])) == "{\n  \"a\": 2.5\n}\n")
    }
}

/// Fractions in a bundle's example answers.
@Suite("Bundle example numbers")
struct BundleExampleNumberTests {
    func animal(replacing old: String, with new: String) throws -> [UInt8] {
        let text = String(decoding: try goldenBundleBytes("animal.json"), as: UTF8.self)
        #expect(text.contains(old))
        return Array(text.replacingOccurrences(of: old, with: new).utf8)
    }

    @Test func fractionIsReadInItsCanonicalForm() throws {
        let bundle = try QuizBundle(
            jsonBytes: try animal(replacing: "\"morning_energy\": 5.5", with: "\"morning_energy\": 55e-1"))
        let answers = bundle.examples.flatMap(\.answers).filter { $0.key == "morning_energy" }.map(\.answer)
        #expect(answers.contains(.number("5.5")))
        // The same hash as the bundle as written, since the canonical form is the same.
        let original = try QuizBundle(jsonBytes: try goldenBundleBytes("animal.json"))
        #expect(bundle.hash() == original.hash())
        #expect(
            Scorer(bundle: bundle).score(bundle.examples[1].answers)
                == Scorer(bundle: original).score(original.examples[1].answers))
    }

    @Test func wholeNumberWrittenAsFractionIsAnInteger() throws {
        let bundle = try QuizBundle(
            jsonBytes: try animal(replacing: "\"morning_energy\": 5.5", with: "\"morning_energy\": 5.0"))
        #expect(bundle.examples[1].answers.contains { $0.key == "morning_energy" && $0.answer == .integer(5) })
    }

    @Test func fractionADoubleCannotCarryIsRejected() throws {
        #expect(throws: BundleError.self) {
            try QuizBundle(
                jsonBytes: try animal(
                    replacing: "\"morning_energy\": 5.5", with: "\"morning_energy\": 5.50000000000000001"))
        }
    }
}
