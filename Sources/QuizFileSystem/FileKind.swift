#if canImport(Darwin)
package import Darwin
#elseif canImport(Glibc)
package import Glibc
#elseif canImport(Musl)
package import Musl
#endif

/// The kind of a file, from its mode.
package enum FileKind: Equatable, Sendable, CustomStringConvertible {
    case regular, folder, link, fifo, socket, characterDevice, blockDevice, other

    /// The kind the `S_IFMT` bits of `mode` name.
    package init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        case S_IFLNK: self = .link
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        default: self = .other
        }
    }

    /// The kind with its article, as messages name it ("a FIFO (named pipe)").
    package var description: String {
        switch self {
        case .regular: return "a regular file"
        case .folder: return "a folder"
        case .link: return "a symbolic link"
        case .fifo: return "a FIFO (named pipe)"
        case .socket: return "a socket"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .other: return "a special file"
        }
    }
}
