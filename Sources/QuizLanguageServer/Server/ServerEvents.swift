import Foundation
@_spi(Tools) import QuizCompiler
import QuizRuntime

/// Something the message loop handles: what the reader thread read, or an analysis the
/// background finished.
package enum ServerEvent: Sendable {
    /// A message read and parsed (or why it is not a JSON-RPC message).
    case message(Result<IncomingMessage, Rejection>)
    /// A request the client cancelled with `$/cancelRequest` before the loop took it: answered
    /// with `-32800` (RequestCancelled).
    case cancelled(RequestID)
    /// A message over a bound, read and dropped (`-32600`).
    case oversized(reason: String)
    /// Broken framing, skipped to the next `Content-Length:` (`-32700`).
    case malformed(reason: String)
    /// The input ended (inside a message: `truncated`).
    case end(truncated: Bool)
    /// A background analysis finished (or was cancelled: its files are then `nil`).
    case analysed(AnalysisJob, [AnalysedFile]?)
}

/// The events between the reader thread, the background analysis and the message loop, in
/// the order they happened; locked, so any thread may post.
///
/// The reader posts each message as it reads it, at most `maxQueuedMessages` and
/// `maxQueuedBytes` of bodies ahead of the loop (then it waits: a client that floods the
/// server costs bounded memory; one message is always let through). A
/// `$/cancelRequest` whose request is still queued turns that request into `.cancelled`.
package final class ServerEvents: @unchecked Sendable {
    /// How many read messages may wait for the loop.
    package static let maxQueuedMessages = 16
    /// How many bytes of read message bodies may wait for the loop.
    package static let maxQueuedBytes = 64 << 20

    private let condition = NSCondition()
    private var queue: [(event: ServerEvent, bytes: Int)] = []
    private var head = 0
    private var queuedMessages = 0
    private var queuedBytes = 0
    private var loopWaiting = false
    private var analysesRunning = 0
    private var closed = false

    /// An empty queue.
    package init() {}

    /// Posts what the reader read (from a body of `bytes` bytes); waits while the queue is
    /// full. A `$/cancelRequest` cancels its request when the request is still queued, and is
    /// not queued itself.
    package func post(read event: ServerEvent, bytes: Int = 0) {
        condition.lock()
        defer { condition.unlock() }
        if case .message(.success(.notification("$/cancelRequest", let params))) = event {
            cancel(Self.cancelledID(params))
            return
        }
        while !closed
            && (queuedMessages >= Self.maxQueuedMessages
                || (queuedMessages > 0 && queuedBytes + bytes > Self.maxQueuedBytes))
        {
            condition.wait()
        }
        if closed { return }
        queue.append((event, bytes))
        queuedMessages += 1
        queuedBytes += bytes
        condition.broadcast()
    }

    /// Posts a finished (or cancelled) background analysis.
    package func post(analysis event: ServerEvent) {
        condition.lock()
        queue.append((event, 0))
        condition.broadcast()
        condition.unlock()
    }

    /// The next event, waiting for one.
    package func next() -> ServerEvent {
        condition.lock()
        defer { condition.unlock() }
        while head == queue.count {
            loopWaiting = true
            condition.broadcast()
            condition.wait()
        }
        loopWaiting = false
        let (event, bytes) = queue[head]
        head += 1
        if head == queue.count || head > 64 {
            queue.removeFirst(head)
            head = 0
        }
        if case .analysed = event {} else { queuedMessages -= 1 }
        queuedBytes -= bytes
        condition.broadcast()
        return event
    }

    /// The loop started a background analysis; it is running until the loop has handled its
    /// `.analysed` event (`analysisHandled`).
    package func analysisStarted() { change { $0.analysesRunning += 1 } }

    /// The loop handled an analysis' `.analysed` event.
    package func analysisHandled() { change { $0.analysesRunning -= 1 } }

    /// Waits until the loop has handled every event and no analysis is running (tests: a
    /// scripted client that sends its next message only once the server is idle).
    package func waitUntilIdle() {
        condition.lock()
        while !closed && !(loopWaiting && head == queue.count && analysesRunning == 0) { condition.wait() }
        condition.unlock()
    }

    /// The loop ended: whatever is posted from now on is dropped, and no one waits for it.
    package func close() { change { $0.closed = true } }

    private func change(_ body: (ServerEvents) -> Void) {
        condition.lock()
        body(self)
        condition.broadcast()
        condition.unlock()
    }

    /// Replaces the queued request `id` by `.cancelled` (the lock is held).
    private func cancel(_ id: RequestID?) {
        guard let id else { return }
        for index in head..<queue.count {
            if case .message(.success(.request(let queued, _, _))) = queue[index].event, queued == id {
                queue[index].event = .cancelled(id)
                return
            }
        }
    }

    /// The request id of `$/cancelRequest`'s params (`{"id": …}`).
    private static func cancelledID(_ params: JSONValue?) -> RequestID? {
        switch params?["id"] {
        case .number(let text)?: .number(text)
        case .string(let text)?: .string(text)
        default: nil
        }
    }
}
