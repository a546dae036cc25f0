import Foundation
import QuizFileSystem
import Testing

@_spi(Tools) @testable import QuizCompiler

/// The file system layer (`QuizFileSystem`): the one folder listing, whole writes, and the
/// output folder's use of them.
@Suite("File system layer")
struct FileSystemLayerTests {
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("quizc-fs-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Files named `.<bundle>.<digits>.tmp` are a user's like any other: no release of quizc
    /// wrote temporaries inside the output folder (a build fills a sibling folder), so a
    /// build carries them over and does not count them against an unchanged folder.
    @Test func aBuildKeepsFilesNamedLikeBundleTemporaries() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out")
        let files = [
            BundleEmitter.OutputFile(name: "color.json", bytes: Array("{}\n".utf8)),
            BundleEmitter.OutputFile(name: "index.json", bytes: Array(#"{"quizzes": [{"file": "color.json"}]}"#.utf8)),
        ]
        try OutputFolder(path: out.path).write(files)
        let kept = [".color.json.999999999.tmp", ".index.json.2147483647.tmp"]
        for name in kept { try Data("mine".utf8).write(to: out.appendingPathComponent(name)) }
        let before = try FileManager.default.attributesOfItem(atPath: out.path)[.systemFileNumber] as? Int
        try OutputFolder(path: out.path).write(files)
        let after = try FileManager.default.attributesOfItem(atPath: out.path)[.systemFileNumber] as? Int
        #expect(before == after, "an unchanged folder is left alone")
        #expect(
            try Set(FileManager.default.contentsOfDirectory(atPath: out.path))
                == Set(kept + ["color.json", "index.json"]))
        try OutputFolder(path: out.path).write([
            files[1], BundleEmitter.OutputFile(name: "color.json", bytes: [0x5B, 0x5D]),
        ])
        #expect(
            try Set(FileManager.default.contentsOfDirectory(atPath: out.path))
                == Set(kept + ["color.json", "index.json"]))
    }

    /// The one listing gives every name as bytes (not UTF-8 ones too), without `.` and `..`.
    @Test func theListingGivesRawNames() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let odd: [UInt8] = [0x61, 0xFF, 0x62]
        #expect(
            WholeWrites.createFile(Array((root.path + "/plain").utf8), mode: 0o644, bytes: [1, 2], flush: false) == nil)
        #expect(
            WholeWrites.createFile(Array((root.path + "/").utf8) + odd, mode: 0o644, bytes: [], flush: true) == nil)
        let names = try FolderListing.names(atPath: root.path).get()
        #expect(Set(names) == [Array("plain".utf8), odd])
        #expect(FolderListing.names(atPath: root.path + "/plain") == .failure(FileErrno(ENOTDIR)))
        #expect(FolderListing.names(atPath: root.path + "/missing") == .failure(FileErrno(ENOENT)))
    }

    /// `createFile` writes every byte of a large buffer, refuses an existing name, and
    /// `read(upTo:from:)` reads them back.
    @Test func wholeWritesRoundTrip() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let path = root.path + "/big"
        let bytes = (0..<3_145_728).map { (index: Int) in UInt8(truncatingIfNeeded: index &* 31) }
        #expect(WholeWrites.createFile(Array(path.utf8), mode: 0o600, bytes: bytes, flush: true) == nil)
        #expect(
            WholeWrites.createFile(Array(path.utf8), mode: 0o600, bytes: [1], flush: false)
                .map { [$0.code, $0.whileCreating ? 1 : 0] } == [EEXIST, 1])
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        #expect(try WholeWrites.read(upTo: bytes.count + 1, from: descriptor).get() == bytes)
    }

    /// Source rules: one folder listing (`FolderListing`), and every retry of an
    /// interrupted call in the file system layer or in `QuizRuntime`'s answer reader.
    @Test func theSourcesListFoldersAndRetryInterruptsInOnePlace() throws {
        let sources = packageRoot.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var listers: [String] = []
        var retriers: [String] = []
        while let url = walker?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            let relative = String(url.path.dropFirst(sources.path.count + 1))
            if ["contentsOfDirectory", "readdir(", "enumerator(", "opendir("].contains(where: text.contains),
                relative != "QuizFileSystem/FolderListing.swift"
            {
                listers.append(relative)
            }
            if text.contains("EINTR"), !relative.hasPrefix("QuizFileSystem/"),
                !Self.interruptRetriersOutsideTheLayer.contains(relative)
            {
                retriers.append(relative)
            }
        }
        #expect(listers.isEmpty, "\(listers)")
        #expect(retriers.isEmpty, "\(retriers)")
    }

    /// Files that may retry interrupted calls outside `QuizFileSystem`: `QuizRuntime` stays
    /// Foundation-only (apps link it), so its answers reader keeps its own read loop.
    static let interruptRetriersOutsideTheLayer: Set<String> = [
        "QuizRuntime/AnswerStream/AnswersSource.swift"
    ]
}
