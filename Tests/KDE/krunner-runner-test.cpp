// Drives Larder's runner through KRunner::RunnerManager (KF6), the way
// Plasma's KRunner loads and calls D-Bus runners: the registration is read
// from $XDG_DATA_DIRS/krunner/dbusplugins, the provider started by D-Bus
// activation, its replies decoded by KRunner's DBusRunner (icon-data
// included). Expects the sample collection (data/recipes) with its cards
// exported. Prints one line per check; exits 1 when any fails.
//
// usage: krunner-runner-test PAGES_FOLDER
//   PAGES_FOLDER: where the provider writes recipe pages ($XDG_CACHE_HOME/larder/pages)

#include <KRunner/AbstractRunner>
#include <KRunner/Action>
#include <KRunner/QueryMatch>
#include <KRunner/RunnerManager>

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QGuiApplication>
#include <QIcon>
#include <QTimer>
#include <algorithm>
#include <cstdio>

namespace {

const QString runnerID = QStringLiteral("io.github.larder.Larder");
int failures = 0;

void check(bool ok, const QString &what)
{
    std::printf("%s %s\n", ok ? "ok  " : "FAIL", qPrintable(what));
    if (!ok) {
        ++failures;
    }
}

// Runs one query in single-runner mode and waits for KRunner to finish it.
QList<KRunner::QueryMatch> query(KRunner::RunnerManager &manager, const QString &term)
{
    QEventLoop loop;
    QObject::connect(&manager, &KRunner::RunnerManager::queryFinished, &loop, &QEventLoop::quit);
    QTimer::singleShot(30000, &loop, &QEventLoop::quit);
    manager.launchQuery(term, runnerID);
    if (manager.querying()) {
        loop.exec();
    }
    return manager.matches();
}

// KRunner prefixes match IDs with the runner's ID; Run gets them back without it.
QString recipeID(const KRunner::QueryMatch &match)
{
    return match.id().mid(runnerID.size() + 1);
}

// Waits up to `milliseconds` for `path` to exist, letting events run.
bool waitForFile(const QString &path, int milliseconds)
{
    QElapsedTimer timer;
    timer.start();
    while (!QFileInfo::exists(path) && timer.elapsed() < milliseconds) {
        QEventLoop loop;
        QTimer::singleShot(50, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return QFileInfo::exists(path);
}

} // namespace

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv); // DBusRunner turns icon-data into a QPixmap
    if (argc != 2) {
        std::fprintf(stderr, "usage: krunner-runner-test PAGES_FOLDER\n");
        return 64;
    }
    const QString pages = QString::fromLocal8Bit(argv[1]);

    KRunner::RunnerManager manager;
    manager.setAllowedRunners({runnerID});
    KRunner::AbstractRunner *runner = manager.runner(runnerID);
    check(runner != nullptr, QStringLiteral("RunnerManager loads %1 from krunner/dbusplugins").arg(runnerID));
    if (!runner) {
        return 1;
    }
    check(runner->minLetterCount() == 2, QStringLiteral("min letter count 2 (got %1)").arg(runner->minLetterCount()));
    manager.setupMatchSession();

    // A word of Борщ's method only ("ladle").
    const QList<KRunner::QueryMatch> matches = query(manager, QStringLiteral("половник"));
    const auto borscht = std::find_if(matches.cbegin(), matches.cend(), [](const KRunner::QueryMatch &match) {
        return match.text() == QStringLiteral("Борщ");
    });
    check(borscht != matches.cend(), QStringLiteral("\"половник\" finds Борщ (%1 matches)").arg(matches.size()));
    if (borscht != matches.cend()) {
        const KRunner::QueryMatch &match = *borscht;
        check(match.subtext() == QStringLiteral("Суп · 3 ч · 6 порций"), QStringLiteral("subtext: %1").arg(match.subtext()));
        check(match.matchCategory() == QStringLiteral("Recipes"), QStringLiteral("category: %1").arg(match.matchCategory()));
        check(match.categoryRelevance() == 30, QStringLiteral("category relevance 30 (got %1)").arg(match.categoryRelevance()));
        check(match.relevance() > 0 && match.relevance() <= 1, QStringLiteral("relevance %1").arg(match.relevance()));
        const QList<QUrl> urls = match.urls();
        check(urls.size() == 1 && urls.first().isLocalFile() && QFileInfo::exists(urls.first().toLocalFile()),
              QStringLiteral("url of the exported card: %1").arg(urls.isEmpty() ? QString() : urls.first().toString()));
        // DBusRunner decoded icon-data into a pixmap and cleared the icon name.
        const QSize iconSize = match.icon().availableSizes().value(0);
        check(!match.icon().isNull() && iconSize == QSize(48, 48) && match.iconName().isEmpty(),
              QStringLiteral("icon-data decoded by KRunner: %1×%2").arg(iconSize.width()).arg(iconSize.height()));
        QStringList actions;
        for (const KRunner::Action &action : match.actions()) {
            actions << action.id();
        }
        check(actions == QStringList({QStringLiteral("open"), QStringLiteral("show-card"), QStringLiteral("copy")}),
              QStringLiteral("actions: %1").arg(actions.join(QLatin1Char(','))));

        // The default action opens the recipe as GNOME Shell's activation does: its page is written.
        const QString page = pages + QLatin1Char('/') + recipeID(match) + QStringLiteral(".html");
        check(manager.run(match), QStringLiteral("RunnerManager runs the default action"));
        check(waitForFile(page, 10000), QStringLiteral("the provider wrote %1").arg(page));
    }

    const QList<KRunner::QueryMatch> named = query(manager, QStringLiteral("Spaghetti Carbonara"));
    check(!named.isEmpty() && named.first().text() == QStringLiteral("Spaghetti Carbonara") && named.first().categoryRelevance() == 100,
          QStringLiteral("the full name is an exact match (category relevance %1)").arg(named.isEmpty() ? -1 : named.first().categoryRelevance()));
    check(query(manager, QStringLiteral("a")).isEmpty(), QStringLiteral("one letter: no match"));
    manager.matchSessionComplete();

    std::printf("%s\n", failures == 0 ? "krunner-runner-test: all checks passed" : "krunner-runner-test: some checks failed");
    return failures == 0 ? 0 : 1;
}
