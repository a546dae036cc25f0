import Foundation
import QuizFileSystem
import Testing

/// How quizc replaces a file (what `lint --fix` and `translations` write through): the
/// file keeps its mode, owner and hard links, a file without write permission is left
/// alone (also by root).
@Suite("Replacing a file")
struct AtomicReplaceTests {
    /// A fresh folder with `name` holding `text`: the folder's and the file's paths.
    static func file(_ name: String = "a.quiz.yaml", _ text: String = "old\n") throws -> (String, String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("quizc-replace-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return (folder.path, path)
    }

    static func status(_ path: String) throws -> stat {
        var info = stat()
        try #require(lstat(path, &info) == 0)
        return info
    }

    static func text(_ path: String) -> String {
        String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
    }

    @Test func theFileKeepsItsModeAndOwner() throws {
        let (_, path) = try Self.file()
        try #require(chmod(path, 0o640) == 0)
        // Root can give the file to another user; anyone else keeps their own.
        let owner: (uid_t, gid_t) = geteuid() == 0 ? (65534, 65534) : (geteuid(), getegid())
        try #require(chown(path, owner.0, owner.1) == 0)
        try AtomicReplace.write(Array("new\n".utf8), to: path)
        let info = try Self.status(path)
        #expect(Self.text(path) == "new\n")
        #expect(info.st_mode & 0o7777 == 0o640)
        #expect(info.st_uid == owner.0 && info.st_gid == owner.1)
    }

    @Test func aHardLinkedFileIsRewrittenInPlaceSoEveryLinkSeesIt() throws {
        let (folder, path) = try Self.file()
        let other = folder + "/linked.yaml"
        try #require(link(path, other) == 0)
        let inode = try Self.status(path).st_ino
        try AtomicReplace.write(Array("a longer new text\n".utf8), to: path)
        #expect(Self.text(path) == "a longer new text\n" && Self.text(other) == "a longer new text\n")
        let info = try Self.status(path)
        #expect(info.st_ino == inode && info.st_nlink == 2)
        try AtomicReplace.write(Array("short\n".utf8), to: other)
        #expect(Self.text(path) == "short\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["a.quiz.yaml", "linked.yaml"])
    }

    /// The contract is the write bit, not `access(2)` alone, which lets root write anything.
    @Test func aFileWithoutWritePermissionIsLeftAloneEvenByRoot() throws {
        let (folder, path) = try Self.file()
        try #require(chmod(path, 0o444) == 0)
        #expect(throws: AtomicReplace.Failure.self) { try AtomicReplace.write(Array("new\n".utf8), to: path) }
        do {
            try AtomicReplace.write(Array("new\n".utf8), to: path)
        } catch {
            #expect(
                error.description
                    == "\(path) has no write permission (mode 0444), so it was left alone: quizc never rewrites a "
                    + "read-only file; make it writable (chmod u+w) if it should change")
        }
        let mode = try Self.status(path).st_mode & 0o7777
        #expect(Self.text(path) == "old\n" && mode == 0o444)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.quiz.yaml"])
    }
}
