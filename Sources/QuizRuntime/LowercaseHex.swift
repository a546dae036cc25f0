/// Bytes as lowercase hexadecimal, two digits a byte: digests, cache keys, build ids.
package enum LowercaseHex {
    /// `bytes` as lowercase hexadecimal.
    package static func string(_ bytes: some Collection<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
