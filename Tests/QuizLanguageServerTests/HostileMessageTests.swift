import QuizRuntime
import Testing

@_spi(Tools) @testable import QuizCompiler
@testable import QuizLanguageServer

/// A malformed or hostile client message gets a JSON-RPC error, never a crash or a hang, and
/// the server goes on with the next well-framed message.
@Suite struct HostileMessageTests {
    /// A session that is initialized, then has `hostile` bytes, then asks `shutdown` (id 2)
    /// and exits: the server must answer the shutdown and exit 0.
    func survive(_ hostile: [UInt8]) -> ServerRun {
        var client = ScriptedClient()
        client.initialize(root: nil)
        client.raw(hostile)
        client.shutdownAndExit()
        return client.run()
    }

    func frame(_ body: String) -> [UInt8] { MessageWriter.frame(Array(body.utf8)) }

    @Test func garbageBytesAreAParseErrorAndTheReaderResynchronizes() {
        let run = survive(
            Array("\u{0}\u{1}garbage\r\n\r\n".utf8) + (0..<3000).map { UInt8(truncatingIfNeeded: $0 * 7) })
        #expect(run.errorCodes.contains(-32700))
        #expect(run.response(2)?["result"] == .null)
        #expect(run.status == .success)
    }

    @Test func aNegativeContentLengthIsAParseError() {
        let run = survive(Array("Content-Length: -5\r\n\r\n{}".utf8))
        #expect(run.errorCodes.contains(-32700))
        #expect(run.status == .success)
    }

    @Test func aMissingContentLengthIsAParseError() {
        let run = survive(Array("Content-Type: application/vscode-jsonrpc\r\n\r\n{}".utf8))
        #expect(run.errorCodes.contains(-32700))
        #expect(run.status == .success)
    }

    @Test func aHugeContentLengthIsDrainedAndRefusedWithInvalidRequest() {
        var client = ScriptedClient()
        client.initialize(root: nil)
        let size = MessageLimits.maxContentLength + 1
        client.raw(Array("Content-Length: \(size)\r\n\r\n".utf8) + [UInt8](repeating: 0x20, count: size))
        client.shutdownAndExit()
        let run = client.run(chunkSize: 1 << 20)
        #expect(run.errorCodes == [-32600])
        #expect(run.messages.last?["result"] == .null)
        #expect(run.status == .success)
    }

    @Test func aContentLengthPastIntIsDrainedToTheEndOfTheInput() {
        var client = ScriptedClient()
        client.initialize(root: nil)
        client.raw(Array("Content-Length: 99999999999999999999999999\r\n\r\n{}".utf8))
        let run = client.run()
        #expect(run.status == .failure)
    }

    @Test func aHeaderSectionOverItsBoundIsAParseErrorAndTheNextMessageIsRead() {
        // A section ended by a blank line after the bound, then one never ended: one malformed
        // stretch, one error, and reading resumes at the shutdown's Content-Length.
        let padding = String(repeating: "a", count: MessageLimits.maxHeaderBytes)
        let run = survive(Array("X-Padding: \(padding)\r\n\r\nX-Padding: \(padding)\(padding)".utf8))
        #expect(run.errorCodes == [-32700])
        #expect(run.response(2)?["result"] == .null)
        #expect(run.status == .success)
    }

    @Test func aHeaderEndedByBareLineFeedsIsAParseErrorAndTheNextRequestIsAnswered() {
        // `\n\n` instead of `\r\n\r\n`: refused at once, and the shutdown right after it is read.
        let run = survive(Array("Content-Length: 38\n\n{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"x\"}".utf8))
        #expect(run.errorCodes == [-32700])
        #expect(run.response(2)?["result"] == .null)
        #expect(run.status == .success)
    }

    @Test func aHeaderLineEndedByABareLineFeedBeforeCRLFIsAParseError() {
        let run = survive(Array("Content-Length: 2\n\r\n{}".utf8))
        #expect(run.errorCodes == [-32700])
        #expect(run.response(2)?["result"] == .null)
        #expect(run.status == .success)
    }

    @Test func aTruncatedBodyEndsTheSessionWithStatusOne() {
        var client = ScriptedClient()
        client.initialize(root: nil)
        client.raw(Array("Content-Length: 100\r\n\r\n{\"jsonrpc\":".utf8))
        #expect(client.run().status == .failure)
    }

    @Test func invalidJSONIsAParseErrorWithIdNull() {
        let run = survive(frame("{\"jsonrpc\": \"2.0\", \"id\": 9, \"method\": "))
        let error = run.messages.first { $0["error"] != nil }
        #expect(error?["id"] == .null)
        #expect(error?["error"]?["code"] == .integer(-32700))
        #expect(run.status == .success)
    }

    @Test func jsonThatIsNotAnObjectIsAnInvalidRequest() {
        let run = survive(frame("[1, 2, 3]") + frame("\"hello\"") + frame("42"))
        #expect(run.errorCodes == [-32600, -32600, -32600])
        #expect(run.status == .success)
    }

    @Test func anUnknownRequestIsMethodNotFoundAndAnUnknownNotificationIsIgnored() {
        var client = ScriptedClient()
        client.initialize(root: nil)
        let unknown = client.request("quizc/teleport", .object([]))
        client.notify("$/somethingNew", .object([]))
        client.shutdownAndExit()
        let run = client.run()
        #expect(run.errorCode(unknown) == -32601)
        #expect(run.errorCodes == [-32601])
        #expect(run.status == .success)
    }

    @Test func wrongParamTypesAreInvalidParams() {
        var client = ScriptedClient()
        let initialize = client.request("initialize", .object([("capabilities", .string("all of them"))]))
        client.initialize(root: nil)
        client.shutdownAndExit()
        let run = client.run()
        #expect(run.errorCode(initialize) == -32602)
        #expect(run.response(2)?["result"]?["capabilities"] != nil)
        #expect(run.status == .success)
    }

    @Test func aRequestBeforeInitializeIsServerNotInitialized() {
        var client = ScriptedClient()
        let early = client.request("textDocument/hover", .object([]))
        client.initialize(root: nil)
        client.shutdownAndExit()
        let run = client.run()
        #expect(run.errorCode(early) == -32002)
        #expect(run.status == .success)
    }

    @Test func deepNestingIsRefusedAsOverABound() {
        let depth = MessageLimits.maxJSONDepth * 100
        let run = survive(frame(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)))
        #expect(run.errorCodes == [-32600])
        #expect(run.status == .success)
    }

    @Test func aHundredThousandTinyMessagesAreAllHandled() {
        var client = ScriptedClient()
        client.initialize(root: nil)
        let tiny = frame("{\"jsonrpc\":\"2.0\",\"method\":\"$/tiny\"}")
        client.raw(Array([[UInt8]](repeating: tiny, count: 100_000).joined()))
        client.shutdownAndExit()
        let run = client.run()
        #expect(run.messages.last?["result"] == .null)
        #expect(run.status == .success)
    }

    @Test func exitWithoutShutdownIsStatusOneAndTheEndOfInputToo() {
        var client = ScriptedClient()
        client.initialize(root: nil)
        client.notify("exit")
        #expect(client.run().status == .failure)
        var silent = ScriptedClient()
        silent.initialize(root: nil)
        #expect(silent.run().status == .failure)
    }

    @Test func nullParamsAreNoParamsSoShutdownAndExitWithNullParamsEndTheSession() {
        var client = ScriptedClient()
        client.initialize(root: nil)
        client.raw(frame("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"shutdown\",\"params\":null}"))
        client.raw(frame("{\"jsonrpc\":\"2.0\",\"method\":\"exit\",\"params\":null}"))
        let run = client.run()
        #expect(run.response(7)?["result"] == .null)
        #expect(run.status == .success)
    }

    @Test func requestsAfterShutdownAreInvalidRequests() {
        var client = ScriptedClient()
        client.initialize(root: nil)
        client.request("shutdown")
        let late = client.request("shutdown")
        client.notify("exit")
        let run = client.run()
        #expect(run.errorCode(late) == -32600)
        #expect(run.status == .success)
    }

    @Test func aSecondInitializeIsAnInvalidRequest() {
        var client = ScriptedClient()
        client.initialize(root: nil)
        let again = client.request("initialize", .object([("capabilities", .object([]))]))
        client.shutdownAndExit()
        #expect(client.run().errorCode(again) == -32600)
    }

    @Test func aBadIdTypeIsAnInvalidRequest() {
        let run = survive(frame("{\"jsonrpc\":\"2.0\",\"id\":{\"a\":1},\"method\":\"shutdown\"}"))
        #expect(run.errorCodes == [-32600])
        #expect(run.status == .success)
    }

    @Test func everyByteSplitOfASessionGivesTheSameReplies() {
        var client = ScriptedClient()
        client.initialize(root: nil)
        client.request("quizc/unknown")
        client.shutdownAndExit()
        let whole = client.run(chunkSize: 1 << 20)
        let byteByByte = client.run(chunkSize: 1)
        #expect(whole.messages == byteByByte.messages)
        #expect(byteByByte.status == .success)
    }
}
