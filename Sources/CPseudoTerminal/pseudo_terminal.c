#define _GNU_SOURCE
#include "pseudo_terminal.h"

#include <errno.h>
#include <signal.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <unistd.h>

int lp_spawn_on_pseudo_terminal(const char *path, char *const argv[], char *const envp[],
                                int rows, int columns, pid_t *pid) {
    int master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (master < 0) return -1;
    struct winsize size = { .ws_row = (unsigned short)rows, .ws_col = (unsigned short)columns };
    const char *slave = NULL;
    if (grantpt(master) != 0 || unlockpt(master) != 0 || (slave = ptsname(master)) == NULL
        || ioctl(master, TIOCSWINSZ, &size) != 0) {
        int saved = errno;
        close(master);
        errno = saved;
        return -1;
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    /* Opened after setsid, without O_NOCTTY: the terminal becomes the session's. */
    posix_spawn_file_actions_addopen(&actions, 0, slave, O_RDWR, 0);
    posix_spawn_file_actions_adddup2(&actions, 0, 1);
    posix_spawn_file_actions_adddup2(&actions, 0, 2);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    sigset_t none, all;
    sigemptyset(&none);
    sigfillset(&all);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setsigdefault(&attributes, &all);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
    int error = posix_spawn(pid, path, &actions, &attributes, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    if (error != 0) {
        close(master);
        errno = error;
        return -1;
    }
    return master;
}
