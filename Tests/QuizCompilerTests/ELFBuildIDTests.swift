import Testing

@_spi(Tools) @testable import QuizCompiler

/// The ELF note reader on crafted images: it finds the build-id where `readelf -n` does, and
/// any image that is cut short or lies about its sizes gives `nil`, never a trap or a read
/// past the bounds.
@Suite("ELF build-id reader")
struct ELFBuildIDTests {
    static let id: [UInt8] = Array(0x10..<0x24)  // 20 bytes, like a SHA-1 build-id

    /// Little- or big-endian bytes of `value`.
    static func bytes(_ value: UInt64, _ width: Int, little: Bool) -> [UInt8] {
        let ordered = (0..<width).map { UInt8(truncatingIfNeeded: value >> UInt64(8 * $0)) }
        return little ? ordered : ordered.reversed()
    }

    /// One note: sizes, type, name and descriptor, each padded to 4 bytes.
    static func note(
        name: [UInt8], type: UInt32, desc: [UInt8], little: Bool = true,
        nameSize: UInt32? = nil, descSize: UInt32? = nil
    ) -> [UInt8] {
        func pad(_ b: [UInt8]) -> [UInt8] { b + Array(repeating: 0, count: (4 - b.count % 4) % 4) }
        return bytes(UInt64(nameSize ?? UInt32(name.count)), 4, little: little)
            + bytes(UInt64(descSize ?? UInt32(desc.count)), 4, little: little)
            + bytes(UInt64(type), 4, little: little) + pad(name) + pad(desc)
    }

    static let gnu: [UInt8] = [0x47, 0x4E, 0x55, 0x00]
    static let buildIDNote = note(name: gnu, type: 3, desc: id)
    /// NT_GNU_ABI_TAG: a GNU note that is not a build-id.
    static let abiTagNote = note(name: gnu, type: 1, desc: [0, 0, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0])

    /// An ELF image: the header, one program header per segment (a `PT_LOAD` first, then a
    /// `PT_NOTE` per note segment), then the segments.
    static func image(
        is64: Bool = true, little: Bool = true, notes: [[UInt8]], fileSize: UInt64? = nil,
        count: UInt16? = nil, entrySize: UInt16? = nil, programHeaders: UInt64? = nil
    ) -> [UInt8] {
        let headerSize = is64 ? 64 : 52, phSize = is64 ? 56 : 32
        let segments = [[UInt8]()] + notes
        var data = [UInt8](repeating: 0, count: headerSize)
        data.replaceSubrange(0..<6, with: [0x7F, 0x45, 0x4C, 0x46, is64 ? 2 : 1, little ? 1 : 2])
        func put(_ value: UInt64, _ width: Int, at: Int, in target: inout [UInt8]) {
            target.replaceSubrange(at..<at + width, with: bytes(value, width, little: little))
        }
        put(programHeaders ?? UInt64(headerSize), is64 ? 8 : 4, at: is64 ? 32 : 28, in: &data)
        put(UInt64(entrySize ?? UInt16(phSize)), 2, at: is64 ? 54 : 42, in: &data)
        put(UInt64(count ?? UInt16(segments.count)), 2, at: is64 ? 56 : 44, in: &data)
        var offset = headerSize + phSize * segments.count
        var table: [UInt8] = []
        for (index, segment) in segments.enumerated() {
            var entry = [UInt8](repeating: 0, count: phSize)
            put(index == 0 ? 1 : 4, 4, at: 0, in: &entry)
            put(UInt64(offset), is64 ? 8 : 4, at: is64 ? 8 : 4, in: &entry)
            put(fileSize ?? UInt64(segment.count), is64 ? 8 : 4, at: is64 ? 32 : 16, in: &entry)
            put(4, is64 ? 8 : 4, at: is64 ? 48 : 28, in: &entry)
            table += entry
            offset += segment.count
        }
        return data + table + segments.joined()
    }

    /// The reader over an in-memory image: `nil` for any range not wholly inside it.
    static func find(_ image: [UInt8]) -> [UInt8]? {
        ELFBuildID.find { offset, count in
            guard offset <= UInt64(image.count), count <= image.count - Int(offset) else { return nil }
            return Array(image[Int(offset)..<Int(offset) + count])
        }
    }

    @Test func findsTheBuildIDInEveryClassAndByteOrder() {
        for is64 in [true, false] {
            for little in [true, false] {
                let notes =
                    Self.note(name: Self.gnu, type: 1, desc: [1, 2, 3, 4], little: little)
                    + Self.note(name: Self.gnu, type: 3, desc: Self.id, little: little)
                #expect(
                    Self.find(Self.image(is64: is64, little: little, notes: [notes])) == Self.id,
                    "64-bit \(is64), little \(little)")
            }
        }
        // In the second note segment, after one without it.
        #expect(Self.find(Self.image(notes: [Self.abiTagNote, Self.buildIDNote])) == Self.id)
        // A note of another owner with type 3 is not a build-id.
        #expect(Self.find(Self.image(notes: [Self.note(name: Array("Go\0".utf8), type: 3, desc: Self.id)])) == nil)
    }

    @Test func noBuildIDGivesNil() {
        #expect(Self.find(Self.image(notes: [])) == nil)
        #expect(Self.find(Self.image(notes: [Self.abiTagNote])) == nil)
        #expect(Self.find([]) == nil)
        #expect(Self.find(Array("#!/bin/sh\necho hello\n".utf8)) == nil)
        #expect(Self.find(Array(Self.image(notes: [Self.buildIDNote]).prefix(16))) == nil)
    }

    @Test func truncatedNotesGiveNil() {
        let whole = Self.image(notes: [Self.buildIDNote])
        // The file ends inside the note segment.
        for cut in 1..<Self.buildIDNote.count { #expect(Self.find(Array(whole.dropLast(cut))) == nil, "cut \(cut)") }
        // The segment ends inside the note (its size says less than the note needs).
        for size in 1..<UInt64(Self.buildIDNote.count - 3) {
            #expect(Self.find(Self.image(notes: [Self.buildIDNote], fileSize: size)) == nil, "size \(size)")
        }
        #expect(ELFBuildID.buildID(inNotes: Array(Self.buildIDNote.dropLast(4)), little: true, alignment: 4) == nil)
    }

    @Test func hugeSizesGiveNil() {
        let huge: [UInt32] = [0xFFFF_FFFF, 0x8000_0000, 0x7FFF_FFFF, 0xFFFF_FFF0]
        for size in huge {
            #expect(
                Self.find(Self.image(notes: [Self.note(name: Self.gnu, type: 3, desc: Self.id, descSize: size)])) == nil
            )
            #expect(
                Self.find(Self.image(notes: [Self.note(name: Self.gnu, type: 3, desc: Self.id, nameSize: size)])) == nil
            )
            for alignment in [4, 8] {
                #expect(
                    ELFBuildID.buildID(
                        inNotes: Self.note(name: Self.gnu, type: 3, desc: Self.id, descSize: size), little: true,
                        alignment: alignment) == nil)
            }
        }
        #expect(Self.find(Self.image(notes: [Self.buildIDNote], fileSize: .max)) == nil)
        #expect(Self.find(Self.image(notes: [Self.buildIDNote], fileSize: 1 << 40)) == nil)
        #expect(Self.find(Self.image(notes: [Self.buildIDNote], count: 0xFFFF)) == nil)
        #expect(Self.find(Self.image(notes: [Self.buildIDNote], entrySize: 0xFFFF)) == nil)
        #expect(Self.find(Self.image(notes: [Self.buildIDNote], entrySize: 8)) == nil)
        #expect(Self.find(Self.image(notes: [Self.buildIDNote], programHeaders: .max)) == nil)
        #expect(Self.find(Self.image(notes: [Self.buildIDNote], programHeaders: .max - 10)) == nil)
        // A build-id longer than any linker writes.
        #expect(
            Self.find(Self.image(notes: [Self.note(name: Self.gnu, type: 3, desc: Array(repeating: 7, count: 4096))]))
                == nil)
    }
}
