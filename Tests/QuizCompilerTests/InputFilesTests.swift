import Foundation
import Testing

@_spi(Tools) @testable import QuizCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `InputFiles.read` stops at the size limit whatever the input, and learns a regular
/// file's size before reading it; `expand` walks folders for regular files only.
@Suite("Input files: bounded reads, regular-file walks")
struct InputFilesTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("quizc-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aRegularFileOverTheLimitIsJudgedByItsSize() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("sparse.yaml").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let descriptor = open(path, O_WRONLY)
        #expect(ftruncate(descriptor, 1 << 40) == 0 || ftruncate(descriptor, 1 << 32) == 0)
        var info = stat()
        fstat(descriptor, &info)
        close(descriptor)
        #expect(InputFiles.read(path, limit: 100) == .success(.tooLarge(size: Int(info.st_size))))
    }

    @Test func contentUpToTheLimitIsRead() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("a.yaml").path
        let bytes = [UInt8](repeating: 0x61, count: 200_000)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        #expect(InputFiles.read(path, limit: 200_000) == .success(.bytes(bytes)))
        #expect(InputFiles.read(path, limit: 199_999) == .success(.tooLarge(size: 200_000)))
        #expect(InputFiles.read(path, limit: 0) == .success(.tooLarge(size: 200_000)))
    }

    @Test func anEndlessDeviceStopsOneBytePastTheLimit() {
        #expect(InputFiles.read("/dev/zero", limit: 1000) == .success(.tooLarge(size: nil)))
        #expect(InputFiles.read("/dev/zero", limit: 0) == .success(.tooLarge(size: nil)))
        #expect(InputFiles.read("/dev/null", limit: 1000) == .success(.bytes([])))
    }

    @Test func aFIFOWithoutAWriterIsAnErrorNotAWait() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.appendingPathComponent("pipe.yaml").path
        #expect(mkfifo(path, 0o644) == 0)
        guard case .failure(let error) = InputFiles.read(path, limit: 1000) else {
            Issue.record("a FIFO without a writer read as content")
            return
        }
        #expect(error.reason.hasPrefix("a FIFO (named pipe) nobody is writing to"))
    }

    @Test func aFolderWalkSkipsWhatIsNotARegularFile() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        try manager.createDirectory(atPath: root.path + "/a/b/c", withIntermediateDirectories: true)
        #expect(manager.createFile(atPath: root.path + "/a/b/c/deep.yaml", contents: Data("x: 1\n".utf8)))
        #expect(manager.createFile(atPath: root.path + "/a/notes.txt", contents: Data()))
        #expect(mkfifo(root.path + "/a/pipe.yml", 0o644) == 0)
        #expect(mkfifo(root.path + "/a/pipe.txt", 0o644) == 0)
        try manager.createSymbolicLink(atPath: root.path + "/a/b/linked.yaml", withDestinationPath: "c/deep.yaml")
        try manager.createSymbolicLink(atPath: root.path + "/a/b/self", withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: root.path + "/a/loop.yaml", withDestinationPath: "loop.yaml")
        let expansion = InputFiles.expand([root.path + "/a"])
        #expect(expansion.errors.isEmpty)
        #expect(expansion.files == [root.path + "/a/b/c/deep.yaml", root.path + "/a/b/linked.yaml"])
        #expect(
            expansion.skipped.map(\.path) == [
                root.path + "/a/b/self", root.path + "/a/loop.yaml", root.path + "/a/pipe.yml",
            ])
        #expect(
            expansion.skipped.allSatisfy {
                $0.diagnostic.severity == .warning && $0.diagnostic.code == .unreadableInput
            })
    }

    @Test func aFolderOfOnlySkippedEntriesIsStillAFolderWithoutQuizFiles() throws {
        let root = try Self.folder()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(mkfifo(root.path + "/only.yaml", 0o644) == 0)
        let expansion = InputFiles.expand([root.path])
        #expect(expansion.files.isEmpty)
        #expect(expansion.errors.map(\.path) == [root.path])
        #expect(expansion.skipped.map(\.path) == [root.path + "/only.yaml"])
    }
}
