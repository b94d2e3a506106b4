/// How each type a cached `FileOutcome` holds is written by `CompactCoding`: every stored property, in
/// declaration order. Adding a property to one of these types means adding it here and bumping
/// `CompactCoding.formatVersion`. The protocol is public for the rules' index questions, so the witnesses
/// of public types are public too.

extension FileOutcome: CompactCodable {
    public func encode(to writer: inout CompactWriter) {
        writer.write(path)
        writer.write(facts)
        writer.write(findings)
        writer.write(deferred)
        writer.write(suppressions)
        writer.write(problems)
        writer.write(lineCount)
    }

    public init(from reader: inout CompactReader) throws {
        self.init(path: try reader.read())
        facts = try reader.read()
        findings = try reader.read()
        deferred = try reader.read()
        suppressions = try reader.read()
        problems = try reader.read()
        lineCount = try reader.read()
    }
}

extension FileFacts: CompactCodable {
    public func encode(to writer: inout CompactWriter) {
        writer.write(types)
        writer.write(typealiases)
        writer.write(environmentKeys)
        writer.write(optionalEnvironmentKeys)
        writer.write(typeUse)
        writer.write(recorded)
    }

    public init(from reader: inout CompactReader) throws {
        self.init()
        types = try reader.read()
        typealiases = try reader.read()
        environmentKeys = try reader.read()
        optionalEnvironmentKeys = try reader.read()
        typeUse = try reader.read()
        recorded = try reader.read()
    }
}

extension RecordedFacts: CompactCodable {
    public func encode(to writer: inout CompactWriter) {
        writer.write(recorder)
        writer.writeBytes(bytes)
    }

    public init(from reader: inout CompactReader) throws {
        self.init(recorder: try reader.read(), bytes: Array(try reader.readBytes()))
    }
}

extension TypeFact.Kind: CompactCodable {}

extension TypeFact: CompactCodable {
    public func encode(to writer: inout CompactWriter) {
        writer.write(kind)
        writer.write(name)
        writer.write(file)
        writer.write(line)
        writer.write(attributes)
        writer.write(inheritedTypes)
        writer.write(environmentRequirements)
        writer.write(bodyReferences)
        writer.write(inlineBodyReferences)
        writer.write(presentedBodyReferences)
        writer.write(handedBodyReferences)
        writer.write(bodyModifiers)
        writer.write(hostedViewType)
        writer.write(customizesRootView)
        writer.write(makeReturnType)
        writer.write(implementsSizeThatFits)
        writer.write(overridesIntrinsicContentSize)
    }

    public init(from reader: inout CompactReader) throws {
        self.init(kind: try reader.read(), name: try reader.read(), file: try reader.read(), line: try reader.read())
        attributes = try reader.read()
        inheritedTypes = try reader.read()
        environmentRequirements = try reader.read()
        bodyReferences = try reader.read()
        inlineBodyReferences = try reader.read()
        presentedBodyReferences = try reader.read()
        handedBodyReferences = try reader.read()
        bodyModifiers = try reader.read()
        hostedViewType = try reader.read()
        customizesRootView = try reader.read()
        makeReturnType = try reader.read()
        implementsSizeThatFits = try reader.read()
        overridesIntrinsicContentSize = try reader.read()
    }
}

extension TypealiasFact: CompactCodable {
    public func encode(to writer: inout CompactWriter) {
        writer.write(name)
        writer.write(target)
    }

    public init(from reader: inout CompactReader) throws {
        self.init(name: try reader.read(), target: try reader.read())
    }
}

extension EnvironmentRequirement: CompactCodable {
    public func encode(to writer: inout CompactWriter) {
        switch self {
        case .environmentObject(let type):
            writer.writeInteger(0)
            writer.write(type)
        case .observableObject(let type):
            writer.writeInteger(1)
            writer.write(type)
        case .key(let name):
            writer.writeInteger(2)
            writer.write(name)
        }
    }

    public init(from reader: inout CompactReader) throws {
        switch try reader.readInteger() {
        case 0: self = .environmentObject(type: try reader.read())
        case 1: self = .observableObject(type: try reader.read())
        case 2: self = .key(name: try reader.read())
        default: throw CompactCoding.Malformed()
        }
    }
}

extension Severity: CompactCodable {}

extension Confidence: CompactCodable {}

extension Finding: CompactCodable {
    public func encode(to writer: inout CompactWriter) {
        writer.write(ruleID)
        writer.write(severity)
        writer.write(message)
        writer.write(file)
        writer.write(line)
        writer.write(column)
        writer.write(endColumn)
        writer.write(sourceLine)
        writer.write(fix)
        writer.write(related)
        writer.write(confidence)
    }

    public init(from reader: inout CompactReader) throws {
        self.init(ruleID: try reader.read(), severity: try reader.read(), message: try reader.read(),
                  file: try reader.read(), line: try reader.read(), column: try reader.read(),
                  endColumn: try reader.read(), sourceLine: try reader.read())
        fix = try reader.read()
        related = try reader.read()
        confidence = try reader.read()
    }
}

extension RelatedLocation: CompactCodable {
    public func encode(to writer: inout CompactWriter) {
        writer.write(message)
        writer.write(line)
        writer.write(column)
        writer.write(endColumn)
    }

    public init(from reader: inout CompactReader) throws {
        self.init(message: try reader.read(), line: try reader.read(), column: try reader.read(), endColumn: try reader.read())
    }
}

extension Fix: CompactCodable {
    public func encode(to writer: inout CompactWriter) {
        writer.write(summary)
        writer.write(edits)
    }

    public init(from reader: inout CompactReader) throws {
        self.init(try reader.read(), edits: try reader.read())
    }
}

extension TextEdit: CompactCodable {
    public func encode(to writer: inout CompactWriter) {
        writer.write(start)
        writer.write(end)
        writer.write(replacement)
    }

    public init(from reader: inout CompactReader) throws {
        let start: Int = try reader.read()
        let end: Int = try reader.read()
        // The initializer traps on an inverted range; a damaged cache must not.
        guard start <= end else { throw CompactCoding.Malformed() }
        self.init(start: start, end: end, replacement: try reader.read())
    }
}

extension DeferredFinding: CompactCodable {
    /// The question as its rule encoded it; only that rule's `Question` type can read it.
    func encode(to writer: inout CompactWriter) {
        writer.write(finding)
        writer.writeBytes(question)
    }

    init(from reader: inout CompactReader) throws {
        self.init(finding: try reader.read(), question: Array(try reader.readBytes()))
    }
}

extension SuppressionMap: CompactCodable {
    public func encode(to writer: inout CompactWriter) {
        writer.write(directives)
        writer.write(malformed)
    }

    public init(from reader: inout CompactReader) throws {
        self.init()
        directives = try reader.read()
        malformed = try reader.read()
    }
}

extension SuppressionMap.Malformed: CompactCodable {
    public func encode(to writer: inout CompactWriter) {
        writer.write(directive)
        writer.write(reason)
    }

    public init(from reader: inout CompactReader) throws {
        self.init(directive: try reader.read(), reason: try reader.read())
    }
}

extension SuppressionDirective.Action: CompactCodable {}
extension SuppressionDirective.Scope: CompactCodable {}

extension SuppressionDirective: CompactCodable {
    public func encode(to writer: inout CompactWriter) {
        writer.write(action)
        writer.write(scope)
        writer.write(ruleIDs)
        writer.write(line)
        writer.write(column)
        writer.write(endColumn)
        writer.write(targetLine)
        writer.write(sourceLine)
    }

    public init(from reader: inout CompactReader) throws {
        self.init(action: try reader.read(), scope: try reader.read(), ruleIDs: try reader.read(),
                  line: try reader.read(), column: try reader.read(), endColumn: try reader.read(),
                  targetLine: try reader.read(), sourceLine: try reader.read())
    }
}

extension FileProblem.Kind: CompactCodable {}

extension FileProblem: CompactCodable {
    public func encode(to writer: inout CompactWriter) {
        writer.write(file)
        writer.write(kind)
        writer.write(detail)
    }

    public init(from reader: inout CompactReader) throws {
        self.init(file: try reader.read(), kind: try reader.read(), detail: try reader.read())
    }
}

extension FileStamp: CompactCodable {
    public func encode(to writer: inout CompactWriter) {
        writer.write(size)
        writer.write(modifiedSeconds)
        writer.write(modifiedNanoseconds)
    }

    public init(from reader: inout CompactReader) throws {
        self.init(size: try reader.read(), modifiedSeconds: try reader.read(), modifiedNanoseconds: try reader.read())
    }
}

extension TypeUse: CompactCodable {
    public func encode(to writer: inout CompactWriter) {
        writer.write(mentions)
        writer.write(previewMentions)
        writer.write(candidates)
    }

    public init(from reader: inout CompactReader) throws {
        self.init()
        mentions = try reader.read()
        previewMentions = try reader.read()
        candidates = try reader.read()
    }
}

extension TypeUse.Candidate: CompactCodable {
    public func encode(to writer: inout CompactWriter) {
        writer.write(name)
        writer.write(line)
        writer.write(endLine)
        writer.write(isPublic)
    }

    public init(from reader: inout CompactReader) throws {
        self.init(name: try reader.read(), line: try reader.read(), endLine: try reader.read(), isPublic: try reader.read())
    }
}
