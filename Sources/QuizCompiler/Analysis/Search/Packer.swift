struct Packer {
    let features: Int
    let bits: Int
    let offset: Int

    func pack(_ state: [Int]) -> PackedState {
        var key = PackedState(low: 0, high: 0)
        let mask = UInt64((1 << bits) - 1)
        for feature in 0..<features {
            let code = SearchMarks.isEliminated(state[feature]) ? mask : UInt64(state[feature] + offset)
            let position = feature * bits
            if position < 64 {
                key.low |= code << UInt64(position)
                if position + bits > 64 { key.high |= code >> UInt64(64 - position) }
            } else {
                key.high |= code << UInt64(position - 64)
            }
        }
        return key
    }

    func unpack(_ key: PackedState, into state: inout [Int]) {
        let mask = UInt64((1 << bits) - 1)
        for feature in 0..<features {
            let position = feature * bits
            var code: UInt64
            if position < 64 {
                code = key.low >> UInt64(position)
                if position + bits > 64 { code |= key.high << UInt64(64 - position) }
            } else {
                code = key.high >> UInt64(position - 64)
            }
            code &= mask
            state[feature] = code == mask ? SearchMarks.eliminated : Int(code) - offset
        }
    }
}
