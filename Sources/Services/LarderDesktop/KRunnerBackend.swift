/// The answers behind `org.kde.krunner1` (KRunner's D-Bus runner, KF6); the
/// service turns them into D-Bus replies. As with ``SearchProviderBackend``,
/// methods never fail: a question without an answer gets an empty one.
public protocol KRunnerBackend: AnyObject {
    /// The shortest query worth a Match call (KRunner's MinLetterCount, sent by Config).
    var minimumLetterCount: Int { get }
    /// What `query` matches, best first.
    func match(_ query: String) -> [KRunnerMatch]
    /// The actions any match may offer (constant: KRunner may ask once).
    func actions() -> [KRunnerAction]
    /// Runs `actionID` on the match `matchID`; an empty `actionID` is the default action.
    func run(_ matchID: String, actionID: String)
    /// A match session ended (KRunner closed): what was kept for it may go.
    func teardown()
    /// The XDG activation token for the window the next ``run(_:actionID:)``
    /// opens (KF 6.17 and later send one before Run), so that Wayland raises it.
    func setActivationToken(_ token: String)
}
