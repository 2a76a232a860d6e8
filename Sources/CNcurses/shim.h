#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

/* Wide-character ncurses: cchar_t, setcchar, mvadd_wch. Must precede the include. */
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <langinfo.h>
#include <locale.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <wchar.h>

#if __has_include(<ncursesw/curses.h>)
#include <ncursesw/curses.h>
#elif __has_include(<ncurses.h>)
#include <ncurses.h>
#else
#error "ncursesw headers not found: install libncurses-dev (apt-get install libncurses-dev)"
#endif

/* Swift 6 rejects mutable C globals and cannot import function-like macros: wrap them. */
static inline WINDOW *lp_stdscr(void) { return stdscr; }
/* Like initscr(), but returns NULL for a terminal ncurses cannot drive instead of exiting. */
static inline SCREEN *lp_newterm(void) { return newterm(NULL, stdout, stdin); }
static inline void lp_getmaxyx(WINDOW *w, int *y, int *x) { int yy, xx; getmaxyx(w, yy, xx); *y = yy; *x = xx; }

static inline int lp_key_resize(void) { return KEY_RESIZE; }
static inline int lp_key_mouse(void) { return KEY_MOUSE; }
static inline int lp_key_btab(void) { return KEY_BTAB; }
static inline int lp_key_up(void) { return KEY_UP; }
static inline int lp_key_down(void) { return KEY_DOWN; }
static inline int lp_key_left(void) { return KEY_LEFT; }
static inline int lp_key_right(void) { return KEY_RIGHT; }
static inline int lp_key_ppage(void) { return KEY_PPAGE; }
static inline int lp_key_npage(void) { return KEY_NPAGE; }
static inline int lp_key_home(void) { return KEY_HOME; }
static inline int lp_key_end(void) { return KEY_END; }
static inline int lp_key_backspace(void) { return KEY_BACKSPACE; }
static inline int lp_key_enter(void) { return KEY_ENTER; }

#ifndef BUTTON5_PRESSED
#define BUTTON5_PRESSED 0
#endif
static inline void lp_enable_mouse(void) { mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED | BUTTON4_PRESSED | BUTTON5_PRESSED, NULL); mouseinterval(0); }

static inline int lp_key_code_yes(void) { return KEY_CODE_YES; }
/* Whether the locale setlocale chose encodes UTF-8 (else the screen falls back to ASCII). */
static inline int lp_locale_is_utf8(void) { const char *set = nl_langinfo(CODESET); return set && strcmp(set, "UTF-8") == 0; }
static inline int lp_wcwidth(wchar_t ch) { return wcwidth(ch); }
/* A terminfo string capability of the current terminal, or NULL (tigetstr's -1 included). */
static inline const char *lp_tigetstr(const char *name) {
    char *value = tigetstr(name);
    return (value == NULL || value == (char *)-1) ? NULL : value;
}

/* A parameterised terminfo string with its parameters filled in, or NULL when the terminal
   has none: cup (row, column) moves the cursor, setaf / setab (n) set a colour. */
static inline const char *lp_tparm(const char *name, int a, int b) {
    char *capability = tigetstr(name);
    if (capability == NULL || capability == (char *)-1) return NULL;
    return tparm(capability, a, b, 0, 0, 0, 0, 0, 0, 0);
}

/* The last mouse event: 1 for a button-1 click (with its cell), 2 for the wheel up, 3 for the
   wheel down, 0 for anything else. */
static inline int lp_mouse_event(int *y, int *x) {
    MEVENT event;
    if (getmouse(&event) != OK) return 0;
    *y = event.y; *x = event.x;
    if (event.bstate & BUTTON4_PRESSED) return 2;
    if (BUTTON5_PRESSED && (event.bstate & BUTTON5_PRESSED)) return 3;
    if (event.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED)) return 1;
    return 0;
}

/*
 * SIGINT, SIGTERM and SIGHUP are blocked and polled: the input loop (which wakes every 100 ms)
 * finds one pending, restores the terminal with endwin() and exits. No handler and no shared
 * state, so nothing runs at an unsafe moment. ncurses still handles SIGWINCH (KEY_RESIZE) and
 * SIGTSTP itself; SIGHUP is one it never covers. Blocked before initscr() and before any thread
 * starts, so every thread inherits the mask.
 */
/* SIGINT, SIGTERM and SIGHUP, polled to quit; SIGCONT, polled to repaint (blocking it does not
   stop it continuing the process). Blocked before any other thread starts, so all inherit it. */
static inline void lp_block_quit_signals(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGHUP);
    sigaddset(&set, SIGCONT);
    pthread_sigmask(SIG_BLOCK, &set, NULL);
}
static inline int lp_take_continue_signal(void) {
    sigset_t pending;
    if (sigpending(&pending) != 0 || sigismember(&pending, SIGCONT) != 1) return 0;
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGCONT);
    struct timespec now = {0, 0};
    return sigtimedwait(&set, NULL, &now) == SIGCONT ? 1 : 0;
}
static inline int lp_pending_quit_signal(void) {
    sigset_t set;
    if (sigpending(&set) != 0) return 0;
    if (sigismember(&set, SIGTERM) == 1) return SIGTERM;
    if (sigismember(&set, SIGHUP) == 1) return SIGHUP;
    if (sigismember(&set, SIGINT) == 1) return SIGINT;
    return 0;
}

#endif
