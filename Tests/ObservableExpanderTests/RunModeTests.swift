import Foundation
@testable import observable_expand
import XCTest

/// The executable chooses what a run does once, from the parsed options (issue 25): one mode,
/// one frontend, and standard output carries code in the print modes only.
final class RunModeTests: XCTestCase {
    func testTheExpansionModeFollowsTheOptions() throws {
        let cases: [([String], ExpansionMode)] = [
            (["M.swift"], .print),
            (["M.swift", "-o", "-"], .print),
            (["M.swift", "-o", "Out.swift"], .write),
            (["Models", "--output", "Generated", "--prune"], .write),
            (["M.swift", "-o", "Out.swift", "--check"], .check),
            (["M.swift", "-o", "Out.swift", "--dry-run"], .dryRun),
            (["M.swift", "--explain"], .explain),
        ]
        for (arguments, mode) in cases {
            let options = try CommandLineOptions.parse(arguments)
            XCTAssertEqual(ExpansionMode(options), mode, "\(arguments)")
            let tool = CommandLineTool(options: options, streams: StandardStreams.prepare())
            XCTAssertEqual(tool.mode, mode, "\(arguments)")
            XCTAssertEqual(tool.routing.codeOnStandardOutput, mode == .print, "\(arguments)")
        }
    }

    func testTheMigrateModeFollowsTheOptions() throws {
        let cases: [([String], MigrateMode)] = [
            (["M.swift"], .print),
            (["M.swift", "-o", "Out.swift"], .write),
            (["Models", "--in-place"], .inPlace),
            (["Models", "--check"], .check),
            (["Models", "--in-place", "--check"], .check),
            (["Models", "--dry-run"], .dryRun),
        ]
        for (arguments, mode) in cases {
            let options = try MigrateOptions.parse(arguments)
            let command = MigrateCommand(options: options, streams: StandardStreams.prepare())
            XCTAssertEqual(command.mode, mode, "\(arguments)")
            XCTAssertEqual(command.tool.routing.codeOnStandardOutput, mode == .print, "\(arguments)")
        }
    }
}
