#!/usr/bin/env python3
"""Every Linux-only call in Sources/ has its Darwin branch: a line using one (/proc, Glibc, epoll,
inotify, prctl, closefrom_np, sysinfo) must stand in an `#if os(Linux)` or `#if canImport(Glibc)`
clause whose block also has an `#else` or `#elseif`. Prints each one it finds and each that has
no other branch; exits 1 on the latter. Run by .ci/run: only Linux builds here, so this is what
keeps the macOS build honest."""
import glob, re, sys

LINUX_ONLY = re.compile(r'/proc/|\bimport Glibc\b|\bGlibc\.|\bepoll_|\binotify_|\bprctl\(|closefrom_np|\bsysinfo\(')
LINUX_CONDITION = re.compile(r'^\s*#(if|elseif)\s+(os\(Linux\)|canImport\(Glibc\))')
found, bad = 0, 0
for path in sorted(glob.glob("Sources/**/*.swift", recursive=True)):
    lines = open(path, encoding="utf-8").read().split("\n")
    # The open #if blocks: [is the current clause a Linux one, has the block another clause].
    stack = []
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if stripped.startswith("#if"):
            stack.append([bool(LINUX_CONDITION.match(line)), False, number])
        elif stripped.startswith("#elseif") or stripped.startswith("#else"):
            if stack:
                stack[-1][1] = True
                stack[-1][0] = bool(LINUX_CONDITION.match(line))
        elif stripped.startswith("#endif"):
            if stack:
                stack.pop()
        elif LINUX_ONLY.search(line) and not stripped.startswith("//") and not stripped.startswith("///"):
            found += 1
            clause = next((b for b in reversed(stack) if b[0]), None)
            if clause is None:
                bad += 1
                print(f"{path}:{number}: a Linux-only call outside an #if os(Linux) / canImport(Glibc) clause: {stripped}")
            else:
                # The block needs another clause: look ahead to its #else or #elseif.
                depth, has_other = 0, clause[1]
                for later in lines[number:]:
                    s = later.strip()
                    if s.startswith("#if"):
                        depth += 1
                    elif s.startswith("#endif"):
                        if depth == 0:
                            break
                        depth -= 1
                    elif depth == 0 and (s.startswith("#else") or s.startswith("#elseif")):
                        has_other = True
                if not has_other:
                    bad += 1
                    print(f"{path}:{number}: a Linux-only call with no Darwin branch beside it: {stripped}")
print(f"portability: {found} Linux-only calls in Sources/, {bad} without a Darwin branch")
sys.exit(1 if bad else 0)
