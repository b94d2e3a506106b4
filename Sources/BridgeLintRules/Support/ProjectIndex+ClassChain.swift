import BridgeLintCore

extension ProjectIndex {
    /// `type` and the project classes it inherits from, nearest first (`EditTargetViewModel`,
    /// `BaseTargetViewModel`): the `@Published` properties a subclass's objects have are declared along this chain.
    func classChain(of type: String) -> [String] {
        var chain = [type]
        while chain.count < 8, let last = chain.last {
            let declared = declarations(named: last).filter { $0.kind == .class }
            guard declared.count == 1, let superclass = declared[0].inheritedTypes.first,
                  !chain.contains(superclass), declarations(named: superclass).contains(where: { $0.kind == .class })
            else { break }
            chain.append(superclass)
        }
        return chain
    }
}
