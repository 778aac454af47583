/// The message of `migrationReferenceStateViewRead` when the held class stays an
/// `ObservableObject` (`kept`): a view reads, through the migrated class's holder `name` (a
/// `let`, a `var` set only in `init`, or a tracked `var`), the state of that class.
extension DiagnosticMessage {
    /// `through`: ", which reads through 'name'" when `read` is a member of the class that
    /// reads through the holder, else empty.
    static func keptReferenceMessage(view: String, read: String, through: String, name: String, className: String, heldClass: String) -> String {
        "view '\(view)' reads '\(read)'\(through); '\(name)' holds a '\(heldClass)', which stays an 'ObservableObject': the view held only '\(className)', "
            + "and was also redrawn by every '@Published' change of it, and now follows neither that nor the '@Published' changes of '\(heldClass)' "
            + "(a read through '\(name)' registers nothing of it); observe the '\(heldClass)' in the view ('@ObservedObject'), or set a tracked property of '\(className)' when it changes"
    }
}
