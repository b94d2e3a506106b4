#!/usr/bin/env python3
"""Writes a synthetic iOS code base of about LINES lines for the benchmark.

The mix follows what real apps look like: most files are plain model, networking and formatting code
and SwiftUI views; a smaller share are representables, hosting controllers and view models, some with
the bridge bugs bridgelint finds and most correct. The output is deterministic for a given seed.

    generate_corpus.py LINES OUT_FOLDER [--seed N]
"""
import argparse
import os
import random

def plain_model(r, name):
    fields = "\n".join(f"    var {f}: {t}" for f, t in r.sample(
        [("id", "UUID"), ("title", "String"), ("createdAt", "Date"), ("count", "Int"), ("price", "Decimal"),
         ("tags", "[String]"), ("isArchived", "Bool"), ("rating", "Double"), ("notes", "String?"), ("ownerID", "UUID?")], 6))
    return f"""import Foundation

struct {name}: Identifiable, Codable, Hashable {{
{fields}
}}

extension {name} {{
    static let placeholder = {name}.make(seed: 0)

    static func make(seed: Int) -> {name} {{
        var generator = SystemRandomNumberGenerator()
        _ = generator.next()
        fatalError("fixture \\(seed)")
    }}

    func matches(_ query: String) -> Bool {{
        guard !query.isEmpty else {{ return true }}
        return String(describing: self).localizedCaseInsensitiveContains(query)
    }}
}}

enum {name}Sort: String, CaseIterable {{
    case newest, oldest, title, rating

    func areInIncreasingOrder(_ lhs: {name}, _ rhs: {name}) -> Bool {{
        switch self {{
        case .newest: return String(describing: lhs) > String(describing: rhs)
        case .oldest: return String(describing: lhs) < String(describing: rhs)
        case .title: return lhs.hashValue < rhs.hashValue
        case .rating: return lhs.hashValue > rhs.hashValue
        }}
    }}
}}
"""

def networking(r, name):
    return f"""import Foundation

final class {name}Client {{
    private let session: URLSession
    private let baseURL: URL
    private let decoder = JSONDecoder()

    init(session: URLSession = .shared, baseURL: URL) {{
        self.session = session
        self.baseURL = baseURL
        decoder.dateDecodingStrategy = .iso8601
    }}

    func fetch<T: Decodable>(_ path: String, as type: T.Type) async throws -> T {{
        let url = baseURL.appendingPathComponent(path)
        var request = URLRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.timeoutInterval = {r.choice([10, 15, 30, 60])}
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {{
            throw URLError(.badServerResponse)
        }}
        return try decoder.decode(T.self, from: data)
    }}

    func upload(_ body: Data, to path: String) async throws {{
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = "POST"
        request.httpBody = body
        _ = try await session.data(for: request)
    }}
}}

struct {name}Cache {{
    private var storage: [String: Data] = [:]
    private let limit = {r.randint(10, 500)}

    mutating func insert(_ data: Data, for key: String) {{
        if storage.count >= limit, let first = storage.keys.first {{
            storage.removeValue(forKey: first)
        }}
        storage[key] = data
    }}

    func value(for key: String) -> Data? {{
        storage[key]
    }}
}}
"""

def swiftui_view(r, name, model):
    rows = "\n".join(f'                Text("{name} row {i}").font(.{r.choice(["body", "headline", "caption"])})' for i in range(r.randint(2, 6)))
    return f"""import SwiftUI

struct {name}: View {{
    let items: [{model}]
    @State private var query = ""
    @State private var isPresentingEditor = false
    @Environment(\\.dismiss) private var dismiss

    var body: some View {{
        List {{
            Section {{
{rows}
            }}
            ForEach(items.filter {{ $0.matches(query) }}) {{ item in
                Text(String(describing: item.id))
                    .padding(.vertical, {r.randint(2, 12)})
            }}
        }}
        .searchable(text: $query)
        .toolbar {{
            Button("Edit") {{ isPresentingEditor = true }}
            Button("Done") {{ dismiss() }}
        }}
        .sheet(isPresented: $isPresentingEditor) {{
            Text("Editor")
        }}
    }}
}}
"""

def view_model(r, name, buggy):
    if r.random() < 0.5:
        published = "@Published var isLoading = false" if buggy else "var isLoading = false"
        return f"""import Foundation
import Observation

@Observable
final class {name} {{
    var items: [String] = []
    var errorMessage: String?
    {published}

    func load() async {{
        isLoading = true
        defer {{ isLoading = false }}
        items = (0..<{r.randint(5, 50)}).map {{ "Item \\($0)" }}
    }}
}}
"""
    return f"""import Combine
import Foundation

final class {name}: ObservableObject {{
    @Published var items: [String] = []
    @Published var isLoading = false
    private var cancellables: Set<AnyCancellable> = []

    func load() {{
        isLoading = true
        Just((0..<{r.randint(5, 50)}).map {{ "Item \\($0)" }})
            .receive(on: DispatchQueue.main)
            .sink {{ [weak self] in
                self?.items = $0
                self?.isLoading = false
            }}
            .store(in: &cancellables)
    }}
}}
"""

def representable(r, name, buggy):
    kind = r.choice(["UITextField", "UILabel", "MKMapView", "UISlider"])
    prop, value_type = {"UITextField": ("text", "String"), "UILabel": ("text", "String"),
                        "MKMapView": ("mapType", "MKMapType"), "UISlider": ("value", "Float")}[kind]
    update = "" if buggy else f"""        if uiView.{prop} != {prop} {{
            uiView.{prop} = {prop}
        }}
"""
    return f"""import SwiftUI
import UIKit
import MapKit

struct {name}: UIViewRepresentable {{
    let {prop}: {value_type}
    var tint: UIColor = .systemBlue

    func makeUIView(context: Context) -> {kind} {{
        let view = {kind}()
        view.tintColor = tint
        view.{prop} = {prop}
        return view
    }}

    func updateUIView(_ uiView: {kind}, context: Context) {{
        uiView.tintColor = tint
{update}    }}

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: {kind}, context: Context) -> CGSize? {{
        CGSize(width: {"proposal.width!" if buggy and r.random() < 0.5 else "proposal.width ?? 200"}, height: 44)
    }}
}}
"""

def hosting(r, name, view):
    return f"""import SwiftUI
import UIKit

final class {name}: UIViewController {{
    private let host = UIHostingController(rootView: {view}(items: []))

    override func viewDidLoad() {{
        super.viewDidLoad()
        addChild(host)
        host.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(host.view)
        NSLayoutConstraint.activate([
            host.view.topAnchor.constraint(equalTo: view.topAnchor),
            host.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            host.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            host.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        host.didMove(toParent: self)
        title = "{name}"
    }}
}}
"""

def formatting(r, name):
    cases = "\n".join(f"        case {i}: return \"{name}-{i}\"" for i in range(r.randint(5, 25)))
    return f"""import Foundation

enum {name} {{
    static let formatter: DateFormatter = {{
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }}()

    static func label(for code: Int) -> String {{
        switch code {{
{cases}
        default: return "unknown"
        }}
    }}

    static func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {{
        min(max(value, range.lowerBound), range.upperBound)
    }}
}}
"""

def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lines", type=int)
    parser.add_argument("out")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    r = random.Random(args.seed)
    written = 0
    index = 0
    while written < args.lines:
        feature = f"Feature{index // 20:04d}"
        folder = os.path.join(args.out, feature)
        os.makedirs(folder, exist_ok=True)
        kind = r.choices(["model", "network", "view", "viewmodel", "representable", "hosting", "format"],
                         weights=[22, 12, 26, 12, 6, 4, 18])[0]
        name = f"{feature}{kind.capitalize()}{index}"
        buggy = r.random() < 0.15
        text = {
            "model": lambda: plain_model(r, name),
            "network": lambda: networking(r, name),
            "view": lambda: swiftui_view(r, name + "View", f"{feature}Model{index}"),
            "viewmodel": lambda: view_model(r, name + "Model", buggy),
            "representable": lambda: representable(r, name + "Representable", buggy),
            "hosting": lambda: hosting(r, name + "Controller", f"{feature}View{index}"),
            "format": lambda: formatting(r, name + "Format"),
        }[kind]()
        with open(os.path.join(folder, f"{name}.swift"), "w") as handle:
            handle.write(text)
        written += text.count("\n")
        index += 1
    print(f"wrote {index} files, {written} lines to {args.out}")

if __name__ == "__main__":
    main()
