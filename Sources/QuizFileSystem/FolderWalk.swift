#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Walks a folder and its subfolders for the regular files whose names a caller accepts.
package enum FolderWalk {
    /// A path the walk passed over, and why (what it is, and what to do).
    package struct Skipped: Sendable, Equatable {
        /// The path, the folder's path and the names joined with `/`.
        package var path: String
        /// What the path is, and what to do.
        package var reason: String
    }

    /// The files of `root` and its subfolders whose names `accepts`, with an explicit stack
    /// of folders (no recursion follows the folders' depth).
    ///
    /// Only regular files and links to regular files are taken; links to folders are not
    /// followed (so no link can make the walk loop). Every accepted name that is something
    /// else, every link to a folder and every subfolder that cannot be listed is `skipped`.
    package static func files(
        under root: String, accepting accepts: (String) -> Bool
    ) -> (files: [String], skipped: [Skipped]) {
        var files: [String] = []
        var skipped: [Skipped] = []
        var pending = [root]
        while let folder = pending.popLast() {
            guard case .success(let names) = FolderListing.textNames(atPath: folder) else {
                skipped.append(Skipped(path: folder, reason: "a folder that cannot be read; check its permissions"))
                continue
            }
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            for name in names {
                let full = prefix + name
                var own = stat()
                guard lstat(full, &own) == 0 else { continue }  // removed meanwhile
                let kind = FileKind(mode: own.st_mode)
                if kind == .folder {
                    pending.append(full)
                    continue
                }
                if kind == .link {
                    var target = stat()
                    guard stat(full, &target) == 0 else {
                        if accepts(name) {
                            skipped.append(
                                Skipped(
                                    path: full,
                                    reason: errno == ELOOP
                                        ? "a symbolic link that leads to itself (a loop); fix or remove the link"
                                        : "a symbolic link to nothing (its target does not exist); fix or remove the link"
                                ))
                        }
                        continue
                    }
                    switch FileKind(mode: target.st_mode) {
                    case .regular:
                        if accepts(name) { files.append(full) }
                    case .folder:
                        skipped.append(
                            Skipped(
                                path: full,
                                reason:
                                    "a symbolic link to a folder, which folder walks do not follow; name the folder on the command line to include it"
                            ))
                    case let other:
                        if accepts(name) {
                            skipped.append(
                                Skipped(
                                    path: full,
                                    reason:
                                        "a symbolic link to \(other.description), not to a regular file; folder walks read regular files only (name it on the command line to read it)"
                                ))
                        }
                    }
                    continue
                }
                guard accepts(name) else { continue }
                if kind == .regular {
                    files.append(full)
                } else {
                    skipped.append(
                        Skipped(
                            path: full,
                            reason:
                                "\(kind.description), not a regular file; folder walks read regular files only (name it on the command line to read it)"
                        ))
                }
            }
        }
        return (files, skipped)
    }
}
