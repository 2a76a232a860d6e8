#ifndef TERMINAL_GUARD_H
#define TERMINAL_GUARD_H

/*
 * Restores the terminal when the screen dies: a runtime trap (SIGILL, SIGTRAP), a crash
 * (SIGSEGV, SIGBUS, SIGFPE), an abort, SIGQUIT, or any other signal whose default action ends
 * the process (SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGXCPU, ...) and that is not ignored. The handler does only async-signal-safe
 * things: it puts back the terminal modes saved before ncurses started, writes the reset
 * sequence saved after it started (leave the alternate screen, mouse reporting off, cursor on),
 * reinstalls the handler that was there before (the Swift runtime's backtracer, or the default)
 * and raises the signal again, so the process still dies of it as it would have.
 *
 * One C file keeps one copy of this state: a static in a header would be one per Swift file.
 */

/* Saves the terminal modes of `fd` (before ncurses changes them). Returns 0 on success. */
int lp_guard_save_modes(int fd);
/* Installs the handlers; `reset` (up to 512 bytes) is written to `out_fd` on a crash. */
void lp_guard_install(int out_fd, const char *reset, int reset_length);
/* Replaces the bytes written on a crash (the fuzzer names the input it is running). */
void lp_guard_set_message(const char *bytes, int length);
/* Puts the previous handlers back (after a normal exit has restored the terminal). */
void lp_guard_remove(void);
/* Whether input on `fd` has hung up or failed (the terminal is gone): 1, else 0. */
int lp_guard_input_closed(int fd);

#endif
