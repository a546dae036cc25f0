/// Collects output and hands it to a writer in large blocks (64 KiB or more), so that
/// scoring many short lines makes few `write(2)` calls.
package struct BufferedOutput {
    private var buffer: [UInt8] = []
    /// Writes a block; `false` when it could not be written.
    private let writer: ([UInt8]) -> Bool
    /// Whether a write failed; nothing is written after that.
    package private(set) var failed = false

    /// Output that `write` writes, block by block; `write` returns `false` when it failed.
    package init(write: @escaping ([UInt8]) -> Bool) {
        writer = write
    }

    /// Appends `bytes`, writing the block once it holds 64 KiB or more.
    package mutating func append(_ bytes: [UInt8]) {
        append { $0.append(contentsOf: bytes) }
    }

    /// Lets `write` append to the block directly.
    package mutating func append(_ write: (inout [UInt8]) -> Void) {
        write(&buffer)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes a large run of bytes without copying it into the block first.
    package mutating func appendLarge(_ bytes: [UInt8]) {
        guard bytes.count >= 1 << 16 else { return append(bytes) }
        flush()
        write(bytes)
    }

    /// Writes what the block holds.
    package mutating func flush() {
        guard !buffer.isEmpty else { return }
        write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    private mutating func write(_ bytes: [UInt8]) {
        if !failed && !writer(bytes) { failed = true }
    }
}
