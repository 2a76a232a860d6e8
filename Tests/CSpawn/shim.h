#ifndef LP_SPAWN_SHIM_H
#define LP_SPAWN_SHIM_H

/* The two glibc (2.34+) posix_spawn file actions that Swift's Glibc module hides behind
 * _GNU_SOURCE: the tests need a child in a given directory with no inherited descriptors,
 * so that a daemon it starts (the tmux server) never holds one of the test's files open. */
#include <spawn.h>

extern int posix_spawn_file_actions_addchdir_np(posix_spawn_file_actions_t *__restrict actions,
                                                const char *__restrict path);
extern int posix_spawn_file_actions_addclosefrom_np(posix_spawn_file_actions_t *actions, int from);

#endif
