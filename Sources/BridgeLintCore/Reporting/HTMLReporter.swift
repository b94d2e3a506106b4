/// One self-contained page: counts per rule and per folder as bar charts, then every finding with its
/// line of code and its rule's explanation. No scripts, fonts or images are loaded from anywhere.
public struct HTMLReporter: Reporter {
    public init() {}

    public func report(_ run: LintRun, context: ReportContext) -> String {
        let byRule = run.findings.countsByRule()
        let byFolder = Dictionary(grouping: run.findings) { Self.folder(of: $0.file) }
            .map { (name: $0.key, count: $0.value.count) }
            .sorted { ($0.count, $1.name) > ($1.count, $0.name) }
        var body = """
            <header><h1>bridgelint report</h1>
            <p class="totals"><span class="error">\("error".counted(run.findings.count(of: .error)))</span>
            <span class="warning">\("warning".counted(run.findings.count(of: .warning)))</span>
            <span class="note">\("note".counted(run.findings.count(of: .note)))</span>
            in \("file".counted(run.fileCount)) (\("line".counted(run.lineCount)))</p></header>

            """
        if run.findings.isEmpty {
            body += "<p class=\"clean\">No findings.</p>\n"
        } else {
            body += "<section class=\"charts\">\n"
            body += Self.chart(title: "Findings per rule", rows: byRule.map { ($0.id, $0.count, $0.severity.rawValue) })
            body += Self.chart(title: "Findings per folder", rows: byFolder.map { ($0.name, $0.count, "folder") })
            body += "</section>\n<section class=\"findings\">\n<h2>Findings</h2>\n"
            for finding in run.findings {
                body += Self.card(finding, rule: context.rule(finding.ruleID))
            }
            body += "</section>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>bridgelint report</title>
            <style>\(Self.style)</style></head>
            <body>
            \(body)</body></html>

            """
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    private static func chart(title: String, rows: [(String, Int, String)]) -> String {
        let maximum = max(rows.map(\.1).max() ?? 1, 1)
        var html = "<figure class=\"chart\"><figcaption>\(TextEscaping.xml(title))</figcaption>\n"
        for (label, count, kind) in rows {
            let width = max(2, count * 100 / maximum)
            html += """
                <div class="bar-row"><span class="label">\(TextEscaping.xml(label))</span>\
                <span class="bar \(kind)" style="width: \(width)%"></span><span class="count">\(count)</span></div>

                """
        }
        return html + "</figure>\n"
    }

    private static func card(_ finding: Finding, rule: RuleDescription?) -> String {
        var html = """
            <article class="finding \(finding.severity.rawValue)">
            <h3><span class="badge \(finding.severity.rawValue)">\(finding.severity.rawValue)</span> \
            <code>\(TextEscaping.xml(finding.file)):\(finding.line):\(finding.column)</code> \
            <span class="rule">\(TextEscaping.xml(finding.ruleID))</span></h3>
            <p>\(TextEscaping.xml(finding.message))</p>
            <pre><span class="line-number">\(finding.line)</span> \(TextEscaping.xml(finding.sourceLine))</pre>

            """
        if let rule {
            html += """
                <details><summary>Why this matters</summary><p>\(TextEscaping.xml(rule.rationale))</p>
                <p><strong>How to fix:</strong> \(TextEscaping.xml(rule.howToFix))</p></details>

                """
        }
        if let fix = finding.fix {
            html += "<p class=\"fix\">Fixable: \(TextEscaping.xml(fix.summary)) (<code>bridgelint fix</code>)</p>\n"
        }
        return html + "</article>\n"
    }

    private static let style = """
        body{font-family:-apple-system,system-ui,sans-serif;margin:2rem auto;max-width:70rem;padding:0 1rem;color:#1d1d1f;background:#fbfbfd}
        h1{margin-bottom:.25rem}.totals span{font-weight:600;margin-right:.75rem}
        .totals .error,.badge.error{color:#c9252d}.totals .warning,.badge.warning{color:#a05a00}.totals .note,.badge.note{color:#2a6fdb}
        .charts{display:grid;grid-template-columns:repeat(auto-fit,minmax(26rem,1fr));gap:1.5rem;margin:1.5rem 0}
        .chart{margin:0;background:#fff;border:1px solid #e3e3e8;border-radius:10px;padding:1rem}
        .chart figcaption{font-weight:600;margin-bottom:.5rem}
        .bar-row{display:grid;grid-template-columns:15rem 1fr 3rem;align-items:center;gap:.5rem;margin:.3rem 0;font-size:.85rem}
        .bar-row .label{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
        .bar{display:block;height:.9rem;border-radius:4px;background:#8e8e93}
        .bar.error{background:#e5484d}.bar.warning{background:#f5a524}.bar.note{background:#4b8df8}.bar.folder{background:#7c66dc}
        .finding{background:#fff;border:1px solid #e3e3e8;border-left:4px solid #8e8e93;border-radius:8px;padding:.75rem 1rem;margin:.75rem 0}
        .finding.error{border-left-color:#e5484d}.finding.warning{border-left-color:#f5a524}.finding.note{border-left-color:#4b8df8}
        .finding h3{font-size:.95rem;margin:0 0 .4rem}.rule{color:#6e6e73;font-weight:400}
        .badge{font-size:.75rem;text-transform:uppercase;padding:.1rem .4rem;border-radius:4px;background:#f2f2f7}
        pre{background:#f5f5f7;padding:.5rem;border-radius:6px;overflow-x:auto}.line-number{color:#8e8e93}
        .fix{color:#1a7f37;font-size:.9rem}.clean{font-size:1.2rem;color:#1a7f37}
        """
}
