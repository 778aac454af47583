import Foundation
import ObservableSyntax
import XCTest
@testable import ObservableExpander

/// Values whose type the run's declarations tell, though the index types them only in their own
/// file or not at all (review of cloud-sdk-ios-fiori at 734fd9e: 28 errors "cannot tell the type"
/// on code the compiler accepts): static collections of a type of the run reached through the
/// type's name, array literals of initializer calls, `ForEach` over such collections and over a
/// typed local of a computed property, and a wrapped local `@EnvironmentObject`.
final class MigrationStaticMemberTypeTests: XCTestCase, MigrationReviewCase {
    /// The shared model and test data of the cases: `data:` is a label of well-known failable
    /// initializers (`UIImage(data:)`), so the index, reading `Tests.swift` alone, does not type
    /// `[ChartModel(chartType: 1, data: …)]`.
    let models = """
        import SwiftUI

        public class ChartModel: ObservableObject, Identifiable, @unchecked Sendable {
            @Published public var chartType: Int
            @Published public var data: [[Double?]]
            public init(chartType: Int, data: [[Double?]] = []) {
                self.chartType = chartType
                self.data = data
            }
        }

        extension ChartModel {
            public static let allCases: [ChartModel] = [ChartModel(chartType: 9)]
        }

        public enum Tests {
            public static let lineModels = [
                ChartModel(chartType: 1,
                           data: [[200, 170, nil]]),
                ChartModel(chartType: 1, data: [[nil]]),
            ]
            public static let stockModels = [ChartModel(chartType: 2, data: [[]])]
        }

        struct ChartView: View {
            @EnvironmentObject var model: ChartModel
            var body: some View { Text("\\(model.chartType)") }
        }

        """

    /// `.environmentObject(Tests.lineModels[0])`, `@ObservedObject var m = Tests.stockModels[0]`
    /// and `ForEach(ChartModel.allCases) { … .environmentObject($0) }`: each value is a
    /// `ChartModel`, so each site is rewritten and the output builds; before, each was an error.
    func testStaticCollectionsOfARunTypeAreTyped() throws {
        let views = """
            import SwiftUI

            struct Previews: View {
                @ObservedObject var stockModel = Tests.stockModels[0]
                var body: some View {
                    VStack {
                        ChartView().environmentObject(Tests.lineModels[0])
                        ChartView().environmentObject(Tests.lineModels.first!)
                        ForEach(ChartModel.allCases) {
                            ChartView().environmentObject($0)
                        }
                        ForEach(Tests.lineModels) {
                            ChartView()
                                .environmentObject($0)
                        }
                        Text("\\(stockModel.chartType)")
                    }
                }
            }

            """
        let result = migrate([("Models.swift", models), ("Views.swift", views)])
        XCTAssertEqual(result.summary.migratedClasses, ["ChartModel"])
        XCTAssertEqual(found(result, "migrate-unknown-environment-object"), [])
        XCTAssertEqual(found(result, "migrate-unknown-wrapped-type"), [])
        let out = output(result, 1)
        XCTAssertTrue(out.contains("var stockModel = Tests.stockModels[0]") && !out.contains("@ObservedObject"), out)
        XCTAssertEqual(out.components(separatedBy: ".environment(").count - 1, 4, out)
        XCTAssertFalse(out.contains("environmentObject"), out)
        try assertOutputsTypeCheck(result)
    }

    /// `ForEach(models) { … $0 … }` with `let models: [ChartModel] = …` in a computed property's
    /// body (a preview's `static var previews`): the local's written element type.
    func testATypedLocalOfAComputedPropertyIsTyped() throws {
        let views = """
            import SwiftUI

            struct ChartView_Previews {
                static var previews: some View {
                    let models: [ChartModel] = Tests.lineModels.map { model in
                        model.chartType = 3
                        return model
                    }
                    return VStack {
                        ForEach(models) {
                            ChartView()
                                .environmentObject($0)
                        }
                    }
                }
            }

            """
        let result = migrate([("Models.swift", models), ("Previews.swift", views)])
        XCTAssertEqual(result.summary.migratedClasses, ["ChartModel"])
        XCTAssertEqual(found(result, "migrate-unknown-environment-object"), [])
        XCTAssertTrue(output(result, 1).contains(".environment($0)"), output(result, 1))
        try assertOutputsTypeCheck(result)
    }

    /// A wrapped local `@EnvironmentObject var model: ChartModel` (which compiles, and which
    /// SwiftUI never fills in) becomes `@Environment(ChartModel.self) var model`, which compiles
    /// the same way; before, an error said its type could not be told, though it is written.
    func testALocalEnvironmentObjectWithAWrittenTypeIsRewritten() throws {
        let views = """
            import SwiftUI

            struct Row: View {
                @EnvironmentObject private var model: ChartModel
                var body: some View { stack() }

                func stack() -> some View {
                    @EnvironmentObject var model: ChartModel
                    return VStack {
                        Text("\\(self.model.chartType)")
                    }
                }
            }

            """
        let result = migrate([("Models.swift", models), ("Row.swift", views)])
        XCTAssertEqual(result.summary.migratedClasses, ["ChartModel"])
        XCTAssertEqual(found(result, "migrate-unknown-wrapped-type"), [])
        XCTAssertTrue(output(result, 1).contains("        @Environment(ChartModel.self) var model: ChartModel\n"), output(result, 1))
        try assertOutputsTypeCheck(result)
    }

    /// What stays unknown stays an error: an array literal whose elements are not all
    /// initializer calls, a static property with neither a written type nor such a literal, and
    /// a literal of calls of a failable initializer whose labels the call takes (`init?(data:)`:
    /// its elements are optional, no `ChartModel`).
    func testUnknownValuesStayErrors() throws {
        let models = """
            import SwiftUI

            class ChartModel: ObservableObject {
                @Published var chartType = 0
                init(chartType: Int) { self.chartType = chartType }
                init?(data: [Int]) { if data.isEmpty { return nil } }
            }

            func make() -> ChartModel { ChartModel(chartType: 1) }

            enum Tests {
                static let boxed = Array(repeating: ChartModel(chartType: 1), count: 2)
                static let called = [ChartModel(chartType: 1), make()]
                static let failable = [ChartModel(data: [1])]
            }

            struct ChartView: View {
                var body: some View {
                    VStack {
                        Text("a").environmentObject(Tests.boxed[0])
                        Text("b").environmentObject(Tests.called[0])
                        Text("c").environmentObject(Tests.failable[0])
                        ForEach(Tests.boxed, id: \\.chartType) { Text("d").environmentObject($0) }
                    }
                }
            }

            """
        let result = migrate([("Models.swift", models)])
        XCTAssertEqual(found(result, "migrate-unknown-environment-object"), ["Models.swift:20", "Models.swift:21", "Models.swift:22", "Models.swift:23"])
    }
}
