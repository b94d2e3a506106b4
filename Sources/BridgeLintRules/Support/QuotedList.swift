/// Names as a message lists them: `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
func quotedList(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
}
