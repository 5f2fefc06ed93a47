// renameat2(2), which Swift's Glibc module does not show: glibc declares it
// only under _GNU_SOURCE. Its flags are the kernel's, from <linux/fs.h>.
#include <fcntl.h>
#include <linux/fs.h>

int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);

/// Swaps the two paths in one step (both must exist); -1 and errno otherwise.
static inline int larder_rename_exchange(const char *first, const char *second) {
    return renameat2(AT_FDCWD, first, AT_FDCWD, second, RENAME_EXCHANGE);
}

/// Renames `from` to `to` unless `to` exists (EEXIST); -1 and errno otherwise.
static inline int larder_rename_no_replace(const char *from, const char *to) {
    return renameat2(AT_FDCWD, from, AT_FDCWD, to, RENAME_NOREPLACE);
}
