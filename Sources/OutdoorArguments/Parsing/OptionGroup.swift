/// Option declarations read together: a command's options, or a group several commands share
/// (the entry selection, the card options).
///
/// A group's stored properties are its declarations, in help order: `Option`s, `Flag`s and other
/// groups. They are found by reflection, so a declared option is always parsed, listed in help,
/// usage, the man page and completions, and nothing is listed twice by hand.
public protocol OptionGroup: Sendable {
    /// The group's part of a usage line; by default each listed option's own term, in order.
    var usageTerms: [UsageTerm] { get }
}

/// A command's own options: a group the command makes with `init()`.
public protocol CommandOptions: OptionGroup {
    /// The declarations.
    init()
}

extension OptionGroup {
    /// Every option the group declares, its groups' included, in declaration order.
    public var declarations: [OptionSpec] {
        members.flatMap { member -> [OptionSpec] in
            switch member {
            case .option(let spec): return [spec]
            case .group(let group): return group.declarations
            }
        }
    }

    /// Each listed option's own usage term, in declaration order, its groups' terms included.
    public var usageTerms: [UsageTerm] {
        members.flatMap { member -> [UsageTerm] in
            switch member {
            case .option(let spec): return UsageTerm.standard(spec).map { [$0] } ?? []
            case .group(let group): return group.usageTerms
            }
        }
    }

    /// The stored declarations and groups, in declaration order.
    private var members: [OptionGroupMember] {
        Mirror(reflecting: self).children.compactMap { child in
            if let declaration = child.value as? any OptionDeclaration { return .option(declaration.spec) }
            if let group = child.value as? any OptionGroup { return .group(group) }
            return nil
        }
    }
}

/// One stored property of a group that matters to the grammar.
private enum OptionGroupMember {
    case option(OptionSpec)
    case group(any OptionGroup)
}

/// A command without options of its own.
public struct NoOptions: CommandOptions {
    /// No declarations.
    public init() {}
}
