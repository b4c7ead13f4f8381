import Foundation
import OutdoorArguments
import TestSupport
import XCTest

@testable import OutdoorCLI

/// The handbook's command reference (Documentation/Reference.md) is what the command
/// declarations make: CI fails when a command, option or example changed and the committed file
/// was not written again (`make reference`).
final class ReferenceTests: CLITestCase {
    let program = OutdoorCLI.program
    var generated: String { MarkdownReference.make(program) }

    func testTheCommittedReferenceIsWhatTheDeclarationsMake() throws {
        let committed = try String(
            contentsOf: RepositoryRoot.url.appendingPathComponent("Documentation/Reference.md"),
            encoding: .utf8)
        guard committed != generated else { return }
        let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let line =
            zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(old.count, new.count)
        XCTFail(
            "Documentation/Reference.md differs from what the command declarations make: run 'make reference' "
                + "and commit it. First difference at line \(line + 1):\n"
                + "committed: \(line < old.count ? old[line] : "(end of file)")\n"
                + "generated: \(line < new.count ? new[line] : "(end of file)")")
    }

    /// The command prints the same reference as the test compares (one process).
    func testManFormatMarkdownPrintsTheReference() throws {
        XCTAssertEqual(try run(["man", "--format", "markdown"]).output, generated)
    }

    func testEveryCommandOptionExampleAndVariableIsInTheReference() {
        let reference = generated
        var checked = 0
        for spec in program.commands {
            XCTAssertTrue(reference.contains("\n## \(spec.displayName)\n"), "\(spec.displayName): no section")
            XCTAssertTrue(
                reference.contains("(#\(MarkdownReference.anchor(spec)))"), "\(spec.displayName): not listed")
            for line in spec.usage {
                XCTAssertTrue(
                    reference.contains("\n" + HelpFormatter.usageLine(line, indent: "") + "\n"),
                    "\(spec.displayName): usage '\(line)'")
            }
            for example in spec.examples {
                XCTAssertTrue(
                    reference.contains("\noutdoor \(example.line) "), "\(spec.displayName): example")
            }
            for option in spec.options {
                XCTAssertTrue(
                    reference.contains("- `\(option.label)`: \(MarkdownReference.escape(option.help))"),
                    "\(spec.displayName) --\(option.name)")
                for choice in option.choices {
                    XCTAssertTrue(
                        reference.contains("`\(choice)`"), "\(spec.displayName) --\(option.name) \(choice)")
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 120)
        for variable in program.environment {
            XCTAssertTrue(
                reference.contains("- `\(variable.name)`: \(MarkdownReference.escape(variable.help))"),
                variable.name)
        }
    }
}
