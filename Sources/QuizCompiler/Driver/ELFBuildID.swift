import Foundation

/// The GNU build-id of an ELF file (what `readelf -n` prints as "Build ID"): the linker's hash
/// of the linked output, in a note named "GNU" of type 3 (`NT_GNU_BUILD_ID`) in a `PT_NOTE`
/// segment. Read with a few small bounded reads: the ELF header, the program headers and the
/// note segments, each of a bounded size. A file that is not ELF, is cut short, holds sizes
/// that do not fit it, or has no build-id gives `nil`, never a trap.
enum ELFBuildID {
    /// Program headers read at most (a linked executable has about a dozen).
    static let maxProgramHeaders = 512
    /// Bytes of one note segment read at most (the build-id note is 36 bytes for SHA-1).
    static let maxNoteSegmentBytes = 1 << 16
    /// Bytes of a build-id accepted at most (linkers write 8 to 32).
    static let maxBuildIDBytes = 64

    /// The build-id of the file at `path`, or `nil`.
    static func read(path: String) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return find { offset, count in
            guard (try? handle.seek(toOffset: offset)) != nil,
                let data = try? handle.read(upToCount: count), data.count == count
            else { return nil }
            return Array(data)
        }
    }

    /// The build-id of the ELF image `read` gives bytes of (`read(offset, count)` returns
    /// exactly `count` bytes, or `nil` when the file is shorter).
    static func find(read: (UInt64, Int) -> [UInt8]?) -> [UInt8]? {
        guard let ident = read(0, 16), ident[0..<4] == [0x7F, 0x45, 0x4C, 0x46] else { return nil }
        let is64: Bool
        switch ident[4] {
        case 1: is64 = false;
        case 2: is64 = true;
        default: return nil
        }
        let little: Bool
        switch ident[5] {
        case 1: little = true;
        case 2: little = false;
        default: return nil
        }
        guard let header = read(0, is64 ? 64 : 52) else { return nil }
        let fields = Fields(bytes: header, little: little)
        let programHeaders = is64 ? fields.u64(32) : UInt64(fields.u32(28))
        let entrySize = Int(fields.u16(is64 ? 54 : 42))
        let count = Int(fields.u16(is64 ? 56 : 44))
        // 0xFFFF (PN_XNUM) means the count is elsewhere: more than any executable needs.
        guard count > 0, count <= maxProgramHeaders, entrySize >= (is64 ? 56 : 32), entrySize <= 256,
            let table = read(programHeaders, count * entrySize)
        else { return nil }
        for index in 0..<count {
            let entry = Fields(bytes: Array(table[index * entrySize..<(index + 1) * entrySize]), little: little)
            guard entry.u32(0) == 4 else { continue }  // PT_NOTE
            let offset = is64 ? entry.u64(8) : UInt64(entry.u32(4))
            let size = is64 ? entry.u64(32) : UInt64(entry.u32(16))
            let align = is64 ? entry.u64(48) : UInt64(entry.u32(28))
            guard size > 0, size <= UInt64(maxNoteSegmentBytes), let notes = read(offset, Int(size)) else { continue }
            if let id = buildID(inNotes: notes, little: little, alignment: align == 8 ? 8 : 4) { return id }
        }
        return nil
    }

    /// The descriptor of the first note named "GNU" of type 3 in a note segment's bytes, or
    /// `nil` (none, or a note whose sizes run past the segment).
    static func buildID(inNotes notes: [UInt8], little: Bool, alignment: Int) -> [UInt8]? {
        let fields = Fields(bytes: notes, little: little)
        var at = 0
        while notes.count - at >= 12 {
            let nameSize = Int(fields.u32(at)), descSize = Int(fields.u32(at + 4)), type = fields.u32(at + 8)
            let nameStart = at + 12
            guard nameSize <= notes.count - nameStart else { return nil }
            let descStart = nameStart + padded(nameSize, alignment)
            guard descStart <= notes.count, descSize <= notes.count - descStart else { return nil }
            if type == 3, nameSize == 4, notes[nameStart..<nameStart + 4] == [0x47, 0x4E, 0x55, 0x00] {
                guard descSize > 0, descSize <= maxBuildIDBytes else { return nil }
                return Array(notes[descStart..<descStart + descSize])
            }
            at = descStart + padded(descSize, alignment)
        }
        return nil
    }

    static func padded(_ size: Int, _ alignment: Int) -> Int {
        (size + alignment - 1) / alignment * alignment
    }

    /// Unsigned integers of the file's byte order at byte offsets of `bytes` (the callers
    /// check that the offsets are inside).
    struct Fields {
        var bytes: [UInt8]
        var little: Bool

        func u16(_ at: Int) -> UInt16 { UInt16(truncatingIfNeeded: value(at, 2)) }
        func u32(_ at: Int) -> UInt32 { UInt32(truncatingIfNeeded: value(at, 4)) }
        func u64(_ at: Int) -> UInt64 { value(at, 8) }

        private func value(_ at: Int, _ width: Int) -> UInt64 {
            var result: UInt64 = 0
            for index in 0..<width {
                let byte = UInt64(bytes[little ? at + width - 1 - index : at + index])
                result = result << 8 | byte
            }
            return result
        }
    }
}
