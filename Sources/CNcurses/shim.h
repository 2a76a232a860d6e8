#ifndef CNCURSES_SHIM_H
#define CNCURSES_SHIM_H

/* Wide-character ncurses: cchar_t, setcchar, mvadd_wch. Must precede the include. */
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
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
static inline int lp_lines(void) { return LINES; }
static inline int lp_cols(void) { return COLS; }
static inline int lp_colors(void) { return COLORS; }
static inline void lp_getmaxyx(WINDOW *w, int *y, int *x) { int yy, xx; getmaxyx(w, yy, xx); *y = yy; *x = xx; }

static inline attr_t lp_a_normal(void) { return A_NORMAL; }
static inline attr_t lp_a_bold(void) { return A_BOLD; }
static inline attr_t lp_a_dim(void) { return A_DIM; }
static inline attr_t lp_a_reverse(void) { return A_REVERSE; }
static inline attr_t lp_a_underline(void) { return A_UNDERLINE; }
static inline int lp_color_pair(int n) { return (int)COLOR_PAIR(n); }

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

static inline void lp_enable_mouse(void) { mousemask(BUTTON1_CLICKED | BUTTON1_PRESSED | BUTTON1_RELEASED, NULL); mouseinterval(0); }

static inline int lp_color_pairs(void) { return COLOR_PAIRS; }
static inline int lp_key_code_yes(void) { return KEY_CODE_YES; }
static inline int lp_wcwidth(wchar_t ch) { return wcwidth(ch); }

/* Draws one character with attributes and a colour pair into a window, wide characters included. */
static inline int lp_put(WINDOW *w, int y, int x, wchar_t ch, attr_t attrs, short pair) {
    wchar_t text[2] = { ch, 0 };
    cchar_t cell;
    if (setcchar(&cell, text, attrs, pair, NULL) != OK) return ERR;
    return mvwadd_wch(w, y, x, &cell);
}

/* The last mouse event, if it was a button-1 click: its cell. Returns 1 for a click. */
static inline int lp_mouse_click(int *y, int *x) {
    MEVENT event;
    if (getmouse(&event) != OK) return 0;
    if (!(event.bstate & (BUTTON1_CLICKED | BUTTON1_PRESSED))) return 0;
    *y = event.y; *x = event.x;
    return 1;
}

/*
 * SIGINT, SIGTERM and SIGHUP only set a flag; the input loop (which wakes every 100 ms) sees it,
 * restores the terminal with endwin() and exits. Installed before initscr(), so ncurses keeps
 * these handlers (it only installs its own where the disposition is still the default) and still
 * handles SIGWINCH (KEY_RESIZE) and SIGTSTP itself. SIGHUP is one ncurses never covers.
 */
static volatile sig_atomic_t lp_signal_caught = 0;
static void lp_on_signal(int sig) { lp_signal_caught = sig; }
static inline void lp_catch_signals(void) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = lp_on_signal;
    sigemptyset(&action.sa_mask);
    sigaction(SIGINT, &action, NULL);
    sigaction(SIGTERM, &action, NULL);
    sigaction(SIGHUP, &action, NULL);
}
static inline int lp_caught_signal(void) { return lp_signal_caught; }

#endif
