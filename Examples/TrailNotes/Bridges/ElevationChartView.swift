import SwiftUI
import UIKit

/// Lightweight Core Graphics elevation profile, shared with the UIKit detail screen.
final class ElevationProfileView: UIView {
    var samples: [Double] = [] {
        didSet { setNeedsDisplay() }
    }

    var lineColor: UIColor = .systemOrange {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        guard samples.count > 1,
              let lowest = samples.min(),
              let highest = samples.max() else { return }

        let range = max(highest - lowest, 1)
        let plot = rect.insetBy(dx: 4, dy: 4)
        let stepX = plot.width / CGFloat(samples.count - 1)

        let line = UIBezierPath()
        for (index, value) in samples.enumerated() {
            let point = CGPoint(
                x: plot.minX + CGFloat(index) * stepX,
                y: plot.maxY - CGFloat((value - lowest) / range) * plot.height
            )
            if index == 0 {
                line.move(to: point)
            } else {
                line.addLine(to: point)
            }
        }

        if let area = line.copy() as? UIBezierPath {
            area.addLine(to: CGPoint(x: plot.maxX, y: plot.maxY))
            area.addLine(to: CGPoint(x: plot.minX, y: plot.maxY))
            area.close()
            lineColor.withAlphaComponent(0.15).setFill()
            area.fill()
        }

        lineColor.setStroke()
        line.lineWidth = 2
        line.lineJoinStyle = .round
        line.stroke()
    }
}

struct ElevationChartView: UIViewRepresentable {
    let samples: [Double]
    var lineColor: UIColor = .systemOrange

    private var accessibilitySummary: String {
        guard let lowest = samples.min(), let highest = samples.max() else { return "No elevation data" }
        return "Elevation from \(Int(lowest)) to \(Int(highest)) meters"
    }

    func makeUIView(context: Context) -> ElevationProfileView {
        let view = ElevationProfileView()
        view.isAccessibilityElement = true
        view.samples = samples
        view.lineColor = lineColor
        return view
    }

    func updateUIView(_ uiView: ElevationProfileView, context: Context) {
        uiView.samples = samples
        uiView.lineColor = lineColor
        uiView.accessibilityLabel = accessibilitySummary
    }

    func sizeThatFits(_ proposal: ProposedViewSize, uiView: ElevationProfileView, context: Context) -> CGSize? {
        let width = proposal.width ?? 320
        // BUG(size-that-fits-force-unwrap): inside a ScrollView the height proposal is nil, so this force unwrap traps.
        let height = min(proposal.height!, width * 0.35)
        return CGSize(width: width, height: height)
    }
}
