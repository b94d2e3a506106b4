import Foundation

/// A JSON-RPC 2.0 message as the server reads it.
public enum IncomingMessage: Sendable, Equatable {
    case request(id: RequestID, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    /// The client's answer to a request of the server's (`client/registerCapability`).
    case response(id: RequestID?)

    /// Reads a message body. Text that is not JSON is a parse error; JSON that is not a message is an
    /// invalid request, answered with the id when one could be read.
    public static func decode(_ body: Data) -> Result<IncomingMessage, InvalidMessage> {
        guard let json = JSONValue.parse(body) else {
            return .failure(InvalidMessage(id: nil, error: .parseError("the message is not valid JSON")))
        }
        return decode(json)
    }

    static func decode(_ json: JSONValue) -> Result<IncomingMessage, InvalidMessage> {
        guard let members = json.objectValue else {
            let what = json.arrayValue != nil ? "batches are not supported" : "a message must be a JSON object"
            return .failure(InvalidMessage(id: nil, error: .invalidRequest(what)))
        }
        let id: RequestID?
        switch members["id"] {
        case nil, .null?: id = nil
        case .string(let text)?: id = .string(text)
        case let value? where value.intValue != nil: id = .number(value.intValue!)
        case _?:
            return .failure(InvalidMessage(id: nil, error: .invalidRequest("id must be a number or a string")))
        }
        guard members["jsonrpc"]?.stringValue == "2.0" else {
            return .failure(InvalidMessage(id: id, error: .invalidRequest("jsonrpc must be \"2.0\"")))
        }
        // `null` params are read as none: clients send them for shutdown and exit.
        let params = members["params"] == .null ? nil : members["params"]
        if let params, params.objectValue == nil, params.arrayValue == nil {
            return .failure(InvalidMessage(id: id, error: .invalidRequest("params must be an object or an array")))
        }
        guard let methodValue = members["method"] else {
            if members["result"] != nil || members["error"] != nil { return .success(.response(id: id)) }
            return .failure(InvalidMessage(id: id, error: .invalidRequest("a message needs a method, or a result or error")))
        }
        guard let method = methodValue.stringValue else {
            return .failure(InvalidMessage(id: id, error: .invalidRequest("method must be a string")))
        }
        if let id { return .success(.request(id: id, method: method, params: params)) }
        return .success(.notification(method: method, params: params))
    }
}

/// A request id: JSON-RPC allows numbers and strings.
public enum RequestID: Sendable, Hashable {
    case number(Int)
    case string(String)

    var json: JSONValue {
        switch self {
        case .number(let value): .int(value)
        case .string(let value): .string(value)
        }
    }
}

/// A message that could not be read, and the error to answer it with.
public struct InvalidMessage: Error, Sendable, Equatable {
    public var id: RequestID?
    public var error: ResponseError
}

/// A JSON-RPC error object, with the codes of JSON-RPC 2.0 and LSP.
public struct ResponseError: Error, Sendable, Equatable {
    public var code: Int
    public var message: String

    public static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    public static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: -32600, message: message) }
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "unknown method '\(method)'")
    }
    public static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
    public static func internalError(_ message: String) -> ResponseError { ResponseError(code: -32603, message: message) }
    public static let serverNotInitialized = ResponseError(code: -32002, message: "the server is not initialized yet")
}

/// Messages the server writes.
public enum OutgoingMessage {
    public static func response(id: RequestID?, result: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id?.json ?? .null, "result": result]
    }

    public static func error(id: RequestID?, _ error: ResponseError) -> JSONValue {
        ["jsonrpc": "2.0", "id": id?.json ?? .null,
         "error": ["code": .int(error.code), "message": .string(error.message)]]
    }

    public static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }

    public static func request(id: RequestID, _ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id.json, "method": .string(method), "params": params]
    }
}
