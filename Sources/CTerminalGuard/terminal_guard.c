#include "terminal_guard.h"

#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

/* Crashes and traps, then every other signal whose default action ends the process (those that
   the program polls, SIGINT, SIGTERM and SIGHUP, are blocked and never reach a handler). */
static const int guarded[] = {
    SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV,
    SIGUSR1, SIGUSR2, SIGPIPE, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS,
#ifdef SIGIO
    SIGIO,
#endif
#ifdef SIGSTKFLT
    SIGSTKFLT,
#endif
#ifdef SIGPWR
    SIGPWR,
#endif
};
#define GUARDED (int)(sizeof guarded / sizeof guarded[0])
/* The crashes: always guarded. The rest only where the program found the default action (an
   ignored SIGPIPE, say, stays ignored). */
#define CRASHES 7

static struct termios saved_modes;
static int saved_fd = -1;
static int reset_fd = -1;
static char reset_bytes[512];
static int reset_size;
static struct sigaction previous[GUARDED];
static int installed;
/* A stack of its own, so a stack overflow's SIGSEGV can still run the handler. */
static char alternate_stack[64 * 1024];

static void restore_terminal(int sig) {
    if (saved_fd >= 0) tcsetattr(saved_fd, TCSANOW, &saved_modes);
    if (reset_fd >= 0 && reset_size > 0) {
        ssize_t written = write(reset_fd, reset_bytes, (size_t)reset_size);
        (void)written;
    }
    for (int i = 0; i < GUARDED; i++) {
        if (guarded[i] == sig) sigaction(sig, &previous[i], NULL);
    }
    /* The previous handler runs (the Swift runtime prints its backtrace); a handler that returns
       must not let the program go on, so then the default action, and failing that an exit. */
    raise(sig);
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(sig, &fallback, NULL);
    raise(sig);
    _exit(128 + sig);
}

int lp_guard_save_modes(int fd) {
    if (tcgetattr(fd, &saved_modes) != 0) return -1;
    saved_fd = fd;
    return 0;
}

void lp_guard_set_message(const char *bytes, int length) {
    if (length < 0) length = 0;
    if (length > (int)sizeof reset_bytes) length = (int)sizeof reset_bytes;
    memcpy(reset_bytes, bytes, (size_t)length);
    reset_size = length;
}

void lp_guard_install(int out_fd, const char *reset, int reset_length) {
    lp_guard_set_message(reset, reset_length);
    reset_fd = out_fd;

    stack_t stack;
    stack.ss_sp = alternate_stack;
    stack.ss_size = sizeof alternate_stack;
    stack.ss_flags = 0;
    sigaltstack(&stack, NULL);

    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = restore_terminal;
    sigemptyset(&action.sa_mask);
    /* NODEFER: the signal raised again inside the handler is delivered at once. */
    action.sa_flags = SA_ONSTACK | SA_NODEFER;
    for (int i = 0; i < GUARDED; i++) {
        sigaction(guarded[i], NULL, &previous[i]);
        if (i < CRASHES || previous[i].sa_handler == SIG_DFL) sigaction(guarded[i], &action, NULL);
    }
    installed = 1;
}

void lp_guard_remove(void) {
    if (!installed) return;
    for (int i = 0; i < GUARDED; i++) sigaction(guarded[i], &previous[i], NULL);
    installed = 0;
}

int lp_guard_input_closed(int fd) {
    struct pollfd p;
    p.fd = fd;
    p.events = POLLIN;
    p.revents = 0;
    if (poll(&p, 1, 0) < 0) return 0;
    return (p.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0;
}
