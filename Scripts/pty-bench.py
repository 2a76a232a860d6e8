#!/usr/bin/env python3
"""Measures one key's cost on the interactive screen against the terminal's own cost.

For each size, the program runs in a pseudo-terminal. First a recording pass sends a key
sequence and records the bytes layoutpreview writes for each key. Then the measured passes
alternate, in one run:
- layoutpreview itself: the time from a key to the last byte of its frame (a frame ends when
  nothing more comes for 30 ms; that wait is not counted);
- the floor: a small program that, per key, writes back the very bytes recorded for it.

The script prints both medians and their ratio, and the program's cold start: from its spawn to
the last byte of its first frame. The floor is what any program drawing the same frames would
pay: the pty and the terminal. The script never fails a build; it only prints.

With --instructions it prints instead each key's instructions, counted by valgrind (exact, where
times vary between runs by a third): the program run with no key against two rounds of the
sequence.

Usage: Scripts/pty-bench.py [BINARY] [--keys N] [--rounds N] [--instructions]
(default binary: .build/release/layoutpreview)
"""
import fcntl
import os
import pty
import re
import select
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

SIZES = [(80, 24), (200, 60), (400, 150)]
# A mixed sequence: bars, selection, scrolling, overlays; each changes the picture.
KEYS = [b"n", b"t", b"j", b"\t", b"s", b"n", b"k", b"m", b"e", b"G", b"g", b"b", b"n", b"\t", b"o", b"O"]

# The floor puts its terminal in raw mode without echo, as layoutpreview does (ncurses' raw() and
# noecho()): else the line discipline holds each key until a newline and echoes it, and the
# "floor" would time the kernel's echo of one byte instead of a program writing the frame.
FLOOR = r"""
import os, sys, tty
tty.setraw(0)
frames = [bytes.fromhex(line.strip()) for line in open(sys.argv[1])]
os.write(1, frames[0])
i = 1
while i < len(frames):
    if not os.read(0, 16):
        break
    os.write(1, frames[i])
    i += 1
os.read(0, 16)
"""


def spawn(argv, columns, rows, env):
    pid, fd = pty.fork()
    if pid == 0:
        os.execvpe(argv[0], argv, env)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
    return pid, fd


def read_frame(fd, quiet=0.03):
    """Reads until nothing has come for `quiet` seconds; returns the bytes and when the last
    one came (the quiet wait itself is not counted)."""
    data = b""
    last = time.monotonic()
    while True:
        r, _, _ = select.select([fd], [], [], quiet)
        if not r:
            return data, last
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return data, last
        if not chunk:
            return data, last
        data += chunk
        last = time.monotonic()


def read_quiet(fd, quiet=0.3):
    """Reads until nothing has come for `quiet` seconds (recording only)."""
    data = b""
    while True:
        r, _, _ = select.select([fd], [], [], quiet)
        if not r:
            return data
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return data
        if not chunk:
            return data
        data += chunk


def stop(pid, fd):
    try:
        os.write(fd, b"q")
    except OSError:
        pass
    time.sleep(0.1)
    try:
        os.kill(pid, 9)
    except OSError:
        pass
    os.waitpid(pid, 0)
    os.close(fd)


def instructions(binary, env):
    """A key's instructions under valgrind, exact where times vary: the program is run with no
    key and with two rounds of the sequence, and the difference is shared among the keys."""
    with tempfile.TemporaryDirectory() as folder:
        # valgrind cannot read Swift's DWARF, so it runs a copy without it.
        stripped = os.path.join(folder, "layoutpreview")
        shutil.copy(binary, stripped)
        subprocess.run(["strip", "--strip-debug", stripped], check=True)
        log = os.path.join(folder, "valgrind.log")
        print(f"{'size':>8}  {'instructions/key':>16}")
        for columns, rows in SIZES:
            counts = []
            for rounds in (0, 2):
                argv = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                        f"--log-file={log}", stripped, "default", "--no-watch", "--no-mouse"]
                pid, fd = spawn(argv, columns, rows, env)
                read_quiet(fd, 3.0)
                for key in KEYS * rounds:
                    os.write(fd, key)
                    read_quiet(fd, 0.4)
                os.write(fd, b"q")
                read_quiet(fd, 10.0)  # until the program has quit and valgrind has written its count
                os.waitpid(pid, 0)
                os.close(fd)
                counts.append(int(re.search(r"I\s+refs:\s+([\d,]+)", open(log).read()).group(1).replace(",", "")))
            print(f"{columns}x{rows:<4}  {(counts[1] - counts[0]) // (2 * len(KEYS)):16,d}")


def main():
    args, options = [], {}
    argv = sys.argv[1:]
    while argv:
        arg = argv.pop(0)
        if arg == "--instructions":
            options[arg] = 1
        elif arg.startswith("--"):
            options[arg] = int(argv.pop(0))
        else:
            args.append(arg)
    binary = args[0] if args else ".build/release/layoutpreview"
    keys = KEYS * max(1, options.get("--keys", 64) // len(KEYS))
    rounds = options.get("--rounds", 3)
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    if "--instructions" in options:
        return instructions(binary, env)
    print(f"{'size':>8}  {'key → last byte':>16}  {'same-bytes floor':>17}  {'ratio':>6}  {'bytes/key':>9}  {'start → first frame':>20}")
    for columns, rows in SIZES:
        # Recording pass: the bytes of the first frame and of each key's frame.
        pid, fd = spawn([binary, "default", "--no-watch", "--no-mouse"], columns, rows, env)
        frames = [read_quiet(fd, 1.0)]
        for key in keys:
            os.write(fd, key)
            frames.append(read_quiet(fd))
        stop(pid, fd)
        record = f"/tmp/pty-bench-{columns}x{rows}.txt"
        with open(record, "w") as f:
            f.write("\n".join(frame.hex() for frame in frames) + "\n")
        program, floor, starts = [], [], []
        mismatched = 0
        for _ in range(rounds):
            for kind in ("program", "floor"):
                argv = [binary, "default", "--no-watch", "--no-mouse"] if kind == "program" else [sys.executable, "-c", FLOOR, record]
                spawned = time.monotonic()
                pid, fd = spawn(argv, columns, rows, env)
                _, last = read_frame(fd, 0.2)
                if kind == "program":
                    starts.append(last - spawned)
                read_quiet(fd, 0.5)
                for i, key in enumerate(keys):
                    start = time.monotonic()
                    os.write(fd, key)
                    data, last = read_frame(fd)
                    (program if kind == "program" else floor).append(last - start)
                    # Each run must write each key's whole frame, or its time means nothing.
                    if len(data) != len(frames[i + 1]):
                        mismatched += 1
                stop(pid, fd)
        if mismatched:
            print(f"warning: {mismatched} of {2 * rounds * len(keys)} frames at {columns}x{rows} differ in length from the recording", file=sys.stderr)
        p, f = statistics.median(program) * 1000, statistics.median(floor) * 1000
        size = sum(len(frame) for frame in frames[1:]) // len(keys)
        start = statistics.median(starts) * 1000
        print(f"{columns}x{rows:<4}  {p:13.2f} ms  {f:14.2f} ms  {p / f:5.1f}×  {size:9d}  {start:17.1f} ms")


if __name__ == "__main__":
    main()
