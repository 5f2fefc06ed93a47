// Asks KIO for the thumbnails of files, as Dolphin does (KIO::filePreview,
// a PreviewJob), and prints one line per file as each answer comes:
//
//   OK <file> <width>x<height> <png written>
//   FAILED <file>
//
// usage: kio-preview [--size N] [--plugins ID,ID | --default-plugins] OUTDIR FILE...
// Exit status: 0 when every file got a thumbnail, 1 when one failed, 64 on bad arguments.
// Run with QT_QPA_PLATFORM=offscreen where there is no display.
#include <KFileItem>
#include <KIO/PreviewJob>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPixmap>
#include <QTextStream>
#include <QUrl>
#include <cstdio>

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    QStringList arguments = app.arguments().mid(1);
    int size = 256;
    QStringList plugins = KIO::PreviewJob::defaultPlugins();
    while (!arguments.isEmpty() && arguments.first().startsWith(QStringLiteral("--"))) {
        const QString option = arguments.takeFirst();
        if (option == QStringLiteral("--size") && !arguments.isEmpty()) {
            size = arguments.takeFirst().toInt();
        } else if (option == QStringLiteral("--plugins") && !arguments.isEmpty()) {
            plugins = arguments.takeFirst().split(QLatin1Char(','), Qt::SkipEmptyParts);
        } else if (option == QStringLiteral("--default-plugins")) {
            plugins = KIO::PreviewJob::defaultPlugins();
        } else {
            std::fprintf(stderr, "kio-preview: unknown option %s\n", qPrintable(option));
            return 64;
        }
    }
    if (arguments.size() < 2 || size <= 0) {
        std::fprintf(stderr, "usage: kio-preview [--size N] [--plugins ID,ID | --default-plugins] OUTDIR FILE...\n");
        return 64;
    }
    const QDir output(arguments.takeFirst());
    KFileItemList items;
    for (const QString &path : std::as_const(arguments)) {
        items << KFileItem(QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath()));
    }
    QTextStream out(stdout);
    std::printf("plugins: %s\n", qPrintable(plugins.join(QLatin1Char(','))));
    std::fflush(stdout);
    int failures = 0;
    auto *job = KIO::filePreview(items, QSize(size, size), &plugins);
    job->setIgnoreMaximumSize(true);
    QObject::connect(job, &KIO::PreviewJob::gotPreview, [&](const KFileItem &item, const QPixmap &preview) {
        const QString file = output.filePath(item.url().fileName() + QStringLiteral(".png"));
        const bool saved = preview.toImage().save(file, "PNG");
        std::printf("OK %s %dx%d %s\n", qPrintable(item.localPath()), preview.width(), preview.height(), saved ? qPrintable(file) : "(not saved)");
        std::fflush(stdout);
    });
    QObject::connect(job, &KIO::PreviewJob::failed, [&](const KFileItem &item) {
        ++failures;
        std::printf("FAILED %s\n", qPrintable(item.localPath()));
        std::fflush(stdout);
    });
    QObject::connect(job, &KJob::result, &app, [&](KJob *finished) {
        if (finished->error()) {
            std::fprintf(stderr, "kio-preview: %s\n", qPrintable(finished->errorString()));
            ++failures;
        }
        app.exit(failures == 0 ? 0 : 1);
    });
    return app.exec();
}
