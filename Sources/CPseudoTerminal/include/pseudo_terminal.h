#ifndef LP_PSEUDO_TERMINAL_H
#define LP_PSEUDO_TERMINAL_H

#include <sys/types.h>

/* Starts `path` with `argv` and `envp` on a new pseudo-terminal of `rows` x `columns`, in a
 * session of its own with the terminal as its controlling terminal, as a terminal emulator
 * starts a shell. Returns the master side's descriptor (what the program writes is read from
 * it, keys are written to it) and sets *pid; returns -1 on failure, with errno set. For
 * `bench`'s start-up figure: Swift's Glibc module hides posix_openpt and its kin, and ioctl is
 * variadic. */
int lp_spawn_on_pseudo_terminal(const char *path, char *const argv[], char *const envp[],
                                int rows, int columns, pid_t *pid);

#endif
